import Foundation

/// A model file as many apps have one: it imports Foundation alone, so `UserDefaults` and
/// `NotificationCenter` here are Foundation's process-wide ones, not the simulated app's.
final class FoundationOnlyDraftStore {
  static let key = "lifecyclekit-tests-foundation-only-draft"

  func save(_ text: String) { UserDefaults.standard.set(text, forKey: Self.key) }

  func announce() { NotificationCenter.default.post(name: Notification.Name("DraftSaved"), object: nil) }

  /// What Foundation's standard defaults hold under the key, read outside any app.
  static var storedInFoundation: String? { UserDefaults.standard.string(forKey: key) }
}
