/// The name the program was invoked by, which its usage lines, help and error messages give:
/// `lifecycle`, or an app's own program — `lifecycle-app`, which `lifecycle import` writes, or any
/// executable that calls ``LifecycleCommand/main(catalog:program:)`` — so that what it tells the
/// user to type is what the user can type (`lifecycle-app explore --app PackingList`, not
/// `lifecycle explore …`, which the user may not have).
enum ProgramName {
  /// The `lifecycle` tool's own name, the default.
  static let tool = "lifecycle"

  /// The program now running a command: set by ``LifecycleCommand/run(_:catalog:terminal:program:)``
  /// for the command's duration.
  @TaskLocal static var current = tool

  /// The program's name from its first argument (`argv[0]`): the last component of its path
  /// (`.build/debug/lifecycle-app` → `lifecycle-app`); ``tool`` when there is none.
  static func invoked(_ arguments: [String]) -> String {
    guard let first = arguments.first, let name = first.split(separator: "/").last, !name.isEmpty else {
      return tool
    }
    return String(name)
  }

  /// `text` with every `lifecycle COMMAND` (a command's name, the placeholder `COMMAND`, or
  /// `--version`) and every `lifecycle:` that starts a line naming `program` instead: what the help
  /// and the error messages, written for the tool, say in an app's own program. Unchanged when
  /// `program` is the tool itself. `lifecycle-demo.html` and other words that only begin with
  /// `lifecycle` stay as they are.
  static func naming(_ program: String, in text: String, commands: [String]) -> String {
    guard program != tool else { return text }
    let words = Set(commands + ["COMMAND", "--version"])
    var out = ""
    var rest = text[...]
    while let range = rest.range(of: tool) {
      out += rest[..<range.lowerBound]
      let previous = out.last
      let startsWord = previous.map { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } ?? true
      let after = rest[range.upperBound...]
      var renamed = false
      if startsWord {
        if after.hasPrefix(" ") {
          let word = after.dropFirst().prefix { !$0.isWhitespace && !"'`\")(,.;:".contains($0) }
          renamed = words.contains(String(word))
        } else if after.hasPrefix(":"), previous == nil || previous == "\n" {
          renamed = true
        }
      }
      out += renamed ? program : tool
      rest = after
    }
    return out + rest
  }
}
