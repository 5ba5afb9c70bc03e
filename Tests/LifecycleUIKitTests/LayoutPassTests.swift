import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A view that writes its layout calls into the controller's log.
@MainActor
private final class LayoutLoggingView: UIView {
  override func layoutSubviews() { LayoutLoggingController.log.append("layoutSubviews \(tag)") }
  override func updateConstraints() { LayoutLoggingController.log.append("updateConstraints \(tag)") }
}

/// A controller whose view and one subview log their layout, as its appearance callbacks do.
@MainActor
private final class LayoutLoggingController: UIViewController {
  static var log: [String] = []
  let child = LayoutLoggingView()

  override func loadView() {
    view = LayoutLoggingView()
    child.tag = 1
    view.addSubview(child)
  }
  override func viewWillAppear(_ animated: Bool) { Self.log.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { Self.log.append("viewDidAppear") }
  override func viewWillLayoutSubviews() { Self.log.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { Self.log.append("viewDidLayoutSubviews") }
}

@MainActor
private final class LayoutAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let controller = LayoutLoggingController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    LayoutLoggingController.log.append("applicationDidBecomeActive")
  }
}

/// When the simulator calls the layout methods apps override (`UIView+Layout.swift`): no
/// geometry is computed, but code in `layoutSubviews()` and `viewDidLayoutSubviews()` runs where
/// UIKit's layout pass would run it.
@MainActor
@Suite("Layout passes call the layout methods; constraints are installed as UIKit installs them")
struct LayoutPassTests {
  static let catalog = AppCatalog.builtIn.addingUIKitApp("layout") { LayoutAppDelegate() }

  private func launched() throws -> (Device, LayoutAppDelegate) {
    LayoutLoggingController.log = []
    let device = try makeDevice(.ios13, catalog: Self.catalog)
    try device.install(InstallSpec(name: "Layout", appID: "layout"))
    try device.launch("Layout")
    return (device, try #require(delegate(of: "Layout", in: device, as: LayoutAppDelegate.self)))
  }

  @Test("a controller's view is laid out, parents first, between viewWillAppear and viewDidAppear")
  func layoutAtAppearance() throws {
    _ = try launched()
    #expect(
      LayoutLoggingController.log == [
        "viewWillAppear", "viewWillLayoutSubviews", "layoutSubviews 0", "viewDidLayoutSubviews",
        "layoutSubviews 1", "viewDidAppear", "applicationDidBecomeActive",
      ])
  }

  @Test("a view marked by the app is laid out when the call into the app returns; an unmarked one is not")
  func layoutAtTheEndOfTheTurn() throws {
    let (device, delegate) = try launched()
    LayoutLoggingController.log = []
    try device.runAsAppCode(of: "Layout", as: LayoutAppDelegate.self) { _ in
      delegate.controller.child.setNeedsLayout()
      delegate.controller.child.setNeedsUpdateConstraints()
      LayoutLoggingController.log.append("returns")
    }
    #expect(LayoutLoggingController.log == ["returns", "updateConstraints 1", "layoutSubviews 1"])
    LayoutLoggingController.log = []
    try device.runAsAppCode(of: "Layout", as: LayoutAppDelegate.self) { _ in
      delegate.controller.view.backgroundColor = .red
    }
    #expect(LayoutLoggingController.log.isEmpty)
  }

  @Test("layoutIfNeeded lays out the marked views at once, and the frames stay what the app set")
  func layoutIfNeeded() throws {
    let (device, delegate) = try launched()
    LayoutLoggingController.log = []
    try device.runAsAppCode(of: "Layout", as: LayoutAppDelegate.self) { _ in
      let child = delegate.controller.child
      child.frame = CGRect(x: 5, y: 5, width: 50, height: 20)
      child.layoutIfNeeded()
      LayoutLoggingController.log.append("returns")
      #expect(child.frame == CGRect(x: 5, y: 5, width: 50, height: 20))
    }
    #expect(LayoutLoggingController.log == ["layoutSubviews 1", "returns"])
  }

  @Test("activating a constraint with an item in another view tree crashes the app, as UIKit raises")
  func noCommonAncestorCrashes() throws {
    let (device, delegate) = try launched()
    try device.runAsAppCode(of: "Layout", as: LayoutAppDelegate.self) { _ in
      let detached = UILabel()
      let inTree = delegate.controller.child.topAnchor.constraint(equalTo: delegate.controller.view.topAnchor)
      inTree.isActive = true
      #expect(delegate.controller.view.constraints.first === inTree)
      detached.topAnchor.constraint(equalTo: delegate.controller.view.topAnchor).isActive = true
    }
    #expect(device.state(of: "Layout") == .notRunning)
    let report = try #require(device.reports.last)
    #expect(report.cause == .crash)
    #expect(
      report.details.contains(
        "NSGenericException: Unable to activate constraint with anchors <UILabel.top> and <LayoutLoggingView.top>"
          + " because they have no common ancestor."))
  }

  @Test("a stack view in a .xib arranges its subviews, which are its subviews, with its axis and spacing")
  func stackViewInXib() throws {
    let xib = XibSnippets.document(
      #"<stackView id="stk" axis="vertical" alignment="center" distribution="fillEqually" spacing="16""#
        + #" translatesAutoresizingMaskIntoConstraints="NO"><subviews><label id="a" text="A"/>"#
        + #"<label id="b" text="B"/></subviews></stackView>"#)
    let objects = try UINib(data: Data(xib.utf8), bundle: nil).instantiateOrThrow(withOwner: nil)
    let stack = try #require(objects.first as? UIStackView)
    #expect(stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["A", "B"])
    #expect(stack.subviews.count == 2)
    #expect(stack.axis == .vertical && stack.alignment == .center && stack.distribution == .fillEqually)
    #expect(stack.spacing == 16)
  }

  @Test("a button's attributed title is what it shows: the UI driver taps it by that title in a stack view")
  func attributedButtonTitle() throws {
    let (device, delegate) = try launched()
    try device.runAsAppCode(of: "Layout", as: LayoutAppDelegate.self) { _ in
      let button = UIButton(type: .system)
      button.setAttributedTitle(NSAttributedString(string: "Save", attributes: [.kern: 1]), for: .normal)
      button.addAction(UIAction { _ in LayoutLoggingController.log.append("tapped") }, for: .touchUpInside)
      delegate.controller.view.addSubview(UIStackView(arrangedSubviews: [button]))
    }
    LayoutLoggingController.log = []
    _ = try device.drive(.tap(.named("Save")), in: "Layout")
    #expect(LayoutLoggingController.log.contains("tapped"))
  }
}
