public import LifecycleCore
public import LifecycleSimulator

/// What the explorer runs: one app from a catalog on one device, and the events it tries.
public struct AppExplorationSetup: Sendable {
  /// The app code that can be installed (the built-in apps, the samples, your own catalog).
  public var catalog: AppCatalog
  /// How the app is installed: its name in scenarios, its catalog identifier, footprint and
  /// Info.plist keys.
  public var install: InstallSpec
  /// The device: generation, memory, multitasking, seed, passcode.
  public var device: DeviceSpec
  /// The system events tried besides what the user does in the app.
  public var events: AppExplorationEvents

  /// Creates a setup. The app is installed as `name` (default: the identifier's words
  /// capitalized, `notes-naive` → `NotesNaive`).
  public init(
    catalog: AppCatalog, appID: String, name: String? = nil, device: DeviceSpec = .default,
    events: AppExplorationEvents = .standard
  ) {
    self.catalog = catalog
    self.install = InstallSpec(name: name ?? Self.defaultName(for: appID), appID: appID)
    self.device = device
    self.events = events
  }

  /// `notes-naive` → `NotesNaive`: a name the scenario language reads bare.
  public static func defaultName(for appID: String) -> String {
    appID.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The same setup on another generation.
  public func on(_ profile: OSGeneration) -> AppExplorationSetup {
    var copy = self
    copy.device.profile = profile
    return copy
  }
}

/// The system events the explorer tries, as scenario steps. The user's side — the UI steps on
/// what is on screen and the app's declared actions — is always tried while the app is active.
public struct AppExplorationEvents: OptionSet, Hashable, Sendable {
  /// The set's bits, one per kind of event.
  public let rawValue: Int
  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// `home`, and `launch APP` while the app is not in front (a cold launch, or a return).
  public static let homeAndLaunch = AppExplorationEvents(rawValue: 1 << 0)
  /// `call incoming`, then `call accept` or `call decline`, then `call end`.
  public static let calls = AppExplorationEvents(rawValue: 1 << 1)
  /// `lock` and `unlock`.
  public static let lock = AppExplorationEvents(rawValue: 1 << 2)
  /// `memory-warning`.
  public static let memoryWarning = AppExplorationEvents(rawValue: 1 << 3)
  /// `memory-pressure`: jetsam kills suspended apps, without a callback.
  public static let memoryPressure = AppExplorationEvents(rawValue: 1 << 4)
  /// `advance` by exactly the time until the system's next deadline (a background task's
  /// expiration, the end of background time; the app's own work runs on the way), to the end
  /// of the app's background time when that is later, and by the
  /// time until the app's next own work when that comes first: time is abstracted to the
  /// moments something happens.
  public static let advance = AppExplorationEvents(rawValue: 1 << 5)
  /// `quit APP` from the switcher while the app is in the background or suspended.
  public static let forceQuit = AppExplorationEvents(rawValue: 1 << 6)
  /// The ends of the app in front: `quit APP` from the switcher where it shows the app in
  /// front (iOS 7's card switcher: ``LifecycleCore/OSProfile/switcherShowsAppInFront``; the
  /// app is resigned, then told `applicationWillTerminate`), and `reboot` — an app that saves
  /// only in `applicationDidEnterBackground` loses its data to either, having had no
  /// background to enter.
  public static let terminations = AppExplorationEvents(rawValue: 1 << 11)
  /// `mail-accounts 0` while there is an account, `mail-accounts 1` while there is none.
  public static let mailAccounts = AppExplorationEvents(rawValue: 1 << 7)
  /// `settings APP KEY=VALUE` while the app is not in front, for the settings its script offers
  /// (the user changes them in the Settings app).
  public static let settings = AppExplorationEvents(rawValue: 1 << 8)
  /// `locale de_DE` and `language de` while the device's are English, `locale en_US` and
  /// `language en` while they are not, with the app not in front (the user changes them in the
  /// Settings app; a language change ends every app's process, as iOS does).
  public static let localeAndLanguage = AppExplorationEvents(rawValue: 1 << 9)
  /// For an app that declares the modes, from iOS 7: `background-fetch APP` while it is not in
  /// front, and `push APP content-available` in any state — each only when the device policy
  /// would take it then (an app that has not set a fetch interval, or that the user force-quit,
  /// is woken by neither, and a fetch waits for the last one's completion handler).
  public static let wakes = AppExplorationEvents(rawValue: 1 << 10)

  /// Every event above but the force-quit of the app away from the front and the locale and
  /// language (which multiply the states; `--events all`, `force-quit` or `locale` adds them).
  public static let standard: AppExplorationEvents = [
    .homeAndLaunch, .calls, .lock, .memoryWarning, .memoryPressure, .advance, .mailAccounts, .settings,
    .wakes, .terminations,
  ]
  /// Every event.
  public static let all: AppExplorationEvents = [.standard, .forceQuit, .localeAndLanguage]

  /// The names the command line takes (`--events home,calls,…`), each with its set.
  public static let names: [(name: String, events: AppExplorationEvents)] = [
    ("home", .homeAndLaunch), ("calls", .calls), ("lock", .lock), ("memory-warning", .memoryWarning),
    ("memory-pressure", .memoryPressure), ("advance", .advance), ("force-quit", .forceQuit),
    ("mail-accounts", .mailAccounts), ("settings", .settings), ("locale", .localeAndLanguage),
    ("wakes", .wakes), ("terminate", .terminations),
  ]
}
