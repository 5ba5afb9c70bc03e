import Foundation

/// A model file as many apps have one: it imports Foundation alone, so `UserDefaults` and
/// `NotificationCenter` here are Foundation's, not LifecycleUIKit's.
final class FoundationOnlyDraftStore {
  static let key = "lifecyclekit-tests-foundation-only-draft"

  func save(_ text: String) { UserDefaults.standard.set(text, forKey: Self.key) }

  var saved: String? { UserDefaults.standard.string(forKey: Self.key) }

  /// Typed values, as such a model keeps them.
  func saveTyped() {
    UserDefaults.standard.set(5, forKey: "count")
    UserDefaults.standard.set(true, forKey: "flag")
    UserDefaults.standard.set(2.5, forKey: "ratio")
    UserDefaults.standard.set(["a", "b"], forKey: "names")
    UserDefaults.standard.set(["n": 1], forKey: "table")
  }

  func forget() { UserDefaults.standard.removeObject(forKey: Self.key) }

  func registerDefaults() { UserDefaults.standard.register(defaults: ["lifecyclekit-tests-sort": "name"]) }

  /// The sort order `registerDefaults()` registers, as this app reads it.
  var sort: String? { UserDefaults.standard.string(forKey: "lifecyclekit-tests-sort") }

  var everything: [String: Any] { UserDefaults.standard.dictionaryRepresentation() }

  func announce() {
    NotificationCenter.default.post(name: Notification.Name("DraftSaved"), object: self, userInfo: ["n": 1])
  }

  /// What Foundation's standard defaults answer for `key` (the draft's by default), read outside
  /// any app: stored values, registrations and the host's arguments alike.
  static func inFoundation(_ key: String = key) -> String? { UserDefaults.standard.string(forKey: key) }

  /// Sets `value` for `key` as this file writes it.
  func set(_ value: String, for key: String) { UserDefaults.standard.set(value, forKey: key) }

  /// The value for `key` as this file reads it.
  func string(for key: String) -> String? { UserDefaults.standard.string(forKey: key) }

  /// Registers `value` for `key` in Foundation's standard defaults, outside any app.
  static func registerInFoundation(_ key: String, _ value: String) {
    UserDefaults.standard.register(defaults: [key: value])
  }

  /// Puts `value` for `key` in Foundation's argument domain (what `-key value` on the host's
  /// command line puts there), outside any app.
  static func setHostArgument(_ key: String, _ value: String) {
    UserDefaults.standard.setVolatileDomain([key: value], forName: UserDefaults.argumentDomain)
  }

  /// Whether Foundation's standard defaults object is LifecycleUIKit's app-scoped one.
  static var standardIsAppScoped: Bool { "\(type(of: UserDefaults.standard))" == "AppScopedStandardDefaults" }
}

/// Main-queue work, delayed work and a timer written in a file that imports Foundation alone:
/// Dispatch's and Foundation's own, which run outside the simulated app.
enum FoundationOnlyScheduler {
  static func queueOnMain() { DispatchQueue.main.async {} }
  static func queueLater() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) {} }
  static func queueGlobal() { DispatchQueue.global().async {} }
  static func startTimer() { _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in } }
  static func addOperation() { OperationQueue.main.addOperation {} }
  static func notifyGroup() { DispatchGroup().notify(queue: .main) {} }
  static func performOnRunLoop() { RunLoop.main.perform {} }
}

/// The time zone and calendar as a file that imports Foundation alone reads them: Foundation's
/// own, not LifecycleUIKit's shadows.
enum FoundationOnlyZone {
  static var currentIdentifier: String { TimeZone.current.identifier }
  static var calendarIdentifier: String { Calendar.current.timeZone.identifier }
  static var formatterIdentifier: String { DateFormatter().timeZone.identifier }

  /// Midnight of 1 January 1970 in UTC, as a date formatter with Foundation's defaults prints its time.
  static var epochTime: String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "HH:mm zzz"
    return formatter.string(from: Date(timeIntervalSince1970: 0))
  }
}
