/// A value of the app's `UIBackgroundModes` Info.plist key.
///
/// Source: App Programming Guide, “Background Execution” (`Docs/Sources.md`).
public enum BackgroundMode: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
  /// Plays or records audio in the background.
  case audio
  /// Receives location updates in the background.
  case location
  /// Keeps VoIP sockets open.
  case voip
  /// Background fetch.
  case fetch
  /// Silent remote notifications.
  case remoteNotification = "remote-notification"
  /// `BGProcessingTask` work (iOS 13 and later).
  case processing
  /// Talks to an external accessory.
  case externalAccessory = "external-accessory"
  /// Acts as a Bluetooth central.
  case bluetoothCentral = "bluetooth-central"

  /// Orders modes by their Info.plist spelling, so sets print deterministically.
  public static func < (lhs: BackgroundMode, rhs: BackgroundMode) -> Bool { lhs.rawValue < rhs.rawValue }
}
