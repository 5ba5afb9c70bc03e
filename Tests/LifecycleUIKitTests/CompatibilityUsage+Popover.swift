import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  /// The popover presentation controller of a new controller to be presented as a popover (its
  /// anchor members only are used: the controller itself is released).
  private static func popover() -> UIPopoverPresentationController {
    let options = UIViewController()
    options.modalPresentationStyle = .popover
    return options.popoverPresentationController!
  }

  static let popovers: [String: Use] = [
    "UIViewController.popoverPresentationController": {
      let options = UIViewController()
      #expect(options.popoverPresentationController == nil)
      options.modalPresentationStyle = .popover
      #expect(options.popoverPresentationController === options.popoverPresentationController)
    },
    // UIPopoverPresentationController
    "UIPopoverPresentationController.presentedViewController": {
      let options = UIViewController()
      options.modalPresentationStyle = .popover
      #expect(options.popoverPresentationController?.presentedViewController === options)
    },
    "UIPopoverPresentationController.sourceView": {
      sameObject(popover(), \.sourceView, UIButton(type: .system))
    },
    "UIPopoverPresentationController.sourceRect": {
      roundTrip(popover(), \.sourceRect, CGRect(x: 1, y: 2, width: 30, height: 40))
    },
    "UIPopoverPresentationController.barButtonItem": {
      sameObject(
        popover(), \.barButtonItem, UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil))
    },
    "UIPopoverPresentationController.permittedArrowDirections": {
      #expect(popover().permittedArrowDirections == .any)
      roundTrip(popover(), \.permittedArrowDirections, [.up, .down])
    },
    "UIPopoverPresentationController.passthroughViews": {
      let view = UIView()
      let anchor = popover()
      anchor.passthroughViews = [view]
      #expect(anchor.passthroughViews?.first === view)
    },
    "UIPopoverPresentationController.backgroundColor": {
      sameObject(popover(), \.backgroundColor, UIColor.red)
    },
  ]
}
