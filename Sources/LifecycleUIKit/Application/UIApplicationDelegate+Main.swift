import LifecycleSimulator

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An app delegate class that says how ``UIApplicationDelegate/main()`` makes it.
///
/// UIKit's `main()` creates the delegate class by name through the Objective-C runtime. Swift
/// on Linux can create an instance of a class from its type only through an initialiser that
/// every subclass must have (`required`), and `UIResponder`'s `init()` is not one — making it
/// one would break every view controller with an initialiser of its own. So the delegate says
/// how it is made, in a file only the Linux build compiles, and the class itself stays as it is
/// for iOS. For a class that is not `final` (as Xcode's templates declare `AppDelegate`):
///
///     #if !canImport(UIKit)
///     extension AppDelegate: MainDelegateFactory {
///       static func makeDelegate() -> any UIApplicationDelegate { AppDelegate() }
///     }
///     #endif
///
/// A `final` class needs no function: ``MainInstantiable`` makes it with its `init()`. An app
/// that adopts scenes (iOS 13 and later) also says which scene delegate its scene configuration
/// names, with ``makeSceneDelegate()``. Without either conformance, `main()` prints the fix and
/// exits with code 2.
@preconcurrency @MainActor
public protocol MainDelegateFactory: UIApplicationDelegate, SendableMetatype {
  /// Creates the delegate, as `UIApplicationMain` does at launch: an instance of this class (or
  /// of a subclass).
  static func makeDelegate() -> any UIApplicationDelegate
  /// The scene delegate of each new scene, for an app that adopts scenes: on iOS its class is
  /// named in the app's scene configuration, which the simulator does not read. Nil (the
  /// default) for an app without scenes.
  static func makeSceneDelegate() -> (any UISceneDelegate)?
}

extension MainDelegateFactory {
  /// No scenes.
  public static func makeSceneDelegate() -> (any UISceneDelegate)? { nil }
}

/// A `final` app delegate class that ``UIApplicationDelegate/main()`` makes with its `init()`:
///
///     #if !canImport(UIKit)
///     extension AppDelegate: MainInstantiable {}
///     #endif
///
/// A class that is not `final` says how it is made instead (``MainDelegateFactory``), or declares
/// `required override init() { super.init() }` in its body (which compiles on iOS too).
@preconcurrency @MainActor
public protocol MainInstantiable: MainDelegateFactory {
  /// Creates the delegate, as `UIApplicationMain` does at launch.
  init()
}

extension MainInstantiable {
  /// A new instance, made with `init()`.
  public static func makeDelegate() -> any UIApplicationDelegate { Self() }
}

extension UIApplicationDelegate {
  /// The program's entry point for an app delegate marked `@main`, as UIKit's (which calls
  /// `UIApplicationMain` with the delegate's class).
  ///
  /// `@main final class AppDelegate: UIResponder, UIApplicationDelegate` compiles unchanged.
  /// Outside iOS there is no system to launch the app, so the program runs the app in the
  /// simulated device instead (see ``ApplicationMain``): with no arguments, a short tour of
  /// its lifecycle on the default device, printing the trace; with `--profile P` (or `all`),
  /// the tour on that iOS generation; with scenario files, those scenarios, in which the
  /// delegate is the app `app=main`. It exits with code 0 when every check held, 1 when one
  /// failed or the app misused an API, 2 for a usage error, an unreadable file or an error in a
  /// scenario — and 2 when the delegate adopts neither ``MainInstantiable`` nor
  /// ``MainDelegateFactory``. What the app's code prints goes to standard error
  /// (``LifecycleSimulator/ProgramOutput``): standard output holds the trace and the verdicts.
  ///
  /// `@UIApplicationMain` cannot be supported: the compiler accepts it only on a class that
  /// conforms to UIKit's own protocol, and Swift 6 makes it an error everywhere (“'UIApplicationMain'
  /// is deprecated”, with the fix “use '@main' instead”; Swift Evolution SE-0383).
  public static func main() {
    // What the app's code prints goes to standard error; the trace and verdicts keep standard output.
    let standardOutput = ProgramOutput.divert()
    let output = ApplicationMain.run(
      delegateType: Self.self, arguments: Array(CommandLine.arguments.dropFirst()))
    ProgramOutput.write(output.standardOutput, to: standardOutput)
    FileHandle.standardError.write(Data(output.standardError.utf8))
    exit(output.exitCode)
  }
}
