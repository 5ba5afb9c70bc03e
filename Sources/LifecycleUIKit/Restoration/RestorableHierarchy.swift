/// The objects state preservation and restoration walk: view controllers from each window's
/// root through their children, and the views of each controller's own view tree.
///
/// Only what has a restoration identifier is preserved; a controller without one is left
/// out with all its children, and a view's state is saved only with its controller's (App
/// Programming Guide, “Visual Appearance Across Launches”). Children are a container's
/// `children` — a navigation controller's stack, bottom first — then the controller it
/// presents, if any.
@MainActor
enum RestorableHierarchy {
  /// The root view controllers of the app's windows, in the order the windows were made.
  static func roots(in host: UIKitAppHost) -> [UIViewController] {
    host.windows.compactMap(\.rootViewController)
  }

  /// The children preservation follows, in order.
  static func children(of controller: UIViewController) -> [UIViewController] { controller.children }

  /// The controller `controller` presents (its `presentedViewController`, when it is the
  /// presenter), if any.
  static func presented(by controller: UIViewController) -> UIViewController? {
    guard let presented = controller.presentedViewController,
      presented.presentingViewController === controller
    else { return nil }
    return presented
  }

  /// The views with a restoration identifier in `controller`'s own view tree, parents
  /// first: the walk stops at the root view of any other controller (a child's view). With
  /// `loading`, the controller's view is loaded first, as restoration needs it.
  static func restorableViews(of controller: UIViewController, loading: Bool) -> [UIView] {
    guard let root = loading ? controller.view : controller.viewIfLoaded else { return [] }
    var views: [UIView] = []
    func visit(_ view: UIView) {
      if view !== root, let owner = view.owningController, owner !== controller { return }
      if view.restorationIdentifier != nil { views.append(view) }
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    return views
  }

  /// The live controller whose restoration path is `path` (identifiers from a window's
  /// root), if any: how restoration finds a controller the app already made, say in
  /// `application(_:willFinishLaunchingWithOptions:)` (the third way of “Preserving your
  /// app's UI across launches”).
  static func controller(at path: [String], in host: UIKitAppHost) -> UIViewController? {
    guard let first = path.first else { return nil }
    var current = roots(in: host).first { $0.restorationIdentifier == first }
    for identifier in path.dropFirst() {
      current = current.flatMap { parent in
        (children(of: parent) + [presented(by: parent)].compactMap { $0 }).first {
          $0.restorationIdentifier == identifier
        }
      }
    }
    return current
  }

  /// `Nav/List`: a path as messages write it.
  static func describe(_ path: [String]) -> String { path.joined(separator: "/") }
}
