/// A class that recreates view controllers during state restoration: set it as a
/// controller's ``UIViewController/restorationClass`` (“Preserving your app's UI across
/// launches”: the first of the four ways UIKit finds a controller to restore).
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
  /// Returns the controller for an identifier path, or nil to skip it.
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController?
}
