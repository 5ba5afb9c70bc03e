import LifecycleCore

/// Renders a trace's typed records: as aligned text lines, or as JSON Lines with every
/// field typed. One renderer for both, so that the two say the same thing.
public enum TraceRenderer {
  /// One line per record: `   12.250s  Notes       callback      applicationDidEnterBackground`.
  public static func text(_ trace: Trace) -> String {
    let appWidth = max(8, trace.appNames.map(\.count).max() ?? 0)
    var out = ""
    for record in trace.records where isRendered(record.event) {
      out += textLine(entry(record, in: trace), appWidth: appWidth)
      out += "\n"
    }
    return out
  }

  /// One rendered entry as a text line, the app column `appWidth` wide.
  public static func textLine(_ entry: TraceEntry, appWidth: Int) -> String {
    let time = TimeFormat.seconds(entry.time)
    let paddedTime = String(repeating: " ", count: max(0, 11 - time.count)) + time
    let app = entry.app ?? "device"
    let appColumn = app + String(repeating: " ", count: max(0, appWidth - app.count))
    let kind = entry.kind.rawValue
    let kindColumn = kind + String(repeating: " ", count: max(0, 13 - kind.count))
    return "\(paddedTime)  \(appColumn)  \(kindColumn)\(entry.detail)"
  }

  /// One JSON object per record, keys in a fixed order: the `run` fields given (the file and
  /// profile of a run, say), `time_ms`, `app`, `kind`, `detail` (the text line's words), then
  /// the record's own fields (`from` and `to` of a state change, `callback`, `cause`,
  /// `free_bytes`, `expected`, …; `implemented: false` for a callback the app does not
  /// implement). A record's own field named like a run field is left out:
  /// a check's `file` is the file of the run.
  public static func jsonLines(_ trace: Trace, run: [(key: String, value: String)] = []) -> String {
    var prefix = "{"
    for (key, value) in run { prefix += "\(jsonString(key)):\(jsonString(value))," }
    let runKeys = Set(run.map(\.key))
    var out = ""
    for record in trace.records where isRendered(record.event) {
      let line = entry(record, in: trace)
      out += prefix + "\"time_ms\":\(TimeFormat.milliseconds(record.time)),\"app\":"
      out += line.app.map(jsonString) ?? "null"
      out += ",\"kind\":\(jsonString(line.kind.rawValue)),\"detail\":\(jsonString(line.detail))"
      for (key, value) in fields(of: record.event, in: trace) where !runKeys.contains(key) {
        out += ",\(jsonString(key)):\(value.json)"
      }
      out += "}\n"
    }
    return out
  }

  /// Whether the text trace and JSON Lines show `event`: all but the memory figures recorded
  /// for charts (``MemorySample/Kind/changed``), which they have never shown.
  public static func isRendered(_ event: TraceEvent) -> Bool {
    if case .memory(let sample) = event, case .changed = sample.kind { return false }
    return true
  }

  /// The record in words: its kind, its app and its detail.
  public static func entry(_ record: TraceRecord, in trace: Trace) -> TraceEntry {
    let app = record.event.app.map { trace.name(of: $0) }
    let (kind, detail) = words(record.event, in: trace)
    return TraceEntry(time: record.time, app: app, kind: kind, detail: detail)
  }

  /// The kind column and the detail of an event.
  static func words(_ event: TraceEvent, in trace: Trace) -> (TraceKind, String) {
    switch event {
    case .step(let command): return (.step, ScenarioPrinter.line(for: command))
    case .stateChanged(_, let from, let to): return (.state, "\(from) → \(to)")
    case .delivered(_, .callback(let callback)): return (.callback, callback.rawValue)
    case .delivered(_, .notification(let notification)): return (.notification, notification.rawValue)
    case .notImplemented(_, let callback): return (.callback, "\(callback.rawValue) (not implemented)")
    case .expirationHandler(_, let task, let name):
      return (.callback, "backgroundTaskExpired (expiration handler of background task \(task) '\(name)')")
    case .viewController(_, let callback, let controller): return (.callback, "\(callback) \(controller)")
    case .effect(_, let effect): return (.effect, words(effect))
    case .terminated(_, let cause): return (.termination, cause.rawValue)
    case .report(_, let report): return (.report, report.description)
    case .memory(let sample):
      switch sample.kind {
      case .jetsam(let victims):
        return (
          .memory,
          "jetsam: \(sample.freeBytes >> 20)MB free; victims in order: \(victims.joined(separator: ", "))"
        )
      case .belowWarningLevel:
        return (.memory, "free memory \(sample.freeBytes >> 20)MB below the warning level")
      case .changed:
        return (.memory, "\(sample.inUseBytes >> 20)MB in use, \(sample.freeBytes >> 20)MB free")
      }
    case .check(let check):
      switch check.outcome {
      case .passed: return (.check, "ok: \(check.step)")
      case .failed:
        return (.check, "FAILED: \(check.step) — expected \(check.expected ?? ""), got \(check.actual ?? "")")
      case .error: return (.check, "error: \(check.actual ?? check.step)")
      }
    case .misuse(_, let text): return (.misuse, text)
    case .ignored(_, let what, let reason): return (.ignored, "\(what): \(reason)")
    case .log(_, let text): return (.log, text)
    case .work(_, let work): return (.work, words(work))
    case .queued(_, let queued):
      return (.log, "\(describe(queued)) queued until the app runs again")
    case .unqueued(_, let queued):
      return (.log, "\(describe(queued)) no longer queued: a later change cancelled it")
    }
  }

