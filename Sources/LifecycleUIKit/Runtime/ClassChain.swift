/// An object's class and its superclasses, the walk interface loading (a placeholder's class),
/// selector dispatch (the nearest registered method) and the UI driver (`CLASS[INDEX]`) share.
enum ClassChain {
  /// The dynamic type of `object` and, for an instance of a class, its superclasses, most
  /// derived first; a value that is not a class instance has its own type alone.
  static func types(of object: Any) -> [Any.Type] {
    guard let leaf = type(of: object) as? AnyClass else { return [type(of: object)] }
    var chain: [Any.Type] = []
    var current: AnyClass? = leaf
    while let type = current {
      chain.append(type)
      current = _getSuperclass(type)
    }
    return chain
  }

  /// Whether `object`'s class, or one of its superclasses, is named `name` as Swift prints it
  /// (without the module).
  static func contains(_ object: Any, classNamed name: String) -> Bool {
    types(of: object).contains { String(describing: $0) == name }
  }
}
