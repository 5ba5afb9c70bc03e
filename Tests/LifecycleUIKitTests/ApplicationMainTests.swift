import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// An `@main`-style delegate, as iOS code writes it (it is not marked `@main` here: a test
/// target has its own entry point; the fixture executable `lifecycle-main-fixture` is).
@MainActor
final class TourAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UIViewController()
    window?.makeKeyAndVisible()
    return true
  }
}

extension TourAppDelegate: MainInstantiable {}

/// A delegate that is not `final`, as Xcode's templates declare it: it adopts
/// ``MainInstantiable`` through the `required` initialiser the documentation names.
@MainActor
class TemplateAppDelegate: UIResponder, UIApplicationDelegate, MainInstantiable {
  var launched = false
  required override init() { super.init() }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launched = true
    return true
  }
}

/// A delegate exactly as Xcode's template declares it, not `final` and with no initialiser of
/// its own, and a subclass of it; the Linux-only file says how `main()` makes it.
@MainActor
class XcodeTemplateAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  func applicationDidEnterBackground(_ application: UIApplication) {}
}

extension XcodeTemplateAppDelegate: MainDelegateFactory {
  static func makeDelegate() -> any UIApplicationDelegate { XcodeTemplateAppDelegate() }
}

/// An iOS 13 app delegate whose scene configuration names ``TourSceneDelegate``.
@MainActor
final class SceneTourAppDelegate: UIResponder, UIApplicationDelegate, MainInstantiable {
  static func makeSceneDelegate() -> (any UISceneDelegate)? { TourSceneDelegate() }
}

/// A scene delegate that shows a window.
@MainActor
final class TourSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: scene)
    window?.rootViewController = UIViewController()
    window?.makeKeyAndVisible()
  }
}

/// What `main()` of an `@main` delegate does: in-process through ``ApplicationMain``, and for
/// real by running the fixture executable.
@MainActor
@Suite("@main on the app delegate: main() runs the app in the simulated device")
struct ApplicationMainTests {
  func run(_ arguments: [String]) -> ApplicationMain.Output {
    ApplicationMain.run(delegateType: TourAppDelegate.self, arguments: arguments)
  }