  private static func describe(_ queued: QueuedNotification) -> String {
    queued.notification.rawValue + (queued.subject.map { " (\($0))" } ?? "")
  }

  static func words(_ effect: TraceEffect) -> String {
    switch effect {
    case .restoreState: "restoreState"
    case .preservedState: "preserveState"
    case .snapshot(let text): "takeSnapshot" + (text.isEmpty ? "" : ": \(oneLine(text))")
    case .discardedPreservedState(let had):
      had ? "discardPreservedState" : "discardPreservedState (none kept)"
    case .restoredScreen(true, _, _): "restored screen matches the snapshot"
    case .restoredScreen(false, let snapshot, let shown):
      "restored screen differs from the snapshot: was \(oneLine(snapshot)); now \(oneLine(shown))"
    case .rejectedArchive(let path, let reason): "restoration archive rejected: \(path): \(reason)"
    }
  }

  static func words(_ work: WorkEvent) -> String {
    switch work {
    case .started(let name, let needs): "'\(name)' started, needs \(TimeFormat.seconds(needs))"
    case .frozen(let name, let left): "'\(name)' frozen, \(TimeFormat.seconds(left)) left"
    case .resumed(let name, let left): "'\(name)' resumed, \(TimeFormat.seconds(left)) left"
    case .finished(let name): "'\(name)' finished"
    case .taskBegun(let identifier, let name): "beginBackgroundTask \(identifier) '\(name)'"
    case .taskEnded(let identifier, let name): "endBackgroundTask \(identifier) '\(name)'"
    case .taskRefused(let reason): "beginBackgroundTask refused: \(reason)"
    case .completionHandlerCalled(let identifier, let callback, let result):
      "completion handler of \(callback) called (\(result)); hold \(identifier) ends"
    }
  }

  /// A multi-line text on one line, its lines joined by ` | `.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " | ")
  }

  // MARK: JSON fields

  /// A JSON value, already encoded.
  struct JSONValue {
    var json: String
    static func string(_ text: String) -> JSONValue { JSONValue(json: jsonString(text)) }
    static func int(_ number: Int) -> JSONValue { JSONValue(json: String(number)) }
    static func bool(_ flag: Bool) -> JSONValue { JSONValue(json: flag ? "true" : "false") }
    static func milliseconds(_ duration: Duration) -> JSONValue {
      JSONValue(json: String(TimeFormat.milliseconds(duration)))
    }
    static func strings(_ texts: [String]) -> JSONValue {
      JSONValue(json: "[" + texts.map(jsonString).joined(separator: ",") + "]")
    }
  }

  /// The typed fields of an event, for JSON.
  static func fields(of event: TraceEvent, in trace: Trace) -> [(String, JSONValue)] {
    switch event {
    case .step(let command): return [("step", .string(ScenarioPrinter.line(for: command)))]
    case .stateChanged(_, let from, let to):
      return [("from", .string(from.rawValue)), ("to", .string(to.rawValue))]
    case .delivered(_, .callback(let callback)): return [("callback", .string(callback.rawValue))]
    case .delivered(_, .notification(let notification)):
      return [("notification", .string(notification.rawValue))]
    case .notImplemented(_, let callback):
      return [("callback", .string(callback.rawValue)), ("implemented", .bool(false))]
    case .expirationHandler(_, let task, let name):
      return [
        ("callback", .string("backgroundTaskExpired")), ("task", .int(task)), ("task_name", .string(name)),
      ]
    case .viewController(_, let callback, let controller):
      return [("callback", .string(callback)), ("controller", .string(controller))]
    case .effect: return []
    case .terminated(_, let cause): return [("cause", .string(cause.rawValue))]
    case .report(_, let report):
      var fields: [(String, JSONValue)] = [
        ("report", .string(report.kind.rawValue)), ("cause", .string(report.cause.rawValue)),
      ]
      if let namespace = report.namespace { fields.append(("namespace", .string(namespace))) }
      if let code = report.exceptionCode { fields.append(("code", .string(code))) }
      return fields
    case .memory(let sample):
      var fields: [(String, JSONValue)] = [
        ("free_bytes", .int(sample.freeBytes)), ("in_use_bytes", .int(sample.inUseBytes)),
      ]
      if case .jetsam(let victims) = sample.kind { fields.append(("victims", .strings(victims))) }
      return fields
    case .check(let check):
      var fields: [(String, JSONValue)] = [
        ("outcome", .string(check.outcome.rawValue)), ("step", .string(check.step)),
      ]
      if let location = check.location {
        fields.append(("file", .string(location.file)))
        fields.append(("line", .int(location.line)))
        fields.append(("column", .int(location.column)))
      }
      if let expected = check.expected { fields.append(("expected", .string(expected))) }
      if let actual = check.actual { fields.append(("actual", .string(actual))) }
      return fields
    case .work(_, .started(let name, let needs)):
      return [("work", .string(name)), ("needs_ms", .milliseconds(needs))]
    case .work(_, .taskBegun(let identifier, let name)), .work(_, .taskEnded(let identifier, let name)):
      return [("task", .int(identifier)), ("task_name", .string(name))]
    case .queued(_, let queued), .unqueued(_, let queued):
      var fields: [(String, JSONValue)] = [("notification", .string(queued.notification.rawValue))]
      if let subject = queued.subject { fields.append(("subject", .string(subject))) }
      return fields
    case .misuse, .ignored, .log, .work: return []
    }
  }

  /// A JSON string literal with the escapes RFC 8259 requires.
  public static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
