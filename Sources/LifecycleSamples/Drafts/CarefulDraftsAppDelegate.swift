#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `drafts`: checks that the OS has multitasking before it asks for background time or
/// observes the background notification, and runs on every generation.
///
/// Article “Multitasking pitfalls”: check the API first where the OS may lack it — the
/// article checks `&UIApplicationDidEnterBackgroundNotification`; the check that compiles
/// in Swift is `UIDevice.current.responds(to: Selector(("isMultitaskingSupported")))`, the
/// property iOS 4 added (its page: iOS 4.0+), and then the property itself, false on
/// hardware without multitasking. Where the OS has no background, the app saves in
/// `applicationWillTerminate`, as before; where it has, it saves on entering it too.
@MainActor
final class CarefulDraftsAppDelegate: DraftsAppDelegate {
  /// Whether this OS and device run apps in the background, asked the way that works on
  /// iPhone OS 3 too.
  private var canMultitask: Bool {
    let device = UIDevice.current
    return device.responds(to: Selector(("isMultitaskingSupported"))) && device.isMultitaskingSupported
  }

  override func save() {
    guard canMultitask else {
      writeDraft()
      return
    }
    let application = UIApplication.shared
    let task = application.beginBackgroundTask(expirationHandler: nil)
    writeDraft()
    if task != .invalid { application.endBackgroundTask(task) }
  }

  override func startObservingBackground() {
    // UIApplicationDidEnterBackgroundNotification is NULL on iPhone OS 3: read it only where
    // the OS has it.
    guard canMultitask else { return }
    NotificationCenter.default.addObserver(
      forName: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared, queue: .main
    ) { [weak self] _ in self?.writeDraft() }
  }
}
