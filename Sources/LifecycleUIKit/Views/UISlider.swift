import LifecycleSimulator

/// A slider: a value between a minimum and a maximum (0 and 1 by default). Values set by the
/// app are clamped to the range, as in UIKit; the user's move (the UI driver's
/// `set APP TARGET 0.7`) sends `.valueChanged`, the app's own changes send nothing.
@preconcurrency @MainActor
open class UISlider: UIControl, UIDriverElement {
  private var storedValue: Float = 0
  /// The value, always within the range: setting it clamps it.
  open var value: Float {
    get { storedValue }
    set { storedValue = clamped(newValue) }
  }
  /// The low end of the range. Setting it above the maximum raises the maximum too, and the
  /// value follows into the range (UIKit's “minimumValue”).
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      storedValue = clamped(storedValue)
    }
  }
  /// The high end of the range. Setting it below the minimum lowers the minimum too, and the
  /// value follows into the range.
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      storedValue = clamped(storedValue)
    }
  }
  /// Whether a drag sends `.valueChanged` as it moves (true) or once at its end: the driver's
  /// move is a single step, so it sends one either way.
  open var isContinuous = true

  /// A slider at 0 in 0…1.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A slider from an interface file: reads the control's keys, then `minimumValue`,
  /// `maximumValue` and `value` (doubles in the coder), the value clamped to the range.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    if coder.containsValue(forKey: "minimumValue") {
      minimumValue = coder.decodeFloat(forKey: "minimumValue")
    }
    if coder.containsValue(forKey: "maximumValue") {
      maximumValue = coder.decodeFloat(forKey: "maximumValue")
    }
    if coder.containsValue(forKey: "value") { value = coder.decodeFloat(forKey: "value") }
  }

  /// Sets the value, clamped to the range (no animation here), without sending actions.
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  private func clamped(_ value: Float) -> Float { min(max(value, minimumValue), maximumValue) }

  /// What the driver reads: the value, as Swift prints a `Float` (`0.5`, `3.0`).
  var driverValue: String? { "\(value)" }

  /// The user drags the slider to `value` (a number within the range) and lets go:
  /// `.valueChanged` is sent when the value changed.
  func driverSet(_ text: String) throws(AppActionError) {
    guard let number = Float(text), number.isFinite else {
      throw AppActionError(
        "\(driverName) takes a number from \(minimumValue) to \(maximumValue), not '\(text)'")
    }
    guard number >= minimumValue, number <= maximumValue else {
      throw AppActionError(
        "\(driverName) goes from \(minimumValue) to \(maximumValue): the user cannot drag it to \(text)")
    }
    try driverRequireEnabled()
    guard number != value else { return }
    value = number
    driverSendValueChanged()
  }
}
