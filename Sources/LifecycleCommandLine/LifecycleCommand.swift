import Foundation
import LifecycleCore
import LifecycleRestorationDemos
import LifecycleSamples
public import LifecycleSimulator

/// The `lifecycle` command-line tool: dispatches to its subcommands.
@MainActor
public enum LifecycleCommand {
  /// The tool's version.
  public static let version = "0.1.0"

  /// Runs the tool with `arguments` (without the program name). `catalog` holds the apps a
  /// scenario's `install … app=ID` may name in `lifecycle run`; by default the built-in
  /// tracer, the samples and the restoration demos (``catalog``). Pass your own to run your
  /// apps' scenarios (`AppCatalog.builtIn.addingUIKitApp("notes") { NotesAppDelegate() }`).
  /// `terminal` says whether the output goes to a terminal, which decides colour and progress
  /// (``Terminal/none`` by default: plain text, as a pipe gets it). `program` is the name the
  /// program was invoked by, which the usage lines, the help and the error messages give
  /// (`lifecycle-app explore …` in an app's own program); `lifecycle` by default.
  public static func run(
    _ arguments: [String], catalog: AppCatalog = LifecycleCommand.catalog, terminal: Terminal = .none,
    program: String = "lifecycle"
  )
    -> CommandResult
  {
    ProgramName.$current.withValue(program) {
      var result = dispatch(arguments, catalog: catalog, terminal: terminal)
      // The error messages are written for the tool: in another program they name that one.
      result.standardError = ProgramName.naming(program, in: result.standardError, commands: commands)
      return result
    }
  }

