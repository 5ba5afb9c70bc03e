import LifecycleCore
import LifecycleSimulator

/// The deliveries of background fetch, remote notifications, URLs and protected data, mapped
/// onto the delegate methods the generation has (its rows ``OSProfile/openURLMethods`` and
/// ``OSProfile/remoteNotificationMethods``; the defaults of the older methods carry the
/// fall-back on).
extension UIKitAppHost {
  /// Calls the delegate method of one of these callbacks.
  func callWake(
    _ callback: LifecycleCallback, on application: UIApplication, delegate: any UIApplicationDelegate
  ) {
    guard let process else { return }
    let profile = process.environment.profile
    switch callback {
    case .applicationPerformFetch:
      delegate.application(application, performFetchWithCompletionHandler: completionHandler(of: callback))
    case .applicationDidReceiveRemoteNotification:
      let userInfo: [AnyHashable: Any] = ["aps": [String: Any]()]
      if profile.remoteNotificationMethods.first == .withFetchCompletionHandler {
        delegate.application(
          application, didReceiveRemoteNotification: userInfo,
          fetchCompletionHandler: completionHandler(of: callback))
      } else {
        delegate.application(application, didReceiveRemoteNotification: userInfo)
      }
    case .applicationOpenURL:
      guard let url = urlToOpen() else { return }
      guard !launchRefusedURL else {
        // “application(_:didFinishLaunchingWithOptions:)”: if a launch method returns false,
        // UIKit does not call the open-URL method.
        process.log("a launch method returned false: \(url) is not opened")
        return
      }
      let opened: Bool
      switch profile.openURLMethods.first ?? .handleOpen {
      case .openWithOptions: opened = delegate.application(application, open: url, options: [:])
      case .openWithSourceApplication:
        opened = delegate.application(application, open: url, sourceApplication: nil, annotation: NSNull())
      case .handleOpen: opened = delegate.application(application, handleOpen: url)
      }
      if !opened { process.log("the app did not open \(url)") }
    case .sceneOpenURLContexts:
      guard let url = urlToOpen() else { return }
      for scene in scenes { scene.delegate?.scene(scene, openURLContexts: [UIOpenURLContext(url: url)]) }
    case .applicationProtectedDataWillBecomeUnavailable:
      delegate.applicationProtectedDataWillBecomeUnavailable(application)
    case .applicationProtectedDataDidBecomeAvailable:
      delegate.applicationProtectedDataDidBecomeAvailable(application)
    default:
      break
    }
  }

  /// The launch options of a launch: the URL, when the launch is to open one.
  func launchOptions() -> [UIApplication.LaunchOptionsKey: Any]? {
    guard let url = urlToOpen() else { return nil }
    return [.url: url]
  }

  /// The URL the device is asking the app to open, if any.
  func urlToOpen() -> URL? { process?.urlToOpen.flatMap { URL(string: $0) } }

  /// The connection options of a scene that connects now: the URL to open, if any.
  func connectionOptions() -> UIScene.ConnectionOptions {
    guard let url = urlToOpen() else { return UIScene.ConnectionOptions() }
    return UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: url)])
  }

  /// The completion handler the callback now running hands the app: calling it tells the
  /// system (a second call is a misuse, which the device records).
  ///
  /// Sendable, as UIKit's is: apps call it from their own queues' work, which the simulator
  /// runs on the main actor.
  private func completionHandler(of callback: LifecycleCallback)
    -> @Sendable (UIBackgroundFetchResult) -> Void
  {
    guard let process, let identifier = process.pendingCompletionHandler else {
      return { _ in }  // The generation waits for no handler (never the case for these callbacks).
    }
    return { [weak process] result in
      MainActor.assumeIsolated {
        process?.callCompletionHandler(identifier, of: callback, result: result.traceName)
      }
    }
  }
}
