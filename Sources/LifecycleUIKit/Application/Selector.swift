/// The name of an Objective-C method, as `responds(to:)` takes it.
///
/// Swift on Linux has no Objective-C runtime, so Foundation there has neither `Selector` nor
/// `#selector`. This one is made from the selector's name as a string, in the form that also
/// compiles on iOS: `Selector(("isMultitaskingSupported"))` (the double parentheses keep the
/// iOS compiler from suggesting `#selector`), or a string literal where a `Selector` is
/// expected. Name the selector as Objective-C does: `beginBackgroundTaskWithExpirationHandler:`,
/// `setRestorationIdentifier:`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The selector's name (`endBackgroundTask:`).
  public let name: String

  /// A selector named `name`.
  public init(_ name: String) { self.name = name }

  /// A selector named by a string literal.
  public init(stringLiteral name: String) { self.name = name }

  /// The selector's name.
  public var description: String { name }
}
