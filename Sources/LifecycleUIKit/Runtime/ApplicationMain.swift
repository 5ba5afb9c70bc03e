public import LifecycleCore
import LifecycleSimulator

/// What an `@main` app delegate's ``UIApplicationDelegate/main()`` does outside iOS: it runs the
/// delegate's app in a simulated device and prints the trace.
///
///     AppDelegate                      the tour, on the default device (iOS 13)
///     AppDelegate --profile ios4       the tour on iOS 4 (all: on every generation, oldest first)
///     AppDelegate notes.scn …          these scenarios; `install Notes app=main` installs the app
///
/// The tour installs the app under its delegate's name without `AppDelegate`
/// (`NotesAppDelegate` → `Notes`; `App` when nothing is left), launches it, locks and unlocks
/// the device, goes Home, comes back, sends a memory warning, goes Home again, lets jetsam kill
/// it while suspended and launches it again: the callbacks, state changes and kill of a typical
/// session, on the generation asked for (with state restoration where the app opts in). Its four
/// checks fail when the app crashes or is killed for what it did: after each launch it must be
/// active, and until jetsam it must have no report. Each run ends with a summary line (`PASS tour
/// on ios13: 4 checks, 0 failed, 1 report`); failed checks and errors go to standard error. For the rest of
/// the `lifecycle` command line over your app (`--format jsonl`, `demo`, `diagram`), use an
/// executable that calls `LifecycleCommand.main(catalog:)` (README, “Your own apps on the
/// command line”).
@preconcurrency @MainActor
public enum ApplicationMain {
  /// What a run printed, and its exit code.
  public struct Output: Hashable, Sendable {
    /// The traces and summary lines.
    public var standardOutput = ""
    /// Failed checks, errors and usage messages.
    public var standardError = ""
    /// 0 when every check held, 1 when one failed, 2 for a usage or input error.
    public var exitCode: Int32 = 0
  }

  /// The app code identifier under which the delegate is installed in scenario files.
  public static let appID = AppCatalog.ownProgramAppID

  /// Runs the program for `delegateType` with `arguments` (without the program's name), as
  /// ``UIApplicationDelegate/main()`` does, without exiting. A delegate that adopts neither
  /// ``MainInstantiable`` nor ``MainDelegateFactory`` gets the fix and exit code 2. `program` is
  /// the name its usage gives the program (``programName(_:)`` of the process's arguments when
  /// nil).
  public static func run(
    delegateType: any UIApplicationDelegate.Type, arguments: [String], program: String? = nil
  ) -> Output {
    let program = program ?? programName(CommandLine.arguments)
    guard let factory = delegateType as? any MainDelegateFactory.Type else {
      let name = String(describing: delegateType)
      return Output(
        standardError: """
          \(name): main() cannot create the delegate: Swift on Linux creates a class from its type only \
          through a required initializer. Add, in a file only the Linux build compiles:
              #if !canImport(UIKit)
              extension \(name): MainDelegateFactory {
                static func makeDelegate() -> any UIApplicationDelegate { \(name)() }
              }
              #endif
          (for a final class, `extension \(name): MainInstantiable {}` is enough).

          """, exitCode: 2)
    }
    return run(factory, arguments: arguments, program: program)
  }