  /// A scenario file with `text`, removed after `body`.
  func withScenario<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("main-\(UUID().uuidString).scn")
      .path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
  }

  /// The callbacks a printed trace lists (`0.000s  App  callback  NAME`).
  func callbacks(_ output: ApplicationMain.Output) -> [String] {
    output.standardOutput.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      return words.count >= 4 && words[2] == "callback" ? String(words[3]) : nil
    }
  }

  @Test("with no arguments the tour runs on the default device and prints the trace")
  func tour() {
    let output = run([])
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains("step         install Tour app=main"))
    #expect(output.standardOutput.contains("Tour      callback     applicationDidEnterBackground"))
    #expect(output.standardOutput.contains("Tour      termination  jetsam"))
    #expect(output.standardOutput.hasSuffix("PASS tour on ios13: 4 checks, 0 failed, 1 report\n"))
  }

  @Test("--profile runs the tour on one generation, or on every one with a header each")
  func profiles() {
    let ios3 = run(["--profile", "ios3"])
    #expect(ios3.exitCode == 0)
    // iPhone OS 3 has no background: Home terminates the app.
    #expect(ios3.standardOutput.contains("Tour      callback     applicationWillTerminate"))
    #expect(!ios3.standardOutput.contains("applicationDidEnterBackground"))
    let all = run(["--profile", "all"])
    let headers = all.standardOutput.split(separator: "\n").filter { $0.hasPrefix("== tour on ") }
    #expect(headers == OSGeneration.allCases.map { "== tour on \($0.rawValue)" })
  }

  @Test("scenario files install the delegate as app=main; a failed check exits 1 and says where")
  func files() throws {
    let passing = """
      device profile=ios4
      install Tour app=main
      launch Tour
      home
      expect state Tour suspended
      """
    let output = try withScenario(passing) { run([$0]) }
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains("PASS "))
    #expect(output.standardOutput.contains(" on ios4: 1 check, 0 failed"))
    let failing = try withScenario(passing.replacing("suspended", with: "active")) { path in
      (path, run([path]))
    }
    #expect(failing.1.exitCode == 1)
    #expect(failing.1.standardError.contains("\(failing.0):5:1: expect state Tour active"))
    // --profile runs the file on other profiles, as `lifecycle run` does: iPhone OS 3 quits on Home.
    let everywhere = try withScenario(passing) { run([$0, "--profile", "all"]) }
    #expect(everywhere.exitCode == 1)
    #expect(everywhere.standardOutput.contains(" on ios3: 1 check, 1 failed"))
    #expect(everywhere.standardOutput.contains(" on ios13: 1 check, 0 failed"))
    #expect(everywhere.standardOutput.components(separatedBy: "\n== ").count == OSGeneration.allCases.count)
  }

  @Test("the usage names the program as it was invoked")
  func usageNamesTheProgram() {
    let help = ApplicationMain.run(
      delegateType: TourAppDelegate.self, arguments: ["--help"], program: "MyNotes")
    #expect(
      help.standardOutput.hasPrefix("usage: MyNotes                      the tour"), "\(help.standardOutput)")
    #expect(help.standardOutput.contains("\n       MyNotes FILE… [--profile P|all]"))
    #expect(!help.standardOutput.contains("PROGRAM"))
    #expect(ApplicationMain.programName(["/x/.build/debug/MyNotes", "--help"]) == "MyNotes")
  }

  @Test("a command or an option of lifecycle is refused with where it is")
  func lifecycleCommandsElsewhere() {
    for arguments in [["explore", "--app", "main"], ["run", "a.scn"], ["--html", "out.html"], ["--json"]] {
      let output = run(arguments)
      #expect(output.exitCode == 2)
      #expect(output.standardError.contains("LifecycleCommand.main(catalog:)"), "\(output.standardError)")
    }
    #expect(
      run(["explore"]).standardError.hasPrefix(
        "error: 'explore' is a command of lifecycle, not a scenario file"))
  }

  @Test("usage errors, unreadable files and scenario errors exit 2 with the reason")
  func errors() throws {
    #expect(run(["--profile", "ios99"]).standardError.hasPrefix("error: unknown profile 'ios99'\nusage:"))
    #expect(run(["--profile", "ios99"]).exitCode == 2)
    #expect(run(["--verbose"]).standardError.hasPrefix("error: unknown option '--verbose'"))
    #expect(
      run(["--profile", "ios4", "a.scn"]).standardError == "a.scn: error: no such file, or not UTF-8 text\n")
    #expect(run(["a.scn", "--profile"]).standardError.hasPrefix("error: --profile needs a value"))
    #expect(
      run(["/nonexistent/x.scn"]).standardError
        == "/nonexistent/x.scn: error: no such file, or not UTF-8 text\n")
    let help = run(["--help"])
    #expect(help.exitCode == 0 && help.standardOutput.contains("install NAME app=main"))
    let broken = try withScenario("install Tour app=main\nlaunch Tuor\n") { run([$0]) }
    #expect(broken.exitCode == 2)
    #expect(broken.standardError.contains(":2:"))
  }

  @Test("a delegate main() cannot create gets the fix and exit code 2")
  func notInstantiable() {
    let output = ApplicationMain.run(delegateType: RestoringAppDelegate.self, arguments: [])
    #expect(output.exitCode == 2)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.contains("extension RestoringAppDelegate: MainInstantiable {}"))
  }

  @Test("an app that adopts scenes names its scene delegate; the tour installs it with scenes")
  func scenes() {
    let ios13 = ApplicationMain.run(delegateType: SceneTourAppDelegate.self, arguments: [])
    #expect(ios13.exitCode == 0, "\(ios13.standardError)")
    #expect(ios13.standardOutput.contains("install SceneTour app=main footprint=20MB scenes"))
    #expect(callbacks(ios13).contains("sceneWillConnect"))
    #expect(callbacks(ios13).contains("sceneDidEnterBackground"))
    #expect(!callbacks(ios13).contains("applicationDidEnterBackground"))
    let ios7 = ApplicationMain.run(delegateType: SceneTourAppDelegate.self, arguments: ["--profile", "ios7"])
    #expect(!callbacks(ios7).contains("sceneWillConnect"))
    #expect(callbacks(ios7).contains("applicationDidEnterBackground"))
  }

  @Test("a delegate class that is not final runs with its required init()")
  func notFinal() {
    let output = ApplicationMain.run(delegateType: TemplateAppDelegate.self, arguments: [])
    #expect(output.exitCode == 0)
    #expect(output.standardOutput.contains("install Template app=main"))
    #expect(callbacks(output).contains("applicationDidFinishLaunching"))
  }

  @Test("a delegate class as Xcode's template declares it runs with a factory in the Linux-only file")
  func notFinalWithAFactory() {
    let output = ApplicationMain.run(
      delegateType: XcodeTemplateAppDelegate.self, arguments: ["--profile", "ios4"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains("install XcodeTemplate app=main"))
    #expect(callbacks(output).contains("applicationDidEnterBackground"))
  }

  @Test("the fix main() prints for a class it cannot create names the factory and, for a final class, init()")
  func notInstantiableFix() {
    let output = ApplicationMain.run(delegateType: RestoringAppDelegate.self, arguments: [])
    #expect(output.standardError.contains("extension RestoringAppDelegate: MainDelegateFactory {"))
    #expect(
      output.standardError.contains(
        "static func makeDelegate() -> any UIApplicationDelegate { RestoringAppDelegate() }"))
  }

  @Test("the tour's app is named after the delegate")
  func names() {
    #expect(ApplicationMain.tour(appName: "Notes", profile: .ios6).contains("install Notes app=main\n"))
    #expect(run([]).standardOutput.contains("launch Tour"))
  }
}
