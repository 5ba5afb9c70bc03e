import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A screen whose title label counts taps through a tap recognizer, as code written for iOS
/// does it (`UITapGestureRecognizer(target: self, action: #selector(titleTapped))`, which
/// `lifecycle import` writes as `Selector("titleTapped:")` with the method registered).
@MainActor
final class TapCountController: UIViewController, UIGestureRecognizerDelegate {
  let title1 = UILabel()
  let caption = UILabel()
  private(set) var taps = 0
  var allowsTaps = true

  override func viewDidLoad() {
    super.viewDidLoad()
    title1.text = "Title"
    title1.isUserInteractionEnabled = true
    let recognizer = UITapGestureRecognizer(target: self, action: "titleTapped:")
    recognizer.delegate = self
    title1.addGestureRecognizer(recognizer)
    caption.text = "Caption"
    caption.addGestureRecognizer(UITapGestureRecognizer(target: self, action: "titleTapped:"))
    view.addSubview(title1)
    view.addSubview(caption)
  }

  func titleTapped(_ sender: UITapGestureRecognizer) {
    #expect(sender.state == .ended)
    #expect(sender.view === title1)
    taps += 1
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowsTaps }
}

@MainActor
@Suite("Gesture recognizers: a tap on a view reaches its recognizer's target", .serialized)
struct GestureRecognizerTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("taps") {
    RootControllerAppDelegate(TapCountController())
  }

  func launched() throws -> (Device, TapCountController) {
    ImportedCode.registerAction("titleTapped:", for: TapCountController.self) { target, sender in
      if let sender = ImportedCode.sender(
        sender, as: UITapGestureRecognizer.self, selector: "titleTapped:", target: target)
      {
        target.titleTapped(sender)
      }
    }
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Taps", appID: "taps"))
    try device.launch("Taps")
    let controller = try #require(
      delegate(of: "Taps", in: device, as: RootControllerAppDelegate.self)?.controller as? TapCountController)
    return (device, controller)
  }

  @Test(
    "the UI driver's tap on the label recognizes the gesture and sends the action, the recognizer as sender")
  func tapReachesTarget() throws {
    let (device, controller) = try launched()
    #expect(try device.drive(.tap(.named("Title")), in: "Taps") == nil)
    #expect(try device.drive(.tap(.named("Title")), in: "Taps") == nil)
    #expect(controller.taps == 2)
    #expect(device.misuses(of: "Taps").isEmpty)
  }

  @Test("a label takes no touches until told, as UIKit's labels: its recognizer never fires")
  func labelWithoutInteraction() throws {
    let (device, controller) = try launched()
    #expect(throws: (any Error).self) { try device.drive(.tap(.named("Caption")), in: "Taps") }
    #expect(controller.taps == 0)
  }

  @Test("the delegate can refuse the gesture; a disabled recognizer ignores the tap")
  func delegateAndDisabled() throws {
    let (device, controller) = try launched()
    controller.allowsTaps = false
    // Refused, the tap reaches the label itself, which cannot be tapped.
    #expect(throws: (any Error).self) { try device.drive(.tap(.named("Title")), in: "Taps") }
    #expect(controller.taps == 0)
    controller.allowsTaps = true
    controller.title1.gestureRecognizers?.first?.isEnabled = false
    #expect(throws: (any Error).self) { try device.drive(.tap(.named("Title")), in: "Taps") }
    #expect(controller.taps == 0)
  }

  @Test("attaching moves a recognizer between views; removing detaches it")
  func attachAndDetach() {
    let first = UIView(frame: .zero)
    let second = UIView(frame: .zero)
    let recognizer = UITapGestureRecognizer(target: nil, action: nil)
    first.addGestureRecognizer(recognizer)
    second.addGestureRecognizer(recognizer)
    #expect(first.gestureRecognizers == nil)
    #expect(second.gestureRecognizers?.count == 1 && recognizer.view === second)
    second.removeGestureRecognizer(recognizer)
    #expect(recognizer.view == nil && second.gestureRecognizers == nil)
  }
}
