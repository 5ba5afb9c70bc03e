/// What a tab bar controller asks and tells about the user's choice of tab. Both methods are
/// called for the user's taps only (the UI driver's `select-tab APP N`), never when the app
/// sets ``UITabBarController/selectedIndex`` or ``UITabBarController/selectedViewController``
/// itself — as UIKit documents for `tabBarController(_:didSelect:)`.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the tab of `viewController` may be selected; true by default.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
    -> Bool
  /// The user selected the tab of `viewController` (also when it was selected already).
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Lets every tab be selected.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
