import LifecycleCore

/// A URL a scene is asked to open, with the options it came with (iOS 13 and later).
@preconcurrency @MainActor
public final class UIOpenURLContext: Hashable {
  /// The URL to open.
  public let url: URL
  /// Where the URL came from.
  public let options: UIScene.OpenURLOptions

  init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
    self.url = url
    self.options = options
  }

  /// Contexts are equal when they are the same object.
  nonisolated public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIScene {
  /// The options a URL to open comes with.
  @MainActor
  public final class OpenURLOptions {
    /// The bundle identifier of the app that asked, when the system tells it (nil here:
    /// scenarios name no source).
    public let sourceApplication: String?
    /// The annotation the source app attached (nil here).
    public let annotation: Any?
    /// Whether the file at the URL is to be opened in place rather than copied.
    public let openInPlace: Bool

    init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
      self.sourceApplication = sourceApplication
      self.annotation = annotation
      self.openInPlace = openInPlace
    }
  }
}
