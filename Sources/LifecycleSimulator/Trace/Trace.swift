public import LifecycleCore

/// The record of everything a device did, in order: typed records, rendered to text or
/// JSON Lines only when read (``TraceRenderer``).
///
/// Records are stamped with virtual time only, so the same scenario and seed give
/// byte-identical traces.
///
/// Speed trick, contained: a device records several things per action, so the trace keeps
/// each record packed in twelve bytes — the common ones (state changes, callbacks,
/// notifications, terminations, plain effects, user steps) as small numbers, the time as an
/// index into the distinct times seen — and only the rare records with text or lists of their
/// own as whole values beside them. ``records`` decodes them back into ``TraceRecord``s when
/// read; a test encodes every kind of event and reads it back unchanged.
public struct Trace: Hashable, Sendable {
  /// The packed records, oldest first, in chunks that never move (``ChunkedArray``).
  private var packed = ChunkedArray<PackedRecord>()
  /// The distinct times records were stamped with, in order (records hold an index).
  private var times: [Duration] = []
  /// The events that do not pack, in order (their records hold an index).
  private var unpacked: [TraceEvent] = []
  /// The switcher snapshots' text, in order (their records hold an index).
  private var texts: [String] = []
  /// The memory figures of the ``MemorySample/Kind/changed`` records, free then in use, in order
  /// (their records hold the index of the pair).
  private var memoryFigures: [Int] = []
  /// The names of the apps records refer to, by index (installation order).
  public private(set) var appNames: [String] = []
  /// The app index of each name, for packing steps that name an app.
  private var appIndex: [String: Int] = [:]
  /// The app the last packed step named (a cache in front of `appIndex`; not part of the value).
  private var lastStepApp = 0
  /// Whether records are kept. Benchmarks turn this off; nothing else should.
  public var isRecording = true

  /// Creates an empty trace.
  public init() {}

  /// Creates a trace of `records` about the apps named `appNames` (by index): for tests and
  /// tools that build traces by hand.
  public init(appNames: [String], records: [TraceRecord]) {
    for (index, name) in appNames.enumerated() { register(app: name, at: index) }
    for record in records { append(record) }
  }

  /// The records, oldest first, decoded as they are read.
  public var records: TraceRecords { TraceRecords(trace: self) }

  /// How many records the trace holds.
  public var count: Int { packed.count }

  /// Appends a record when recording.
  @inline(__always)
  public mutating func append(_ record: TraceRecord) {
    guard isRecording else { return }
    append(record.event, at: record.time)
  }

  /// Appends `event`, stamped `time`, when recording.
  @inline(__always)
  mutating func append(_ event: TraceEvent, at time: Duration) {
    guard isRecording else { return }
    if times.isEmpty || times[times.count - 1].attoseconds != time.attoseconds { times.append(time) }
    let stamp = UInt32(truncatingIfNeeded: times.count - 1)
    if let record = pack(event, stamp: stamp) {
      packed.append(record)
    } else {
      appendUnpacked(event, stamp: stamp)
    }
  }

  /// Appends a ``MemorySample/Kind/changed`` record, stamped `time`, when recording: packed,
  /// with its figures beside it, so that the device's launches and deaths allocate nothing.
  mutating func appendMemoryChange(freeBytes: Int, inUseBytes: Int, at time: Duration) {
    guard isRecording else { return }
    if times.isEmpty || times[times.count - 1].attoseconds != time.attoseconds { times.append(time) }
    let stamp = UInt32(truncatingIfNeeded: times.count - 1)
    packed.append(
      PackedRecord(
        stamp: stamp, app: 0, kind: .memoryChanged, a: 0,
        payload: UInt32(truncatingIfNeeded: memoryFigures.count / 2)))
    memoryFigures.append(freeBytes)
    memoryFigures.append(inUseBytes)
  }

  @inline(never)
  private mutating func appendUnpacked(_ event: TraceEvent, stamp: UInt32) {
    if case .effect(let app, .snapshot(let text)) = event, let app = PackedRecord.app(app) {
      packed.append(
        PackedRecord(
          stamp: stamp, app: app, kind: .snapshot, a: 0, payload: UInt32(truncatingIfNeeded: texts.count)))
      texts.append(text)
      return
    }
    packed.append(
      PackedRecord(
        stamp: stamp, app: 0, kind: .unpacked, a: 0, payload: UInt32(truncatingIfNeeded: unpacked.count)))
    unpacked.append(event)
  }

