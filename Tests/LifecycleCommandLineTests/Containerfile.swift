import Foundation

/// A Containerfile read as the deploy tests need it: its instructions (a line ending in `\` goes
/// on to the next), and the build commands its comments give (`podman build -f FILE -t TAG .`).
struct Containerfile {
  /// One instruction: its keyword (`FROM`, `RUN` …) and the rest of it.
  struct Instruction: Equatable {
    var keyword: String
    var text: String
  }

  /// A build command from the comments.
  struct BuildCommand: Equatable {
    /// `podman` or `docker`.
    var engine: String
    /// The file given with `-f`.
    var file: String?
    /// The image tag given with `-t`.
    var tag: String?
    /// Whether it passes `--build-arg`.
    var setsArguments: Bool
    /// The build context, its last word.
    var context: String?
  }

  var instructions: [Instruction] = []
  var buildCommands: [BuildCommand] = []

  init(_ text: String) {
    var comment = ""
    var instruction = ""
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#") {
        comment += line.dropFirst().trimmingCharacters(in: .whitespaces)
        if comment.hasSuffix("\\") {
          comment = String(comment.dropLast()) + " "
        } else {
          addBuildCommand(comment)
          comment = ""
        }
        continue
      }
      guard !line.isEmpty else { continue }
      instruction += line
      if instruction.hasSuffix("\\") {
        instruction = String(instruction.dropLast()) + " "
        continue
      }
      let words = instruction.split(separator: " ", maxSplits: 1)
      instructions.append(
        Instruction(
          keyword: String(words[0]).uppercased(),
          text: words.count > 1 ? String(words[1]).trimmingCharacters(in: .whitespaces) : ""))
      instruction = ""
    }
  }

  private mutating func addBuildCommand(_ line: String) {
    let words = line.split(separator: " ").map(String.init)
    guard words.count > 2, ["podman", "docker"].contains(words[0]), words[1] == "build" else { return }
    func value(_ flag: String) -> String? {
      words.firstIndex(of: flag).flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }
    }
    buildCommands.append(
      BuildCommand(
        engine: words[0], file: value("-f"), tag: value("-t"), setsArguments: words.contains("--build-arg"),
        context: words.last))
  }

  /// The texts of the instructions with `keyword`.
  func texts(_ keyword: String) -> [String] {
    instructions.filter { $0.keyword == keyword }.map(\.text)
  }

  /// The image of each stage, in order (`FROM IMAGE [AS NAME]`).
  var stageImages: [String] {
    texts("FROM").compactMap { $0.split(separator: " ").first.map(String.init) }
  }

  /// The default of each build argument (`ARG NAME=VALUE`).
  var argumentDefaults: [String: String] {
    var defaults: [String: String] = [:]
    for text in texts("ARG") {
      let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { defaults[parts[0]] = parts[1] }
    }
    return defaults
  }

  /// The products its `swift build … --product NAME` commands build.
  var builtProducts: [String] {
    texts("RUN").flatMap { run in
      run.components(separatedBy: "&&").compactMap { command -> String? in
        let words = command.split(separator: " ").map(String.init)
        guard words.starts(with: ["swift", "build"]), words.contains("release"),
          let flag = words.firstIndex(of: "--product"), flag + 1 < words.count
        else { return nil }
        return words[flag + 1]
      }
    }
  }

  /// The exec form of `ENTRYPOINT` (`["lifecycle"]`).
  var entrypoint: [String]? {
    texts("ENTRYPOINT").last.flatMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String]
    }
  }

  /// The tags of the build commands for `file` that build from the repository's root with the
  /// file's own defaults (no `--build-arg`).
  func defaultTags(of file: String) -> [String] {
    buildCommands.filter { $0.file == file && $0.context == "." && !$0.setsArguments }.compactMap(\.tag)
  }
}
