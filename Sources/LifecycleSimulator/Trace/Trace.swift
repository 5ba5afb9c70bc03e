/// The record of everything a device did, in order.
///
/// Entries are stamped with virtual time only, so the same scenario and seed give
/// byte-identical traces.
public struct Trace: Codable, Hashable, Sendable {
  /// The entries, oldest first.
  public private(set) var entries: [TraceEntry] = []
  /// Whether entries are kept. Benchmarks turn this off; nothing else should.
  public var isRecording = true

  /// Creates an empty trace.
  public init() {}

  /// Appends an entry when recording.
  public mutating func append(_ entry: TraceEntry) {
    if isRecording { entries.append(entry) }
  }

  /// The entries about `app`.
  public func entries(for app: String) -> [TraceEntry] { entries.filter { $0.app == app } }
}

extension Trace: CustomStringConvertible {
  /// The trace as text, one aligned line per entry (``TraceFormat/text(_:)``), so that
  /// `print(device.trace)` shows what happened.
  public var description: String { TraceFormat.text(entries) }
}
