import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A plain model class as apps have them: not bound to an actor, it keeps the defaults and posts
/// and observes notifications, and stops observing in `deinit`. It compiles against Foundation;
/// it must compile here too.
final class NoteStore {
  static let saved = Notification.Name("NoteStoreSaved")
  let defaults = UserDefaults.standard
  let center = NotificationCenter.default
  private let token: any NSObjectProtocol

  init(counter: SavedCounter) {
    token = NotificationCenter.default.addObserver(forName: Self.saved, object: nil, queue: nil) { note in
      counter.add(note.userInfo?["text"] as? String ?? "?")
    }
  }

  deinit {
    NotificationCenter.default.removeObserver(self)
    center.removeObserver(token)
  }

  func save(_ text: String) {
    defaults.set(text, forKey: "note")
    center.post(name: Self.saved, object: nil, userInfo: ["text": text])
  }

  var text: String? { defaults.string(forKey: "note") }
}

/// A model that observes through `NotificationCenter.default` and removes its token through it
/// in `deinit`, as iOS code does, wherever the last reference goes.
final class DefaultCentreObserver {
  private var token: (any NSObjectProtocol)?

  init(counter: SavedCounter) {
    token = NotificationCenter.default.addObserver(forName: NoteStore.saved, object: nil, queue: nil) { _ in
      counter.add("heard")
    }
  }

  deinit { if let token { NotificationCenter.default.removeObserver(token) } }
}

/// What a notification observer saw, readable from any thread.
final class SavedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [String] = []

  func add(_ text: String) { lock.withLock { seen.append(text) } }
  var all: [String] { lock.withLock { seen } }
}

