#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `notes`: saves the note in `applicationDidEnterBackground` and in
/// `applicationWillTerminate`, and hides the keyboard on the way to the background.
///
/// Article “Multitasking pitfalls”: on a multitasking OS the path every app takes from
/// Active to Not running is `applicationDidEnterBackground` (a suspended app is killed
/// without notice); without multitasking it is still `applicationWillTerminate` — so
/// save in both. The same article advises hiding the keyboard before entering the
/// background.
@MainActor
final class CarefulNotesAppDelegate: NotesAppDelegate {
  /// `notes` preserves its screen and the text being edited (iOS 6 and later).
  override var restoresInterface: Bool { true }

  override func applicationDidEnterBackground(_ application: UIApplication) {
    noteController.textField.resignFirstResponder()
    saveNote()
  }

  override func applicationWillTerminate(_ application: UIApplication) {
    saveNote()
  }
}
