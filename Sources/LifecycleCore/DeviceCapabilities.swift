/// What the hardware can do, independently of the OS generation it runs.
public struct DeviceCapabilities: Codable, Hashable, Sendable {
  /// `UIDevice.isMultitaskingSupported`: false on the iPhone 3G and the second
  /// generation iPod touch even on iOS 4 (article “Multitasking pitfalls”; Apple's
  /// “isMultitaskingSupported”).
  public var multitaskingSupported: Bool
  /// Whether the user set a passcode: only then does locking the device make protected data
  /// unavailable (Apple Platform Security, “Data Protection classes”).
  public var hasPasscode: Bool

  /// Creates a device description.
  public init(multitaskingSupported: Bool = true, hasPasscode: Bool = false) {
    self.multitaskingSupported = multitaskingSupported
    self.hasPasscode = hasPasscode
  }

  /// A device that supports multitasking.
  public static let standard = DeviceCapabilities()
}
