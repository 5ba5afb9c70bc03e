import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// The trace keeps its records packed (twelve bytes each, the rare ones whole beside them):
/// whatever goes in comes back out unchanged, in order, with its time.
@Suite("Trace: packed records read back unchanged")
struct TracePackingTests {
  static let apps = ["Notes", "Game", "Mail"]

  /// One event of every kind, and every case of every enum a packed record holds.
  static var everyEvent: [TraceEvent] {
    var events: [TraceEvent] = []
    for from in AppState.allCases {
      for to in AppState.allCases { events.append(.stateChanged(app: 1, from: from, to: to)) }
    }
    events += LifecycleCallback.allCases.map { .delivered(app: 0, .callback($0)) }
    events += LifecycleNotification.allCases.map { .delivered(app: 2, .notification($0)) }
    events += LifecycleCallback.allCases.map { .notImplemented(app: 1, $0) }
    events += TerminationCause.allCases.map { .terminated(app: 0, $0) }
    events += [
      .effect(app: 0, .restoreState), .effect(app: 1, .preservedState),
      .effect(app: 2, .discardedPreservedState(hadState: true)),
      .effect(app: 2, .discardedPreservedState(hadState: false)),
      .effect(app: 0, .snapshot("Notes: buy milk")), .effect(app: 1, .snapshot("")),
      .effect(app: 0, .restoredScreen(matches: false, snapshot: "a", shown: "b")),
      .effect(app: 0, .rejectedArchive(path: "Notes/state.archive", reason: "truncated")),
    ]
    events += CallAction.allCases.map { .step(.call($0)) }
    events += [
      .step(.launch(app: "Notes")), .step(.switchTo(app: "Game")), .step(.quit(app: "Mail")),
      // A name no app has keeps its whole value.
      .step(.launch(app: "Nobody")),
      .step(.home), .step(.lock), .step(.unlock), .step(.memoryWarning), .step(.memoryPressure),
      .step(.reboot),
      .step(.significantTimeChange), .step(.notificationCenter(open: true)),
      .step(.notificationCenter(open: false)),
      .step(.advance(.seconds(1))), .step(.advance(.zero)), .step(.advance(.milliseconds(4_294_967_295))),
      // Finer than a millisecond, or too long to pack: kept whole.
      .step(.advance(.nanoseconds(1))), .step(.advance(.milliseconds(4_294_967_296))),
      .step(.settings(app: "Notes", key: "sync", value: "off")),
      .step(.perform(app: "Notes", action: "type", arguments: ["buy milk"])),
      .expirationHandler(app: 0, task: 3, name: "upload"),
      .viewController(app: 1, callback: "viewDidLoad", controller: "Board"),
      .memory(MemorySample(kind: .jetsam(victims: ["Game"]), freeBytes: 10, inUseBytes: 20)),
      .memory(MemorySample(kind: .belowWarningLevel, freeBytes: 1, inUseBytes: 2)),
      .memory(MemorySample(kind: .changed, freeBytes: 3, inUseBytes: 4)),
      .check(
        CheckRecord(
          outcome: .failed, step: "expect state Notes active", location: nil, expected: "a", actual: "b")),
      .misuse(app: 0, "endBackgroundTask(9): no such open background task"),
      .ignored(app: nil, what: "lock", reason: "the screen is already locked"),
      .ignored(app: 1, what: "quit", reason: "Game is not running"),
      .log(app: nil, "hello"), .log(app: 2, "app line"),
      .work(app: 0, .started("upload", needs: .seconds(3))), .work(app: 0, .taskBegun(1, "upload")),
      .queued(app: 1, QueuedNotification(.accessoryDidConnect, subject: "Dock")),
      .unqueued(app: 1, QueuedNotification(.userDefaultsDidChange)),
    ]
    return events
  }

  @Test(
    "every kind of event, every state, callback, notification, cause and call action reads back as written")
  func everyEventRoundTrips() {
    let written = Self.everyEvent.enumerated().map { index, event in
      // Several records share a time, as they do on a device.
      TraceRecord(time: .milliseconds(index / 3 * 250), event: event)
    }
    let trace = Trace(appNames: Self.apps, records: written)
    #expect(trace.count == written.count)
    #expect(Array(trace.records) == written)
    for (position, record) in written.enumerated() {
      #expect(trace.app(at: position) == record.event.app, "\(record.event)")
    }
  }

