/// Key-value observing in the shape of Foundation's Swift API (`observe(_:options:changeHandler:)`,
/// `NSKeyValueObservation`, `NSKeyValueObservedChange`), for LifecycleKit's own classes.
///
/// On iOS, KVO rewrites the setter of an `@objc dynamic` property at run time so that every
/// change reaches the observers. Foundation on Linux has no KVO and Swift has no way to see an
/// arbitrary property's setter, so here a change is delivered only for the properties LifecycleKit
/// itself notifies for (``KeyValueObserving/notifyingKeyPaths``: none of the properties the
/// corpus observes exists in LifecycleUIKit yet, so the list is empty). Observing any other key
/// path — an app's own property above all, even one declared on a LifecycleKit class — delivers
/// the `.initial` change, as iOS does, and is then a misuse that names the key path and where it
/// was observed, and fails the run: a change that iOS would deliver is not silently lost.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  /// The options as bits, with Foundation's values.
  public let rawValue: UInt
  /// Creates options from their raw value (Foundation's values).
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The change carries the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  /// The change carries the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  /// The handler is called once at once, when the observation begins, with the current value.
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  /// The handler is also called before each change (``NSKeyValueObservedChange/isPrior``).
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (Foundation's `NSKeyValueChange`): a property that is set is `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
  /// The value was replaced.
  case setting = 1
  /// Objects were inserted into a to-many relationship.
  case insertion = 2
  /// Objects were removed from a to-many relationship.
  case removal = 3
  /// Objects of a to-many relationship were replaced.
  case replacement = 4
}

/// One change handed to an observation's handler: the values the options asked for.
public struct NSKeyValueObservedChange<Value> {
  /// The kind of change (Foundation's name for it).
  public typealias Kind = NSKeyValueChange
  /// `.setting` for a property that is set, and for the `.initial` call.
  public let kind: Kind
  /// The value after the change, when the options include `.new` (or `.initial`, for the first
  /// call); nil otherwise and in a prior call.
  public let newValue: Value?
  /// The value before the change, when the options include `.old`; nil in the `.initial` call.
  public let oldValue: Value?
  /// True in the call before a change that `.prior` asks for.
  public let isPrior: Bool
}

/// The token `observe(_:options:changeHandler:)` returns: the observation lasts while it is held,
/// and ends when it is released or ``invalidate()`` is called.
@preconcurrency @MainActor
public final class NSKeyValueObservation {
  fileprivate let object: ObjectIdentifier
  fileprivate let keyPath: AnyKeyPath
  fileprivate var deliver: (@MainActor (_ old: Any?, _ new: Any?, _ isPrior: Bool) -> Void)?

  fileprivate init(object: ObjectIdentifier, keyPath: AnyKeyPath) {
    self.object = object
    self.keyPath = keyPath
  }

  /// Ends the observation: its handler is not called again. Calling it twice does nothing.
  public func invalidate() {
    deliver = nil
    KeyValueObserving.observations.removeAll { $0.observation == nil || $0.observation === self }
  }
}

/// What `observe(_:options:changeHandler:)` is defined on, as Foundation's
/// `_KeyValueCodingAndObserving` is on `NSObject`: ``UIResponder`` and its subclasses and
/// ``UserDefaults``.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension UIResponder: _KeyValueCodingAndObserving {}
extension UserDefaults: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  /// Observes the property at `keyPath` of this object: with `.initial` the handler is called at
  /// once, and for a property LifecycleKit notifies for, synchronously around each change (before
  /// it too with `.prior`), as KVO does. A key path LifecycleKit does not notify for — an app's
  /// own property — is a misuse naming it and this call's place (see
  /// ``NSKeyValueObservingOptions``): observe such a property with `didSet`, a notification or a
  /// closure instead. Keep the returned token: releasing it ends the observation.
  @MainActor
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    file: StaticString = #fileID, line: UInt = #line,
    changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let observation = NSKeyValueObservation(object: ObjectIdentifier(self), keyPath: keyPath)
    observation.deliver = { [weak self] old, new, isPrior in
      guard let self else { return }
      let change = NSKeyValueObservedChange(
        kind: .setting,
        newValue: options.contains(.new) && !isPrior ? new as? Value : nil,
        oldValue: options.contains(.old) ? old as? Value : nil, isPrior: isPrior)
      changeHandler(self, change)
    }
    KeyValueObserving.observations.append(
      .init(observation: observation, wantsPrior: options.contains(.prior)))
    if options.contains(.initial) {
      let value = self[keyPath: keyPath]
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: nil, isPrior: false))
    }
    if !KeyValueObserving.notifyingKeyPaths.contains(where: { $0 == keyPath }) {
      let host = (self as? UIResponder)?.appHost ?? AppContext.current
      host?.process?.reportMisuse(
        "key-value observing: \(file):\(line) observes a key path of \(Self.self) to a \(Value.self), whose"
          + " changes LifecycleKit cannot see (iOS's KVO rewrites an @objc dynamic setter at run time; there is"
          + " no Objective-C runtime here), so the handler would never be called after the initial value;"
          + " observe the property with didSet, a notification or a closure instead")
    }
    return observation
  }
}

/// The observations of the running process and the properties LifecycleKit notifies for.
@MainActor
enum KeyValueObserving {
  /// A live observation, held weakly: releasing its token ends it.
  struct Entry {
    weak var observation: NSKeyValueObservation?
    let wantsPrior: Bool
  }

  /// Every observation not yet ended, in the order they began.
  static var observations: [Entry] = []

  /// The key paths of LifecycleKit's classes whose setters call ``willChange(_:_:old:)`` and
  /// ``didChange(_:_:old:new:)``: properties the corpus observes, as LifecycleUIKit gets them.
  /// None yet (the corpus observes `WKWebView`, `AVPlayer`, `Progress` and apps' own properties).
  static var notifyingKeyPaths: [AnyKeyPath] = []

  /// Before a change of `keyPath` of `object`: the prior calls.
  static func willChange(_ object: AnyObject, _ keyPath: AnyKeyPath, old: Any?) {
    for entry in matching(object, keyPath) where entry.wantsPrior {
      entry.observation?.deliver?(old, nil, true)
    }
  }

  /// After a change of `keyPath` of `object`: each observation's handler, synchronously, in the
  /// order the observations began.
  static func didChange(_ object: AnyObject, _ keyPath: AnyKeyPath, old: Any?, new: Any?) {
    for entry in matching(object, keyPath) { entry.observation?.deliver?(old, new, false) }
  }

  private static func matching(_ object: AnyObject, _ keyPath: AnyKeyPath) -> [Entry] {
    observations.removeAll { $0.observation == nil }
    let id = ObjectIdentifier(object)
    return observations.filter { $0.observation?.object == id && $0.observation?.keyPath == keyPath }
  }
}
