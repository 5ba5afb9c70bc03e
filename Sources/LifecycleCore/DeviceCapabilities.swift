/// What the hardware can do, independently of the OS generation it runs.
public struct DeviceCapabilities: Codable, Hashable, Sendable {
  /// `UIDevice.isMultitaskingSupported`: false on the iPhone 3G and the second
  /// generation iPod touch even on iOS 4 (article “Multitasking pitfalls”; Apple's
  /// “isMultitaskingSupported”).
  public var multitaskingSupported: Bool

  /// Creates a device description.
  public init(multitaskingSupported: Bool = true) {
    self.multitaskingSupported = multitaskingSupported
  }

  /// A device that supports multitasking.
  public static let standard = DeviceCapabilities()
}
