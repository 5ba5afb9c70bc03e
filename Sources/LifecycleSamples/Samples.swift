public import LifecycleSimulator
import LifecycleUIKit

/// The sample apps: each behaviour the five articles describe (`Docs/Sources.md`), written
/// against the UIKit-shaped API as an iOS developer would write it, in a naive (buggy) and
/// a correct version.
///
///     let catalog = AppCatalog.builtIn.merging(Samples.catalog)
///     // install Notes app=notes-naive
///
/// ``descriptions`` lists each app's story, actions and probes.
public enum Samples {
  /// Every sample app, by identifier.
  public static let catalog: AppCatalog = {
    var catalog = AppCatalog()
    for (identifier, factory) in factories { catalog = catalog.adding(identifier, factory) }
    return catalog
  }()

  /// What each sample app is, in the order of the articles.
  public static let descriptions: [SampleDescription] = [
    .init(
      identifier: "notes-naive", seeds: [multitaskingPitfalls, treacherousMultitasking],
      summary: "Saves the note only in applicationWillTerminate: kept on iOS 3, lost on iOS 4 and later"
        + " when the suspended app is killed.",
      actions: ["type"], probes: ["text", "saved"]),
    .init(
      identifier: "notes", seeds: [multitaskingPitfalls, treacherousMultitasking],
      summary: "Saves the note in applicationDidEnterBackground and applicationWillTerminate; hides the"
        + " keyboard on entering the background.",
      actions: ["type"], probes: ["text", "saved"]),
    .init(
      identifier: "list-naive", seeds: [treacherousMultitasking],
      summary: "Loads its saved items again in applicationWillEnterForeground: the items are duplicated.",
      actions: ["add"], probes: ["items", "count"]),
    .init(
      identifier: "list", seeds: [treacherousMultitasking],
      summary:
        "Rolls back what it saved in applicationWillEnterForeground and goes on with what is in memory.",
      actions: ["add"], probes: ["items", "count"]),
    .init(
      identifier: "settings-naive", seeds: [multitaskingPitfalls],
      summary: "Reads the fontSize setting only at launch: stale after a change made while suspended.",
      actions: [], probes: ["fontSize"]),
    .init(
      identifier: "settings", seeds: [multitaskingPitfalls],
      summary: "Also observes UserDefaults.didChangeNotification and shows the new fontSize.",
      actions: [], probes: ["fontSize"]),
    .init(
      identifier: "alert-naive", seeds: [multitaskingPitfalls],
      summary: "Leaves its alert up when the app enters the background.",
      actions: ["show-alert"], probes: ["alert"]),
    .init(
      identifier: "alert", seeds: [multitaskingPitfalls],
      summary: "Dismisses its alert with the cancel button's index when the app enters the background.",
      actions: ["show-alert"], probes: ["alert"]),
    .init(
      identifier: "mail-naive", seeds: [multitaskingPitfalls],
      summary: "Creates and presents the mail composer without checking: crashes with no mail account.",
      actions: ["compose"], probes: ["composer", "alert"]),
    .init(
      identifier: "mail", seeds: [multitaskingPitfalls],
      summary: "Checks canSendMail() right before creating the composer; shows an alert when it cannot.",
      actions: ["compose"], probes: ["composer", "alert"]),
    .init(
      identifier: "table-naive", seeds: [scrollPositionAfterMemoryWarning],
      summary: "A table in a navigation stack that loses its scroll offset when a memory warning unloads"
        + " its view (iOS 3 to 5).",
      actions: ["scroll", "push", "pop"], probes: ["offset"]),
    .init(
      identifier: "table", seeds: [scrollPositionAfterMemoryWarning],
      summary: "Records the offset in viewDidUnload and restores it in viewDidLoad after reloadData.",
      actions: ["scroll", "push", "pop"], probes: ["offset"]),
    .init(
      identifier: "upload-naive", seeds: [lifecycleAndStateTransitions],
      summary: "Begins a background task for its upload and never ends it: killed with a penalty report"
        + " (0x8badf00d, RUNNINGBOARD 0x2182bad2 from iOS 13) when the upload outlives the background time;"
        + " the progress is lost.",
      actions: ["upload"], probes: ["uploaded"]),
    .init(
      identifier: "upload", seeds: [lifecycleAndStateTransitions],
      summary: "Ends its task on completion and in the expiration handler, keeps the progress, and resumes"
        + " the upload when it runs again.",
      actions: ["upload"], probes: ["uploaded"]),
    .init(
      identifier: "drafts-naive", seeds: [multitaskingPitfalls],
      summary: "Asks for background time when saving without checking the OS has it: crashes on iPhone"
        + " OS 3 with an unrecognized selector (beginBackgroundTaskWithExpirationHandler:).",
      actions: ["type", "save"], probes: ["text", "saved"]),
    .init(
      identifier: "drafts", seeds: [multitaskingPitfalls],
      summary: "Checks UIDevice responds to isMultitaskingSupported, and the property, before asking for"
        + " background time or observing the background notification; saves on every generation.",
      actions: ["type", "save"], probes: ["text", "saved"]),
    .init(
      identifier: "call-detector", seeds: [callOrLock],
      summary: "Counts resigns and becomes; a saved 0 at launch means a call ended the previous run, and"
        + " the app jumps back to the screen it showed.",
      actions: ["open"], probes: ["screen", "resumed-after-call"]),
    .init(
      identifier: "feed-naive", seeds: [multitaskingPitfalls],
      summary: "Loads its headline with URLSession only at launch: launched offline, it shows the error"
        + " after the network is back, until it is killed.",
      actions: ["reload"], probes: ["headline", "loads"]),
    .init(
      identifier: "feed", seeds: [multitaskingPitfalls],
      summary: "Also loads the headline again on willEnterForegroundNotification: back online, it shows"
        + " the news.",
      actions: ["reload"], probes: ["headline", "loads"]),
    .init(
      identifier: "nib-external", seeds: [scrollPositionAfterMemoryWarning],
      summary: "Loads its view from an interface file whose External Object is the controller's model;"
        + " the view fills itself in awakeFromNib.",
      actions: ["rename"], probes: ["field"]),
  ]

