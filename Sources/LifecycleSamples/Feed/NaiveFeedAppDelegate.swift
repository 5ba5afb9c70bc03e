#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `feed-naive`: loads the headline once, at launch.
///
/// Article “Multitasking pitfalls”: from iOS 4 on, the app is not launched again each time the
/// user comes back to it; things change while it is suspended. Launched without a connection,
/// it shows the error until it is killed and launched again, however long the network has been
/// back.
@MainActor
final class NaiveFeedAppDelegate: FeedAppDelegate {}
