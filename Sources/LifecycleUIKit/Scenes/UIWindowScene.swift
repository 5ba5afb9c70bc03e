/// A scene that shows windows: the scene the device connects for an app that adopts
/// the scene life cycle.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The windows created for this scene (`UIWindow(windowScene:)`), in order.
  public var windows: [UIWindow] { windowReferences.compactMap(\.window) }

  var windowReferences: [WeakWindow] = []

  /// The scene's key window, if any.
  public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

/// A window held weakly.
struct WeakWindow {
  weak var window: UIWindow?
}
