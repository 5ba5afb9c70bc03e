import LifecycleCore
import LifecycleKit
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// A careful sender: the message being written is saved when the app leaves the front, and a
/// label shows the progress of a send it computes ("Sending 0 of 3"), "Ready" after a launch.
@MainActor
final class ProgressLabelDelegate: UIResponder, UIApplicationDelegate, MainInstantiable {
  var window: UIWindow?
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  let status = UILabel(frame: CGRect(x: 0, y: 44, width: 320, height: 44))
  let send = UIButton(type: .system)

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    field.accessibilityIdentifier = "Message"
    field.text = UserDefaults.standard.string(forKey: "message")
    status.text = "Ready"
    send.setTitle("Send", for: .normal)
    send.addAction(UIAction { [weak self] _ in self?.status.text = "Sending 0 of 3" }, for: .touchUpInside)
    for view in [field, status, send] as [UIView] { controller.view.addSubview(view) }
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    window?.endEditing(true)
    UserDefaults.standard.set(field.text, forKey: "message")
  }

  func applicationWillTerminate(_ application: UIApplication) { applicationDidEnterBackground(application) }
}

/// What the user loses is what they entered or chose; a label is output the app computes.
@MainActor
@Suite("The no-data-loss oracle: labels are output, not the user's data")
struct LabelIsOutputTests {
  @Test(
    "a relaunch that shows 'Ready' where the label said 'Sending 0 of 3' loses nothing; the message must come back"
  )
  func progressLabel() throws {
    let catalog = AppCatalog().addingUIKitApp("sender") { ProgressLabelDelegate() }
    let setup = AppExplorationSetup(catalog: catalog, appID: "sender", name: "App").on(.ios13)
    let model = AppModel(setup: setup)
    let killed: [ScenarioCommand] = [
      .drive(app: "App", .type(.named("Message"), text: "a")), .drive(app: "App", .tap(.named("Send"))),
      .home, .memoryPressure, .launch(app: "App"),
    ]
    let replay = model.replay(killed)
    #expect(replay.refused == nil)
    #expect(!replay.violations.contains { $0.invariant == .noDataLoss }, "\(replay.violations)")
    #expect(AppExplorer.explore(setup, depth: 4).findings.isEmpty)
  }
}
