/// Something the system does during a transition besides moving the app and
/// calling it: work the host (simulator or real-process supervisor) carries out at
/// that point of the sequence.
public enum TransitionEffect: Codable, Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
  /// Rebuild the preserved interface between `willFinishLaunching` and
  /// `didFinishLaunching` (App Programming Guide, “App State Transitions”; “Preserving your
  /// app's UI across launches”: restoration runs between the two).
  case restoreState
  /// Preserve the interface state, shortly after `applicationDidEnterBackground`
  /// returns (App Programming Guide, “Visual Appearance Across Launches”; “Preparing your UI
  /// to run in the background”).
  case preserveState
  /// Take the app-switcher snapshot, shortly after `applicationDidEnterBackground`
  /// returns (App Programming Guide, “App State Transitions”; “Preparing your UI to run in
  /// the background”).
  case takeSnapshot
  /// Delete the app's preserved interface state: the user force-quit the app, or it
  /// died while launching (App Programming Guide, “Visual Appearance Across Launches”).
  case discardPreservedState
  /// Deliver, coalesced, the notifications held while the app was suspended
  /// ("Processing queued notifications").
  case deliverQueuedNotifications
  /// The app's window becomes visible and the view controllers on screen appear: UIKit
  /// shows the window once the launch methods have returned and restoration is done
  /// (“About the app launch sequence”; App Programming Guide, “Strategies for Handling App
  /// State Transitions”).
  case showInterface
  /// The interface goes away before the app quits from the foreground: the view controllers
  /// on screen get `viewWillDisappear` and `viewDidDisappear` (observed on iPhone OS 3 and
  /// with `UIApplicationExitsOnSuspend`, never when an app enters the background;
  /// Docs/Fidelity.md).
  case dismissInterface
  /// The process ends, for this reason.
  case terminate(TerminationCause)

  /// A short name for traces and diagrams (`terminate(jetsam)`).
  public var description: String {
    switch self {
    case .restoreState: "restoreState"
    case .preserveState: "preserveState"
    case .takeSnapshot: "takeSnapshot"
    case .discardPreservedState: "discardPreservedState"
    case .deliverQueuedNotifications: "deliverQueuedNotifications"
    case .showInterface: "showInterface"
    case .dismissInterface: "dismissInterface"
    case .terminate(let cause): "terminate(\(cause.rawValue))"
    }
  }
}
