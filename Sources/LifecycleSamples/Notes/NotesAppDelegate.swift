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

  /// Whether the app preserves and restores its interface (the careful `notes` does, on
  /// iOS 6 and later: article “Lifecycle and state transitions”).
  var restoresInterface: Bool { false }

  /// The window is made key and visible here so that restoration, which runs before
  /// `didFinishLaunching`, finds the note screen (App Programming Guide, “App State
  /// Transitions”; “Preserving your app's UI across launches”).
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    buildInterface()
    return true
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // iOS 3 to 5 have no willFinishLaunching (Apple: iOS 6.0+).
    if window == nil { buildInterface() }
    // Restoration may already have put back the text being edited.
    if noteController.textField.text?.isEmpty ?? true { noteController.textField.text = savedNote ?? "" }
    return true
  }

  private func buildInterface() {
    // `restorationIdentifier` is iOS 6.0+ (its page): setting it before crashes, so ask first.
    if restoresInterface, noteController.responds(to: Selector(("setRestorationIdentifier:"))) {
      noteController.restorationIdentifier = "Note"
      noteController.textField.restorationIdentifier = "NoteText"
    }
    noteController.loadViewIfNeeded()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = noteController
    window.makeKeyAndVisible()
    self.window = window
  }

  // State restoration needs both opt-ins (Apple: "Preserving your app's UI across
  // launches"); the secure variants are the ones iOS 13.2 and later ask.
  func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
    restoresInterface
  }
  func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
    restoresInterface
  }
  func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
    restoresInterface
  }
  func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder)
    -> Bool
  { restoresInterface }

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
