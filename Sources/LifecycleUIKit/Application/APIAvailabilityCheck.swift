import LifecycleCore

/// The UIKit side of ``APIAvailability``: before an API that has a row runs, it asks here
/// whether the running app's OS generation has it. Where it does not, the app crashes as iOS
/// would — an unrecognized selector, or a read through the NULL address of a weak-linked
/// constant — with a crash report in the trace, and the API does nothing more.
@MainActor
enum APIAvailabilityCheck {
  /// Whether `selector`, sent to `receiver` (its class chain, most derived first, ending in
  /// the UIKit classes the rows name), exists where `host`'s app runs. When it does not, the
  /// app crashes now and this returns false: the caller returns its inert value. Outside any
  /// app's code, and for selectors no row names, it answers true.
  static func require(_ selector: String, of receiver: AnyObject, host: UIKitAppHost?) -> Bool {
    guard let process = host?.process, process.isAlive else { return true }
    guard let row = APIAvailability.row(for: selector, in: classChain(of: receiver)) else { return true }
    guard !row.exists(on: process.environment.profile.generation) else { return true }
    process.crash(row.crashReason(receiver: String(describing: type(of: receiver))))
    return false
  }

  /// Whether the constant `symbol` (a notification name of `owner`; or a class method, see
  /// ``requireClassMethod(_:of:)``) exists where the running
  /// app runs; when it does not, the app crashes now, as reading a NULL weak-linked constant
  /// does.
  static func requireConstant(_ symbol: String, of owner: String) -> Bool {
    guard let process = AppContext.process, process.isAlive,
      let row = APIAvailability.row(for: symbol, in: [owner])
    else { return true }
    guard !row.exists(on: process.environment.profile.generation) else { return true }
    process.crash(row.crashReason(receiver: owner))
    return false
  }

  /// Whether the class method `selector` of the UIKit class `owner` exists where the running
  /// app runs; when it does not, the app crashes now, as a selector sent to a class that does
  /// not implement it does.
  static func requireClassMethod(_ selector: String, of owner: String) -> Bool {
    requireConstant(selector, of: owner)
  }

  /// ``requireClassMethod(_:of:)`` for a class property read by code that is not bound to the
  /// main actor (a colour constant): checked where app code runs (``AppThread``, on the main
  /// actor); elsewhere there is no app to crash.
  nonisolated static func requireClassProperty(_ selector: String, of owner: String) {
    _ = AppThread.withHost { _ in requireClassMethod(selector, of: owner) }
  }

  /// `responds(to:)`: whether `selector` exists for `receiver` on the generation `host`'s app
  /// runs on (the newest outside any app). A selector no row names is a misuse: the answer
  /// would be a guess, so it is false and the trace says which row is missing.
  static func responds(_ receiver: AnyObject, to selector: Selector, host: UIKitAppHost?) -> Bool {
    // The app's own methods, registered by name (`lifecycle import` registers every @objc one).
    if SelectorDispatch.responds(receiver, to: selector) { return true }
    let chain = classChain(of: receiver)
    guard let row = APIAvailability.row(for: selector.selectorName, in: chain) else {
      host?.process?.reportMisuse(
        "responds(to: \"\(selector.selectorName)\") on \(String(describing: type(of: receiver))): LifecycleUIKit has no"
          + " availability row for this selector, so the answer (false) is not iOS's; add the row to"
          + " APIAvailability.catalog with its Apple documentation page")
      return false
    }
    let generation = host?.process?.environment.profile.generation ?? OSGeneration.allCases.last!
    return row.exists(on: generation)
  }

  /// The UIKit class names a row may name for `receiver`, most derived first: the object's
  /// own class, then the UIKit classes it descends from.
  static func classChain(of receiver: AnyObject) -> [String] {
    var chain = [String(describing: type(of: receiver))]
    switch receiver {
    case is UIApplication: chain.append("UIApplication")
    case is UITableViewController: chain += ["UITableViewController", "UIViewController"]
    case is UISearchController: chain += ["UISearchController", "UIViewController"]
    case is UIViewController: chain.append("UIViewController")
    case is UIWindow: chain += ["UIWindow", "UIView"]
    case is UIButton: chain += ["UIButton", "UIControl", "UIView"]
    case is UIRefreshControl: chain += ["UIRefreshControl", "UIControl", "UIView"]
    case is UIStepper: chain += ["UIStepper", "UIControl", "UIView"]
    case is UIDatePicker: chain += ["UIDatePicker", "UIControl", "UIView"]
    case is UIControl: chain += ["UIControl", "UIView"]
    case is UICollectionView: chain += ["UICollectionView", "UIScrollView", "UIView"]
    case is UIScrollView: chain += ["UIScrollView", "UIView"]
    case is UIView: chain.append("UIView")
    case is UIBarButtonItem: chain.append("UIBarButtonItem")
    case is UIDevice: chain.append("UIDevice")
    case is UITabBarItem: chain.append("UITabBarItem")
    case is UINavigationItem: chain.append("UINavigationItem")
    default: break
    }
    if receiver is UIResponder { chain.append("UIResponder") }
    return chain
  }
}
