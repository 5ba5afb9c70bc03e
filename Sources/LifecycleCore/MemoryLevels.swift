/// The free-memory levels at which the system warns apps and kills them.
///
/// Apple documents no numbers (“Responding to low-memory warnings”: warnings are best
/// effort; “Identifying high-memory use with jetsam event reports”: jetsam kills under
/// pressure). LifecycleKit expresses the levels as fractions of the device's memory, as
/// the legacy `OSMemoryNotificationLevel` warning/urgent levels did; the defaults are a
/// modelling choice.
public struct MemoryLevels: Codable, Hashable, Sendable {
  /// Below this much free memory, apps that run code get a memory warning.
  public var warningFreeBytes: Int
  /// Below this much free memory, jetsam kills until free memory is back above it.
  public var killFreeBytes: Int
  /// A `memory-pressure` event makes jetsam kill (at least one app) until this much memory is free.
  public var pressureTargetFreeBytes: Int

  /// Creates explicit levels.
  public init(warningFreeBytes: Int, killFreeBytes: Int, pressureTargetFreeBytes: Int) {
    self.warningFreeBytes = warningFreeBytes
    self.killFreeBytes = killFreeBytes
    self.pressureTargetFreeBytes = pressureTargetFreeBytes
  }

  /// The default levels for a device with `totalBytes` of memory for apps: warning
  /// below 15 % free, kills below 5 % free, and a pressure event kills at least one
  /// background app and goes on until 30 % is free.
  public static func standard(totalBytes: Int) -> MemoryLevels {
    MemoryLevels(
      warningFreeBytes: totalBytes * 15 / 100,
      killFreeBytes: totalBytes * 5 / 100,
      pressureTargetFreeBytes: totalBytes * 30 / 100
    )
  }
}
