/// UIKit's additions to `NSValue` for its geometry (Apple, “NSValue UIKit Additions”), on Linux
/// Foundation's `NSValue(rect:)`, which holds a `CGRect` exactly.
///
/// With them, and the bridging below, the two ways apps read a frame out of a notification's
/// `userInfo` (the keyboard's, ``UIResponder/keyboardFrameEndUserInfoKey``) both work:
/// `(userInfo[key] as? NSValue)?.cgRectValue` and `userInfo[key] as? CGRect`.
extension NSValue {
  /// A value that holds `rect`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// The rectangle the value holds (a zero rectangle for a value that holds none).
  public var cgRectValue: CGRect { rectValue }
}

/// A `CGRect` and an `NSValue` that holds one cast to each other with `as?`, as they do on iOS
/// (Swift Evolution SE-0139, “Bridge Numeric Types to NSNumber and Cocoa Structs
/// to NSValue”), which Linux Foundation bridges for numbers but not for rectangles. Only the
/// runtime's casts use this conformance.
extension CGRect: @retroactive _ObjectiveCBridgeable {
  /// The class a `CGRect` bridges to.
  public typealias _ObjectiveCType = NSValue

  /// The rectangle in an `NSValue`.
  public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

  /// The rectangle an `NSValue` holds.
  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
    result = source.rectValue
  }

  /// The rectangle an `NSValue` holds; false for one that holds something else.
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
    guard String(cString: source.objCType) == String(cString: NSValue(rect: .zero).objCType) else {
      result = nil
      return false
    }
    result = source.rectValue
    return true
  }

  /// The rectangle an `NSValue` holds; a zero rectangle for nil.
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
    source?.rectValue ?? .zero
  }
}
