import LifecycleCore
import LifecycleSimulator

/// What a timeline draws, read once from a trace's typed records: the terminations with their
/// reports, the checks, the memory figures, the first and last times.
struct TimelineFacts {
  /// An app's process ended; the report the system wrote about it, if it wrote one.
  struct Termination {
    var position: Int
    var time: Duration
    var appIndex: Int
    var app: String
    var cause: TerminationCause
    var report: DeviceReport?
  }

  /// A check record, with where it is in the trace.
  struct Check {
    var position: Int
    var time: Duration
    var check: CheckRecord
  }

  /// A step of the scenario, numbered from 1 in the order run, with where it is in the trace.
  struct Step {
    var number: Int
    var position: Int
    var time: Duration
    var command: ScenarioCommand
  }

  /// A memory figure, with where it is in the trace.
  struct Memory {
    var position: Int
    var time: Duration
    var sample: MemorySample
  }

  var records: [TraceRecord]
  var appNames: [String]
  var start: Duration
  var end: Duration
  var terminations: [Termination] = []
  var checks: [Check] = []
  var steps: [Step] = []
  var memory: [Memory] = []

  init(_ trace: Trace) {
    records = Array(trace.records)
    appNames = trace.appNames
    start = records.first?.time ?? .zero
    end = records.last?.time ?? .zero
    // The report about a death comes just before its termination record.
    var pendingReports: [Int: DeviceReport] = [:]
    for (position, record) in records.enumerated() {
      switch record.event {
      case .report(let app, let report): pendingReports[app] = report
      case .terminated(let app, let cause):
        var report = pendingReports.removeValue(forKey: app)
        if report?.cause != cause { report = nil }
        terminations.append(
          Termination(
            position: position, time: record.time, appIndex: app, app: trace.name(of: app), cause: cause,
            report: report))
      case .check(let check): checks.append(Check(position: position, time: record.time, check: check))
      case .step(let command):
        steps.append(Step(number: steps.count + 1, position: position, time: record.time, command: command))
      case .memory(let sample): memory.append(Memory(position: position, time: record.time, sample: sample))
      default: break
      }
    }
  }

  /// Where `check` is in its scenario: `file:line` (and `:column`), or, for a scenario that is
  /// not a file (the demo's stories, named `<demo: …>`), `after step N` as the section numbers
  /// its steps; nil when the check has no location.
  func place(of check: Check, column: Bool) -> String? {
    guard let location = check.check.location else { return nil }
    if location.file.hasPrefix("<") { return "after step \(steps.count { $0.position < check.position })" }
    return "\(location.file):\(location.line)" + (column ? ":\(location.column)" : "")
  }
}
