import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// Implements one callback of the app delegate: the others are the protocol's defaults.
@MainActor
final class BackgroundOnlyDelegate: UIResponder, UIApplicationDelegate {
  var enteredBackground = 0
  func applicationDidEnterBackground(_ application: UIApplication) { enteredBackground += 1 }
}

/// Implements one scene callback.
@MainActor
final class ActiveOnlySceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func sceneDidBecomeActive(_ scene: UIScene) {}
}

/// Issue 11 item 3: the trace records a delivery as code that ran only when the app's code
/// ran; a callback only the protocol's default answered says `(not implemented)`.
@MainActor
@Suite("Trace: callbacks the app does not implement")
struct NotImplementedTraceTests {
  let catalog = AppCatalog.builtIn
    .addingUIKitApp("background-only") { BackgroundOnlyDelegate() }
    .addingUIKitApp(
      "scene-active-only", delegate: { BackgroundOnlyDelegate() },
      sceneDelegate: { ActiveOnlySceneDelegate() })

  @Test("text and JSON say which callbacks ran the app's code and which only the default")
  func appDelegate() throws {
    let device = try makeDevice(.ios4, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "background-only"))
    try device.launch("Notes")
    device.home()
    // What the text trace prints is under test here (the typed deliveries are checked below).
    let callbacks = device.trace.entries(for: "Notes").filter { $0.kind == .callback }.map(\.detail)
    #expect(
      callbacks == [
        "applicationDidFinishLaunching (not implemented)", "applicationDidBecomeActive (not implemented)",
        "applicationWillResignActive (not implemented)", "applicationDidEnterBackground",
      ])
    #expect(delegate(of: "Notes", in: device, as: BackgroundOnlyDelegate.self)?.enteredBackground == 1)
    let json = TraceRenderer.jsonLines(device.trace).split(separator: "\n").filter {
      $0.contains("\"callback\"")
    }
    #expect(json.filter { $0.contains("\"implemented\":false") }.count == 3)
    #expect(json.last?.contains("\"callback\":\"applicationDidEnterBackground\"") == true)
    #expect(json.last?.contains("implemented") == false)
    // The system delivered all four: expectations on callbacks still see them.
    #expect(
      device.trace.callbacks(of: "Notes") == [
        .applicationDidFinishLaunching, .applicationDidBecomeActive, .applicationWillResignActive,
        .applicationDidEnterBackground,
      ])
  }

  @Test("scene callbacks the scene delegate does not implement say so too")
  func sceneDelegate() throws {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(
      InstallSpec(name: "Journal", appID: "scene-active-only", info: AppInfo(adoptsScenes: true)))
    try device.launch("Journal")
    device.home()
    // What the text trace prints is under test: a reader sees which callbacks only the default ran.
    let details = device.trace.entries(for: "Journal").filter { $0.kind == .callback }.map(\.detail)
    #expect(details.contains("sceneWillConnect (not implemented)"))
    #expect(details.contains("sceneDidBecomeActive"))
    #expect(details.contains("sceneWillResignActive (not implemented)"))
    #expect(details.contains("sceneDidEnterBackground (not implemented)"))
  }

  @Test("the same run traced as text reads back from its JSON, not-implemented records included")
  func textAndJSONAgree() throws {
    let device = try makeDevice(.ios4, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "background-only"))
    try device.launch("Notes")
    let text = TraceRenderer.text(device.trace).split(separator: "\n").map(String.init)
    let json = TraceRenderer.jsonLines(device.trace).split(separator: "\n")
    #expect(text.count == json.count)
    for (line, object) in zip(text, json) where line.contains("(not implemented)") {
      #expect(object.contains("(not implemented)"))
    }
  }
}