  private static func run<Delegate: MainDelegateFactory>(
    _ type: Delegate.Type, arguments: [String], program: String
  ) -> Output {
    // Asked once here (outside any app) only to learn whether the app adopts scenes.
    var sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)?
    if Delegate.makeSceneDelegate() != nil {
      sceneDelegate = { @MainActor @Sendable in Delegate.makeSceneDelegate() ?? UIWindowSceneDelegateStandIn()
      }
    }
    let catalog = AppCatalog.builtIn.addingUIKitApp(
      appID, interfaceFiles: .mainExecutable, madeBy: type, sceneDelegate: sceneDelegate)
    return run(
      arguments, appName: appName(of: type), catalog: catalog, scenes: sceneDelegate != nil, program: program)
  }

  /// Runs the program with `arguments` for the app whose delegate `delegate` makes (and whose
  /// scene delegate `sceneDelegate` makes, for an app that adopts scenes: the tour installs it
  /// with `scenes`), named `appName` in the tour; its usage names the program `program`
  /// (``programName(_:)`` of the process's arguments when nil).
  public static func run<Delegate: UIApplicationDelegate & SendableMetatype>(
    _ arguments: [String], appName: String, delegate: @escaping @MainActor @Sendable () -> Delegate,
    sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)? = nil, program: String? = nil
  ) -> Output {
    let catalog = AppCatalog.builtIn.addingUIKitApp(
      appID, interfaceFiles: .mainExecutable, delegate: delegate, sceneDelegate: sceneDelegate)
    return run(
      arguments, appName: appName, catalog: catalog, scenes: sceneDelegate != nil,
      program: program ?? programName(CommandLine.arguments))
  }

  /// The program's name as it was invoked: the last component of the path in `arguments`' first
  /// (`.build/debug/MyNotes` → `MyNotes`), `PROGRAM` when there is none.
  public nonisolated static func programName(_ arguments: [String]) -> String {
    arguments.first?.split(separator: "/").last.map(String.init) ?? "PROGRAM"
  }

  /// Runs the program with `arguments` for the app `catalog` holds under ``appID``, named
  /// `appName` in the tour, which installs it with `scenes` when `scenes` says so.
  private static func run(
    _ arguments: [String], appName: String, catalog: AppCatalog, scenes: Bool, program: String
  ) -> Output {
    let runner = ScenarioRunner(catalog: catalog)
    switch Invocation.parse(arguments) {
    case .failure(let message):
      return Output(standardError: "error: \(message)\n\(usage(program: program))", exitCode: 2)
    case .success(.help):
      return Output(standardOutput: usage(program: program))
    case .success(.tour(let profiles)):
      var output = Output()
      for profile in profiles {
        let scenario: Scenario
        do throws(ScenarioError) {
          scenario = try ScenarioParser.parse(
            tour(appName: appName, profile: profile, scenes: scenes), file: "tour")
        } catch {
          return Output(standardError: "error: the tour does not parse: \(error)\n", exitCode: 2)
        }
        output.append(
          runner.run(scenario), profile: profile,
          header: profiles.count > 1 ? "== tour on \(profile.rawValue)" : nil)
      }
      return output
    case .success(.files(let paths, let profiles)):
      var output = Output()
      for path in paths {
        guard let data = FileManager.default.contents(atPath: path),
          let text = String(data: data, encoding: .utf8)
        else {
          output.standardError += "\(path): error: no such file, or not UTF-8 text\n"
          output.exitCode = max(output.exitCode, 2)
          continue
        }
        do throws(ScenarioError) {
          let scenario = try ScenarioParser.parse(text, file: path)
          // `--profile` runs the file on those profiles instead of its own, as `lifecycle run` does.
          for profile in profiles ?? [scenario.profile] {
            let several = paths.count > 1 || (profiles?.count ?? 1) > 1
            output.append(
              runner.run(profiles == nil ? scenario : scenario.on(profile)), profile: profile,
              header: several ? "== \(path) on \(profile.rawValue)" : nil)
          }
        } catch {
          output.standardError += "\(error.location): error: \(error.message)\n"
          output.exitCode = max(output.exitCode, 2)
        }
      }
      return output
    }
  }

  /// The tour's scenario for the app `appName` on `profile`, installed with `scenes` when it
  /// adopts scenes (which only iOS 13 and later honour).
  public static func tour(appName: String, profile: OSGeneration, scenes: Bool = false) -> String {
    """
    # The tour of an @main app delegate's main(): a day of its lifecycle. Its checks fail when
    # the app crashes or is killed for what it did (a watchdog, a task held too long).
    device profile=\(profile.rawValue) memory=2GB seed=0
    install \(appName) app=\(appID)\(scenes ? " scenes" : "")
    launch \(appName)
    expect state \(appName) active
    lock
    unlock
    home
    launch \(appName)
    expect state \(appName) active
    memory-warning
    home
    expect report \(appName) none
    memory-pressure
    launch \(appName)
    expect state \(appName) active

    """
  }

  /// The app's name in the tour: the delegate type's name without `AppDelegate` or `Delegate`
  /// at its end, else `App`.
  static func appName(of type: Any.Type) -> String {
    var name = String(describing: type)
    for suffix in ["AppDelegate", "Delegate"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
      break
    }
    return name.isEmpty || !name.allSatisfy({ $0.isLetter || $0.isNumber }) ? "App" : name
  }

  /// The usage, naming the program `program` as it was invoked.
  static func usage(program: String) -> String {
    let pad = String(repeating: " ", count: program.count)
    return """
      usage: \(program)                      the tour of the app's lifecycle on the default device (iOS 13)
             \(program) --profile P|all      the tour on profile P (\
      \(OSGeneration.allCases.map(\.rawValue).joined(separator: ", "))), or on every profile
             \(program) FILE… [--profile P|all]  run scenario files (on profile P, or on every profile,
             \(pad)                      instead of their own); `install NAME app=\(appID)` installs this app
      Exit codes: 0 every check held, 1 a check failed, 2 a usage or input error.
      \(elsewhere)

      """
  }

  /// Where the rest of `lifecycle` is: what the usage and the refusal of one of its commands or
  /// options say.
  nonisolated static let elsewhere = """
    Every other command and option of `lifecycle` (run --html, --json, explore, report, …) over this \
    app: an executable that calls LifecycleCommand.main(catalog:) (`lifecycle import` writes one, \
    lifecycle-app).
    """

  /// The commands of `lifecycle` (`lifecycle help`), which this program refuses by name rather than
  /// read as scenario files.
  nonisolated static let lifecycleCommands = [
    "demo", "run", "diagram", "bench", "explore", "report", "profiles", "lint", "import", "help", "version",
  ]

  /// What the arguments ask for.
  enum Invocation: Equatable {
    case help
    case tour([OSGeneration])
    /// Scenario files, on the profiles `--profile` gave (nil: each on its own).
    case files([String], profiles: [OSGeneration]?)

    static func parse(_ arguments: [String]) -> Result<Invocation, MainUsageError> {
      if arguments.contains("--help") || arguments.contains("-h") { return .success(.help) }
      var files: [String] = []
      var profiles: [OSGeneration]?
      var rest = arguments[...]
      while let argument = rest.popFirst() {
        if argument == "--profile" {
          guard profiles == nil else { return .failure(MainUsageError("--profile is given twice")) }
          guard let value = rest.popFirst() else {
            return .failure(MainUsageError("--profile needs a value: a profile or all"))
          }
          if value == "all" {
            profiles = OSGeneration.allCases
          } else if let profile = OSGeneration(rawValue: value) {
            profiles = [profile]
          } else {
            return .failure(MainUsageError("unknown profile '\(value)'"))
          }
        } else if argument.hasPrefix("-") {
          return .failure(MainUsageError("unknown option '\(argument)'; \(elsewhere)"))
        } else if files.isEmpty, lifecycleCommands.contains(argument),
          !FileManager.default.fileExists(atPath: argument)
        {
          return .failure(
            MainUsageError("'\(argument)' is a command of lifecycle, not a scenario file; \(elsewhere)"))
        } else {
          files.append(argument)
        }
      }
      if files.isEmpty { return .success(.tour(profiles ?? [DeviceSpec.default.profile])) }
      return .success(.files(files, profiles: profiles))
    }
  }

  /// A usage error's message.
  struct MainUsageError: Error, Equatable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}

