import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A list whose detail the app shows with `show(_:sender:)`, as apps since iOS 8 do, in a
/// navigation controller or on its own.
@MainActor
final class ShowingAppDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  let list = UIViewController()
  var embedded = true

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    list.title = "List"
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = embedded ? UINavigationController(rootViewController: list) : list
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  static let scenarioScript = ScenarioScript(
    for: ShowingAppDelegate.self,
    actions: [
      "show": { app, _ in
        let detail = UIViewController()
        detail.title = "Detail"
        app.list.show(detail, sender: nil)
      },
      "show-detail": { app, _ in
        let detail = UIViewController()
        detail.title = "Detail"
        app.list.showDetailViewController(detail, sender: nil)
      },
    ],
    probes: [
      "pushed": { app in "\(app.list.navigationController?.viewControllers.count ?? 0)" },
      "presented": { app in app.list.rootAncestorPresented?.title },
    ])
}

extension UIViewController {
  /// What the controller's root ancestor presents: its navigation controller's, or its own.
  fileprivate var rootAncestorPresented: UIViewController? {
    (navigationController ?? self).presentedViewController
  }
}

/// “show(_:sender:)” and “showDetailViewController(_:sender:)”: the controller's context decides
/// how the new one appears.
@MainActor
@Suite("show(_:sender:): pushed in a navigation controller, presented elsewhere")
struct ShowViewControllerTests {
  func launch(embedded: Bool) throws -> Device {
    let catalog = AppCatalog.builtIn.addingUIKitApp("showing") {
      let delegate = ShowingAppDelegate()
      delegate.embedded = embedded
      return delegate
    }
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Show", appID: "showing"))
    try device.launch("Show")
    return device
  }

  @Test("in a navigation controller the detail is pushed")
  func pushedInANavigationController() throws {
    let device = try launch(embedded: true)
    _ = try device.perform("show", arguments: [], in: "Show")
    #expect(uikitApp("Show", in: device)?.screenPath() == "UINavigationController > List > Detail")
    #expect(try device.probe("pushed", of: "Show") == "2")
    #expect(try device.probe("presented", of: "Show") == nil)
  }

  @Test("on its own the controller presents the detail")
  func presentedOtherwise() throws {
    let device = try launch(embedded: false)
    _ = try device.perform("show", arguments: [], in: "Show")
    #expect(uikitApp("Show", in: device)?.screenPath() == "List > Detail")
  }

  @Test("showDetailViewController presents, with no split view controller")
  func detailPresented() throws {
    let device = try launch(embedded: true)
    _ = try device.perform("show-detail", arguments: [], in: "Show")
    #expect(try device.probe("presented", of: "Show") == "Detail")
    #expect(try device.probe("pushed", of: "Show") == "1")
  }
}
