public import LifecycleRestoration

/// A type ``SceneStorage`` can keep: it converts to and from one value of the restoration
/// archive. `Bool`, `Int`, `Double`, `String`, `URL` and `Data` conform, as SwiftUI's
/// `@SceneStorage` accepts them (Apple's “SceneStorage”).
public protocol SceneStorageValue {
  /// The value as the restoration archive stores it.
  var restorationValue: RestorationValue { get }
  /// The value an archive stored, or nil when it holds another kind.
  init?(restorationValue: RestorationValue)
}

extension Bool: SceneStorageValue {
  /// A flag.
  public var restorationValue: RestorationValue { .bool(self) }
  /// The flag stored, if it is one.
  public init?(restorationValue: RestorationValue) {
    guard case .bool(let value) = restorationValue else { return nil }
    self = value
  }
}

extension Int: SceneStorageValue {
  /// A whole number.
  public var restorationValue: RestorationValue { .int(self) }
  /// The number stored, if it is a whole one.
  public init?(restorationValue: RestorationValue) {
    guard case .int(let value) = restorationValue else { return nil }
    self = value
  }
}

extension Double: SceneStorageValue {
  /// A floating-point number.
  public var restorationValue: RestorationValue { .double(self) }
  /// The number stored, if it is a floating-point one.
  public init?(restorationValue: RestorationValue) {
    guard case .double(let value) = restorationValue else { return nil }
    self = value
  }
}

extension String: SceneStorageValue {
  /// Text.
  public var restorationValue: RestorationValue { .string(self) }
  /// The text stored, if it is text.
  public init?(restorationValue: RestorationValue) {
    guard case .string(let value) = restorationValue else { return nil }
    self = value
  }
}

extension URL: SceneStorageValue {
  /// The URL's absolute string.
  public var restorationValue: RestorationValue { .string(absoluteString) }
  /// The URL stored, if it is one.
  public init?(restorationValue: RestorationValue) {
    guard case .string(let value) = restorationValue else { return nil }
    self.init(string: value)
  }
}

extension Data: SceneStorageValue {
  /// The bytes.
  public var restorationValue: RestorationValue { .data(self) }
  /// The bytes stored, if they are bytes.
  public init?(restorationValue: RestorationValue) {
    guard case .data(let value) = restorationValue else { return nil }
    self = value
  }
}
