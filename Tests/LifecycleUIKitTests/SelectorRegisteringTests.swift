import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A counter screen whose button sends `increment:` by target–action, as a nib's action
/// connection or `addTarget(_:action:for:)` does.
@MainActor
final class CounterViewController: UIViewController {
  private(set) var count = 0
  let button = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    button.setTitle("Add one", for: .normal)
    button.addTarget(self, action: "increment:", for: .touchUpInside)
    view.addSubview(button)
  }

  func increment(_ sender: Any?) { count += 1 }
}

/// The counter app; `Registering` adopts ``SelectorRegistering``, the plain one does not.
@MainActor
class CounterAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let counter = CounterViewController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = counter
    window?.makeKeyAndVisible()
    return true
  }
}

@MainActor
final class RegisteringCounterAppDelegate: CounterAppDelegate, SelectorRegistering {
  static var registrations = 0

  static func registerSelectors() {
    registrations += 1
    SelectorDispatch.register("increment:", for: CounterViewController.self) { controller, sender in
      controller.increment(sender)
    }
  }
}

@MainActor
@Suite("SelectorRegistering: an app's target-action selectors reach their methods", .serialized)
struct SelectorRegisteringTests {
  let catalog = AppCatalog.builtIn
    .addingUIKitApp("plain") { CounterAppDelegate() }
    .addingUIKitApp("registering") { RegisteringCounterAppDelegate() }

  @Test("a delegate that adopts it registers before each process starts; a tap then runs the method")
  func registeredSelectorRuns() throws {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Counter", appID: "registering"))
    let before = RegisteringCounterAppDelegate.registrations
    try device.launch("Counter")
    #expect(RegisteringCounterAppDelegate.registrations == before + 1)
    #expect(try device.drive(.tap(.named("Add one")), in: "Counter") == nil)
    #expect(try device.drive(.tap(.named("Add one")), in: "Counter") == nil)
    #expect(delegate(of: "Counter", in: device, as: CounterAppDelegate.self)?.counter.count == 2)
    #expect(device.misuses(of: "Counter").isEmpty)
  }

  @Test("without it the method is never reached: the tap runs nothing and is a misuse naming the fix")
  func unregisteredSelectorIsMisuse() throws {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Counter", appID: "plain"))
    try device.launch("Counter")
    // The registering app's registration is for its own class only when it has run; make sure
    // this checks the unregistered path by naming a selector nobody registers.
    let counter = try #require(delegate(of: "Counter", in: device, as: CounterAppDelegate.self)?.counter)
    counter.button.removeTarget(counter, action: "increment:", for: .touchUpInside)
    counter.button.addTarget(counter, action: "incrementTwice:", for: .touchUpInside)
    _ = try device.drive(.tap(.named("Add one")), in: "Counter")
    #expect(counter.count == 0)
    let misuse = try #require(device.misuses(of: "Counter").first)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(misuse.contains("sent 'incrementTwice:' to CounterViewController, and nothing ran"))
    #expect(
      misuse.contains("SelectorDispatch.register(\"incrementTwice:\", for: CounterViewController.self)"))
  }
}
