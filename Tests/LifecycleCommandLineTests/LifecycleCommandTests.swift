import Testing

@testable import LifecycleCommandLine

/// The `lifecycle` tool's dispatch: help, version, and unknown or missing commands.
@MainActor
@Suite("lifecycle command dispatch")
struct LifecycleCommandTests {
  @Test(
    "help prints the usage of every command and the profiles, exit 0", arguments: ["help", "--help", "-h"])
  func help(spelling: String) {
    let result = LifecycleCommand.run([spelling])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.contains("lifecycle demo"))
    #expect(result.standardOutput.contains("lifecycle diagram [--profile ios3|ios4|ios5|ios6|ios7|ios13]"))
    #expect(result.standardOutput.contains("Profiles: ios3 ios4 ios5 ios6 ios7 (iOS 7–12) ios13 (iOS 13+)."))
    #expect(
      result.standardOutput.contains(
        "Exit codes: 0 success, 1 a failed check, 2 a usage or input error (each"))
    #expect(result.standardOutput.contains("'lifecycle help COMMAND'"))
    for command in LifecycleCommand.commands {
      #expect(result.standardOutput.contains("\n  lifecycle \(command)"), "\(command)")
    }
  }

  @Test("no command prints the help on standard error and exits 2")
  func noCommand() {
    let result = LifecycleCommand.run([])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError == LifecycleCommand.run(["help"]).standardOutput)
  }

  @Test("an unknown command exits 2 and names the valid commands")
  func unknownCommand() {
    let result = LifecycleCommand.run(["teleport"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "lifecycle: unknown command 'teleport'; valid commands: demo, run, diagram, bench, explore, report, profiles, lint, import, help, version\n"
        + "Run 'lifecycle help' for usage.\n")
  }

  @Test(
    "a misspelt command exits 2 and suggests the command meant",
    arguments: [["rn"], ["help", "rn"], ["dmeo"], ["help", "diagarm"]])
  func misspeltCommand(arguments: [String]) {
    let result = LifecycleCommand.run(arguments)
    let meant = ["rn": "run", "dmeo": "demo", "diagarm": "diagram"][arguments.last!]!
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "lifecycle: unknown command '\(arguments.last!)'; did you mean '\(meant)'?\n"
        + "Run 'lifecycle help' for usage.\n")
  }

  @Test("an option before any command says that options follow the command")
  func optionBeforeCommand() {
    let result = LifecycleCommand.run(["--format", "jsonl"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.hasPrefix("lifecycle: unknown option '--format' before a command;"))
  }

  @Test("version prints the tool's version", arguments: ["version", "--version"])
  func version(spelling: String) {
    let result = LifecycleCommand.run([spelling])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == "lifecycle \(LifecycleCommand.version)\n")
  }

  @Test("version --json is one document naming the version")
  func versionJSON() {
    let result = LifecycleCommand.run(["version", "--json"])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput
        == "{\n  \"format\": 1,\n  \"command\": \"version\",\n  \"exitCode\": 0,\n  \"version\": "
        + "\"\(LifecycleCommand.version)\"\n}\n"
    )
  }

  @Test("help names every command it can describe")
  func helpNamesEveryCommand() {
    let help = LifecycleCommand.run(["help", "help"]).standardOutput
    for name in LifecycleCommand.subcommands.map(\.spec.name) {
      #expect(
        help.contains(" \(name),") || help.contains(" \(name)\n"), "lifecycle help help does not name \(name)"
      )
    }
  }

  @Test("version takes no arguments")
  func versionArguments() {
    let result = LifecycleCommand.run(["version", "now"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.hasPrefix("lifecycle version: unexpected argument 'now'\n"))
  }
}

/// Every command's help: asked for three ways, printed from the command's one declaration
/// of its options, on standard output with exit 0.
@MainActor
@Suite("lifecycle COMMAND --help")
struct CommandHelpTests {
  nonisolated static let commands = LifecycleCommand.commands

  @Test("help COMMAND, COMMAND --help and COMMAND -h print the same help, exit 0", arguments: commands)
  func threeSpellings(command: String) {
    let byHelp = LifecycleCommand.run(["help", command])
    #expect(byHelp.exitCode == 0)
    #expect(byHelp.standardError == "")
    #expect(byHelp.standardOutput.hasPrefix("lifecycle \(command) — "))
    for other in [[command, "--help"], [command, "-h"]] {
      let result = LifecycleCommand.run(other)
      #expect(result.exitCode == 0, "\(other)")
      #expect(result.standardError == "", "\(other)")
      #expect(result.standardOutput == byHelp.standardOutput, "\(other)")
    }
  }

  @Test("--help wins over other arguments, even ones that would be errors")
  func helpAmongArguments() {
    let result = LifecycleCommand.run(["diagram", "--profile", "ios3", "--scenes", "--bogus", "-h"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == LifecycleCommand.run(["help", "diagram"]).standardOutput)
    // After `--` it is a file name like any other.
    let file = LifecycleCommand.run(["run", "--", "--help"])
    #expect(file.exitCode == 2)
    #expect(file.standardError.contains("--help: error: no such file"))
  }

  @Test(
    "each command's help lists every declared option for people with its values and default, and the exit codes"
  )
  func listsOptions() {
    for command in LifecycleCommand.subcommands {
      let help = command.spec.help()
      for option in command.spec.options where !option.isPlumbing {
        #expect(help.contains("\n  \(option.synopsis)\n      "), "\(command.spec.name) \(option.name)")
      }
      #expect(help.contains("\n  -h, --help\n"))
      #expect(help.contains("\nExit codes:\n  0  "), "\(command.spec.name)")
      #expect(help.contains("\n  2  "), "\(command.spec.name)")
      for shown in command.overview {
        #expect(LifecycleCommand.overview.contains(shown.usage.split(separator: "\n")[0]))
      }
    }
  }

  @Test(
    "the defaults are shown where a new user looks for them",
    arguments: [
      ("run", "--format text|jsonl (default: text)"),
      ("run", "--profile ios3|ios4|ios5|ios6|ios7|ios13|all (default: the file's device line)"),
      ("diagram", "--profile ios3|ios4|ios5|ios6|ios7|ios13 (default: ios4)"),
      ("diagram", "--format dot|svg|mermaid (default: dot)"),
      ("bench", "--events N (default: 1000000)"),
      ("bench", "--seed S (default: 20240601)"),
      ("bench", "--output FILE (default: BENCHMARKS.md in a release build; a debug build needs --output)"),
      ("run", "\n  1  an expect failed\n"),
    ])
  func defaultsShown(command: String, line: String) {
    #expect(LifecycleCommand.run(["help", command]).standardOutput.contains(line))
  }

  @Test("every declared default parses: the help never shows a default the command would refuse")
  func defaultsParse() throws {
    for command in LifecycleCommand.subcommands {
      for option in command.spec.options {
        guard let value = option.defaultValue else { continue }
        let parsed = try ParsedArguments(["--\(option.name)", value], options: command.spec.options)
        #expect(parsed.value(option.name) == value)
      }
    }
  }

  @Test("help describes one command at a time")
  func helpTakesOneCommand() {
    let result = LifecycleCommand.run(["help", "run", "demo"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.hasPrefix("lifecycle help: unexpected argument 'demo'"))
  }

  @Test("the help's lines fit 100 columns", arguments: commands)
  func width(command: String) {
    let help = LifecycleCommand.run(["help", command]).standardOutput
    for line in help.split(separator: "\n") {
      #expect(line.count <= 100, "\(line)")
    }
  }
}
