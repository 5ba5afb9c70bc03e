package import Foundation

/// Foundation's own answers for the host, from a module that does not shadow them.
///
/// LifecycleUIKit shadows `Locale.current`, `NSLocale.current` and their kin with the device's
/// region format inside app code; outside app code it must answer with Foundation's, which its
/// own files can no longer name (its extensions win there). This module sees Foundation's.
package enum HostFoundation {
  /// Foundation's `Locale.current` (`en_001` on Linux).
  package static var currentLocale: Locale { Locale.current }
  /// Foundation's `Locale.autoupdatingCurrent`.
  package static var autoupdatingCurrentLocale: Locale { Locale.autoupdatingCurrent }
  /// Foundation's `Locale.preferredLanguages`.
  package static var preferredLanguages: [String] { Locale.preferredLanguages }
  /// Foundation's `ProcessInfo.operatingSystemVersionString` (the distribution's name on Linux).
  package static var operatingSystemVersionString: String {
    ProcessInfo.processInfo.operatingSystemVersionString
  }
  /// Foundation's `ProcessInfo.environment` (the process's own variables).
  package static var environment: [String: String] { ProcessInfo.processInfo.environment }
  /// Foundation's `Bundle.main` (the host executable's).
  package static var mainBundle: Bundle { Bundle.main }
  /// Foundation's `bundleIdentifier` of `bundle`.
  package static func bundleIdentifier(of bundle: Bundle) -> String? { bundle.bundleIdentifier }
  /// Foundation's `infoDictionary` of `bundle`.
  package static func infoDictionary(of bundle: Bundle) -> [String: Any]? { bundle.infoDictionary }
  /// Foundation's `object(forInfoDictionaryKey:)` of `bundle`.
  package static func object(of bundle: Bundle, forInfoDictionaryKey key: String) -> Any? {
    bundle.object(forInfoDictionaryKey: key)
  }
  /// Foundation's `ProcessInfo.processName` (the host executable's name, or what was set).
  package static var processName: String {
    get { ProcessInfo.processInfo.processName }
    set { ProcessInfo.processInfo.processName = newValue }
  }
  /// Foundation's `ProcessInfo.hostName`, which it reads once and keeps.
  package static var hostName: String { ProcessInfo.processInfo.hostName }
}
