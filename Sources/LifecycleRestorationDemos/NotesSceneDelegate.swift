import LifecycleUIKit

/// The notes demo with scenes (iOS 13 and later): the app delegate owns the notes; each scene
/// builds the navigation controller and list, and restores through its state restoration
/// activity (which note is open; Apple's “stateRestorationActivity(for:)”) and
/// ``SceneStorage`` (the list's offset and selection, the draft).
@MainActor
final class NotesSceneAppDelegate: UIResponder, UIApplicationDelegate, NotesApp, ScenarioScriptable {
  /// The notes.
  private(set) var library = NotesLibrary(inserted: 0)

  /// The app delegate of the scene demo.
  override init() { super.init() }

  /// The navigation controller of the connected scene.
  var navigation: UINavigationController? {
    (UIApplication.shared.connectedScenes.first?.delegate as? NotesSceneDelegate)?.navigation
  }

  /// The demo's actions and probes (``NotesScript``).
  static let scenarioScript = NotesScript.make(for: NotesSceneAppDelegate.self)

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    library = NotesLibrary.fromSettings()
    return true
  }
}

/// The scene delegate of the notes demo.
@MainActor
final class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
  /// The activity type while a note is open in the editor.
  static let editingActivity = "com.lifecyclekit.notes.editing"
  /// The activity type while the list is on screen.
  static let browsingActivity = "com.lifecyclekit.notes.browsing"

  /// The scene's window.
  var window: UIWindow?
  /// The scene's navigation controller.
  private(set) var navigation: UINavigationController?

  /// A scene delegate.
  override init() { super.init() }

  /// Builds the list; the activity, if any, comes next (`restoreInteractionStateWith`).
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene, let app = UIApplication.shared.delegate as? any NotesApp
    else { return }
    let list = NotesListController(library: app.library, restorable: true)
    let navigation = UINavigationController(rootViewController: list)
    list.onOpen = { [weak navigation] note in
      navigation?.pushViewController(NoteEditorController(note: note, restorable: true), animated: false)
    }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
    self.navigation = navigation
  }

  /// The activity preserved when the scene last went to the background
  /// (“scene(_:restoreInteractionStateWith:)”) — reopen its note.
  func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
    guard stateRestorationActivity.activityType == Self.editingActivity,
      let id = stateRestorationActivity.userInfo?["note"] as? String,
      let app = UIApplication.shared.delegate as? any NotesApp, let note = app.library.note(withID: id)
    else { return }
    navigation?.pushViewController(NoteEditorController(note: note, restorable: true), animated: false)
  }

  /// What the scene shows, to restore after a kill (“stateRestorationActivity(for:)”).
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    guard let editor = navigation?.topViewController as? NoteEditorController else {
      return NSUserActivity(activityType: Self.browsingActivity)
    }
    let activity = NSUserActivity(activityType: Self.editingActivity)
    activity.title = editor.note.title
    activity.addUserInfoEntries(from: ["note": editor.note.id])
    return activity
  }

  /// Article “Multitasking pitfalls”: hide the keyboard before the system takes the snapshot.
  func sceneDidEnterBackground(_ scene: UIScene) { window?.endEditing(true) }
}
