import Foundation
import LifecycleCore
import LifecycleKit
import LifecycleSimulator
import Testing

/// One naive app and its careful twin, the same screen with one bug fixed: the invariant the
/// naive app breaks and the generations where it must be found, written down before the
/// explorer ran (each pair's file cites the public source of its bug).
struct AcceptancePair: Sendable, CustomTestStringConvertible {
  /// The pair's name in the table of `Docs/Explorer.md`.
  let name: String
  /// The catalog identifiers: `ID-naive` and `ID-careful`.
  let id: String
  /// The invariant the naive app breaks.
  let invariant: AppInvariant
  /// Where it must be found; on the other generations nothing may be.
  let foundOn: Set<OSGeneration>

  var testDescription: String { name }
}

extension AcceptancePair {
  static let progressLabel = AcceptancePair(
    name: "progress label", id: "synced-note", invariant: .noDataLoss,
    foundOn: [.ios3, .ios4, .ios5, .ios6, .ios7, .ios13])
  static let foregroundTermination = AcceptancePair(
    name: "foreground termination", id: "diary", invariant: .noDataLoss,
    foundOn: [.ios3, .ios4, .ios5, .ios6, .ios7, .ios13])
  static let suspendedKill = AcceptancePair(
    name: "killed while suspended", id: "shopping-note", invariant: .noDataLoss,
    foundOn: [.ios4, .ios5, .ios6, .ios7, .ios13])
  static let settings = AcceptancePair(
    name: "settings", id: "contacts", invariant: .freshSettings,
    foundOn: [.ios4, .ios5, .ios6, .ios7, .ios13])
  static let deadline = AcceptancePair(
    name: "deadline", id: "photo-upload", invariant: .backgroundTaskEnded,
    foundOn: [.ios4, .ios5, .ios6, .ios7, .ios13])
  static let keyboard = AcceptancePair(
    name: "keyboard", id: "search-field", invariant: .cleanBackground,
    foundOn: [.ios4, .ios5, .ios6, .ios7, .ios13])
  static let alert = AcceptancePair(
    name: "alert", id: "recipes", invariant: .cleanBackground,
    foundOn: [.ios4, .ios5, .ios6, .ios7, .ios13])
  static let reload = AcceptancePair(
    name: "reload on return", id: "reading-list", invariant: .noDataLoss,
    foundOn: [.ios4, .ios5, .ios6, .ios7, .ios13])
  static let taskEnd = AcceptancePair(
    name: "task ended twice", id: "sync", invariant: .noMisuse, foundOn: [.ios4, .ios5, .ios6, .ios7, .ios13])
  static let notificationConstant = AcceptancePair(
    name: "iOS 4 notification on iPhone OS 3", id: "memo", invariant: .noCrash, foundOn: [.ios3])
  static let scrollPosition = AcceptancePair(
    name: "scroll position after a memory warning", id: "stations", invariant: .noDataLoss,
    foundOn: [.ios3, .ios4, .ios5])
  static let fetch = AcceptancePair(
    name: "background fetch", id: "news", invariant: .backgroundTaskEnded, foundOn: [.ios7, .ios13])
  static let mailComposer = AcceptancePair(
    name: "mail composer", id: "receipt", invariant: .noCrash,
    foundOn: [.ios3, .ios4, .ios5, .ios6, .ios7, .ios13])

  /// The contacts apps' bundle: a Settings.bundle with the "Sort by Name" toggle.
  static func contactsBundle() throws -> AppBundle {
    let root = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
      <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sort by Name</string>
      <key>Key</key><string>sortByName</string><key>DefaultValue</key><false/></dict>
      </array></dict></plist>
      """
    let info = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>org.example.contacts</string></dict></plist>
      """
    return try AppBundle(files: [
      "Info.plist": Data(info.utf8), "Settings.bundle/Root.plist": Data(root.utf8),
    ])
  }

