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
}
