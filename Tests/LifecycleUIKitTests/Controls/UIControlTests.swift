import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A controller with target–action methods, registered for Linux as the brief of
/// `SelectorDispatch` says.
@MainActor
final class SettingsPanelController: UIViewController {
  var calls: [String] = []
  func saveTapped(_ sender: Any?) { calls.append("save from \(type(of: sender ?? "nil"))") }
  func volumeChanged(_ sender: Any?) { calls.append("volume \((sender as? UISlider)?.value ?? -1)") }

  static func register() {
    SelectorDispatch.register("saveTapped:", for: SettingsPanelController.self) { $0.saveTapped($1) }
    SelectorDispatch.register("volumeChanged:", for: SettingsPanelController.self) { $0.volumeChanged($1) }
  }
}

@MainActor
@Suite(
  "UIControl: target–action through SelectorDispatch, UIAction closures, removeTarget, the responder chain")
struct UIControlTests {
  @Test("a registered selector calls the target's method with the control as sender, for its events only")
  func registeredTargetAction() {
    SettingsPanelController.register()
    let controller = SettingsPanelController()
    let button = UIButton(type: .system)
    button.addTarget(controller, action: Selector("saveTapped:"), for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    #expect(controller.calls.isEmpty)
    button.sendActions(for: .touchUpInside)
    #expect(controller.calls == ["save from UIButton"])
    #expect(button.allTargets.count == 1 && button.allControlEvents == .touchUpInside)
    #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["saveTapped:"])
  }

  @Test("an unregistered selector runs nothing and is a misuse in the app's trace, naming the fix")
  func unregisteredIsMisuse() throws {
    let device = try launchedNotes(.ios13, RestorationLog(), RestoringAppDelegate.Options())
    let app = try #require(uikitApp("Notes", in: device))
    let target = UIViewController()  // targets are not retained, as in UIKit
    app.runAsAppCode {
      let slider = UISlider()
      slider.addTarget(target, action: Selector("brightnessChanged:"), for: .valueChanged)
      slider.sendActions(for: .valueChanged)
    }
    let misuse = try #require(device.misuses(of: "Notes").first)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(misuse.contains("UISlider sent 'brightnessChanged:' to UIViewController, and nothing ran"))
    #expect(misuse.contains("SelectorDispatch.register(\"brightnessChanged:\", for: UIViewController.self)"))
  }

  @Test("UIAction closures run in the order attached, after none are removed; removeAction detaches one")
  func actionClosures() {
    var runs: [String] = []
    let control = UISwitch()
    let first = UIAction(title: "first") { runs.append($0.title) }
    control.addAction(first, for: .valueChanged)
    control.addAction(
      UIAction(title: "second") { runs.append($0.title) }, for: [.valueChanged, .touchUpInside])
    control.sendActions(for: .valueChanged)
    #expect(runs == ["first", "second"])
    control.removeAction(first, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(runs == ["first", "second", "second"])
  }

  @Test("removeTarget detaches one selector, one target's, or every target's, for the events named")
  func removeTarget() {
    SettingsPanelController.register()
    let controller = SettingsPanelController()
    let slider = UISlider()
    slider.addTarget(controller, action: Selector("volumeChanged:"), for: [.valueChanged, .touchUpInside])
    slider.addTarget(controller, action: Selector("saveTapped:"), for: .valueChanged)
    slider.removeTarget(controller, action: Selector("saveTapped:"), for: .valueChanged)
    slider.sendActions(for: .valueChanged)
    #expect(controller.calls == ["volume 0.0"])
    slider.removeTarget(nil, action: nil, for: .valueChanged)
    slider.sendActions(for: .valueChanged)
    #expect(controller.calls == ["volume 0.0"])
    slider.sendActions(for: .touchUpInside)
    #expect(controller.calls == ["volume 0.0", "volume 0.0"])
  }

  @Test("a nil target sends the action up the responder chain to the first responder that has the method")
  func nilTargetUpTheChain() throws {
    SettingsPanelController.register()
    let controller = SettingsPanelController()
    let button = UIButton(type: .system)
    let container = UIView()
    controller.view.addSubview(container)
    container.addSubview(button)
    button.addTarget(nil, action: Selector("saveTapped:"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(controller.calls == ["save from UIButton"])
  }

  @Test("a nil target nobody up the chain answers is a misuse too")
  func nilTargetUnanswered() throws {
    let device = try launchedNotes(.ios13, RestorationLog(), RestoringAppDelegate.Options())
    let app = try #require(uikitApp("Notes", in: device))
    app.runAsAppCode {
      let button = UIButton(type: .system)
      button.addTarget(nil, action: Selector("nobodyHasThis:"), for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
    }
    let misuse = try #require(device.misuses(of: "Notes").first)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(misuse.contains("UIButton (nil target) sent 'nobodyHasThis:'"))
  }
}