  /// The packed form of `event`, or nil when it keeps text or a list of its own.
  @inline(__always)
  private mutating func pack(_ event: TraceEvent, stamp: UInt32) -> PackedRecord? {
    switch event {
    case .stateChanged(let app, let from, let to):
      guard let app = PackedRecord.app(app) else { return nil }
      return PackedRecord(
        stamp: stamp, app: app, kind: .stateChanged, a: UInt8(truncatingIfNeeded: from.ordinal),
        payload: UInt32(truncatingIfNeeded: to.ordinal))
    case .delivered(let app, .callback(let callback)):
      guard let app = PackedRecord.app(app) else { return nil }
      return PackedRecord(
        stamp: stamp, app: app, kind: .callback, a: UInt8(truncatingIfNeeded: callback.ordinal), payload: 0)
    case .delivered(let app, .notification(let notification)):
      guard let app = PackedRecord.app(app) else { return nil }
      return PackedRecord(
        stamp: stamp, app: app, kind: .notification, a: PackedCase.index(notification), payload: 0)
    case .notImplemented(let app, let callback):
      guard let app = PackedRecord.app(app) else { return nil }
      return PackedRecord(
        stamp: stamp, app: app, kind: .notImplementedCallback, a: UInt8(truncatingIfNeeded: callback.ordinal),
        payload: 0)
    case .terminated(let app, let cause):
      guard let app = PackedRecord.app(app) else { return nil }
      return PackedRecord(stamp: stamp, app: app, kind: .terminated, a: PackedCase.index(cause), payload: 0)
    case .effect(let app, let effect):
      guard let app = PackedRecord.app(app) else { return nil }
      let code: UInt8
      switch effect {
      case .restoreState: code = 0
      case .preservedState: code = 1
      case .discardedPreservedState(let hadState): code = hadState ? 3 : 2
      default: return nil
      }
      return PackedRecord(stamp: stamp, app: app, kind: .effect, a: code, payload: 0)
    case .memory(let sample) where sample.kind == .changed:
      let record = PackedRecord(
        stamp: stamp, app: 0, kind: .memoryChanged, a: 0,
        payload: UInt32(truncatingIfNeeded: memoryFigures.count / 2))
      memoryFigures.append(sample.freeBytes)
      memoryFigures.append(sample.inUseBytes)
      return record
    case .step(let command):
      guard let (code, payload) = packStep(command) else { return nil }
      return PackedRecord(stamp: stamp, app: 0, kind: .step, a: code.rawValue, payload: payload)
    default:
      return nil
    }
  }

  /// The index of the app named `name`, if one is: the app of the previous step first, as the
  /// next step usually names it too.
  @inline(__always)
  private mutating func index(ofApp name: String) -> UInt32? {
    if lastStepApp < appNames.count, appNames[lastStepApp] == name {
      return UInt32(truncatingIfNeeded: lastStepApp)
    }
    guard let index = appIndex[name] else { return nil }
    lastStepApp = index
    return UInt32(truncatingIfNeeded: index)
  }

  /// A user step as a code and one number, when it is one of the common ones.
  @inline(__always)
  private mutating func packStep(_ command: ScenarioCommand) -> (PackedStep, UInt32)? {
    switch command {
    case .launch(let name): index(ofApp: name).map { (.launch, $0) }
    case .switchTo(let name): index(ofApp: name).map { (.switchTo, $0) }
    case .quit(let name): index(ofApp: name).map { (.quit, $0) }
    case .home: (.home, 0)
    case .lock: (.lock, 0)
    case .unlock: (.unlock, 0)
    case .memoryWarning: (.memoryWarning, 0)
    case .memoryPressure: (.memoryPressure, 0)
    case .reboot: (.reboot, 0)
    case .significantTimeChange: (.significantTimeChange, 0)
    case .call(let action): (.call, UInt32(PackedCase.index(action)))
    case .notificationCenter(let open): (.notificationCenter, open ? 1 : 0)
    case .advance(let duration):
      // Whole milliseconds up to 49 days pack; anything finer keeps its value.
      PackedStep.milliseconds(duration).map { (.advance, $0) }
    default: nil
    }
  }

  /// The record at `position`.
  func record(at position: Int) -> TraceRecord {
    let record = packed[position]
    return TraceRecord(time: times[Int(record.stamp)], event: event(of: record))
  }

  /// The app record `position` is about, read without decoding the record.
  func app(at position: Int) -> Int? {
    let record = packed[position]
    return record.kind == .unpacked ? unpacked[Int(record.payload)].app : record.appIndex
  }