  @Test("the records about an app are those whose event names it, packed or not")
  func recordsAboutAnApp() {
    let written = Self.everyEvent.map { TraceRecord(time: .zero, event: $0) }
    let trace = Trace(appNames: Self.apps, records: written)
    for (index, name) in Self.apps.enumerated() {
      #expect(trace.records(about: name) == written.filter { $0.event.app == index }, "\(name)")
    }
    #expect(trace.records(about: "Nobody").isEmpty)
  }

  @Test("common records pack into twelve bytes; the one-byte enums they hold are one byte")
  func packedSizes() {
    #expect(MemoryLayout<PackedRecord>.stride == 12)
    #expect(MemoryLayout<LifecycleNotification>.size == 1)
    #expect(MemoryLayout<TerminationCause>.size == 1)
    #expect(MemoryLayout<CallAction>.size == 1)
    for notification in LifecycleNotification.allCases {
      #expect(PackedCase.value(PackedCase.index(notification)) == notification)
    }
    for cause in TerminationCause.allCases { #expect(PackedCase.value(PackedCase.index(cause)) == cause) }
  }

  @Test("a trace that does not record keeps nothing, and equal traces are equal values")
  func recordingAndEquality() {
    var off = Trace()
    off.isRecording = false
    off.append(TraceRecord(time: .zero, event: .step(.home)))
    #expect(off.records.isEmpty)
    let written = Self.everyEvent.map { TraceRecord(time: .seconds(2), event: $0) }
    #expect(Trace(appNames: Self.apps, records: written) == Trace(appNames: Self.apps, records: written))
    #expect(
      Trace(appNames: Self.apps, records: written)
        != Trace(appNames: Self.apps, records: Array(written.dropLast())))
  }
}

/// A delivery the app's code did not implement is marked after the fact: the record it was
/// becomes `notImplemented`, packed or kept whole, and nothing else changes.
@Suite("Trace: marking a delivery not implemented")
struct TraceNotImplementedMarkTests {
  @Test("the latest delivery of the callback to the app is marked; earlier ones and other apps' stay")
  func marksTheLatest() {
    var trace = Trace(
      appNames: ["Notes", "Mail"],
      records: [
        TraceRecord(time: .zero, event: .delivered(app: 0, .callback(.applicationDidBecomeActive))),
        TraceRecord(time: .seconds(1), event: .delivered(app: 0, .callback(.applicationDidBecomeActive))),
        TraceRecord(time: .seconds(1), event: .delivered(app: 1, .callback(.applicationDidBecomeActive))),
        TraceRecord(time: .seconds(1), event: .log(app: 0, "inside")),
      ])
    trace.markNotImplemented(app: 0, callback: .applicationDidBecomeActive)
    #expect(
      trace.records.map(\.event) == [
        .delivered(app: 0, .callback(.applicationDidBecomeActive)),
        .notImplemented(app: 0, .applicationDidBecomeActive),
        .delivered(app: 1, .callback(.applicationDidBecomeActive)),
        .log(app: 0, "inside"),
      ])
    #expect(trace.callbacks(of: "Notes") == [.applicationDidBecomeActive, .applicationDidBecomeActive])
  }

  @Test("text and JSON both say the callback is not implemented")
  func rendered() {
    let trace = Trace(
      appNames: ["Notes"],
      records: [
        TraceRecord(time: .seconds(2), event: .notImplemented(app: 0, .applicationDidEnterBackground))
      ])
    #expect(
      TraceRenderer.text(trace).contains("callback     applicationDidEnterBackground (not implemented)"))
    let json = TraceRenderer.jsonLines(trace)
    #expect(json.contains(#""kind":"callback","detail":"applicationDidEnterBackground (not implemented)""#))
    #expect(json.contains(#""callback":"applicationDidEnterBackground","implemented":false"#))
  }
}
