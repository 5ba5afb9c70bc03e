import LifecycleRestorationDemos
import LifecycleSamples
public import LifecycleSimulator

/// The `lifecycle` command-line tool: dispatches to its subcommands.
@MainActor
public enum LifecycleCommand {
  /// The tool's version.
  public static let version = "0.1.0"

  /// Runs the tool with `arguments` (without the program name).
  public static func run(_ arguments: [String]) -> CommandResult {
    guard let command = arguments.first else {
      return CommandResult(standardError: help, exitCode: 2)
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "demo": return DemoCommand.run(rest)
    case "run": return RunCommand.run(rest)
    case "bench": return BenchCommand.run(rest)
    case "diagram": return DiagramCommand.run(rest)
    case "help", "--help", "-h": return CommandResult(standardOutput: help)
    case "version", "--version": return CommandResult(standardOutput: "lifecycle \(version)\n")
    default:
      return CommandResult(
        standardError:
          "lifecycle: unknown command '\(command)'; valid commands: \(commands.joined(separator: ", "))\n"
          + "Run 'lifecycle help' for usage.\n",
        exitCode: 2
      )
    }
  }

  static let commands = ["demo", "run", "diagram", "bench", "help", "version"]

  /// Every app the command line can install: the built-in `tracer`, the sample apps
  /// (``LifecycleSamples/Samples``) and the state restoration demos
  /// (``LifecycleRestorationDemos/RestorationDemos``), which run on the main actor as UIKit
  /// apps do.
  public static let catalog = AppCatalog.builtIn.merging(Samples.catalog).merging(RestorationDemos.catalog)

  static let help = """
    lifecycle — the iOS application lifecycle, runnable and explorable.

    Usage:
      lifecycle demo                 the seeds' stories on every iOS generation
      \(RunCommand.usage)
                                     run scenarios; exit 0 if every expect holds, 1 if one fails,
                                     2 for unreadable files or scenario errors
      \(DiagramCommand.usage)
                                     the state diagram of a profile, walked from the model
      \(BenchCommand.usage)
                                     measure the simulator against its peers; writes BENCHMARKS.md
      lifecycle help | version

    Profiles: ios3 ios4 ios5 ios6 ios7 (iOS 7–12) ios13 (iOS 13 and later).
    Exit codes: 0 success, 1 a failed check, 2 a usage or input error.

    """
}