  // The articles, by their short names in Docs/Sources.md.
  private static let multitaskingPitfalls = "Multitasking pitfalls"
  private static let treacherousMultitasking = "Treacherous multitasking"
  private static let scrollPositionAfterMemoryWarning = "Scroll position after a memory warning"
  private static let lifecycleAndStateTransitions = "Lifecycle and state transitions"
  private static let callOrLock = "Call or lock?"

  private static let factories: [(String, AppCatalog.Factory)] = [
    ("notes-naive", app { NaiveNotesAppDelegate() }),
    ("notes", app { CarefulNotesAppDelegate() }),
    ("list-naive", app { NaiveListAppDelegate() }),
    ("list", app { CarefulListAppDelegate() }),
    ("settings-naive", app { NaiveSettingsAppDelegate() }),
    ("settings", app { CarefulSettingsAppDelegate() }),
    ("alert-naive", app { NaiveAlertAppDelegate() }),
    ("alert", app { CarefulAlertAppDelegate() }),
    ("mail-naive", app { NaiveMailAppDelegate() }),
    ("mail", app { CarefulMailAppDelegate() }),
    ("table-naive", app { TableAppDelegate(listController: NaiveScrollTableViewController()) }),
    (
      "table",
      app { TableAppDelegate(listController: CarefulScrollTableViewController(), restoresInterface: true) }
    ),
    ("upload-naive", app { NaiveUploadAppDelegate() }),
    ("upload", app { CarefulUploadAppDelegate() }),
    ("drafts-naive", app { NaiveDraftsAppDelegate() }),
    ("drafts", app { CarefulDraftsAppDelegate() }),
    ("call-detector", app { CallDetectorAppDelegate() }),
    ("feed-naive", app { NaiveFeedAppDelegate() }),
    ("feed", app { CarefulFeedAppDelegate() }),
    (
      "nib-external",
      app(interfaceFiles: { interfaceFiles }) {
        // Interface files name classes; Swift on Linux cannot look a class up by name,
        // so custom classes are registered (UIKit finds them itself on iOS). The registry
        // is one per process, shared with every test: LifecycleUIKit's NibErrorTests
        // expects no registered name to sort between its CustomCell and UILabel, hence
        // a name after UIKit's.
        UINib.register(VisitorCardView.self)
        return NibExternalAppDelegate()
      }
    ),
  ]

  /// The samples' interface files: the module's resources. Looked up only when an app
  /// that loads interface files starts, so that a tool without the resources can still
  /// run the other samples.
  private static var interfaceFiles: InterfaceBundle {
    InterfaceBundle(searchDirectories: Bundle.module.resourceURL.map { [$0] } ?? [])
  }

  /// A factory making a fresh ``LifecycleUIKit/UIKitApp`` for each process; `interfaceFiles`, when
  /// given, is asked then.
  private static func app<Delegate: UIApplicationDelegate & SendableMetatype>(
    interfaceFiles: (@Sendable () -> InterfaceBundle)? = nil,
    _ delegate: @escaping @MainActor @Sendable () -> Delegate
  ) -> AppCatalog.Factory {
    { UIKitApp(interfaceFiles: interfaceFiles?(), delegate: delegate) }
  }
}
