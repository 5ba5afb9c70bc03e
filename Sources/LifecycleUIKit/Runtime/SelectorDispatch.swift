import LifecycleSimulator

/// The methods target–action selectors name, registered by hand: Swift on Linux has no
/// Objective-C runtime, so `#selector`, `@objc` and `perform(_:with:)` do not exist and a
/// selector cannot be sent by its name alone.
///
/// A control's target–action pair (`addTarget(_:action:for:)`, an interface file's
/// `<action selector="chooseCityFrom:" …/>`) or a bar button item's `target`/`action` calls
/// the method registered for the target's class (or a superclass) and the selector's name.
/// Register in code that only the LifecycleKit build compiles, most simply by letting the app
/// delegate adopt ``SelectorRegistering`` there: the simulator calls it before each process's
/// delegate is made, so the registrations are in place before any interface file loads.
///
///     #if !canImport(UIKit)
///       extension AppDelegate: SelectorRegistering {
///         static func registerSelectors() {
///           SelectorDispatch.register("chooseCityFrom:", for: CitiesViewController.self) { controller, sender in
///             controller.chooseCity(from: sender)
///           }
///         }
///       }
///     #endif
///
/// An action sent to a selector nobody registered runs nothing and records a misuse naming
/// the selector, the target's class and this fix; the run fails. (Where there is no need for
/// selectors, ``UIAction`` closures compile on iOS and here alike.)
@preconcurrency @MainActor
public enum SelectorDispatch {
  /// A registered method: the target and the sender.
  public typealias Method<Target> = @MainActor (Target, _ sender: Any?) -> Void

  private struct Key: Hashable {
    let type: ObjectIdentifier
    let selector: String
  }

  private static var methods: [Key: @MainActor (AnyObject, Any?) -> Void] = [:]

  /// Registers `method` as what `selector` (named as Objective-C does: `chooseCityFrom:`)
  /// calls on instances of `type` and of its subclasses. Registering again replaces it.
  public static func register<Target: AnyObject>(
    _ selector: Selector, for type: Target.Type, _ method: @escaping Method<Target>
  ) {
    methods[Key(type: ObjectIdentifier(type), selector: selector.selectorName)] = { target, sender in
      if let target = target as? Target { method(target, sender) }
    }
  }

  /// Removes the method registered for `selector` on `type` itself (not its superclasses): the
  /// selector then reaches nothing there again, and sending it is a misuse.
  public static func unregister<Target: AnyObject>(_ selector: Selector, for type: Target.Type) {
    methods[Key(type: ObjectIdentifier(type), selector: selector.selectorName)] = nil
  }

  /// Whether a method is registered for `selector` on `target`'s class or a superclass.
  public static func responds(_ target: AnyObject, to selector: Selector) -> Bool {
    method(for: selector.selectorName, on: target) != nil
  }

  /// The method registered for `selector` on `target`'s class or its nearest superclass.
  static func method(for selector: String, on target: AnyObject) -> (@MainActor (Any?) -> Void)? {
    for type in ClassChain.types(of: target) {
      if let method = methods[Key(type: ObjectIdentifier(type), selector: selector)] {
        return { sender in method(target, sender) }
      }
    }
    return nil
  }

  /// Sends `selector` to `target` from `sender`: calls the registered method and returns
  /// true, or records a misuse in `host`'s app (naming `what` sent it and the fix) and
  /// returns false.
  static func send(
    _ selector: String, to target: AnyObject, from sender: Any?, what: String, host: UIKitAppHost?
  ) -> Bool {
    if let method = method(for: selector, on: target) {
      method(sender)
      return true
    }
    (host ?? AppContext.current)?.process?.reportMisuse(
      "\(what) sent '\(selector)' to \(type(of: target)), and nothing ran: Swift on Linux cannot call a "
        + "method by its selector (#selector and @objc need the Objective-C runtime). Register it: "
        + "SelectorDispatch.register(\"\(selector)\", for: \(type(of: target)).self) { target, sender in … }, "
        + "or give the control a UIAction (addAction(_:for:))")
    return false
  }
}

/// An app delegate that registers the target–action selectors its interface files and controls
/// name (``SelectorDispatch``). Adopt it in a file only the LifecycleKit build compiles; the
/// simulator calls ``registerSelectors()`` when each process of the app starts, before the
/// delegate is created, so every nib the app loads finds its methods.
@preconcurrency @MainActor
public protocol SelectorRegistering: UIApplicationDelegate {
  /// Registers the app's methods with ``SelectorDispatch/register(_:for:_:)``. Registering the
  /// same selector again replaces the method, so running this once per process is harmless.
  static func registerSelectors()
}
