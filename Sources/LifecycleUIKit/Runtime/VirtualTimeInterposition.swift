/// Whether Foundation's clocks follow the simulated device in app code, for tests and checks.
///
/// Every executable that links LifecycleUIKit on Linux gets the C library's `clock_gettime`,
/// `gettimeofday`, `time` and `getenv` from LifecycleKit (``AppThread``): on a thread running an
/// app's code they answer the device's virtual time and the app's sandbox, so `Date()` in a file
/// that imports Foundation alone reads virtual time; on every other thread, and outside app
/// code, they answer what the kernel says.
public enum VirtualTimeInterposition {
  /// Whether this executable's clock functions are LifecycleKit's (false where the platform's
  /// linker does not let an executable's definitions take the C library's place). The first
  /// launch of an app in a process checks more than this: it calls every function LifecycleKit
  /// takes the place of and compares the answer with the device's, and a misuse that fails the
  /// run names each one that answers as the host's (README, "Platforms").
  public static var isActive: Bool { AppThread.isInterposed }

  /// Whether a task created in app code (`Task { … }`) is caught and reported as a misuse.
  public static var watchesTasks: Bool { AppThread.watchesTasks }

  /// Whether each process of an app starts with the app's global and static variables as a new
  /// process on iOS does (a `static let shared` made anew, a `static var count = 0` back at 0),
  /// rather than with what the app's ended processes left in them: the executable's `swift_once`
  /// is LifecycleKit's (an executable with a static Swift runtime does not run at all:
  /// Docs/UIKitShadowing.md).
  public static var resetsGlobals: Bool { ProcessGlobals.isActive }

  /// The kernel's calendar time, whatever code asks: for a host that must measure real time
  /// from inside app code.
  public static var hostDate: Date {
    let (seconds, attoseconds) = AppThread.realTimeSince1970.components
    return Date(timeIntervalSince1970: TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
  }
}
