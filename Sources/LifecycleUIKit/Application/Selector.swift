#if !canImport(ObjectiveC)
  /// The name of an Objective-C method, as `responds(to:)` takes it.
  ///
  /// Swift on Linux has no Objective-C runtime, so Foundation there has neither `Selector` nor
  /// `#selector`. This one is made from the selector's name as a string, in the form that also
  /// compiles on iOS: `Selector(("isMultitaskingSupported"))` (the double parentheses keep the
  /// iOS compiler from suggesting `#selector`), or a string literal where a `Selector` is
  /// expected. (Where Objective-C exists, as on macOS, this is its own `Selector`.) Name the
  /// selector as Objective-C does: `beginBackgroundTaskWithExpirationHandler:`,
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

  /// The selector named `aSelectorName` (Foundation's “NSSelectorFromString(_:)”), as
  /// Objective-C names it: `routeToShowOrderWithSegue:`.
  public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

  /// The name of `aSelector` (Foundation's “NSStringFromSelector(_:)”).
  public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }
#endif

extension Selector {
  /// The selector's name as iOS writes it (`endBackgroundTask:`), on every platform: where
  /// Objective-C exists, this is its own `Selector`.
  var selectorName: String {
    #if canImport(ObjectiveC)
      NSStringFromSelector(self)
    #else
      name
    #endif
  }
}
