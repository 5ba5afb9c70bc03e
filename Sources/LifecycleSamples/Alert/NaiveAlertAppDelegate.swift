#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `alert-naive`: leaves its alert up when the app enters the background.
///
/// Article “Multitasking pitfalls”: an alert view shown when the app enters the
/// background is still up when the app becomes active again, though what it asked
/// about may have changed meanwhile. (Apple's "Preparing your UI to run in the
/// background": the system does not dismiss alerts for you.)
@MainActor
final class NaiveAlertAppDelegate: AlertAppDelegate {}
