import LifecycleCore

/// What anchors a popover (UIKit's `UIPopoverPresentationController`, iOS 8): a controller
/// presented with ``UIModalPresentationStyle/popover`` has one (``UIViewController/popoverPresentationController``).
///
/// The simulated device is a phone, a horizontally compact environment, where UIKit adapts a
/// popover (Apple's “UIModalPresentationStyle.popover”): on iOS 13 and later it behaves as a form
/// sheet, the presenter staying on screen; before, as a full-screen presentation, the presenter's
/// view leaving the window. No popover is ever drawn, so the anchor — ``sourceView``,
/// ``sourceRect``, ``barButtonItem``, ``permittedArrowDirections``, ``passthroughViews``,
/// ``backgroundColor`` — is kept and read back, and changes nothing (inert). UIKit's delegate
/// (`UIPopoverPresentationControllerDelegate`, whose `adaptivePresentationStyle(for:)` answering
/// `.none` keeps a real popover on a phone) is not provided: Docs/Compatibility.md says what to do.
@preconcurrency @MainActor
open class UIPopoverPresentationController {
  /// The controller presented in the popover: the one whose ``UIViewController/modalPresentationStyle``
  /// is ``UIModalPresentationStyle/popover`` (for a child that asks, its ancestor).
  public unowned let presentedViewController: UIViewController
  /// The view the popover points at (Apple's “sourceView”): kept, and retained as UIKit does
  /// (inert on a phone, where the popover adapts and points at nothing).
  public var sourceView: UIView?
  /// The rectangle, in ``sourceView``'s coordinates, the popover points at: kept (inert on a
  /// phone). `.zero` by default.
  public var sourceRect = CGRect.zero
  /// The bar button item the popover points at, instead of ``sourceView`` (Apple's
  /// “barButtonItem”): kept and retained (inert on a phone).
  public var barButtonItem: UIBarButtonItem?
  /// The directions the arrow may point: kept (inert on a phone, where no arrow is drawn).
  /// ``UIPopoverArrowDirection/any`` by default.
  public var permittedArrowDirections = UIPopoverArrowDirection.any
  /// The views the user can still use while the popover shows: kept (inert on a phone, where the
  /// popover adapts and nothing else can be used).
  public var passthroughViews: [UIView]?
  /// The popover's background colour: kept (inert).
  public var backgroundColor: UIColor?

  init(presentedViewController: UIViewController) {
    self.presentedViewController = presentedViewController
  }
}

/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// The bits, UIKit's: up 1, down 2, left 4, right 8.
  public let rawValue: UInt
  /// A set from its bits (UIKit's values).
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction: up, down, left and right.
  public static let any = UIPopoverArrowDirection(rawValue: 0b1111)
  /// Not yet known (UIKit's value for a popover not yet shown).
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

extension UIViewController {
  /// The popover anchor of a controller presented, or to be presented, with the style
  /// ``UIModalPresentationStyle/popover`` (made on first access, as Apple's
  /// “popoverPresentationController” says), or of its nearest ancestor so presented; nil for any
  /// other style. On a phone the popover adapts (see ``UIPopoverPresentationController``). iOS 8.0
  /// and later: on the iOS 7 profile reading it crashes the app, an unrecognized selector.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard APIAvailabilityCheck.require("popoverPresentationController", of: self, host: appHost) else {
      return nil
    }
    var controller: UIViewController? = self
    while let current = controller {
      if current.modalPresentationStyle == .popover {
        if let made = current.madePopoverController { return made }
        let made = UIPopoverPresentationController(presentedViewController: current)
        current.madePopoverController = made
        return made
      }
      controller = current.parent
    }
    return nil
  }
}
