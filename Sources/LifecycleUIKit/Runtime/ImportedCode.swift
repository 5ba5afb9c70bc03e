/// What the code `lifecycle import` generates calls: the registrations that stand in for the
/// Objective-C runtime an iOS project relies on without saying so.
///
/// On iOS an interface file finds a class by its name, an outlet by key-value coding and an
/// action method by its selector, all through the Objective-C runtime. Swift on Linux has none
/// of it, so the importer writes, for each class of the project, one registration per name the
/// runtime would have found: the class itself (``registerClass(_:named:)``), each `@IBOutlet`
/// (``OutletDispatch``) and each `@objc` or `@IBAction` method a selector can name
/// (``registerAction(_:for:_:)``). The generated code runs when each process of the app starts,
/// before its delegate is made.
@preconcurrency @MainActor
public enum ImportedCode {
  /// Registers `type` under `name` for interface files (`customClass="NAME"`): a view or view
  /// controller, which interface loading creates through `init?(coder:)`.
  public static func registerClass<T: NibInstantiable>(_ type: T.Type, named name: String) {
    UINib.register(type, named: name)
    importedClasses.insert(ObjectIdentifier(type))
  }

  /// A class interface files cannot create (it is no view or view controller): only noted as
  /// the project's (``isImported(_:)``). The importer emits the same call for every class; the
  /// compiler picks this overload where `T` is not ``NibInstantiable``.
  @_disfavoredOverload
  public static func registerClass<T>(_ type: T.Type, named name: String) {
    importedClasses.insert(ObjectIdentifier(type))
  }

  /// The classes `lifecycle import` registered: those whose every `@objc` method (written so, or
  /// implementing an `@objc` protocol's requirement) is registered as an action.
  static var importedClasses: Set<ObjectIdentifier> = []

  /// Whether `object`'s class or a superclass is one `lifecycle import` registered: then a
  /// selector registered for none of them names no method the object has on iOS either.
  static func isImported(_ object: AnyObject) -> Bool {
    ClassChain.types(of: object).contains { importedClasses.contains(ObjectIdentifier($0)) }
  }

  /// Registers `method` as what the selector `selector` (as Objective-C names it: `addNote`,
  /// `chooseCityFrom:`) runs on instances of `type` and its subclasses: target–action, bar button
  /// items, gesture recognizers and notification observers then reach it.
  public static func registerAction<Target: AnyObject>(
    _ selector: String, for type: Target.Type, _ method: @escaping SelectorDispatch.Method<Target>
  ) {
    SelectorDispatch.register(Selector(selector), for: type, method)
  }

  /// The sender of an action as the parameter type the method declares, or nil after recording
  /// a misuse that names the selector, the type expected and the type sent: where iOS would call
  /// the method with an object of the wrong class (and the method would crash or misbehave on
  /// its first use of it), the run fails loudly here instead.
  public static func sender<Sender>(
    _ sender: Any?, as type: Sender.Type, selector: String, target: AnyObject
  ) -> Sender? {
    if let sender = sender as? Sender { return sender }
    let sent = sender.map { String(describing: Swift.type(of: $0)) } ?? "nil"
    AppContext.current?.process?.reportMisuse(
      "the action '\(selector)' of \(Swift.type(of: target)) takes a \(type) but was sent \(sent); "
        + "the method was not called (on iOS it would run with an object of the wrong class)")
    return nil
  }

  /// A value an interface file gives an `@IBInspectable` property (a user-defined runtime
  /// attribute) as the property's type: numbers convert between integer and floating-point
  /// types as key-value coding converts `NSNumber`; anything else must already be of the type.
  public static func inspectable<Value>(_ value: Any?, as type: Value.Type) -> Value? {
    if let value = value as? Value { return value }
    let number: Double? =
      switch value {
      case let value as Double: value
      case let value as Int: Double(value)
      case let value as Bool: value ? 1 : 0
      case let value as Float: Double(value)
      default: nil
      }
    guard let number else { return nil }
    switch type {
    case is Double.Type: return number as? Value
    case is Float.Type: return Float(number) as? Value
    case is Int.Type: return Int(number) as? Value
    case is Bool.Type: return (number != 0) as? Value
    default:
      if type == CGFloat.self { return CGFloat(number) as? Value }
      return nil
    }
  }
}
