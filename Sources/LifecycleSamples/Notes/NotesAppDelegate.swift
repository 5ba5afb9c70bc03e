#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// What both notes apps share: the window, the note screen, and reading and writing
/// the note as a file in Documents. When they save is what differs — see
/// ``NaiveNotesAppDelegate`` and ``CarefulNotesAppDelegate``.
@MainActor
class NotesAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let noteController = NoteViewController()

  /// The file the note is saved in.
  var noteURL: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent(
      "note.txt")
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    noteController.loadViewIfNeeded()
    noteController.textField.text = savedNote ?? ""
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = noteController
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  // Subclasses override these; UIKit only calls methods of the class that adopts the
  // protocol, so they must exist here.
  func applicationDidEnterBackground(_ application: UIApplication) {}
  func applicationWillTerminate(_ application: UIApplication) {}

  /// The note as last saved; nil when it was never saved.
  var savedNote: String? { try? String(contentsOf: noteURL, encoding: .utf8) }

  /// Writes the note the field shows to the file.
  func saveNote() {
    let text = noteController.textField.text ?? ""
    try? text.write(to: noteURL, atomically: true, encoding: .utf8)
  }
}
