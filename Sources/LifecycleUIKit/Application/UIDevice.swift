public import Foundation
import LifecycleCore

/// The device the app runs on: `UIDevice.current`.
///
/// Its orientation and battery are the simulated device's (the `orientation` and `battery`
/// steps change them); the change notifications are posted to the app's centre, held while
/// it is suspended and delivered, coalesced, when it runs again ("Processing queued
/// notifications").
@preconcurrency @MainActor
public final class UIDevice {
  private let host: UIKitAppHost?
  private init(host: UIKitAppHost?) { self.host = host }

  /// The device of the app whose code is running.
  public static var current: UIDevice { UIDevice(host: AppContext.current) }

  /// Whether apps can multitask here: the hardware must support it (not the iPhone 3G
  /// or the second-generation iPod touch, article “Multitasking pitfalls”) and so must
  /// the OS (iOS 4 and later). On iPhone OS 3 the property does not exist: reading it crashes
  /// the app (an unrecognized selector); check ``responds(to:)`` first.
  public var isMultitaskingSupported: Bool {
    guard APIAvailabilityCheck.require("isMultitaskingSupported", of: self, host: host) else { return false }
    return host?.process?.environment.multitasking ?? false
  }

  /// The OS version, as `UIDevice.current.systemVersion` gives it: the first release of the
  /// running profile's generation (`4.0`; `7.0` for iOS 7 to 12, ``OSGeneration/systemVersion``),
  /// the newest outside any app's code.
  public var systemVersion: String {
    (host?.process?.environment.profile.generation ?? OSGeneration.allCases.last!).systemVersion
  }

  /// The app's identifier for its vendor (iOS 6 and later; on iPhone OS 3 to 5 reading it
  /// crashes the app with an unrecognized selector, as there): the same value at every launch
  /// of the app on this device, a different one on another app, as Apple's
  /// “identifierForVendor” describes for apps of different vendors. The simulated device knows
  /// no vendors, so every installed app counts as its own; the value is made from the app's
  /// name, so runs are reproducible. Nil outside any app's code.
  public var identifierForVendor: UUID? {
    guard APIAvailabilityCheck.require("identifierForVendor", of: self, host: host) else { return nil }
    guard let name = host?.process?.appName else { return nil }
    return Self.vendorIdentifier(forApp: name)
  }

  /// A version-4-shaped UUID made from two FNV-1a hashes of the app's name (stable across
  /// runs and machines, unlike Swift's seeded `Hasher`).
  static func vendorIdentifier(forApp name: String) -> UUID {
    func fnv1a(_ salt: UInt8) -> UInt64 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in [salt] + Array("identifierForVendor:\(name)".utf8) {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      }
      return hash
    }
    var bytes = withUnsafeBytes(of: (fnv1a(1).bigEndian, fnv1a(2).bigEndian)) { Array($0) }
    bytes[6] = (bytes[6] & 0x0f) | 0x40  // version 4
    bytes[8] = (bytes[8] & 0x3f) | 0x80  // RFC 4122 variant
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
        bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }

  /// `NSObject`'s `responds(to:)`: whether the running OS generation has the method
  /// `aSelector` names (`Selector(("isMultitaskingSupported"))`), from the rows of
  /// ``APIAvailability``. Code that checks first, as iPhone OS 3-compatible code must, runs on
  /// every profile. A selector no row names is reported as a misuse and answers false.
  public func responds(to aSelector: Selector) -> Bool {
    APIAvailabilityCheck.responds(self, to: aSelector, host: host)
  }

  /// The kind of device (“userInterfaceIdiom”, iOS 3.2): the simulated device is an iPhone.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }

  /// The model's name (“model”): `iPhone`.
  public var model: String { "iPhone" }

  /// The model's name in the device's language (“localizedModel”): `iPhone`.
  public var localizedModel: String { "iPhone" }

  /// `UIDeviceOrientation`.
  public enum Orientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, Home button at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, Home button on the right.
    case landscapeLeft = 3
    /// On its side, Home button on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6
  }

  /// `UIDevice.BatteryState`.
  public enum BatteryState: Int, Sendable {
    /// Not known (battery monitoring off).
    case unknown = 0
    /// On battery.
    case unplugged = 1
    /// Plugged in, charging.
    case charging = 2
    /// Plugged in, full.
    case full = 3
  }

  /// The device's orientation; `.unknown` outside any app's code.
  public var orientation: Orientation {
    guard let process = host?.process else { return .unknown }
    switch process.deviceOrientation {
    case .portrait: return .portrait
    case .portraitUpsideDown: return .portraitUpsideDown
    case .landscapeLeft: return .landscapeLeft
    case .landscapeRight: return .landscapeRight
    case .faceUp: return .faceUp
    case .faceDown: return .faceDown
    }
  }

  /// Whether the app reads the battery; as on iOS, ``batteryLevel`` and ``batteryState`` read
  /// as unknown (-1, `.unknown`) until it is on.
  public var isBatteryMonitoringEnabled: Bool {
    get { host?.batteryMonitoring ?? false }
    set { host?.batteryMonitoring = newValue }
  }

  /// The battery's charge from 0 to 1, or -1 while battery monitoring is off.
  public var batteryLevel: Float {
    guard isBatteryMonitoringEnabled, let process = host?.process else { return -1 }
    return Float(process.batteryLevelPercent) / 100
  }

  /// The battery's state, or `.unknown` while battery monitoring is off.
  public var batteryState: BatteryState {
    guard isBatteryMonitoringEnabled, let process = host?.process else { return .unknown }
    switch process.batteryState {
    case .unplugged: return .unplugged
    case .charging: return .charging
    case .full: return .full
    }
  }

  /// Posted when the device turns.
  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    LifecycleNotification.deviceOrientationDidChange.rawValue)
  /// Posted when the battery level changes.
  nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
    LifecycleNotification.batteryLevelDidChange.rawValue)
  /// Posted when the battery state changes.
  nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
    LifecycleNotification.batteryStateDidChange.rawValue)
}

extension Notification.Name {
  /// External Accessory's `EAAccessoryDidConnect`: posted when an accessory is connected;
  /// held while the app is suspended (a disconnect before it runs again cancels it).
  public static let EAAccessoryDidConnect = Notification.Name(
    LifecycleNotification.accessoryDidConnect.rawValue)
  /// External Accessory's `EAAccessoryDidDisconnect`: posted when an accessory is disconnected.
  public static let EAAccessoryDidDisconnect = Notification.Name(
    LifecycleNotification.accessoryDidDisconnect.rawValue)
}

/// The kind of device an interface is for (“UIUserInterfaceIdiom”), with UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not given.
  case unspecified = -1
  /// An iPhone or iPod touch: the simulated device.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac (iOS 14).
  case mac = 5
  /// Apple Vision Pro (iOS 17).
  case vision = 6
}
