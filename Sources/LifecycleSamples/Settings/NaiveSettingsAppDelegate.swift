#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `settings-naive`: reads the font size once, at launch.
///
/// Article “Multitasking pitfalls”: before multitasking, changing a setting meant
/// quitting the app, so reading settings at launch was enough. From iOS 4 on, the user
/// can change them in Settings while the app is suspended, and the app comes back
/// showing the old value.
@MainActor
final class NaiveSettingsAppDelegate: SettingsAppDelegate {}
