import LifecycleCore

/// The defaults of one simulated app: `UserDefaults.standard` is the running app's.
///
/// This type shadows Foundation's (see `Exports.swift`), whose standard defaults are
/// one per host process and written to the host's disk. Values live in the app's
/// settings on the simulated device (``LifecycleSimulator/AppProcess/setting(_:)``), so
/// they survive kills, and a scenario's `settings Reader fontSize=18` is what
/// `string(forKey: "fontSize")` and `integer(forKey: "fontSize")` read. Values are kept
/// as text: strings, numbers and booleans (`true`/`false`; `YES` and `1` read as true
/// too); other values are refused and recorded as misuse. Registered defaults live in
/// memory, as Foundation's registration domain does.
@MainActor
public final class UserDefaults {
  /// Posted to the app's centre when a default changes: at once when the app itself
  /// sets one, and when the user changes a setting (queued and coalesced while the app
  /// is suspended; article “Multitasking pitfalls”).
  nonisolated public static let didChangeNotification = Notification.Name(
    LifecycleNotification.userDefaultsDidChange.rawValue)

  private weak var host: UIKitAppHost?
  private var detachedValues: [String: String] = [:]
  private var registered: [String: String] = [:]

  init(host: UIKitAppHost?) { self.host = host }

  private static let detached = UserDefaults(host: nil)

  /// The running app's defaults; outside any app, a store of its own in memory.
  public static var standard: UserDefaults { AppContext.current?.userDefaults ?? detached }

  private func text(forKey key: String) -> String? {
    let stored = host == nil ? detachedValues[key] : host?.process?.setting(key)
    return stored ?? registered[key]
  }

  /// The value for `key`, as text; nil when unset.
  public func object(forKey key: String) -> Any? { text(forKey: key) }

  /// The value for `key` as a string (numbers read as their text); nil when unset.
  public func string(forKey key: String) -> String? { text(forKey: key) }

  /// The value for `key` as an integer; 0 when unset or not a number.
  public func integer(forKey key: String) -> Int {
    guard let text = text(forKey: key) else { return 0 }
    return Int(text) ?? Double(text).map { Int($0) } ?? (Self.isTrue(text) ? 1 : 0)
  }

  /// The value for `key` as a double; 0 when unset or not a number.
  public func double(forKey key: String) -> Double {
    guard let text = text(forKey: key) else { return 0 }
    return Double(text) ?? (Self.isTrue(text) ? 1 : 0)
  }

  /// The value for `key` as a float; 0 when unset or not a number.
  public func float(forKey key: String) -> Float { Float(double(forKey: key)) }

  /// The value for `key` as a boolean: `true`, `YES` and non-zero numbers are true.
  public func bool(forKey key: String) -> Bool {
    guard let text = text(forKey: key) else { return false }
    return Self.isTrue(text) || (Double(text).map { $0 != 0 } ?? false)
  }

  /// Sets or (with nil) removes the value for `key`, then posts
  /// ``didChangeNotification``.
  public func set(_ value: Any?, forKey key: String) {
    guard let value else { return removeObject(forKey: key) }
    guard let text = Self.text(of: value) else {
      host?.process?.reportMisuse(
        "UserDefaults.set(_:forKey: \"\(key)\"): \(type(of: value)) values are not supported here"
          + " (strings, numbers and booleans are)")
      return
    }
    store(text, forKey: key)
  }

  /// Sets an integer.
  public func set(_ value: Int, forKey key: String) { store(String(value), forKey: key) }
  /// Sets a double.
  public func set(_ value: Double, forKey key: String) { store(String(value), forKey: key) }
  /// Sets a float.
  public func set(_ value: Float, forKey key: String) { store(String(value), forKey: key) }
  /// Sets a boolean.
  public func set(_ value: Bool, forKey key: String) { store(String(value), forKey: key) }

  /// Removes the value for `key`, then posts ``didChangeNotification``.
  public func removeObject(forKey key: String) { store(nil, forKey: key) }

  /// Adds values read when a key is unset (kept in memory, never stored).
  public func register(defaults registrationDictionary: [String: Any]) {
    for (key, value) in registrationDictionary {
      if let text = Self.text(of: value) { registered[key] = text }
    }
  }

  /// Does nothing: values are stored at once. Returns true.
  @discardableResult
  public func synchronize() -> Bool { true }

  private func store(_ text: String?, forKey key: String) {
    if let host {
      host.process?.setSetting(key, to: text)
      host.notificationCenter.post(name: Self.didChangeNotification, object: self)
    } else {
      detachedValues[key] = text
    }
  }

  private static func text(of value: Any) -> String? {
    switch value {
    case let string as String: string
    case let bool as Bool: String(bool)
    case let int as Int: String(int)
    case let double as Double: String(double)
    case let float as Float: String(float)
    default: nil
    }
  }

  private static func isTrue(_ text: String) -> Bool {
    ["true", "yes"].contains(text.lowercased())
  }
}
