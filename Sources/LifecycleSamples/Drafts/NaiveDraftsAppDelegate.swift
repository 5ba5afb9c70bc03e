#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `drafts-naive`: asks for background time without checking that the OS has it.
///
/// Article “Multitasking pitfalls”: an app built with the iOS 4 SDK that still runs on
/// iPhone OS 3 must check each API added in iOS 4 before using it: the compiler does not
/// complain, the OS does. `beginBackgroundTask(expirationHandler:)` is iOS 4.0 and later
/// (its page): on iPhone OS 3 the message goes to a `UIApplication` that has no such method,
/// and the app dies with `NSInvalidArgumentException` (“unrecognized selector sent to
/// instance”) the moment the user taps Save. On iOS 4 and later it saves.
@MainActor
final class NaiveDraftsAppDelegate: DraftsAppDelegate {
  override func save() {
    let application = UIApplication.shared
    let task = application.beginBackgroundTask(expirationHandler: nil)
    writeDraft()
    application.endBackgroundTask(task)
  }
}
