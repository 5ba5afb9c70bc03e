/// One thing the app receives: a callback or a notification.
public enum Delivery: Codable, Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
  /// A delegate, scene-delegate or expiration-handler call.
  case callback(LifecycleCallback)
  /// A notification posted to the app's default centre.
  case notification(LifecycleNotification)

  /// The trace name of the callback or notification.
  public var description: String {
    switch self {
    case .callback(let callback): callback.rawValue
    case .notification(let notification): notification.rawValue
    }
  }

  /// The callback, if this delivery is one.
  public var callback: LifecycleCallback? {
    if case .callback(let callback) = self { return callback }
    return nil
  }

  /// The notification, if this delivery is one.
  public var notification: LifecycleNotification? {
    if case .notification(let notification) = self { return notification }
    return nil
  }
}
