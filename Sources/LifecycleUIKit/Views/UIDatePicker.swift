import LifecycleSimulator

/// A date picker (Apple, “UIDatePicker”): a date within an optional range, chosen on wheels (or,
/// from iOS 13.4, a compact or inline calendar: ``preferredDatePickerStyle``, inert).
///
/// A new picker shows the device's current date, in virtual time. The app's own changes send
/// nothing; the user's choice — the UI driver's `set APP TARGET DATE`, an ISO 8601 date and time in
/// UTC (`2024-03-01T09:30:00Z`) or a day (`2024-03-01`, its midnight in UTC) — sets the date,
/// clamped into ``minimumDate``…``maximumDate`` as the wheels stop at the ends, and sends
/// `.valueChanged`. The driver and the snapshot write the date the same way, in UTC whatever the
/// device's time zone, so that a check reads the same on every device.
@preconcurrency @MainActor
open class UIDatePicker: UIControl, UIDriverElement {
  /// What the picker chooses, with UIKit's raw values.
  public enum Mode: Int, Sendable {
    /// A time of day.
    case time = 0
    /// A day.
    case date = 1
    /// A day and a time of day (the default).
    case dateAndTime = 2
    /// A duration in hours and minutes.
    case countDownTimer = 3
  }

  /// How the picker looks (iOS 13.4), with UIKit's raw values: inert, nothing is drawn.
  public enum Style: Int, Sendable {
    /// The best style for the mode and the space.
    case automatic = 0
    /// Wheels.
    case wheels = 1
    /// A compact label that opens a calendar.
    case compact = 2
    /// A calendar in place (iOS 14).
    case inline = 3
  }

  private var storedDate: Date
  /// The date shown, always within the range: setting it clamps it.
  open var date: Date {
    get { storedDate }
    set { storedDate = clamped(newValue) }
  }
  /// What the picker chooses (`.dateAndTime` by default): kept and read back; the driver takes a
  /// full date in every mode.
  open var datePickerMode: Mode = .dateAndTime
  /// The earliest date the user can choose; nil for none.
  open var minimumDate: Date? { didSet { storedDate = clamped(storedDate) } }
  /// The latest date the user can choose; nil for none.
  open var maximumDate: Date? { didSet { storedDate = clamped(storedDate) } }
  /// The look the app prefers (iOS 13.4 and later: before, setting it crashes the app, an
  /// unrecognized selector; ``APIAvailability``): kept and read back, inert.
  open var preferredDatePickerStyle: Style = .automatic {
    didSet { _ = APIAvailabilityCheck.require("setPreferredDatePickerStyle:", of: self, host: appHost) }
  }

  /// A picker showing the current date.
  public override init(frame: CGRect) {
    storedDate = Date()
    super.init(frame: frame)
  }

  /// A picker from an interface file, in its `datePickerMode` (`date`, `time`, `dateAndTime`,
  /// `countDownTimer`), showing the date the file gives (Interface Builder's custom date, a
  /// `<date key="date">`), else the current date (`useCurrentDate="YES"`, or none given), between
  /// the file's `minimumDate` and `maximumDate`.
  public required init?(coder: NSCoder) {
    let useCurrentDate =
      coder.containsValue(forKey: "useCurrentDate") && coder.decodeBool(forKey: "useCurrentDate")
    let given = coder.containsValue(forKey: "date") ? coder.decodeDouble(forKey: "date") : nil
    storedDate = given.flatMap { useCurrentDate ? nil : Date(timeIntervalSinceReferenceDate: $0) } ?? Date()
    super.init(coder: coder)
    for key in ["minimumDate", "maximumDate"] where coder.containsValue(forKey: key) {
      let bound = Date(timeIntervalSinceReferenceDate: coder.decodeDouble(forKey: key))
      if key == "minimumDate" { minimumDate = bound } else { maximumDate = bound }
    }
    // The observers of the bounds do not run in the initializer: clamp here.
    storedDate = clamped(storedDate)
    if let mode = coder.decodeObject(forKey: "datePickerMode") as? String {
      switch mode {
      case "time": datePickerMode = .time
      case "date": datePickerMode = .date
      case "countDownTimer": datePickerMode = .countDownTimer
      default: datePickerMode = .dateAndTime
      }
    }
  }

  /// Sets the date (no animation here), clamped, without sending actions.
  open func setDate(_ date: Date, animated: Bool) { self.date = date }

  private func clamped(_ date: Date) -> Date {
    var result = date
    if let minimumDate, result < minimumDate { result = minimumDate }
    if let maximumDate, result > maximumDate { result = maximumDate }
    return result
  }

  /// A date as the driver and the snapshot write it: ISO 8601 in UTC (`2024-03-01T09:30:00Z`).
  static func text(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute))"
      + ":\(two(parts.second))Z"
  }

  /// The date `text` names: `YYYY-MM-DDTHH:MM:SSZ` or `YYYY-MM-DD` (its midnight), in UTC.
  static func date(from text: String) -> Date? {
    let numbers = text.split(whereSeparator: { "-T:Z".contains($0) }).map { Int($0) }
    let shapeOK = text.count == 10 || (text.count == 20 && text.hasSuffix("Z"))
    guard shapeOK, numbers.count == 3 || numbers.count == 6, !numbers.contains(nil) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let values = numbers.map { $0! } + [0, 0, 0]
    let parts = DateComponents(
      year: values[0], month: values[1], day: values[2], hour: values[3], minute: values[4], second: values[5]
    )
    guard let date = calendar.date(from: parts), Self.text(date).hasPrefix(String(text.prefix(10))) else {
      return nil
    }
    return date
  }

  /// What the driver reads: the date, ISO 8601 in UTC.
  var driverValue: String? { Self.text(date) }

  /// The user spins the wheels to `value` (ISO 8601 in UTC, or a day): the date, clamped to the
  /// range, and `.valueChanged` when it changed.
  func driverSet(_ value: String) throws(AppActionError) {
    guard let chosen = Self.date(from: value) else {
      throw AppActionError(
        "\(driverName) takes a date in UTC like 2024-03-01T09:30:00Z or 2024-03-01, not '\(value)'")
    }
    try driverRequireEnabled()
    let new = clamped(chosen)
    guard new != storedDate else { return }
    storedDate = new
    driverSendValueChanged()
  }
}
