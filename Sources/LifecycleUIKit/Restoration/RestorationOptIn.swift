/// The app delegate's opt-in to view controller preservation and restoration, and the
/// coder that carries the app-level state (Apple's “Preserving your app's UI across
/// launches” and its opt-in pages; App Programming Guide, “Visual Appearance Across
/// Launches”).
///
/// Preservation happens only when the delegate says yes to saving, restoration only when it
/// says yes to restoring: UIKit asks both, and an app must implement both to take part.
/// iOS 6 to 13.1 ask `application(_:shouldSaveApplicationState:)` and
/// `application(_:shouldRestoreApplicationState:)`; iOS 13.2 and later prefer the secure
/// variants, whose coder `requiresSecureCoding` — on the `ios13` profile (iOS 13 and
/// later) the secure variant is asked first and the legacy one when it says no, since a
/// protocol default here cannot tell "not implemented" from "no".
@MainActor
struct RestorationOptIn {
  let application: UIApplication
  let delegate: any UIApplicationDelegate
  /// Whether the OS has the secure variants (iOS 13.2 and later: the `ios13` profile).
  let offersSecureVariants: Bool

  /// A coder for preservation: UIKit's keys (App Programming Guide, “Visual Appearance
  /// Across Launches”), then what the delegate adds.
  static func coderForPreservation(secure: Bool) -> StateCoder {
    let coder = StateCoder(requiresSecureCoding: secure)
    coder.encode(UIApplication.simulatedBundleVersion, forKey: UIApplication.stateRestorationBundleVersionKey)
    coder.encode(0, forKey: UIApplication.stateRestorationUserInterfaceIdiomKey)
    return coder
  }

  /// The coder to preserve with when the delegate opts in to saving, else nil.
  func coderForSaving() -> StateCoder? {
    if offersSecureVariants {
      let secure = Self.coderForPreservation(secure: true)
      if delegate.application(application, shouldSaveSecureApplicationState: secure) { return secure }
    }
    let legacy = Self.coderForPreservation(secure: false)
    return delegate.application(application, shouldSaveApplicationState: legacy) ? legacy : nil
  }

  /// The coder holding the preserved app-level state (`values`) when the delegate opts in
  /// to restoring, else nil.
  func coderForRestoring(_ values: [String: StateCoder.Value]) -> StateCoder? {
    if offersSecureVariants {
      let secure = StateCoder(values: values, requiresSecureCoding: true)
      if delegate.application(application, shouldRestoreSecureApplicationState: secure) { return secure }
    }
    let legacy = StateCoder(values: values, requiresSecureCoding: false)
    return delegate.application(application, shouldRestoreApplicationState: legacy) ? legacy : nil
  }
}
