import LifecycleCore

/// Background fetch, remote notifications and URLs to open: the steps, the deliveries that
/// hand the app a completion handler, and the app's requests that go with them. The policy
/// decides (``DevicePolicy``); the device records and carries out.
extension Device {
  /// The system gives `app` a chance to fetch data in the background (iOS 7 and later): an app
  /// with the `fetch` mode and a fetch interval other than never is launched into the
  /// background or woken, and gets `application(_:performFetchWithCompletionHandler:)`.
  public func backgroundFetch(_ name: String) throws(DeviceError) {
    let app = try installed(name)
    record(.step(.backgroundFetch(app: name)))
    submit(.backgroundFetch(app.index), app: app.index)
  }

  /// A remote notification for `app` arrives. Without `contentAvailable` only an app in the
  /// foreground is told; with it, an app with the `remote-notification` mode is woken or
  /// launched in the background as for a fetch (iOS 7 and later).
  public func push(to name: String, contentAvailable: Bool) throws(DeviceError) {
    let app = try installed(name)
    record(.step(.push(app: name, contentAvailable: contentAvailable)))
    submit(.remoteNotification(app.index, contentAvailable: contentAvailable), app: app.index)
  }

  /// `app` is asked to open `url`: it comes to the foreground — launched with the URL in its
  /// launch options, or resumed — and is handed the URL before it becomes active.
  public func openURL(_ url: String, in name: String) throws(DeviceError) {
    let app = try installed(name)
    record(.step(.openURL(app: name, url: url)))
    app.urlToOpen = url
    defer { app.urlToOpen = nil }
    submit(.openURL(app.index), app: app.index)
  }

  /// Runs the app's code for a callback that hands it a completion handler
  /// (``AppProcess/pendingCompletionHandler``, while the callback runs).
  func deliverAwaitingCompletion(_ delivery: Delivery, to app: HostedApp, handler: Int) {
    if tracing {
      record(.delivered(app: app.index, delivery))
      app.received.append(delivery)
    }
    app.pendingCompletionHandler = handler
    defer { app.pendingCompletionHandler = nil }
    app.code?.receive(delivery)
  }

  /// The app called the completion handler `identifier` of `callback` with `result`: a
  /// second call is a misuse.
  func completionHandlerCalled(
    _ identifier: Int, of callback: LifecycleCallback, result: String, by app: HostedApp
  ) {
    let response = DevicePolicy.submit(
      .completionHandlerCalled(app.index, identifier: identifier, of: callback), to: &policyState)
    if case .misuse(let misuse) = response {
      recordMisuse(by: app.index, misuse)
    } else {
      record(.work(app: app.index, .completionHandlerCalled(identifier, callback, result: result)))
    }
    if !runningOwnWork { drain() }
  }

  /// `setMinimumBackgroundFetchInterval(_:)`: nil for never. Before iOS 7 the call is a misuse.
  func setMinimumBackgroundFetchInterval(_ interval: Duration?, for app: HostedApp) {
    let response = DevicePolicy.submit(
      .setMinimumBackgroundFetchInterval(app.index, interval), to: &policyState)
    if case .misuse(let misuse) = response { recordMisuse(by: app.index, misuse) }
  }
}