extension ApplicationMain.Output {
  /// Adds a run: its header, trace and summary line; its failures and error on standard error.
  mutating func append(_ result: ScenarioRunResult, profile: OSGeneration, header: String?) {
    if let header { standardOutput += header + "\n" }
    standardOutput += TraceRenderer.text(result.trace)
    let verdict = result.error != nil ? "ERROR" : result.failures.isEmpty ? "PASS" : "FAIL"
    var parts = [counted(result.checkCount, "check"), "\(result.failures.count) failed"]
    if !result.reports.isEmpty { parts.append(counted(result.reports.count, "report")) }
    standardOutput +=
      "\(verdict) \(result.file) on \(profile.rawValue): " + parts.joined(separator: ", ") + "\n"
    for failure in result.failures { standardError += "\(failure)\n" }
    if let error = result.error { standardError += "\(error.location): error: \(error.message)\n" }
    exitCode = max(exitCode, result.exitCode)
  }

  private func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)" + (count == 1 ? "" : "s")
  }
}

extension Scenario {
  /// The profile the scenario runs on: its `device` line's, else the default device's.
  fileprivate var profile: OSGeneration {
    if case .device(let spec) = steps.first?.command { return spec.profile }
    return DeviceSpec.default.profile
  }
}

/// The scene delegate of an app whose `makeSceneDelegate()` answered nil after answering one once.
@MainActor
private final class UIWindowSceneDelegateStandIn: UIResponder, UIWindowSceneDelegate {}