  private func event(of record: PackedRecord) -> TraceEvent {
    let app = record.appIndex ?? 0
    switch record.kind {
    case .unpacked:
      return unpacked[Int(record.payload)]
    case .stateChanged:
      return .stateChanged(
        app: app, from: AppState.allCases[Int(record.a)], to: AppState.allCases[Int(record.payload)])
    case .callback:
      return .delivered(app: app, .callback(LifecycleCallback.allCases[Int(record.a)]))
    case .notification:
      return .delivered(app: app, .notification(PackedCase.value(record.a)))
    case .notImplementedCallback:
      return .notImplemented(app: app, LifecycleCallback.allCases[Int(record.a)])
    case .terminated:
      return .terminated(app: app, PackedCase.value(record.a))
    case .effect:
      switch record.a {
      case 0: return .effect(app: app, .restoreState)
      case 1: return .effect(app: app, .preservedState)
      default: return .effect(app: app, .discardedPreservedState(hadState: record.a == 3))
      }
    case .snapshot:
      return .effect(app: app, .snapshot(texts[Int(record.payload)]))
    case .memoryChanged:
      let pair = Int(record.payload) * 2
      return .memory(
        MemorySample(kind: .changed, freeBytes: memoryFigures[pair], inUseBytes: memoryFigures[pair + 1]))
    case .step:
      return .step(step(PackedStep(rawValue: record.a)!, record.payload))
    }
  }

  private func step(_ code: PackedStep, _ payload: UInt32) -> ScenarioCommand {
    switch code {
    case .launch: .launch(app: appNames[Int(payload)])
    case .switchTo: .switchTo(app: appNames[Int(payload)])
    case .quit: .quit(app: appNames[Int(payload)])
    case .home: .home
    case .lock: .lock
    case .unlock: .unlock
    case .memoryWarning: .memoryWarning
    case .memoryPressure: .memoryPressure
    case .reboot: .reboot
    case .significantTimeChange: .significantTimeChange
    case .call: .call(PackedCase.value(UInt8(truncatingIfNeeded: payload)))
    case .notificationCenter: .notificationCenter(open: payload != 0)
    case .advance: .advance(.milliseconds(Int64(payload)))
    }
  }

  /// Marks the latest delivery of `callback` to `app` as not implemented by the app's code
  /// (``TraceEvent/notImplemented(app:_:)``). The app reports it when the callback returns,
  /// so the delivery is among the last records; older ones are left alone.
  mutating func markNotImplemented(app: Int, callback: LifecycleCallback) {
    guard isRecording else { return }
    let delivered = TraceEvent.delivered(app: app, .callback(callback))
    for position in packed.indices.reversed().prefix(256) {
      let record = packed[position]
      if record.kind == .unpacked {
        guard unpacked[Int(record.payload)] == delivered else { continue }
        unpacked[Int(record.payload)] = .notImplemented(app: app, callback)
        return
      }
      guard record.kind == .callback, record.appIndex == app, Int(record.a) == callback.ordinal else {
        continue
      }
      packed[position].kind = .notImplementedCallback
      return
    }
  }

  /// Names the app records will call `index` (apps are registered in installation order).
  mutating func register(app name: String, at index: Int) {
    while appNames.count <= index { appNames.append("") }
    appNames[index] = name
    appIndex[name] = index
  }

  /// The name of app `index`.
  public func name(of index: Int) -> String {
    appNames.indices.contains(index) ? appNames[index] : "app \(index)"
  }

  /// The records about `app`.
  public func records(about app: String) -> [TraceRecord] {
    guard let index = appNames.firstIndex(of: app) else { return [] }
    return packed.indices.lazy.filter { self.app(at: $0) == index }.map { self.record(at: $0) }
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
      case .notImplemented(_, let callback): .callback(callback)
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

/// A trace's records, oldest first, each decoded when read.
public struct TraceRecords: RandomAccessCollection, Sendable {
  let trace: Trace

  /// The first position.
  public var startIndex: Int { 0 }
  /// One past the last position.
  public var endIndex: Int { trace.count }
  /// The record at `position`.
  public subscript(position: Int) -> TraceRecord { trace.record(at: position) }
}

extension Trace {
  /// Traces are equal when they hold the same records about the same apps (and both record or
  /// both do not).
  public static func == (lhs: Trace, rhs: Trace) -> Bool {
    lhs.packed == rhs.packed && lhs.times == rhs.times && lhs.unpacked == rhs.unpacked
      && lhs.texts == rhs.texts && lhs.memoryFigures == rhs.memoryFigures && lhs.appNames == rhs.appNames
      && lhs.isRecording == rhs.isRecording
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(packed)
    hasher.combine(times)
    hasher.combine(unpacked)
    hasher.combine(texts)
    hasher.combine(memoryFigures)
    hasher.combine(appNames)
    hasher.combine(isRecording)
  }
}

extension Trace: CustomStringConvertible {
  /// The trace as text, one aligned line per record (``TraceRenderer/text(_:)``), so that
  /// `print(device.trace)` shows what happened.
  public var description: String { TraceRenderer.text(self) }
}
