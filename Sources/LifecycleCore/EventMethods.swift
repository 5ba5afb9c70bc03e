/// A `UIApplicationDelegate` method that can open a URL. UIKit calls the newest method of
/// the generation's chain (``OSProfile/openURLMethods``) that the delegate implements, and
/// none of the older ones (“application(_:open:options:)”: "If your app implements the
/// method, the system doesn't call" the deprecated ones).
public enum OpenURLMethod: String, CaseIterable, Codable, Hashable, Sendable {
  /// `application(_:open:options:)`, iOS 9 and later.
  case openWithOptions = "application(_:open:options:)"
  /// `application(_:open:sourceApplication:annotation:)`, iOS 4.2 to 9 (deprecated since).
  case openWithSourceApplication = "application(_:open:sourceApplication:annotation:)"
  /// `application(_:handleOpen:)`, iPhone OS 2 to iOS 9 (deprecated since).
  case handleOpen = "application(_:handleOpen:)"

  /// The method's Swift name.
  public var description: String { rawValue }
}

/// A `UIApplicationDelegate` method that receives a remote notification. UIKit calls the
/// newest of the generation's chain (``OSProfile/remoteNotificationMethods``) that the
/// delegate implements; the older method is called only while the app is in the foreground
/// (“application(_:didReceiveRemoteNotification:)”).
public enum RemoteNotificationMethod: String, CaseIterable, Codable, Hashable, Sendable {
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`, iOS 7 and later:
  /// called in the foreground and the background, with a completion handler.
  case withFetchCompletionHandler = "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
  /// `application(_:didReceiveRemoteNotification:)`, iPhone OS 3 and later: called only
  /// while the app runs in the foreground.
  case foregroundOnly = "application(_:didReceiveRemoteNotification:)"

  /// The method's Swift name.
  public var description: String { rawValue }
}
