#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `notes-naive`: written for iPhone OS 3, it saves the note only in
/// `applicationWillTerminate`.
///
/// On iPhone OS 3 Home ends the app through `applicationWillTerminate`, so the note is
/// kept. From iOS 4 on, Home sends `applicationDidEnterBackground` and the app is
/// suspended; a suspended app killed for memory gets no callback at all, and the note
/// is lost (article “Multitasking pitfalls”; article “Treacherous multitasking”, behaviour 2).
@MainActor
final class NaiveNotesAppDelegate: NotesAppDelegate {
  override func applicationWillTerminate(_ application: UIApplication) {
    saveNote()
  }
}
