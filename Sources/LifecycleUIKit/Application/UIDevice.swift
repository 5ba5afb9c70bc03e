/// The device the app runs on: `UIDevice.current`.
@MainActor
public final class UIDevice {
  private let host: UIKitAppHost?

  private init(host: UIKitAppHost?) { self.host = host }

  /// The device of the app whose code is running.
  public static var current: UIDevice { UIDevice(host: AppContext.current) }

  /// Whether apps can multitask here: the hardware must support it (not the iPhone 3G
  /// or the second-generation iPod touch, article “Multitasking pitfalls”) and so must
  /// the OS (iOS 4 and later). On iPhone OS 3 the property did not exist; it reads false.
  public var isMultitaskingSupported: Bool {
    host?.process?.environment.multitasking ?? false
  }
}
