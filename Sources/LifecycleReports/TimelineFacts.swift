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
      case .memory(let sample): memory.append(Memory(position: position, time: record.time, sample: sample))
      default: break
      }
    }
  }
}
