import Foundation
import LifecycleCore
import LifecycleSimulator
import Synchronization

/// The defaults of one simulated app: `UserDefaults.standard` is the running app's.
///
/// This type shadows Foundation's (see `Exports.swift`), whose standard defaults are one per
/// host process and written to the host's disk. Values live in the app's settings on the
/// simulated device (``LifecycleSimulator/AppProcess/setting(_:)``), so they survive kills, and
/// a scenario's `settings Reader fontSize=18` is what `integer(forKey: "fontSize")` reads.
///
/// Values keep their property-list types, as on iOS (Apple's "UserDefaults"): strings,
/// numbers, booleans, `Data`, `Date`, `URL`, and arrays and dictionaries of those. The typed
/// getters convert as Foundation's do (`integer(forKey:)` of the string `"18"` is 18,
/// `string(forKey:)` of the number 18 is `"18"`). A value of any other type is refused, as
/// iOS refuses it ("Attempt to insert non-property list object"), and recorded as a misuse
/// that fails the run. Registered defaults live in memory, as Foundation's registration
/// domain does.
///
/// Like Foundation's, the type is not bound to an actor and is `Sendable`: a plain model class
/// may keep `let defaults = UserDefaults.standard`. Which app's defaults `standard` is comes
/// from the thread (``AppThread``): the app whose code runs on it. An app's defaults used on a
/// thread that runs none of its code (a real background thread) are outside the simulated app:
/// the call does nothing, answers as if unset, and is reported as a misuse that fails the run.
public final class UserDefaults: @unchecked Sendable {
  /// Posted to the app's centre when a default changes: at once when the app itself
  /// sets one, and when the user changes a setting (queued and coalesced while the app
  /// is suspended; article “Multitasking pitfalls”).
  public static let didChangeNotification = Notification.Name(
    LifecycleNotification.userDefaultsDidChange.rawValue)

  /// The app whose defaults these are; nil for the detached store (written once, at init).
  private weak var host: UIKitAppHost?
  private let isDetached: Bool
  private let detachedValues = Mutex<[String: PropertyListValue]>([:])
  private let registered = Mutex<[String: PropertyListValue]>([:])

  init(host: UIKitAppHost?) {
    self.host = host
    isDetached = host == nil
  }

  private static let detached = UserDefaults(host: nil)

  /// The defaults of the app whose code runs on this thread; elsewhere, a store of its own in
  /// memory that belongs to no app.
  public static var standard: UserDefaults { AppThread.withHost { $0.userDefaults } ?? detached }

  /// App-group suites, shared between an app and its extensions, are not simulated: this says
  /// so at compile time instead of an error about another initializer.
  @available(
    *, unavailable,
    message:
      "app-group suites are not simulated: use UserDefaults.standard, the app's own (Docs/Compatibility.md)"
  )
  public convenience init?(suiteName: String?) { return nil }

  /// Runs `body` with the app on the main actor when this thread runs app code; otherwise notes
  /// the escape (``ThreadEscapes``) and answers nil.
  private func withApp<T: Sendable>(_ api: @autoclosure () -> String, _ body: @MainActor (UIKitAppHost) -> T)
    -> T?
  {
    guard let host else { return nil }
    guard AppThread.isRunningAppCode else {
      ThreadEscapes.note(api(), of: host)
      return nil
    }
    return MainActor.assumeIsolated { body(host) }
  }

  /// The stored value for `key`, else the registered one.
  private func storedValue(forKey key: String) -> PropertyListValue? {
    let stored =
      isDetached
      ? detachedValues.withLock { $0[key] }
      : withApp("UserDefaults: reading \"\(key)\"") { $0.process?.setting(key) } ?? nil
    return stored ?? registered.withLock { $0[key] } ?? globalDomain()[key]
  }

  /// The keys of the device's global domain an app's defaults answer under its own and its
  /// registered values, as iOS's do: `AppleLanguages` (the device's language with its region,
  /// `de-DE`) and `AppleLocale` (its region format, `de_DE`). Empty for the detached store.
  private func globalDomain() -> [String: PropertyListValue] {
    // (Off the app's code the read of its own values has already been reported.)
    guard !isDetached, let host, AppThread.isRunningAppCode,
      let device = MainActor.assumeIsolated({ () -> (String, String)? in
        guard let process = host.process else { return nil }
        return (process.languageCode, process.localeIdentifier)
      })
    else { return [:] }
    let (language, locale) = device
    let region = Locale(identifier: locale).region?.identifier
    let preferred = region.map { "\(language)-\($0)" } ?? language
    return ["AppleLanguages": .array([.string(preferred)]), "AppleLocale": .string(locale)]
  }

  /// The value for `key` with its type (`String`, `Int`, `Double`, `Bool`, `Data`, `Date`,
  /// `URL`, `[Any]`, `[String: Any]`); nil when unset.
  public func object(forKey key: String) -> Any? { storedValue(forKey: key)?.object }

  /// Key-value coding's getter: on the defaults, the value of the default named `key`, as
  /// ``object(forKey:)`` reads it (`Docs/Fidelity.md`).
  public func value(forKey key: String) -> Any? { object(forKey: key) }

