#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `feed`: also loads the headline again each time the app comes back to the foreground.
///
/// Article “Multitasking pitfalls”: things change while an app is suspended, so refresh what
/// may be stale in `UIApplication.willEnterForegroundNotification`. (A load in flight when the
/// app was suspended fails with `NSURLErrorNetworkConnectionLost` when it runs again —
/// “Technical Note TN2277: Networking and Multitasking” — and this reload replaces it.)
@MainActor
final class CarefulFeedAppDelegate: FeedAppDelegate {
  override func startObservingForeground() {
    NotificationCenter.default.addObserver(
      forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
    ) { [weak self] _ in
      self?.reload()
    }
  }
}
