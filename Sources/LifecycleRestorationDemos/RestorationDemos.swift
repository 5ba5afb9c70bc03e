public import LifecycleSimulator
import LifecycleUIKit

/// Small UIKit apps that show state preservation and restoration, for scenarios
/// (`Examples/Scenarios/restoration-*.scn`) and the command line.
///
/// | identifier | what it is |
/// | --- | --- |
/// | `restoration-notes` | a list of notes in a navigation controller and an editor, restored after a kill through view controller restoration (iOS 6 and later) |
/// | `restoration-notes-trusting` | the restoring app with a bug: its list also saves the selected row's index and scrolls back to it, so a note deleted while the app was away makes it crash while restoring |
/// | `restoration-notes-grid` | the restoring app with its notes in a collection view: restored by model identifier as the table is |
/// | `restoration-notes-naive` | the same app without restoration identifiers or opt-in: it comes back fresh |
/// | `restoration-notes-scenes` | the same app with scenes (install with `scenes`, iOS 13 and later): restored through its scene's activity and `@SceneStorage` |
public enum RestorationDemos {
  /// The demo apps by identifier.
  public static let catalog = AppCatalog()
    .addingUIKitApp("restoration-notes") { NotesAppDelegate(restores: true) }
    .addingUIKitApp("restoration-notes-trusting") { NotesAppDelegate(restores: true, trustsArchive: true) }
    .addingUIKitApp("restoration-notes-grid") { NotesAppDelegate(restores: true, grid: true) }
    .addingUIKitApp("restoration-notes-naive") { NotesAppDelegate(restores: false) }
    .addingUIKitApp(
      "restoration-notes-scenes", delegate: { NotesSceneAppDelegate() },
      sceneDelegate: { NotesSceneDelegate() })
}
