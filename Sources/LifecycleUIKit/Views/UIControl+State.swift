import LifecycleSimulator

extension UIControl {
  /// The states a control can be in (UIControl.State), for the titles and images a button
  /// keeps per state. Raw values are UIKit's.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit numbers them.
    public let rawValue: UInt
    /// Creates a set from its bits (UIKit's values).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not selected, not highlighted: the empty set, the state other states fall back to.
    public static let normal = State([])
    /// A finger is on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control does not take the user's actions.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
    /// The control has the focus (tvOS and iPad keyboards).
    public static let focused = State(rawValue: 1 << 3)
    /// Bits an app may use for states of its own.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Bits UIKit keeps for itself.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// A control with a frame whose primary action is `primaryAction` (iOS 14 and later): it
  /// runs for `.primaryActionTriggered` — a button's tap, a slider's or switch's change.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    guard APIAvailabilityCheck.require("initWithFrame:primaryAction:", of: self, host: appHost) else {
      return
    }
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  public var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// How the UI driver's errors name this control: its accessibility identifier, else its
  /// class.
  var driverName: String {
    if let accessibilityIdentifier { return "\(type(of: self)) '\(accessibilityIdentifier)'" }
    return "\(type(of: self))"
  }

  /// The UI driver acts only on an enabled control, as the user can: a disabled one throws,
  /// saying so.
  func driverRequireEnabled() throws(AppActionError) {
    guard isEnabled else {
      throw AppActionError("\(driverName) is disabled: the user cannot act on it (isEnabled is false)")
    }
  }

  /// Sends the events of the user's change of value: `.valueChanged`, as UIKit does at the end
  /// of the gesture (and, for a continuous slider, during it: the driver's change is one step),
  /// then `.primaryActionTriggered`, which runs the primary action of a control made with
  /// `init(frame:primaryAction:)` (iOS 14 and later).
  func driverSendValueChanged() {
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }
}
