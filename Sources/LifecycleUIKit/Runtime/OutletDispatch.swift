/// The outlets an app's classes declare, registered by name: what key-value coding finds on iOS
/// through the Objective-C runtime when an interface file connects `@IBOutlet var slider`.
///
/// Swift on Linux has no key-value coding, so an interface file's `<outlet property="slider" …/>`
/// can only reach a property through a setter registered for it. `lifecycle import` registers one
/// for every `@IBOutlet` (and outlet collection) of the project, `private` ones included, from a
/// generated extension in the declaring file; code written by hand may register its own, or keep
/// overriding `setValue(_:forKey:)` as before. Interface loading (``UINib``, storyboards) and
/// `UIResponder`'s `setValue(_:forKey:)` both look here, walking the object's class and its
/// superclasses, before a key is undefined.
@preconcurrency @MainActor
public enum OutletDispatch {
  /// A registered setter: the object and the value to store (`nil` clears it).
  public typealias Setter<Target> = @MainActor (Target, Any?) -> Void

  private struct Key: Hashable {
    let type: ObjectIdentifier
    let name: String
  }

  private static var setters: [Key: @MainActor (AnyObject, Any?) -> Void] = [:]

  /// Registers `setter` as what storing the outlet `name` does on instances of `type` and of its
  /// subclasses. Registering again replaces it.
  public static func register<Target: AnyObject>(
    _ name: String, for type: Target.Type, _ setter: @escaping Setter<Target>
  ) {
    setters[Key(type: ObjectIdentifier(type), name: name)] = { object, value in
      if let object = object as? Target { setter(object, value) }
    }
  }

  /// Whether an outlet `name` is registered for `object`'s class or a superclass.
  public static func hasOutlet(_ name: String, on object: AnyObject) -> Bool {
    setter(for: name, on: object) != nil
  }

  /// Stores `value` in the outlet `name` of `object` through the setter registered for its class
  /// or nearest superclass, and says whether there was one.
  static func set(_ value: Any?, forKey name: String, on object: AnyObject) -> Bool {
    guard let setter = setter(for: name, on: object) else { return false }
    setter(object, value)
    return true
  }

  private static func setter(for name: String, on object: AnyObject) -> (
    @MainActor (AnyObject, Any?) -> Void
  )? {
    guard !setters.isEmpty else { return nil }
    for type in ClassChain.types(of: object) {
      if let setter = setters[Key(type: ObjectIdentifier(type), name: name)] { return setter }
    }
    return nil
  }
}
