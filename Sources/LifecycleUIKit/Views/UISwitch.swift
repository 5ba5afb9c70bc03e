import LifecycleSimulator

/// An on/off switch. The user's tap (or the UI driver's `set APP TARGET on|off`) flips it and
/// sends `.valueChanged`; the app's own ``setOn(_:animated:)`` sends nothing, as in UIKit.
@preconcurrency @MainActor
open class UISwitch: UIControl, UIDriverElement {
  /// Whether the switch is on; off by default.
  open var isOn = false

  /// A switch, off.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A switch from an interface file: reads the control's keys and `isOn`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOn = coder.decodeBool(forKey: "isOn")
  }

  /// Turns the switch on or off (no animation here), without sending actions.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// What the driver reads: `on` or `off`.
  var driverValue: String? { isOn ? "on" : "off" }

  /// The user taps the switch: it flips and sends `.valueChanged`.
  func driverTap() throws(AppActionError) {
    try driverRequireEnabled()
    isOn.toggle()
    driverSendValueChanged()
  }

  /// The user moves the switch to `on` or `off`; `.valueChanged` is sent when it changed.
  func driverSet(_ value: String) throws(AppActionError) {
    let on: Bool
    switch value.lowercased() {
    case "on": on = true
    case "off": on = false
    default: throw AppActionError("\(driverName) takes on or off, not '\(value)'")
    }
    try driverRequireEnabled()
    guard on != isOn else { return }
    isOn = on
    driverSendValueChanged()
  }
}
