#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "progress label". Article “Lifecycle and state transitions”: a suspended app dies with
// no callback, so everything the user entered must be saved on the way to the background;
// “applicationWillTerminate(_:)”: the app in front that the system or the user ends is told
// there. Both apps upload each change of a note to their server as it is typed and show the
// upload's progress in a label they compute ("Syncing 0 of 1 changes"), which reads "Ready"
// after a relaunch: output, not the user's data. The naive app keeps the note nowhere but on
// the server, which in this story has not confirmed any change when the app ends; the careful
// one also saves the note on the device on every way out.

/// A synced note: a field, and a label with the progress of the changes' upload.
@MainActor
class SyncedNoteDelegate: UIResponder, UIApplicationDelegate, UITextFieldDelegate {
  var window: UIWindow?
  let note = UITextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  let progress = UILabel(frame: CGRect(x: 0, y: 44, width: 320, height: 44))
  /// The changes typed since launch, none of them confirmed by the server yet.
  var pendingChanges = 0

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    note.accessibilityIdentifier = "Note"
    note.text = UserDefaults.standard.string(forKey: "note")
    note.delegate = self
    progress.accessibilityIdentifier = "Progress"
    progress.text = "Ready"
    for view in [note, progress] as [UIView] { controller.view.addSubview(view) }
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  /// Each change goes to the server; the label counts those confirmed.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    pendingChanges += 1
    progress.text = "Syncing 0 of \(pendingChanges) changes"
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    window?.endEditing(true)
  }

  func applicationWillTerminate(_ application: UIApplication) {}
}

/// Keeps the note only on the server.
@MainActor
final class NaiveSyncedNoteDelegate: SyncedNoteDelegate {}

/// Also saves the note on the device when the app enters the background or is told it
/// terminates.
@MainActor
final class CarefulSyncedNoteDelegate: SyncedNoteDelegate {
  override func applicationDidEnterBackground(_ application: UIApplication) {
    super.applicationDidEnterBackground(application)
    UserDefaults.standard.set(note.text, forKey: "note")
  }

  override func applicationWillTerminate(_ application: UIApplication) {
    UserDefaults.standard.set(note.text, forKey: "note")
  }
}

#if !canImport(UIKit)
  extension NaiveSyncedNoteDelegate: MainInstantiable {}
  extension CarefulSyncedNoteDelegate: MainInstantiable {}
#endif