  /// ``run(_:catalog:terminal:program:)`` under the program's name.
  private static func dispatch(_ arguments: [String], catalog: AppCatalog, terminal: Terminal)
    -> CommandResult
  {
    guard let name = arguments.first else {
      return CommandResult(standardError: overview, exitCode: 2)
    }
    switch name {
    case "--help", "-h": return CommandResult(standardOutput: overview)
    case "--version": return CommandResult(standardOutput: "\(ProgramName.current) \(version)\n")
    default: break
    }
    guard let command = subcommands.first(where: { $0.spec.name == name }) else {
      return unknownCommand(name)
    }
    let rest = Array(arguments.dropFirst())
    // `--help` or `-h` anywhere among the options asks for the command's help.
    if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      let spec =
        name == ExploreCommand.spec.name ? ExploreCommand.modeSpec(for: rest) ?? command.spec : command.spec
      return CommandResult(standardOutput: spec.help())
    }
    // `--json`: the command's document in the one envelope, errors included (JSONEnvelope).
    guard JSONEnvelope.isAsked(rest) else { return run(command, rest, catalog: catalog, terminal: terminal) }
    return JSONEnvelope.finish(run(command, rest, catalog: catalog, terminal: terminal), command: name)
  }

  /// Runs `command` with its arguments `rest`, coloured as `terminal` and `--color` say.
  private static func run(
    _ command: Subcommand, _ rest: [String], catalog: AppCatalog, terminal: Terminal
  ) -> CommandResult {
    let name = command.spec.name
    guard command.spec.options.contains(where: { $0.name == TerminalStyle.option.name }) else {
      return Progress.reporting(to: terminal) { command.run(rest, catalog) }
    }
    let choice: TerminalStyle.Choice
    let parsed: [String]
    do throws(UsageError) {
      (choice, parsed) = try TerminalStyle.extractChoice(from: rest)
    } catch {
      return .usage(error, command: name)
    }
    var result = Progress.reporting(to: terminal) { command.run(parsed, catalog) }
    // JSON is for programs: never painted.
    let json = parsed.prefix(while: { $0 != "--" }).contains {
      ["--json", "--format=jsonl", "jsonl"].contains($0)
    }
    let output = TerminalStyle.decide(
      json ? .never : choice, isTerminal: terminal.standardOutputIsTerminal, environment: terminal.environment
    )
    let errors = TerminalStyle.decide(
      choice, isTerminal: terminal.standardErrorIsTerminal, environment: terminal.environment)
    switch name {
    case RunCommand.spec.name: result.standardOutput = output.paintingRun(result.standardOutput)
    case DemoCommand.spec.name: result.standardOutput = output.paintingDemo(result.standardOutput)
    default: result.standardOutput = output.paintingSearch(result.standardOutput)
    }
    result.standardError = errors.paintingErrors(result.standardError)
    return result
  }

  /// Whether this process is the program ``main(catalog:program:)`` started, which can start copies of
  /// itself to share work (the demo's searches); false where ``run(_:catalog:terminal:)`` is
  /// called from other code, a test runner say, whose executable is not this program.
  static var runsAsProgram = false

  /// The whole `lifecycle` program over `catalog`: runs ``run(_:catalog:)`` with the process's
  /// arguments, writes its output and exits with its code. An executable target of three lines
  /// gives your own apps the command line, with the same errors and exit codes:
  ///
  /// ```swift
  /// import LifecycleCommandLine
  /// import MyNotes
  /// LifecycleCommand.main(catalog: myNotesCatalog)
  /// ```
  ///
  /// What the apps' code prints goes to standard error, so that standard output holds the
  /// command's output alone (``LifecycleSimulator/ProgramOutput``).
  ///
  /// Its usage lines, help and error messages name the program as it was invoked (the last
  /// component of its path: `lifecycle-app`, `notes-lifecycle`), or `program` when given.
  public static func main(catalog: AppCatalog = LifecycleCommand.catalog, program: String? = nil) -> Never {
    runsAsProgram = true
    let terminal = Terminal.current
    outputDescriptor = ProgramOutput.divert()
    let result = run(
      Array(CommandLine.arguments.dropFirst()), catalog: catalog, terminal: terminal,
      program: program ?? ProgramName.invoked(CommandLine.arguments))
    ProgramOutput.write(result.standardOutput, to: outputDescriptor)
    FileHandle.standardError.write(Data(result.standardError.utf8))
    exit(result.exitCode)
  }

  /// Where the program's own output goes: its standard output as it started, once ``main(catalog:)``
  /// has pointed descriptor 1 at standard error for the apps' prints (a worker process answers
  /// there).
  static var outputDescriptor: Int32 = 1

  /// A subcommand: its declaration and what runs it, with its arguments and the app catalog
  /// (which only `run` installs from; the demo's stories use the built-in samples).
  struct Subcommand: Sendable {
    var spec: CommandSpec
    /// What the overview lists: the command's usage, or one per mode (`explore --app ID`, …).
    var overview: [CommandSpec]
    var run: @MainActor @Sendable ([String], AppCatalog) -> CommandResult

    init(
      spec: CommandSpec, overview: [CommandSpec]? = nil,
      run: @escaping @MainActor @Sendable ([String], AppCatalog) -> CommandResult
    ) {
      self.spec = spec
      self.overview = overview ?? [spec]
      self.run = run
    }
  }

  /// Every subcommand, in the order the overview lists them.
  nonisolated static let subcommands: [Subcommand] = [
    Subcommand(spec: DemoCommand.spec) { arguments, _ in DemoCommand.run(arguments) },
    Subcommand(spec: RunCommand.spec) { arguments, catalog in RunCommand.run(arguments, catalog: catalog) },
    Subcommand(spec: DiagramCommand.spec) { arguments, _ in DiagramCommand.run(arguments) },
    Subcommand(spec: BenchCommand.spec) { arguments, _ in BenchCommand.run(arguments) },
    Subcommand(
      spec: ExploreCommand.spec,
      overview: [
        ExploreCommand.appSpec, ExploreCommand.aroundSpec, ExploreCommand.policySpec,
        ExploreCommand.worldSpec,
      ]
    ) { arguments, catalog in
      do throws(UsageError) {
        try ExploreCommand.refuseCombinedModes(arguments)
      } catch {
        return .usage(error, command: ExploreCommand.spec.name)
      }
      if arguments.contains("--around") { return AroundExploreCommand.run(arguments, catalog: catalog) }
      return arguments.contains("--app")
        ? AppExploreCommand.run(arguments, catalog: catalog) : ExploreCommand.run(arguments)
    },
    Subcommand(spec: ReportCommand.spec) { arguments, _ in ReportCommand.run(arguments) },
    Subcommand(spec: ProfilesCommand.spec) { arguments, _ in ProfilesCommand.run(arguments) },
    Subcommand(spec: LintCommand.spec) { arguments, _ in LintCommand.run(arguments) },
    Subcommand(spec: ImportCommand.spec) { arguments, _ in ImportCommand.run(arguments) },
    Subcommand(spec: helpSpec) { arguments, _ in help(arguments) },
    Subcommand(spec: versionSpec) { arguments, _ in versionCommand(arguments) },
  ]

  nonisolated static var commands: [String] { subcommands.map(\.spec.name) }

  /// Every app the command line can install: the built-in `tracer`, the sample apps
  /// (``LifecycleSamples/Samples``) and the state restoration demos
  /// (``LifecycleRestorationDemos/RestorationDemos``), which run on the main actor as UIKit
  /// apps do.
  public static let catalog = AppCatalog.builtIn.merging(Samples.catalog).merging(RestorationDemos.catalog)

  static func unknownCommand(_ name: String) -> CommandResult {
    let problem =
      name.hasPrefix("-")
      ? "unknown option '\(name)' before a command; options follow the command (lifecycle COMMAND --option)"
      : "unknown command '\(name)'" + Spelling.hint(for: name, among: commands, listing: "commands")
    return CommandResult(
      standardError: "lifecycle: \(problem)\nRun 'lifecycle help' for usage.\n", exitCode: 2)
  }

  nonisolated static let helpSpec = CommandSpec(
    name: "help",
    summary: "this overview, or one command's options, their defaults and its exit codes",
    arguments: [
      .init(placeholder: "COMMAND", summary: "the command to describe: \(commandList)", optional: true)
    ],
    exitCodes: [
      .init(code: 0, meaning: "the help was printed"), .init(code: 2, meaning: "an unknown command"),
    ]
  )

  nonisolated static let versionSpec = CommandSpec(
    name: "version", summary: "print the tool's version (also: lifecycle --version)",
    options: [CommandOption("json", summary: "print the version as a JSON document instead of text")],
    exitCodes: [.init(code: 0, meaning: "the version was printed"), .init(code: 2, meaning: "a usage error")]
  )

  /// The commands' names as the help lists them, from the declarations (help and
  /// version are declared here, so they are named directly).
  nonisolated private static let commandList =
    [
      DemoCommand.spec, RunCommand.spec, DiagramCommand.spec, BenchCommand.spec, ExploreCommand.spec,
      ReportCommand.spec, ProfilesCommand.spec, LintCommand.spec, ImportCommand.spec,
    ].map(
      \.name
    ).joined(
      separator: ", ") + ", help, version"

  /// `lifecycle help [COMMAND]`.
  static func help(_ arguments: [String]) -> CommandResult {
    do throws(UsageError) {
      let parsed = try ParsedArguments(arguments, options: helpSpec.options)
      guard let name = parsed.positionals.first else { return CommandResult(standardOutput: overview) }
      guard parsed.positionals.count == 1 else {
        throw UsageError(
          "unexpected argument '\(parsed.positionals[1])'; help describes one command at a time")
      }
      guard let command = subcommands.first(where: { $0.spec.name == name }) else {
        return unknownCommand(name)
      }
      return CommandResult(standardOutput: command.spec.help())
    } catch {
      return .usage(error, command: "help")
    }
  }

  /// `lifecycle version`.
  static func versionCommand(_ arguments: [String]) -> CommandResult {
    let parsed: ParsedArguments
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, options: versionSpec.options)
      try parsed.requireNoPositionals()
    } catch {
      return .usage(error, command: "version")
    }
    if parsed.flags.contains("json") {
      return CommandResult(document: .object([("version", .string(version))]))
    }
    return CommandResult(standardOutput: "\(ProgramName.current) \(version)\n")
  }

  /// The profile identifiers with the releases each covers where its name alone does not
  /// say it: `ios3 ios4 ios5 ios6 ios7 (iOS 7–12) ios13 (iOS 13+)`.
  static var profileList: String {
    OSGeneration.allCases.map { generation in
      let plain = "iOS " + generation.rawValue.dropFirst(3)
      return generation.displayName == plain
        ? generation.rawValue : "\(generation.rawValue) (\(generation.displayName))"
    }.joined(separator: " ")
  }

  /// What the profiles that cover several releases stand for, from their display names:
  /// `ios7 covers iOS 7–12, ios13 covers iOS 13+`.
  nonisolated static var profileRanges: String {
    OSGeneration.allCases.filter { $0.displayName != "iOS " + $0.rawValue.dropFirst(3) }
      .map { "\($0.rawValue) covers \($0.displayName)" }.joined(separator: ", ")
  }

  /// `lifecycle help`: every command's usage line and what it does.
  static var overview: String {
    var out = "\(ProgramName.current) — the iOS application lifecycle, runnable and explorable.\n\nUsage:\n"
    for spec in subcommands.flatMap(\.overview) {
      out += spec.usage.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
      out += "      \(spec.summary)\n"
    }
    out += """

      Run 'lifecycle help COMMAND' or 'lifecycle COMMAND --help' for a command's options, their
      defaults and its exit codes.

      Profiles: \(profileList).
      Exit codes: 0 success, 1 a failed check, 2 a usage or input error (each command's help lists
      its own; Docs/CommandLine.md lists them all).

      """
    return ProgramName.naming(ProgramName.current, in: out, commands: commands)
  }
}