  /// Key-value coding's setter: on the defaults, sets the default named `key` as
  /// `set(_:forKey:)` does, a value that is not a property-list value being refused
  /// with a misuse, and nil removing it (`Docs/Fidelity.md`).
  public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }

  /// The value for `key` as a string (a number as its text); nil when unset or of another kind.
  public func string(forKey key: String) -> String? { storedValue(forKey: key)?.string }

  /// The array for `key`; nil when unset or not an array.
  public func array(forKey key: String) -> [Any]? {
    guard case .array(let items) = storedValue(forKey: key) else { return nil }
    return items.map(\.object)
  }

  /// The array of strings for `key`; nil when unset, not an array, or holding anything but
  /// strings.
  public func stringArray(forKey key: String) -> [String]? {
    guard case .array(let items) = storedValue(forKey: key) else { return nil }
    var strings: [String] = []
    for item in items {
      guard case .string(let string) = item else { return nil }
      strings.append(string)
    }
    return strings
  }

  /// The dictionary for `key`; nil when unset or not a dictionary.
  public func dictionary(forKey key: String) -> [String: Any]? {
    guard case .dictionary(let items) = storedValue(forKey: key) else { return nil }
    return items.mapValues(\.object)
  }

  /// The data for `key`; nil when unset or not data.
  public func data(forKey key: String) -> Data? {
    guard case .data(let data) = storedValue(forKey: key) else { return nil }
    return data
  }

  /// The URL for `key`: one stored with `set(_:forKey:)`, or a file URL for a string that is
  /// an absolute path (a leading `~` is the app's home folder); nil otherwise.
  public func url(forKey key: String) -> URL? {
    switch storedValue(forKey: key) {
    case .url(let url): return url
    case .string(let path) where path.hasPrefix("/"): return URL(fileURLWithPath: path)
    case .string(let path) where path.hasPrefix("~/") || path == "~":
      guard let home = withApp("UserDefaults.url(forKey: \"\(key)\")", { $0.process?.dataDirectory }) ?? nil
      else { return nil }
      return home.appendingPathComponent(String(path.dropFirst(2)))
    default: return nil
    }
  }

  /// The value for `key` as an integer; 0 when unset or not a number.
  public func integer(forKey key: String) -> Int { storedValue(forKey: key)?.integer ?? 0 }

  /// The value for `key` as a double; 0 when unset or not a number.
  public func double(forKey key: String) -> Double { storedValue(forKey: key)?.double ?? 0 }

  /// The value for `key` as a float; 0 when unset or not a number.
  public func float(forKey key: String) -> Float { Float(double(forKey: key)) }

  /// The value for `key` as a boolean: `true`, `YES` and non-zero numbers are true.
  public func bool(forKey key: String) -> Bool { storedValue(forKey: key)?.bool ?? false }

  /// Every value, the registered ones under the stored ones.
  public func dictionaryRepresentation() -> [String: Any] {
    let stored =
      isDetached
      ? detachedValues.withLock { $0 }
      : withApp("UserDefaults.dictionaryRepresentation()") { $0.process?.settings ?? [:] } ?? [:]
    return globalDomain().merging(registered.withLock { $0 }) { _, registered in registered }
      .merging(stored) { _, stored in stored }.mapValues(\.object)
  }

  /// Sets or (with nil) removes the value for `key`, then posts ``didChangeNotification``. A
  /// value that is not a property-list value is refused and recorded as a misuse.
  public func set(_ value: Any?, forKey key: String) {
    guard let value else { return removeObject(forKey: key) }
    guard let stored = PropertyListValue(value) else {
      return refuse(value, api: "UserDefaults.set(_:forKey: \"\(key)\")")
    }
    store(stored, forKey: key)
  }

  /// Sets an integer.
  public func set(_ value: Int, forKey key: String) { store(.integer(value), forKey: key) }
  /// Sets a double.
  public func set(_ value: Double, forKey key: String) { store(.real(value), forKey: key) }
  /// Sets a float.
  public func set(_ value: Float, forKey key: String) { store(.real(Double(value)), forKey: key) }
  /// Sets a boolean.
  public func set(_ value: Bool, forKey key: String) { store(.boolean(value), forKey: key) }
  /// Sets a URL (nil removes the value); `url(forKey:)` reads it back.
  public func set(_ url: URL?, forKey key: String) {
    guard let url else { return removeObject(forKey: key) }
    store(.url(url), forKey: key)
  }

  /// Removes the value for `key`, then posts ``didChangeNotification``.
  public func removeObject(forKey key: String) { store(nil, forKey: key) }

  /// Adds values read when a key is unset (kept in memory, never stored). A value that is not
  /// a property-list value is refused and recorded as a misuse.
  public func register(defaults registrationDictionary: [String: Any]) {
    for (key, value) in registrationDictionary {
      guard let registeredValue = PropertyListValue(value) else {
        refuse(value, api: "UserDefaults.register(defaults:) for \"\(key)\"")
        continue
      }
      registered.withLock { $0[key] = registeredValue }
    }
  }

  /// Does nothing: values are stored at once. Returns true.
  @discardableResult
  public func synchronize() -> Bool { true }

  private func store(_ value: PropertyListValue?, forKey key: String) {
    guard !isDetached else { return detachedValues.withLock { $0[key] = value } }
    _ = withApp("UserDefaults: writing \"\(key)\"") { host in
      host.process?.setSetting(key, to: value)
      host.notificationCenter.post(name: Self.didChangeNotification, object: self)
    }
  }

  private func refuse(_ value: Any, api: String) {
    let message =
      "\(api): a \(type(of: value)) is not a property-list value and is not stored (iOS refuses it: "
      + "\"Attempt to insert non-property list object\"); store Data instead, for example from "
      + "JSONEncoder or PropertyListEncoder"
    _ = withApp(api) { $0.process?.reportMisuse(message) }
  }
}
