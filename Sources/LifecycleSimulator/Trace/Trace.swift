public import LifecycleCore

/// The record of everything a device did, in order: typed records, rendered to text or
/// JSON Lines only when read (``TraceRenderer``).
///
/// Records are stamped with virtual time only, so the same scenario and seed give
/// byte-identical traces.
public struct Trace: Hashable, Sendable {
  /// The records, oldest first.
  public private(set) var records: [TraceRecord] = []
  /// The names of the apps records refer to, by index (installation order).
  public private(set) var appNames: [String] = []
  /// Whether records are kept. Benchmarks turn this off; nothing else should.
  public var isRecording = true

  /// Creates an empty trace.
  public init() {}

  /// Creates a trace of `records` about the apps named `appNames` (by index): for tests and
  /// tools that build traces by hand.
  public init(appNames: [String], records: [TraceRecord]) {
    self.appNames = appNames
    self.records = records
  }

  /// Appends a record when recording.
  @inline(__always)
  public mutating func append(_ record: TraceRecord) {
    if isRecording { records.append(record) }
  }

  /// Names the app records will call `index` (apps are registered in installation order).
  mutating func register(app name: String, at index: Int) {
    while appNames.count <= index { appNames.append("") }
    appNames[index] = name
  }

  /// The name of app `index`.
  public func name(of index: Int) -> String {
    appNames.indices.contains(index) ? appNames[index] : "app \(index)"
  }

  /// The records about `app`.
  public func records(about app: String) -> [TraceRecord] {
    guard let index = appNames.firstIndex(of: app) else { return [] }
    return records.filter { $0.event.app == index }
  }

  /// The records as rendered lines, oldest first.
  public var entries: [TraceEntry] { records.map { TraceRenderer.entry($0, in: self) } }

  /// The rendered lines about `app`.
  public func entries(for app: String) -> [TraceEntry] {
    records(about: app).map { TraceRenderer.entry($0, in: self) }
  }

  /// Every callback and notification `app` received, in order, across its processes.
  public func deliveries(of app: String) -> [Delivery] {
    records(about: app).compactMap {
      switch $0.event {
      case .delivered(_, let delivery): delivery
      case .expirationHandler: .callback(.backgroundTaskExpired)
      default: nil
      }
    }
  }

  /// The callbacks `app` received, in order.
  public func callbacks(of app: String) -> [LifecycleCallback] { deliveries(of: app).compactMap(\.callback) }

  /// The states `app` entered, in order.
  public func states(of app: String) -> [AppState] {
    records(about: app).compactMap { if case .stateChanged(_, _, let to) = $0.event { to } else { nil } }
  }

  /// The reports written about `app`, in order.
  public func reports(about app: String) -> [DeviceReport] {
    records(about: app).compactMap { if case .report(_, let report) = $0.event { report } else { nil } }
  }

  /// The effects the system had on `app`, in order.
  public func effects(on app: String) -> [TraceEffect] {
    records(about: app).compactMap { if case .effect(_, let effect) = $0.event { effect } else { nil } }
  }

  /// The lines `app`'s code (or the system about it) logged, in order.
  public func logs(of app: String) -> [String] {
    records(about: app).compactMap { if case .log(_, let line) = $0.event { line } else { nil } }
  }

  /// The misuses `app`'s code committed, in order.
  public func misuses(of app: String) -> [String] {
    records(about: app).compactMap { if case .misuse(_, let text) = $0.event { text } else { nil } }
  }

  /// The steps, as scenario lines.
  public var steps: [String] {
    records.compactMap {
      if case .step(let command) = $0.event { ScenarioPrinter.line(for: command) } else { nil }
    }
  }
}

extension Trace: CustomStringConvertible {
  /// The trace as text, one aligned line per record (``TraceRenderer/text(_:)``), so that
  /// `print(device.trace)` shows what happened.
  public var description: String { TraceRenderer.text(self) }
}