@MainActor
final class NotesModelDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  let counter = SavedCounter()
  lazy var store: NoteStore? = NoteStore(counter: counter)
  var listener: DefaultCentreObserver?

  static let scenarioScript = ScenarioScript(
    for: NotesModelDelegate.self,
    actions: [
      "save": { app, arguments in app.store?.save(arguments.first ?? "") },
      "drop": { app, _ in app.store = nil },
      "listen": { app, _ in app.listener = DefaultCentreObserver(counter: app.counter) },
      "save-on-thread": { app, arguments in
        guard let store = app.store else { return }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let unsafeStore = store
        let text = arguments.first ?? ""
        Thread {
          unsafeStore.save(text)
          done.signal()
        }
        .start()
        done.wait()
      },
      "task": { app, _ in
        Task { @MainActor in app.counter.add("from a task") }
      },
      "locale": { app, _ in
        app.counter.add(
          "\(Locale.current.identifier) \(TimeZone.current.identifier) \(Locale.preferredLanguages.joined())")
      },
      "nslocale": { app, _ in
        app.counter.add(
          "\(NSLocale.current.identifier) \(NSLocale.autoupdatingCurrent.identifier) "
            + NSLocale.preferredLanguages.joined())
      },
      "strings": { app, _ in
        // As an iOS app shows and sorts text for its user: the localized members, no locale given.
        let names = ["zebra", "Äpfel", "file10", "file9"].sorted {
          $0.localizedStandardCompare($1) == .orderedAscending
        }
        app.counter.add(
          String.localizedStringWithFormat("%.1f %d", 1234.5, 1234) + " \("istanbul".localizedUppercase) "
            + "\("ÄPFEL".localizedLowercase) \(names.joined(separator: "<")) "
            + "\("Straße".localizedStandardContains("strasse")) \("Café".localizedStandardContains("cafe")) "
            + "\("a".localizedCaseInsensitiveCompare("A") == .orderedSame)")
      },
      "vendor": { app, _ in app.counter.add(UIDevice.current.identifierForVendor?.uuidString ?? "nil") },
      "formatted": { app, _ in
        let epoch = Date(timeIntervalSince1970: 0)
        app.counter.add(
          "\(epoch.formatted(date: .long, time: .omitted)) \(1234.formatted()) \(1234.5.formatted()) "
            + epoch.formatted(.dateTime.year().month(.wide)))
      },
      "styles": { app, _ in
        let price = Decimal(string: "1234.5")!
        app.counter.add(
          "\(1234.formatted(.number)) \(1234.5.formatted(.number)) \(50.formatted(.percent)) "
            + "\(0.25.formatted(.percent)) \(12.formatted(.currency(code: "EUR"))) "
            + "\(12.5.formatted(.currency(code: "EUR"))) \(price.formatted()) \(price.formatted(.number)) "
            + "\(price.formatted(.currency(code: "EUR"))) \(Decimal(string: "0.25")!.formatted(.percent)) "
            + Date.FormatStyle().year().month(.wide).format(Date(timeIntervalSince1970: 0)))
      },
      "languages": { app, _ in
        let defaults = UserDefaults.standard
        app.counter.add(
          "\(defaults.stringArray(forKey: "AppleLanguages") ?? []) \(defaults.string(forKey: "AppleLocale") ?? "-") "
            + "\(defaults.dictionaryRepresentation()["AppleLocale"] as? String ?? "-")")
      },
      "calendar": { app, _ in
        let calendar = Calendar.current
        let epoch = Date(timeIntervalSince1970: 0)
        app.counter.add(
          "\(calendar.firstWeekday) \(calendar.monthSymbols[0]) \(calendar.timeZone.identifier) "
            + DateFormatter.localizedString(from: epoch, dateStyle: .medium, timeStyle: .none) + " "
            + NumberFormatter.localizedString(from: 1234.5, number: .decimal))
      },
      "caches": { app, _ in
        let caches = NSSearchPathForDirectoriesInDomains(.cachesDirectory, .userDomainMask, true)
        let documents = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
        let own = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).map(\.path)
        app.counter.add(
          "\(caches == own) \(caches.first?.hasSuffix("/Library/Caches") == true) \(documents.count)")
      },
      "every-style": { app, arguments in
        // Each format API named without a locale beside the same asked with the device's.
        let locale = Locale(identifier: arguments.first ?? "")
        let differing = LocaleSensitiveFormatting.cases.filter { $0.implicit() != $0.named(locale) }
        app.counter.add(
          differing.isEmpty
            ? "all \(LocaleSensitiveFormatting.cases.count) agree"
            : differing.map { "\($0.name): \($0.implicit()) is not \($0.named(locale))" }.joined(
              separator: "; "))
      },
      "bytes": { app, _ in
        // As apps showed a file's size before iOS 15: a ByteCountFormatter, its class method, string(for:).
        let formatter = ByteCountFormatter()
        app.counter.add(
          "\(formatter.string(fromByteCount: 1_234_567)) "
            + "\(ByteCountFormatter.string(fromByteCount: 2_500_000, countStyle: .memory)) "
            + "\(formatter.string(for: 5_000) ?? "nil")")
      },
      "format": { app, _ in
        // As an iOS app formats for its user: new formatters, no locale given.
        let dates = DateFormatter()
        dates.dateStyle = .long
        let numbers = NumberFormatter()
        numbers.numberStyle = .decimal
        app.counter.add(
          "\(dates.locale.identifier) \(dates.timeZone.identifier) \(dates.string(from: Date(timeIntervalSince1970: 0))) "
            + "\(numbers.locale.identifier) \(numbers.string(from: 1234.5) ?? "")")
      },
    ],
    probes: [
      "note": { app in app.store?.text },
      "seen": { app in app.counter.all.joined(separator: ", ") },
    ])
}