  /// The news apps' bundle: an Info.plist that declares the `fetch` background mode.
  static func newsBundle() throws -> AppBundle {
    let info = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>org.example.news</string>
      <key>UIBackgroundModes</key><array><string>fetch</string></array></dict></plist>
      """
    return try AppBundle(files: ["Info.plist": Data(info.utf8)])
  }

  /// Every pair's two apps, each with the Info.plist and Settings.bundle it needs, so that
  /// `lifecycle explore --app ID` of a runner with this catalog explores them as the test does.
  static func catalog() throws -> AppCatalog {
    let contacts = try contactsBundle()
    let news = try newsBundle()
    return AppCatalog()
      .addingUIKitApp("synced-note-naive") { NaiveSyncedNoteDelegate() }
      .addingUIKitApp("synced-note-careful") { CarefulSyncedNoteDelegate() }
      .addingUIKitApp("diary-naive") { NaiveDiaryDelegate() }
      .addingUIKitApp("diary-careful") { CarefulDiaryDelegate() }
      .addingUIKitApp("shopping-note-naive") { NaiveShoppingNoteDelegate() }
      .addingUIKitApp("shopping-note-careful") { CarefulShoppingNoteDelegate() }
      .addingUIKitApp("contacts-naive", bundle: contacts) { NaiveContactsDelegate() }
      .addingUIKitApp("contacts-careful", bundle: contacts) { CarefulContactsDelegate() }
      .addingUIKitApp("photo-upload-naive") { NaivePhotoUploadDelegate() }
      .addingUIKitApp("photo-upload-careful") { CarefulPhotoUploadDelegate() }
      .addingUIKitApp("search-field-naive") { NaiveSearchFieldDelegate() }
      .addingUIKitApp("search-field-careful") { CarefulSearchFieldDelegate() }
      .addingUIKitApp("recipes-naive") { NaiveRecipesDelegate() }
      .addingUIKitApp("recipes-careful") { CarefulRecipesDelegate() }
      .addingUIKitApp("reading-list-naive") { NaiveReadingListDelegate() }
      .addingUIKitApp("reading-list-careful") { CarefulReadingListDelegate() }
      .addingUIKitApp("sync-naive") { NaiveSyncDelegate() }
      .addingUIKitApp("sync-careful") { CarefulSyncDelegate() }
      .addingUIKitApp("memo-naive") { NaiveMemoDelegate() }
      .addingUIKitApp("memo-careful") { CarefulMemoDelegate() }
      .addingUIKitApp("stations-naive") { NaiveStationsDelegate() }
      .addingUIKitApp("stations-careful") { CarefulStationsDelegate() }
      .addingUIKitApp("news-naive", bundle: news) { NaiveNewsDelegate() }
      .addingUIKitApp("news-careful", bundle: news) { CarefulNewsDelegate() }
      .addingUIKitApp("receipt-naive") { NaiveReceiptDelegate() }
      .addingUIKitApp("receipt-careful") { CarefulReceiptDelegate() }
  }
}

/// The explorer's acceptance benchmark: for each pair, `lifecycle explore --app ID --profile all
/// --depth 4` with the standard events finds the naive app's bug exactly on the generations
/// listed — and nothing else — each finding's scenario failing when run, and finds nothing in
/// the careful app on any generation. The table in `Docs/Explorer.md` ("Acceptance: naive and
/// careful pairs") gives the same facts.
@MainActor
@Suite("Acceptance: naive and careful pairs")
struct AcceptancePairsTests {
  /// Explores `app` on every generation to depth 4, as `lifecycle explore --app ID --profile all
  /// --depth 4` does.
  func explore(_ app: String) throws -> [AppExplorationReport] {
    let setup = AppExplorationSetup(catalog: try AcceptancePair.catalog(), appID: app)
    return OSGeneration.allCases.map { AppExplorer.explore(setup.on($0), depth: 4) }
  }

  /// Explores the pair's two apps and checks them against the pair's expectations: the naive
  /// app's findings exactly where written down, each replaying and failing; the careful one's
  /// none.
  func check(_ pair: AcceptancePair) throws {
    for report in try explore(pair.id + "-naive") {
      let found = Set(report.findings.map(\.invariant))
      let expected: Set<AppInvariant> = pair.foundOn.contains(report.profile) ? [pair.invariant] : []
      let scenarios = report.findings.map(\.scenario).joined(separator: "\n")
      #expect(found == expected, "\(pair.name), naive, \(report.profile): \(scenarios)")
      for finding in report.findings {
        #expect(finding.replayFails, "\(pair.name), naive, \(report.profile): \(finding.scenario)")
      }
    }
    for report in try explore(pair.id + "-careful") {
      #expect(
        report.findings.isEmpty,
        "\(pair.name), careful, \(report.profile): \(report.findings.map(\.scenario).joined(separator: "\n"))"
      )
    }
  }

  @Test(
    "progress label: a note kept only on the server is lost everywhere; a label reading 'Ready' after a relaunch is not a loss"
  )
  func progressLabel() throws { try check(.progressLabel) }

  @Test(
    "foreground termination: saving only in applicationDidEnterBackground loses the note on iOS 3 (Home), iOS 4-6 (reboot), iOS 7+ (swipe)"
  )
  func foregroundTermination() throws { try check(.foregroundTermination) }

  @Test("killed while suspended: saving only in applicationWillTerminate is enough on iPhone OS 3 only")
  func suspendedKill() throws { try check(.suspendedKill) }

  @Test("settings: a screen that reads its setting in viewDidLoad only is stale after a change, from iOS 4")
  func settings() throws { try check(.settings) }

  @Test("deadline: a background task never ended is killed when the background time runs out, from iOS 4")
  func deadline() throws { try check(.deadline) }

  @Test("keyboard: left up on entering the background, from iOS 4")
  func keyboard() throws { try check(.keyboard) }

  @Test("alert: left up on entering the background, from iOS 4")
  func alert() throws { try check(.alert) }

  @Test("reload on return: rows appended again in applicationWillEnterForeground, from iOS 4")
  func reload() throws {
    // The finding's scenario checks the table's rows (`expect APP rows UITableView[0] == …`), which
    // the reload doubled; it checked the unchanged offset, and passed, before the screen checks
    // named rows.
    try check(.reload)
  }

  @Test("task ended twice: endBackgroundTask with an identifier already ended, from iOS 4")
  func taskEnd() throws { try check(.taskEnd) }

  @Test("iOS 4 notification on iPhone OS 3: reading the constant crashes the launch there only")
  func notificationConstant() throws { try check(.notificationConstant) }

  @Test("scroll position after a memory warning: lost on iPhone OS 3 to iOS 5, whose warnings release views")
  func scrollPosition() throws { try check(.scrollPosition) }

  @Test("background fetch: a completion handler forgotten is found from iOS 7")
  func fetch() throws { try check(.fetch) }

  @Test("mail composer: presented without an account crashes on every generation")
  func mailComposer() throws { try check(.mailComposer) }
}
