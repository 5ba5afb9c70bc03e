import LifecycleCore

/// How the defaults of the delegate protocols tell the system that they, and no code of the
/// app's, answered a callback.
///
/// On iOS, UIKit asks the delegate whether it responds to an optional method and calls it
/// only if it does; here every requirement has a default in a protocol extension, which
/// Swift calls when the app's class does not implement it. Each default of a lifecycle
/// callback calls ``ran(_:)``; the app's host then traces the delivery as
/// `callback (not implemented)` instead of as code of the app's that ran.
@MainActor
enum ProtocolDefault {
  /// The default of `callback` ran in the app whose code is running.
  static func ran(_ callback: LifecycleCallback) { AppContext.current?.defaultRan(callback) }

  /// The default of `callback` ran; it answers `value`.
  static func ran<Value>(_ callback: LifecycleCallback, returning value: Value) -> Value {
    ran(callback)
    return value
  }
}