@MainActor
@Suite("UserDefaults and NotificationCenter are Foundation's shape: nonisolated, Sendable, the running app's")
struct IsolationTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("notes-model") { NotesModelDelegate() }

  func launched() throws -> Device {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "notes-model"))
    try device.launch("Notes")
    return device
  }

  func misuses(_ device: Device) -> [String] { device.misuses(of: "Notes") }

  @Test("a plain model class keeps the app's defaults and centre, posts with userInfo, and deinits cleanly")
  func plainModelClass() throws {
    let device = try launched()
    #expect(try device.perform("save", arguments: ["milk"], in: "Notes") == nil)
    #expect(try device.probe("note", of: "Notes") == "milk")
    #expect(try device.probe("seen", of: "Notes") == "milk")
    #expect(try device.perform("drop", arguments: [], in: "Notes") == nil)
    #expect(misuses(device).isEmpty)
    #expect(UserDefaults.standard.string(forKey: "note") == nil, "outside the app, not the app's defaults")
  }

  @Test("a token removed through NotificationCenter.default in a deinit that test code triggers is removed")
  func tokenRemovedOutsideAppCode() throws {
    let device = try launched()
    #expect(try device.perform("listen", arguments: [], in: "Notes") == nil)
    #expect(try device.perform("save", arguments: ["one"], in: "Notes") == nil)
    // The test drops the model: its deinit runs here, outside the app's code.
    try #require(device.appDelegate(of: "Notes", as: NotesModelDelegate.self)).listener = nil
    #expect(try device.perform("save", arguments: ["two"], in: "Notes") == nil)
    #expect(try device.probe("seen", of: "Notes") == "heard, one, two")
    #expect(misuses(device).isEmpty)
  }

  @Test("the app's defaults used on a real background thread are a misuse, and nothing is stored")
  func backgroundThreadIsLoud() throws {
    let device = try launched()
    #expect(try device.perform("save-on-thread", arguments: ["eggs"], in: "Notes") == nil)
    #expect(try device.probe("note", of: "Notes") == nil)
    let found = misuses(device)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    let misuse = try #require(found.first { $0.contains("UserDefaults: writing \"note\"") })
    #expect(misuse.contains("a thread that runs none of the app's code"))
    #expect(found.contains { $0.contains("NotificationCenter.post \"NoteStoreSaved\"") })
    #expect(found.contains { $0.hasPrefix("Thread: the app's code started a real thread") })
  }

  @Test("a test that drives the device directly reads each misuse from device.misuses, by app and time")
  func misusesOfTheDevice() throws {
    let device = try launched()
    #expect(device.warnsOfMisuses, "on by default: a test that never reads misuses still shows them")
    device.warnsOfMisuses = false
    device.advance(by: .seconds(3))
    #expect(try device.perform("save-on-thread", arguments: ["eggs"], in: "Notes") == nil)
    #expect(device.misuses.map(\.text) == misuses(device))
    let first = try #require(device.misuses.first)
    // Reported by the UIKit layer, not noticed by the lifecycle policy: no lifecycle kind.
    #expect(first.kind == nil)
    #expect(first.app == "Notes")
    #expect(first.time == .seconds(3))
    #expect(first.description.hasPrefix("Notes at 3.000s: "))
  }

  @Test("misuses are kept while the device does not trace")
  func misusesWithoutTracing() throws {
    let device = try launched()
    device.warnsOfMisuses = false
    device.isTracing = false
    #expect(try device.perform("save-on-thread", arguments: ["eggs"], in: "Notes") == nil)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(device.misuses.contains { $0.text.contains("UserDefaults: writing \"note\"") })
  }

  @Test(
    "a Task started by app code is a misuse naming Task",
    .enabled(
      if: VirtualTimeInterposition.watchesTasks,
      Comment(
        rawValue:
          "tasks cannot be counted here: this executable's swift_task_create is the Swift runtime's own "
          + "(a static runtime, or not Linux), not LifecycleKit's watch")))
  func taskIsLoud() throws {
    let device = try launched()
    #expect(try device.perform("task", arguments: [], in: "Notes") == nil)
    let found = misuses(device)
    #expect(found.contains { $0.hasPrefix("Task: the app's code started a task") })
  }

  @Test("Locale.current is the device's region format, and follows the locale step; TimeZone.current is GMT")
  func deviceLocale() throws {
    let device = try launched()
    #expect(try device.perform("locale", arguments: [], in: "Notes") == nil)
    device.changeLocale(to: "de_DE")
    #expect(try device.perform("locale", arguments: [], in: "Notes") == nil)
    let seen = try device.probe("seen", of: "Notes")
    #expect(seen == "en_US GMT en, de_DE GMT en")
  }

  @Test("NSLocale.current and preferredLanguages are the device's too, as Objective-C-era code reads them")
  func nsLocaleIsTheDevice() throws {
    let device = try launched()
    #expect(try device.perform("nslocale", arguments: [], in: "Notes") == nil)
    device.changeLocale(to: "de_DE")
    #expect(try device.perform("nslocale", arguments: [], in: "Notes") == nil)
    #expect(try device.probe("seen", of: "Notes") == "en_US en_US en, de_DE de_DE en")
  }

  @Test(
    "localizedStringWithFormat and the localized string methods use the device's region format and language rules"
  )
  func localizedStringsFollowTheDevice() throws {
    let device = try launched()
    #expect(try device.perform("strings", arguments: [], in: "Notes") == nil)
    device.changeLocale(to: "de_DE")
    #expect(try device.perform("strings", arguments: [], in: "Notes") == nil)
    device.changeLocale(to: "tr_TR")
    #expect(try device.perform("strings", arguments: [], in: "Notes") == nil)
    let seen = try device.probe("seen", of: "Notes")?.components(separatedBy: ", ")
    #expect(
      seen == [
        "1,234.5 1,234 ISTANBUL äpfel Äpfel<file9<file10<zebra true true true",
        "1.234,5 1.234 ISTANBUL äpfel Äpfel<file9<file10<zebra true true true",
        "1.234,5 1.234 İSTANBUL äpfel Äpfel<file9<file10<zebra true true true",
      ])
    // Outside app code they are Foundation's.
    #expect(
      String.localizedStringWithFormat("%.1f", 1.5) == String(format: "%.1f", locale: Locale.current, 1.5))
  }

  @Test("identifierForVendor is the same at every launch of an app and differs between apps")
  func identifierForVendor() throws {
    let device = try launched()
    try device.install(InstallSpec(name: "Other", appID: "notes-model"))
    #expect(try device.perform("vendor", arguments: [], in: "Notes") == nil)
    let first = try #require(try device.probe("seen", of: "Notes"))
    device.home()
    try device.quit("Notes")
    try device.launch("Notes")
    #expect(try device.perform("vendor", arguments: [], in: "Notes") == nil)
    #expect(try device.probe("seen", of: "Notes") == first, "the same after a relaunch")
    try device.launch("Other")
    #expect(try device.perform("vendor", arguments: [], in: "Other") == nil)
    #expect(try device.probe("seen", of: "Other") != first)
    let identifier = try #require(UUID(uuidString: first))
    #expect(String(identifier.uuidString.dropFirst(14).prefix(1)) == "4", "a version-4 UUID")
    #expect(UIDevice.current.identifierForVendor == nil, "outside any app's code")
  }

  @Test(
    "a new DateFormatter or NumberFormatter formats in the device's region format, and follows the locale step"
  )
  func formattersFollowTheDevice() throws {
    let device = try launched()
    #expect(try device.perform("format", arguments: [], in: "Notes") == nil)
    device.changeLocale(to: "de_DE")
    #expect(try device.perform("format", arguments: [], in: "Notes") == nil)
    let seen = try device.probe("seen", of: "Notes")
    #expect(seen == "en_US GMT January 1, 1970 en_US 1,234.5, de_DE GMT 1. Januar 1970 de_DE 1.234,5")
  }

  @Test(
    "formatted() on dates and numbers is in the device's region format in app code, and follows the locale step"
  )
  func formattedFollowsTheDevice() throws {
    let device = try launched()
    #expect(try device.perform("formatted", arguments: [], in: "Notes") == nil)
    device.changeLocale(to: "de_DE")
    #expect(try device.perform("formatted", arguments: [], in: "Notes") == nil)
    let seen = try device.probe("seen", of: "Notes")
    #expect(seen == "January 1, 1970 1,234 1,234.5 January 1970, 1. Januar 1970 1.234 1.234,5 Januar 1970")
  }

  @Test(
    "styles named without a locale (.number, .percent, .currency, Date.FormatStyle()) and Decimal's formatted() are the device's in app code"
  )
  func numberStylesFollowTheDevice() throws {
    let device = try launched()
    #expect(try device.perform("styles", arguments: [], in: "Notes") == nil)
    device.changeLocale(to: "de_DE")
    #expect(try device.perform("styles", arguments: [], in: "Notes") == nil)
    let seen = try device.probe("seen", of: "Notes")
    // What Foundation's own styles give for each region format, asked with the locale named.
    func expected(_ identifier: String) -> String {
      let locale = Foundation.Locale(identifier: identifier)
      let price = Decimal(string: "1234.5")!
      return [
        IntegerFormatStyle<Int>(locale: locale).format(1234),
        FloatingPointFormatStyle<Double>(locale: locale).format(1234.5),
        IntegerFormatStyle<Int>.Percent(locale: locale).format(50),
        FloatingPointFormatStyle<Double>.Percent(locale: locale).format(0.25),
        IntegerFormatStyle<Int>.Currency(code: "EUR", locale: locale).format(12),
        FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: locale).format(12.5),
        Decimal.FormatStyle(locale: locale).format(price), Decimal.FormatStyle(locale: locale).format(price),
        Decimal.FormatStyle.Currency(code: "EUR", locale: locale).format(price),
        Decimal.FormatStyle.Percent(locale: locale).format(Decimal(string: "0.25")!),
        Date.FormatStyle(locale: locale, timeZone: TimeZone(identifier: "GMT")!).year().month(.wide).format(
          Date(timeIntervalSince1970: 0)),
      ].joined(separator: " ")
    }
    #expect(seen == expected("en_US") + ", " + expected("de_DE"))
    #expect(expected("en_US") != expected("de_DE"))
  }

  @Test(
    "the app's defaults answer AppleLanguages and AppleLocale from the device, as iOS's global domain does")
  func appleLanguagesAndLocale() throws {
    let device = try launched()
    #expect(try device.perform("languages", arguments: [], in: "Notes") == nil)
    device.changeLocale(to: "de_DE")
    #expect(try device.perform("languages", arguments: [], in: "Notes") == nil)
    #expect(try device.probe("seen", of: "Notes") == "[\"en-US\"] en_US en_US, [\"en-DE\"] de_DE de_DE")
  }

  @Test("Calendar.current and the formatters' class methods follow the device's region format")
  func calendarAndClassMethodsFollowTheDevice() throws {
    let device = try launched()
    #expect(try device.perform("calendar", arguments: [], in: "Notes") == nil)
    device.changeLocale(to: "de_DE")
    #expect(try device.perform("calendar", arguments: [], in: "Notes") == nil)
    let seen = try device.probe("seen", of: "Notes")
    #expect(seen == "1 January GMT Jan 1, 1970 1,234.5, 2 Januar GMT 01.01.1970 1.234,5")
  }

  @Test(
    "NSSearchPathForDirectoriesInDomains answers the app's own folders in app code, Foundation's elsewhere")
  func searchPathsAreTheApps() throws {
    let device = try launched()
    #expect(try device.perform("caches", arguments: [], in: "Notes") == nil)
    #expect(try device.probe("seen", of: "Notes") == "true true 1")
    #expect(
      NSSearchPathForDirectoriesInDomains(.cachesDirectory, .userDomainMask, true)
        == Foundation.NSSearchPathForDirectoriesInDomains(.cachesDirectory, .userDomainMask, true))
    #expect(Calendar.current == NSCalendar.current)
  }

  @Test(
    "every format style an app names without a locale (number types, byte counts, date styles, intervals, relative dates, durations, lists) is in the device's region format in app code"
  )
  func everyFormatStyleFollowsTheDevice() throws {
    let device = try launched()
    let count = LocaleSensitiveFormatting.cases.count
    var seen: [String] = []
    for identifier in ["en_US", "de_DE", "ar_EG"] {
      device.changeLocale(to: identifier)
      #expect(try device.perform("every-style", arguments: [identifier], in: "Notes") == nil)
      seen.append("all \(count) agree")
    }
    #expect(try device.probe("seen", of: "Notes") == seen.joined(separator: ", "))
    // Each case tells a device's region format from the one Foundation alone answers on Linux.
    let foundations = FoundationOnlyFormatting.everyStyle()
    #expect(foundations.count == count)
    for (style, foundation) in zip(LocaleSensitiveFormatting.cases, foundations) {
      let named = ["de_DE", "ar_EG"].map { style.named(Locale(identifier: $0)) }
      #expect(named.contains { $0 != foundation }, "\(style.name): \(foundation)")
    }
  }

  @Test("outside app code every format style named without a locale answers as Foundation's own does")
  func everyFormatStyleOutsideAppsIsFoundations() {
    #expect(LocaleSensitiveFormatting.cases.map { $0.implicit() } == FoundationOnlyFormatting.everyStyle())
  }

  @Test(
    "ByteCountFormatter formats as iOS does on an English device and is a misuse naming ByteCountFormatStyle on any other"
  )
  func byteCountFormatterIsFaithfulOrLoud() throws {
    let device = try launched()
    #expect(try device.perform("bytes", arguments: [], in: "Notes") == nil)
    #expect(misuses(device).isEmpty)
    device.changeLocale(to: "en_GB")
    #expect(try device.perform("bytes", arguments: [], in: "Notes") == nil)
    #expect(misuses(device).isEmpty)
    device.changeLocale(to: "de_DE")
    #expect(try device.perform("bytes", arguments: [], in: "Notes") == nil)
    #expect(
      try device.probe("seen", of: "Notes") == "1.2 MB 2.4 MB 5 KB, 1.2 MB 2.4 MB 5 KB, 1.2 MB 2.4 MB 5 KB")
    let found = misuses(device)
    #expect(found.count == 3)
    #expect(
      found.allSatisfy {
        $0.contains("ByteCountFormatter") && $0.contains("de_DE") && $0.contains(".byteCount(style:")
      })
  }

  @Test(
    "device.runAsAppCode(of:) runs a test's call into the delegate as the app's code; called directly it is the test's"
  )
  func runAsAppCodeOfAnApp() throws {
    let device = try launched()
    device.changeLocale(to: "de_DE")
    let price = { (_: NotesModelDelegate) in 1234.5.formatted(.number) + " " + Locale.current.identifier }
    #expect(try device.runAsAppCode(of: "Notes", as: NotesModelDelegate.self, price) == "1.234,5 de_DE")
    let delegate = try #require(device.appDelegate(of: "Notes", as: NotesModelDelegate.self))
    #expect(price(delegate) == FoundationOnlyFormatting.double(1234.5) + " " + Locale.current.identifier)
    #expect(throws: AppCodeUnavailable.self) {
      try device.runAsAppCode(of: "Mail", as: NotesModelDelegate.self) { _ in }
    }
    #expect(throws: AppCodeUnavailable.self) {
      try device.runAsAppCode(of: "Notes", as: UIViewController.self) { _ in }
    }
  }

  @Test("outside app code formatted() answers as Foundation's own does")
  func formattedOutsideAppsIsFoundations() {
    let dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_700_000_000.5)]
    for date in dates {
      #expect(date.formatted() == FoundationOnlyFormatting.date(date))
      #expect(
        date.formatted(date: .abbreviated, time: .standard)
          == FoundationOnlyFormatting.date(date, .abbreviated, .standard))
      #expect(
        date.formatted(date: .omitted, time: .shortened)
          == FoundationOnlyFormatting.date(date, .omitted, .shortened))
      #expect(
        date.formatted(.dateTime.year().month(.wide).day()) == FoundationOnlyFormatting.yearAndMonth(date))
    }
    for value in [0, 7, 1234, -98_765_432] {
      #expect(value.formatted() == FoundationOnlyFormatting.integer(value))
    }
    for value in [0.5, 1234.5, -0.001, 1e9] {
      #expect(value.formatted() == FoundationOnlyFormatting.double(value))
    }
    let decimal = Decimal(string: "1234.5")!
    #expect(
      [
        1234.formatted(.number), 1234.formatted(.percent), 1234.formatted(.currency(code: "EUR")),
        0.25.formatted(.number), 0.25.formatted(.percent), 0.25.formatted(.currency(code: "EUR")),
        decimal.formatted(), decimal.formatted(.number), decimal.formatted(.percent),
        decimal.formatted(.currency(code: "EUR")),
        Date.FormatStyle().year().month(.wide).day().format(Date(timeIntervalSince1970: 1_700_000_000)),
      ] == FoundationOnlyFormatting.styles(1234, 0.25, decimal))
  }

  @Test("outside any app's code Locale.current, preferredLanguages and TimeZone.current are the host's")
  func hostLocaleOutsideApps() {
    #expect(Locale.current.identifier == NSLocale.current.identifier)
    #expect(Locale.autoupdatingCurrent.identifier == NSLocale.current.identifier)
    #expect(Locale.preferredLanguages == NSLocale.preferredLanguages)
    #expect(TimeZone.current.identifier == NSTimeZone.local.identifier)
  }
}
