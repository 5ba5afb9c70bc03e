/// One running app as jetsam sees it.
public struct JetsamCandidate: Codable, Hashable, Sendable {
  /// The app's identifier (bundle id or name); also the final tie-breaker.
  public var app: String
  /// The band the app is in.
  public var band: JetsamBand
  /// When the app entered its band, as a counter the host increases on every band
  /// change: XNU appends a process that changes band at the tail of the band's queue
  /// (XNU kern_memorystatus.c, `memorystatus_update_priority_locked`).
  public var bandEntryOrder: UInt64
  /// The app's memory footprint.
  public var footprintBytes: Int
  /// Whether the app can run code and so receive a memory warning.
  public var executesCode: Bool

  /// Creates a candidate.
  public init(app: String, band: JetsamBand, bandEntryOrder: UInt64, footprintBytes: Int, executesCode: Bool)
  {
    self.app = app
    self.band = band
    self.bandEntryOrder = bandEntryOrder
    self.footprintBytes = footprintBytes
    self.executesCode = executesCode
  }
}
