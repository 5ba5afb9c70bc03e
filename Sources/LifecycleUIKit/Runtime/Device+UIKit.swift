public import LifecycleSimulator

extension Device {
  /// The app delegate of `app`'s running process, as `type`; nil when the app is not
  /// running, is not a UIKit app (``UIKitApp``), or its delegate is of another class.
  ///
  /// Each process has a delegate of its own: after a kill and a relaunch this is a new
  /// object, which is how a test sees what the app kept across the kill.
  ///
  ///     let notes = try #require(device.appDelegate(of: "Notes", as: NotesAppDelegate.self))
  public func appDelegate<Delegate>(of app: String, as type: Delegate.Type = Delegate.self) -> Delegate? {
    (code(of: app) as? UIKitApp)?.delegate as? Delegate
  }

  /// Runs `body` with `app`'s delegate as the app's own code, as ``UIKitApp/runAsAppCode(_:)``
  /// does: inside, `Locale.current`, the format styles, `UserDefaults.standard`, the clocks and
  /// the main queue are the app's on the simulated device.
  ///
  /// A test that calls a method of the delegate directly runs it as the test's code, outside the
  /// simulated app, where those are the host's (`en_001` formatting, real time): call it here.
  ///
  ///     device.changeLocale(to: "de_DE")
  ///     let shown = try device.runAsAppCode(of: "Notes", as: NotesAppDelegate.self) { $0.priceText() }
  ///
  /// - Throws: ``AppCodeUnavailable`` when the app is not running, is not a UIKit app, or its
  ///   delegate is not a `Delegate`.
  public func runAsAppCode<Delegate, T>(
    of app: String, as type: Delegate.Type = Delegate.self, _ body: (Delegate) throws -> T
  ) throws -> T {
    guard let code = code(of: app) as? UIKitApp else {
      throw AppCodeUnavailable(app: app, reason: "it is not running a UIKit app's process")
    }
    guard let delegate = code.delegate as? Delegate else {
      throw AppCodeUnavailable(app: app, reason: "its delegate is not a \(Delegate.self)")
    }
    return try code.runAsAppCode { try body(delegate) }
  }
}

/// ``LifecycleSimulator/Device/runAsAppCode(of:as:_:)`` found no app code to run.
public struct AppCodeUnavailable: Error, CustomStringConvertible {
  /// The app's name on the device.
  public var app: String
  /// Why: not running, not a UIKit app, or a delegate of another class.
  public var reason: String

  /// "cannot run code as Notes's: it is not running a UIKit app's process".
  public var description: String { "cannot run code as \(app)'s: \(reason)" }
}
