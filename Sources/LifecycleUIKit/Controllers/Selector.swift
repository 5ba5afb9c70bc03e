#if canImport(ObjectiveC)
  public import ObjectiveC

  /// Objective-C's selector, where the Objective-C runtime exists.
  public typealias Selector = ObjectiveC.Selector
#else
  /// The name of a method, as Objective-C's `Selector`, so that target–action initialisers such
  /// as `UIBarButtonItem(title:style:target:action:)` keep UIKit's signatures on Linux.
  ///
  /// Swift on Linux has no Objective-C runtime: `#selector(…)` and `@objc` do not compile there,
  /// and nothing can call a method by its name. A selector is therefore only kept: a control
  /// whose only way to act is its target and action records a misuse when the user taps it,
  /// naming the fix (a `UIAction`, `Docs/Compatibility.md`). `action: nil` compiles on both.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's Objective-C name (`insertNewObject:`).
    public let name: String

    /// A selector from a method's Objective-C name.
    public init(_ name: String) { self.name = name }

    /// A selector from a string literal (`"insertNewObject:"`).
    public init(stringLiteral name: String) { self.init(name) }

    /// The method's name.
    public var description: String { name }
  }
#endif
