import LifecycleSimulator

/// A stepper (iOS 5 and later): a value changed by steps with its − and + buttons, between a
/// minimum and a maximum (Apple, “UIStepper”: 0 and 100, a step of 1, by default).
///
/// The app's own changes send nothing; the user's press on + or − — the UI driver's
/// `set APP TARGET increment` or `decrement` — moves the value by ``stepValue`` and sends
/// `.valueChanged`. Past an end the value stops there, or, with ``wraps``, goes round to the other
/// end; without it the button at the end the value has reached is disabled, so a press on it is
/// refused. Holding a button (``autorepeat``) and ``isContinuous`` are inert: the driver's press is
/// one step.
@preconcurrency @MainActor
open class UIStepper: UIControl, UIDriverElement {
  private var storedValue = 0.0
  /// The value, always within the range: setting it clamps it (Apple, “value”).
  open var value: Double {
    get { storedValue }
    set { storedValue = clamped(newValue) }
  }
  /// The low end of the range (0 by default).
  open var minimumValue = 0.0 {
    didSet { rangeChanged(from: "minimumValue", keeping: minimumValue) }
  }
  /// The high end of the range (100 by default).
  open var maximumValue = 100.0 {
    didSet { rangeChanged(from: "maximumValue", keeping: maximumValue) }
  }
  /// How much a press moves the value (1 by default). It must be more than 0: setting 0 or less
  /// crashes the app with `NSInvalidArgumentException`, as on iOS (Apple, “stepValue”), and
  /// leaves the step as it was.
  open var stepValue = 1.0 {
    didSet {
      guard stepValue <= 0 else { return }
      let refused = stepValue
      stepValue = oldValue
      appHost?.crash(
        "NSInvalidArgumentException: -[UIStepper setStepValue:]: stepValue must be greater than 0 (got \(refused))"
      )
    }
  }
  /// Whether pressing past an end goes round to the other end (false by default).
  open var wraps = false
  /// Whether holding a button repeats the press (true by default): inert, the driver's press is
  /// one step.
  open var autorepeat = true
  /// Whether a held press sends `.valueChanged` as it goes (true by default): inert, as above.
  open var isContinuous = true

  /// A stepper at 0 in 0…100, by steps of 1 (iOS 5 and later: before, the app crashes, as with a
  /// class the OS does not have; ``APIAvailability``).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    _ = APIAvailabilityCheck.require("initWithFrame:", of: self, host: appHost)
  }

  /// A stepper from an interface file: reads the control's keys, then `minimumValue`,
  /// `maximumValue`, `stepValue`, `value`, `wraps`, `autorepeat` and `isContinuous`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    if coder.containsValue(forKey: "minimumValue") {
      minimumValue = coder.decodeDouble(forKey: "minimumValue")
    }
    if coder.containsValue(forKey: "maximumValue") {
      maximumValue = coder.decodeDouble(forKey: "maximumValue")
    }
    if coder.containsValue(forKey: "stepValue") { stepValue = coder.decodeDouble(forKey: "stepValue") }
    if coder.containsValue(forKey: "value") { value = coder.decodeDouble(forKey: "value") }
    if coder.containsValue(forKey: "wraps") { wraps = coder.decodeBool(forKey: "wraps") }
    if coder.containsValue(forKey: "autorepeat") { autorepeat = coder.decodeBool(forKey: "autorepeat") }
    if coder.containsValue(forKey: "isContinuous") { isContinuous = coder.decodeBool(forKey: "isContinuous") }
  }

  private func clamped(_ value: Double) -> Double { min(max(value, minimumValue), maximumValue) }

  /// A new end that crosses the other: both ends take the new value, as the class's overview
  /// says (Apple, “UIStepper”), and the run is failed with a misuse, because the property's own
  /// page says iOS raises `NSInvalidArgumentException` there (Apple, “minimumValue”,
  /// “maximumValue”): code that does it works on some iOS versions only.
  private func rangeChanged(from property: String, keeping end: Double) {
    if minimumValue > maximumValue {
      appHost?.process?.reportMisuse(
        "UIStepper.\(property) = \(end) crosses the other end of the range: both ends become \(end), as"
          + " Apple's “UIStepper” says, but Apple's “\(property)” says iOS raises NSInvalidArgumentException;"
          + " set the ends in an order that keeps minimumValue < maximumValue")
      if minimumValue != end { minimumValue = end }
      if maximumValue != end { maximumValue = end }
    }
    storedValue = clamped(storedValue)
  }

  /// What the driver reads: the value, whole numbers without a fraction (`3`), others as Swift
  /// prints a `Double` (`2.5`).
  var driverValue: String? { Self.text(value) }

  /// A number as the snapshot and the driver write it.
  static func text(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
  }

  /// The user presses + (`increment`) or − (`decrement`): the value moves by a step, stops at
  /// the end or goes round with ``wraps``, and `.valueChanged` is sent. A press on a button the
  /// stepper disables (at the end, without ``wraps``) is refused.
  func driverSet(_ text: String) throws(AppActionError) {
    let up: Bool
    switch text.lowercased() {
    case "increment", "+": up = true
    case "decrement", "-": up = false
    default:
      throw AppActionError("\(driverName) takes increment or decrement (its + or − button), not '\(text)'")
    }
    try driverRequireEnabled()
    let end = up ? maximumValue : minimumValue
    if value == end && !wraps {
      throw AppActionError(
        "\(driverName) is at its \(up ? "maximum" : "minimum") \(Self.text(end)): its \(up ? "+" : "−") button is"
          + " disabled (wraps is false)")
    }
    let next = value + (up ? stepValue : -stepValue)
    let past = up ? next > maximumValue : next < minimumValue
    if past && wraps {
      storedValue = up ? minimumValue : maximumValue
    } else {
      storedValue = clamped(next)
    }
    driverSendValueChanged()
  }
}
