import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// An editor with a text field; it can ask with an alert view or an alert controller.
@MainActor
final class EditorController: UIViewController, UIAlertViewDelegate {
  let field = UITextField()
  var alert: UIAlertView?
  var alertEvents: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(field)
  }

  func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
    alertEvents.append("clicked \(buttonIndex)")
  }

  func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    alertEvents.append("dismissed \(buttonIndex)")
    alert = nil
  }
}

/// Article “Multitasking pitfalls”: the careful version dismisses its alert with the cancel index
/// and hides the keyboard when entering the background; the naive one leaves both up.
@MainActor
final class EditorAppDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  let editor = EditorController()
  var careful = false

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    careful = UserDefaults.standard.bool(forKey: "careful")
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = editor
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    guard careful else { return }
    if let alert = editor.alert {
      alert.dismiss(withClickedButtonIndex: alert.cancelButtonIndex, animated: false)
    }
    editor.presentedViewController?.dismiss(animated: false)
    window?.endEditing(true)
  }

  static let scenarioScript = ScenarioScript(
    for: EditorAppDelegate.self,
    actions: [
      "type": { app, arguments in
        app.editor.field.becomeFirstResponder()
        app.editor.field.insertText(arguments.joined(separator: " "))
      },
      "ask": { app, _ in
        let alert = UIAlertView(
          title: "Discard?", message: "The note is not saved", delegate: app.editor,
          cancelButtonTitle: "Cancel",
          otherButtonTitles: "Discard")
        app.editor.alert = alert
        alert.show()
      },
      "ask-modern": { app, _ in
        let alert = UIAlertController(title: "Share?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
          UIAlertAction(title: "Share", style: .default) { _ in
            app.editor.alertEvents.append(
              "share, presenting \(app.editor.presentedViewController == nil ? "nothing" : "still")")
          })
        app.editor.present(alert, animated: true)
      },
    ],
    probes: ["alert-events": { app in app.editor.alertEvents.joined(separator: ", ") }])
}

@MainActor
@Suite("Alerts and the keyboard (“Multitasking pitfalls”; “Preparing your UI to run in the background”)")
struct AlertAndKeyboardTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("editor") { EditorAppDelegate() }

  func editor(_ generation: OSGeneration = .ios4, careful: Bool) throws -> Device {
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "Editor", appID: "editor"))
    if careful { try device.changeSetting(of: "Editor", key: "careful", value: "YES") }
    try device.launch("Editor")
    return device
  }

  @Test(
    "an alert and the keyboard left up stay up in the background and are queryable (“Multitasking pitfalls”)"
  )
  func leftUp() throws {
    let device = try editor(careful: false)
    _ = try device.perform("type", arguments: ["buy", "milk"], in: "Editor")
    _ = try device.perform("ask", arguments: [], in: "Editor")
    device.home()
    let app = try #require(uikitApp("Editor", in: device))
    #expect(app.visibleAlerts == ["Discard?"])
    #expect(app.isKeyboardVisible)
    #expect(try device.probe("alert", of: "Editor") == "Discard?")
    #expect(try device.probe("keyboard", of: "Editor") == "shown")
    #expect(
      device.snapshot(of: "Editor")
        == """
        window key
          EditorController
            text-field "buy milk" editing
        alert "Discard?" "The note is not saved" [Cancel, Discard]
        keyboard
        """)
  }

  @Test(
    "dismissing with the cancel index on entering the background tells the delegate, without a click (“Multitasking pitfalls”)"
  )
  func dismissedOnBackground() throws {
    let device = try editor(careful: true)
    _ = try device.perform("type", arguments: ["buy"], in: "Editor")
    _ = try device.perform("ask", arguments: [], in: "Editor")
    device.home()
    let app = try #require(uikitApp("Editor", in: device))
    #expect(app.visibleAlerts.isEmpty)
    #expect(!app.isKeyboardVisible)
    #expect(try device.probe("alert", of: "Editor") == nil)
    #expect(try device.probe("keyboard", of: "Editor") == nil)
    #expect(try device.probe("alert-events", of: "Editor") == "dismissed 0")
    #expect(device.snapshot(of: "Editor") == "window key\n  EditorController\n    text-field \"buy\"")
  }

  @Test("the user tapping an alert view's button clicks, then dismisses")
  func tapAlertView() throws {
    let device = try editor(careful: false)
    _ = try device.perform("ask", arguments: [], in: "Editor")
    _ = try device.perform("tap-alert", arguments: ["Discard"], in: "Editor")
    #expect(try device.probe("alert-events", of: "Editor") == "clicked 1, dismissed 1")
    #expect(throws: DeviceError.self) {
      try device.perform("tap-alert", arguments: ["Discard"], in: "Editor")
    }
  }

  @Test("an alert controller is up while presented; its action runs after it is dismissed")
  func alertController() throws {
    let device = try editor(.ios7, careful: false)
    _ = try device.perform("ask-modern", arguments: [], in: "Editor")
    let app = try #require(uikitApp("Editor", in: device))
    #expect(app.visibleAlerts == ["Share?"])
    #expect(app.snapshotText.contains("  alert \"Share?\" [Cancel, Share]"))
    #expect(app.snapshotText.contains("EditorController"))
    _ = try device.perform("tap-alert", arguments: ["Share"], in: "Editor")
    #expect(app.visibleAlerts.isEmpty)
    #expect(try device.probe("alert-events", of: "Editor") == "share, presenting nothing")
  }

  @Test("the keyboard goes away when its field leaves the window or the window ends editing")
  func keyboardFollowsFirstResponder() throws {
    let device = try editor(.ios7, careful: false)
    let app = try #require(uikitApp("Editor", in: device))
    let editor = try #require(app.delegate as? EditorAppDelegate).editor
    #expect(!app.isKeyboardVisible)
    #expect(editor.field.becomeFirstResponder())
    #expect(editor.field.isFirstResponder && app.isKeyboardVisible)
    editor.field.removeFromSuperview()
    #expect(!editor.field.isFirstResponder && !app.isKeyboardVisible)
    #expect(!editor.field.becomeFirstResponder())
    editor.view.addSubview(editor.field)
    #expect(editor.field.becomeFirstResponder())
    #expect(editor.view.endEditing(true))
    #expect(!app.isKeyboardVisible)
  }
}
