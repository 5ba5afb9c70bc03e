import Foundation

/// `NSObject`'s `responds(to:)` and `perform(_:with:)` for objects that are not UIKit's — an
/// app's own `NSObject` subclasses, such as the routers of Clean Swift's scenes, which are sent
/// selectors made from strings (`NSSelectorFromString("routeTo\(name)WithSegue:")`).
///
/// Swift on Linux has no Objective-C runtime to ask; the answer comes from the methods registered
/// with ``SelectorDispatch``, where `lifecycle import` registers every method of the project that
/// iOS exposes to Objective-C (marked `@objc`, in an `@objcMembers` class, or implementing an
/// `@objc` protocol's requirement). For a class the import registered, a selector with no
/// registered method names no method the class has on iOS either: `responds(to:)` is false, as
/// there. For any other class the answer would be a guess: a misuse names the selector and the
/// fix, and fails the run. (``UIResponder`` has its own, which also knows UIKit's methods on each
/// OS generation.)
extension NSObjectProtocol {
  /// Whether the object has a method for `aSelector`, as registered (see above).
  @MainActor public func responds(to aSelector: Selector) -> Bool {
    if SelectorDispatch.responds(self, to: aSelector) { return true }
    if !ImportedCode.isImported(self) {
      AppContext.current?.process?.reportMisuse(
        "responds(to: \"\(aSelector.selectorName)\") on \(type(of: self)): no method is registered for this "
          + "selector, and this class was not imported by lifecycle import (which registers every method iOS "
          + "exposes to Objective-C), so the answer (false) is a guess. Register the method: "
          + "SelectorDispatch.register(\"\(aSelector.selectorName)\", for: \(type(of: self)).self) { target, "
          + "argument in … }")
    }
    return false
  }

  /// Sends `aSelector` to the object with `object` as its argument, through the method
  /// registered for it. A selector with no method crashes the app, as iOS raises "unrecognized
  /// selector sent to instance", when the class is one the import registered; for any other
  /// class it is a misuse that fails the run. The result is nil: a registered method hands
  /// nothing back through a selector.
  @MainActor @discardableResult
  public func perform(_ aSelector: Selector, with object: Any? = nil) -> Unmanaged<AnyObject>? {
    if !SelectorDispatch.responds(self, to: aSelector), ImportedCode.isImported(self) {
      AppContext.current?.crash(
        "NSInvalidArgumentException: -[\(type(of: self)) \(aSelector.selectorName)]: unrecognized selector sent to "
          + "instance")
      return nil
    }
    _ = SelectorDispatch.send(
      aSelector.selectorName, to: self, from: object, what: "perform(_:with:)", host: AppContext.current)
    return nil
  }
}
