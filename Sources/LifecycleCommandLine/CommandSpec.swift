/// What a command takes and how it ends: the one declaration its parsing, its usage line
/// and its help are all made from.
struct CommandSpec: Sendable {
  /// A positional argument, as the usage line and the help name it.
  struct Argument: Sendable {
    var placeholder: String
    var summary: String
    var optional = false
  }

  /// One exit code and what it means for this command.
  struct ExitCode: Sendable {
    var code: Int32
    var meaning: String
  }

  var name: String
  /// What the command does, in one line (the overview's description of it).
  var summary: String
  var arguments: [Argument] = []
  var options: [CommandOption] = []
  /// Paragraphs the help prints after the options.
  var notes: [String] = []
  var exitCodes: [ExitCode]

  /// The help's widest line, in characters; longer usage lines wrap.
  static let width = 100

  /// `lifecycle run FILE… [--format text|jsonl]`, wrapped under the command's name (the program's
  /// name first: ``ProgramName/current``).
  var usage: String {
    let head = "\(ProgramName.current) \(name)"
    let words =
      arguments.map { $0.optional ? "[\($0.placeholder)]" : $0.placeholder }
      + options.filter { !$0.isPlumbing }.map { "[\($0.usage)]" }
    var lines = [head]
    let indent = String(repeating: " ", count: head.count)
    for word in words {
      if lines[lines.count - 1].count + 1 + word.count > Self.width - 2 {
        lines.append(indent)
      }
      lines[lines.count - 1] += " " + word
    }
    return lines.joined(separator: "\n")
  }

  /// The full help: usage, arguments, options with their values and defaults, notes
  /// and exit codes.
  func help() -> String {
    var out = "\(ProgramName.current) \(name) — \(summary)\n\nUsage:\n\(indented(usage, by: 2))\n"
    if !arguments.isEmpty {
      out += "\nArguments:\n"
      for argument in arguments {
        out += "  \(argument.placeholder)\n" + wrapped(argument.summary, indent: 6)
      }
    }
    out += "\nOptions:\n"
    // Plumbing (`--worker`, `--share`) is how the program starts copies of itself: not for people.
    for option in options where !option.isPlumbing {
      out += "  \(option.synopsis)\n" + wrapped(option.summary, indent: 6)
    }
    out += "  -h, --help\n" + wrapped("print this help", indent: 6)
    for note in notes {
      out += "\n" + wrapped(note, indent: 0)
    }
    out += "\nExit codes:\n"
    for exit in exitCodes {
      // The meaning wraps under itself, beside the code.
      let head = "  \(exit.code)  "
      out += head + wrapped(exit.meaning, indent: head.count).dropFirst(head.count)
    }
    // Written for the tool: in an app's own program, the commands the text names are that program's.
    return ProgramName.naming(ProgramName.current, in: out, commands: LifecycleCommand.commands)
  }

  private func indented(_ text: String, by count: Int) -> String {
    let pad = String(repeating: " ", count: count)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(
      separator: "\n")
  }

  /// `text` broken into lines of at most ``width`` characters between words, each
  /// line indented by `indent` spaces and ended with a newline.
  private func wrapped(_ text: String, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && indent + line.count + 1 + word.count > Self.width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map { pad + $0 + "\n" }.joined()
  }
}
