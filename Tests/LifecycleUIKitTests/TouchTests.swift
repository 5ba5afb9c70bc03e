import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A pad that records the touches it gets and passes them on with `super`, as app views do.
@MainActor
final class RecordingPadView: UIView {
  var log: (String) -> Void = { _ in }
  var touches: [UITouch.Phase: (UITouch, UIEvent?)] = [:]

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("began", touches, event)
    super.touchesBegan(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("ended", touches, event)
    super.touchesEnded(touches, with: event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("cancelled", touches, event)
    super.touchesCancelled(touches, with: event)
  }

  private func record(_ what: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
    log("\(accessibilityIdentifier ?? "?") \(what)")
    if let touch = touches.first { self.touches[touch.phase] = (touch, event) }
  }
}

/// A screen of a pad (a plain view in a container), a button and a view with a tap recognizer;
/// the controller handles the touches that reach it, as ChineseZodiac's does to end editing.
@MainActor
final class TouchScreenController: UIViewController {
  var log: [String] = []
  let container = UIView(frame: CGRect(x: 10, y: 80, width: 300, height: 300))
  let pad = RecordingPadView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
  let tappable = RecordingPadView(frame: CGRect(x: 0, y: 200, width: 100, height: 50))
  let button = UIButton(type: .system)
  var recognizerTaps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    pad.accessibilityIdentifier = "pad"
    pad.log = { [unowned self] in log.append($0) }
    tappable.accessibilityIdentifier = "tappable"
    tappable.log = { [unowned self] in log.append($0) }
    tappable.addGestureRecognizer(UITapGestureRecognizer(target: self, action: "tapped:"))
    button.setTitle("Go", for: .normal)
    button.addAction(UIAction { [unowned self] _ in log.append("button action") }, for: .touchUpInside)
    container.addSubview(pad)
    view.addSubview(container)
    view.addSubview(tappable)
    view.addSubview(button)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("controller began")
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("controller ended")
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("controller cancelled")
  }
}

@MainActor
@Suite("Touches: the UI driver's tap is a touch that begins and ends in the tapped view", .serialized)
struct TouchTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("touches") {
    RootControllerAppDelegate(TouchScreenController())
  }

  func launched() throws -> (Device, TouchScreenController) {
    SelectorDispatch.register("tapped:", for: TouchScreenController.self) { controller, _ in
      controller.recognizerTaps += 1
    }
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Touches", appID: "touches"))
    try device.launch("Touches")
    let controller = try #require(
      delegate(of: "Touches", in: device, as: RootControllerAppDelegate.self)?.controller
        as? TouchScreenController)
    return (device, controller)
  }

  @Test("a tap delivers touchesBegan then touchesEnded to the hit view, and super forwards to the controller")
  func tapReachesViewThenController() throws {
    let (device, controller) = try launched()
    #expect(try device.drive(.tap(.named("pad")), in: "Touches") == nil)
    // pad → its superview → the root view → the root view's controller.
    #expect(controller.log == ["pad began", "controller began", "pad ended", "controller ended"])
    #expect(device.misuses(of: "Touches").isEmpty)
  }

  @Test("the touch is one finger at the view's centre: location, view, window, tap count and phase agree")
  func touchIsCoherent() throws {
    let (device, controller) = try launched()
    #expect(try device.drive(.tap(.named("pad")), in: "Touches") == nil)
    let (began, event) = try #require(controller.pad.touches[.began])
    let ended = try #require(controller.pad.touches[.ended]?.0)
    #expect(began === ended)
    #expect(ended.phase == .ended)
    #expect(began.view === controller.pad)
    #expect(began.window === controller.view.window)
    #expect(began.window != nil)
    #expect(began.tapCount == 1)
    #expect(began.location(in: controller.pad) == CGPoint(x: 100, y: 50))
    #expect(began.location(in: controller.container) == CGPoint(x: 120, y: 90))
    #expect(began.location(in: nil) == CGPoint(x: 130, y: 170))
    #expect(began.previousLocation(in: controller.pad) == CGPoint(x: 100, y: 50))
    // The device's uptime in virtual time: 10 s at boot, plus the launch.
    #expect(began.timestamp >= 10 && began.timestamp < 20)
    #expect(event?.timestamp == began.timestamp)
    #expect(event?.allTouches == [began])
    #expect(event?.touches(for: controller.pad) == [began])
    #expect(event?.touches(for: controller.container) == nil)
    #expect(event?.type == .touches)
  }

  @Test("a control keeps its touches: the button's action runs, nothing reaches the controller")
  func controlKeepsTouches() throws {
    let (device, controller) = try launched()
    #expect(try device.drive(.tap(.named("Go")), in: "Touches") == nil)
    #expect(controller.log == ["button action"])
  }

  @Test(
    "a tap recognizer takes the tap: the view's touches are cancelled, or end without cancelsTouchesInView")
  func recognizerCancelsTouches() throws {
    let (device, controller) = try launched()
    #expect(try device.drive(.tap(.named("tappable")), in: "Touches") == nil)
    #expect(controller.recognizerTaps == 1)
    #expect(
      controller.log == ["tappable began", "controller began", "tappable cancelled", "controller cancelled"])
    controller.log = []
    controller.tappable.gestureRecognizers?.first?.cancelsTouchesInView = false
    #expect(try device.drive(.tap(.named("tappable")), in: "Touches") == nil)
    #expect(controller.recognizerTaps == 2)
    #expect(controller.log == ["tappable began", "controller began", "tappable ended", "controller ended"])
  }

  @Test("a view that takes no touches cannot be tapped, and gets none")
  func noInteractionNoTouches() throws {
    let (device, controller) = try launched()
    controller.pad.isUserInteractionEnabled = false
    #expect(throws: (any Error).self) { try device.drive(.tap(.named("pad")), in: "Touches") }
    #expect(controller.log.isEmpty)
  }
}
