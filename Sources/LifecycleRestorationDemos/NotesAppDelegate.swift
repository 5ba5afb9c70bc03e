import LifecycleUIKit

/// The notes demo without scenes: a navigation controller (`Nav`) over the list (`List`),
/// an editor pushed for the note the user taps (`Editor`) — restored after a kill through
/// view controller state restoration on iOS 6 and later.
///
/// It does what Apple asks of an app that restores (“Preserving your app's UI across
/// launches”; App Programming Guide, “App State Transitions”): it opts in to saving and to
/// restoring (both, and the secure variants of iOS 13.2), makes its window key and visible
/// in `application(_:willFinishLaunchingWithOptions:)` so that restoration finds the
/// navigation controller and the list it made, and hides the keyboard when it enters the
/// background (article “Multitasking pitfalls”), so the switcher snapshot shows no keyboard.
/// The naive variant (`restores: false`) does none of the restoration part: killed while
/// suspended, it comes back on the list's first row, as every app did before iOS 6.
@MainActor
final class NotesAppDelegate: UIResponder, UIApplicationDelegate, NotesApp, ScenarioScriptable {
  /// The main window.
  var window: UIWindow?
  /// The notes.
  private(set) var library = NotesLibrary(inserted: 0)
  /// The navigation controller on screen.
  private(set) var navigation: UINavigationController?
  private let restores: Bool
  private let trustsArchive: Bool
  private let grid: Bool

  /// The demo delegate; `restores` opts in to state restoration and sets the identifiers;
  /// `trustsArchive` makes the list scroll back to its selected row by index when restored;
  /// `grid` shows the notes in a collection view (``NotesGridController``) instead of a table.
  init(restores: Bool, trustsArchive: Bool = false, grid: Bool = false) {
    self.restores = restores
    self.trustsArchive = trustsArchive
    self.grid = grid
    super.init()
  }

  /// The demo's actions and probes (``NotesScript``).
  static let scenarioScript = NotesScript.make(for: NotesAppDelegate.self)

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    buildInterface()
    return true
  }

  /// iOS 4 and 5 have no `willFinishLaunching` (“About the app launch sequence”): the
  /// interface is built here then.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    if window == nil { buildInterface() }
    return true
  }

  /// Article “Multitasking pitfalls”: hide the keyboard before the system takes the snapshot.
  func applicationDidEnterBackground(_ application: UIApplication) { window?.endEditing(true) }

  private func buildInterface() {
    library = NotesLibrary.fromSettings()
    // Restoration identifiers are iOS 6.0+ (“restorationIdentifier”): setting one before
    // crashes the app, so the demo asks the OS version first, as apps of the time did.
    let restorable = restores && (Double(UIDevice.current.systemVersion) ?? 0) >= 6
    let list: any NotesBrowser =
      grid
      ? NotesGridController(library: library, restorable: restorable)
      : NotesListController(library: library, restorable: restorable, keepsRowByIndex: trustsArchive)
    let navigation = UINavigationController(rootViewController: list)
    if restorable { navigation.restorationIdentifier = "Nav" }
    list.onOpen = { [weak navigation] note in
      navigation?.pushViewController(
        NoteEditorController(note: note, restorable: restorable), animated: false)
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
    self.navigation = navigation
  }

  // MARK: Opting in (both saving and restoring, as Apple's restoration pages ask; restoring
  // only while the user's `resume` setting is on)

  func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
    restores
  }
  func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
    restores && resumesWhereLeft
  }
  func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
    restores
  }
  func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder)
    -> Bool
  { restores && resumesWhereLeft }

  /// The user's `resume` setting (on unless set off: `settings Notes resume=false`): off, the
  /// app declines to restore and starts on its list, as apps with a "resume where I left off"
  /// switch do.
  private var resumesWhereLeft: Bool { UserDefaults.standard.object(forKey: "resume") as? Bool ?? true }
}
