import Foundation
import LifecycleCore

/// One scenario run in progress: the device, the checks so far, for each app how far
/// `expect callbacks`, `expect notifications` and `expect report` have read, and the misuses
/// no `expect misuse` has accounted for yet.
@MainActor
struct ScenarioSession {
  let device: Device
  var failures: [ScenarioFailure] = []
  var checkCount = 0
  private var callbackCursor: [String: Int] = [:]
  private var notificationCursor: [String: Int] = [:]
  private var reportCursor: [String: Int] = [:]
  /// How far the trace has been read for misuses.
  private var recordCursor = 0
  /// Misuses not yet accounted for, with the step during which they happened.
  private(set) var pendingMisuses: [(app: String, text: String, step: ScenarioStep)] = []

  init(device: Device) { self.device = device }

  mutating func perform(_ step: ScenarioStep) throws(ScenarioError) {
    do throws(DeviceError) {
      try dispatch(step)
    } catch {
      throw ScenarioError(location: step.location, message: error.message)
    }
    collectMisuses(during: step)
  }

  /// For an action `app` could not take because the system ended it and it has not run since:
  /// `; it crashed at 1.000s, its crash report says: …`, the report's kind, code and what it
  /// says; else "".
  private func endedBecause(_ app: String) -> String {
    guard let hosted = try? device.installed(app), let report = device.reportOfLastDeath(of: hosted) else {
      return ""
    }
    let how =
      switch report.kind {
      case .jetsam: "the system killed it for memory"
      case .penalty: "the system ended it for a background task held past its time"
      case .watchdog: "the watchdog ended it"
      case .crash: "it crashed"
      }
    let title = report.kind == .jetsam ? "jetsam report" : "crash report"
    let code = report.exceptionCode.map { code in
      report.namespace.map { "\($0) \(code)" } ?? "exception \(code)"
    }
    let says = [code, report.details.isEmpty ? nil : report.details].compactMap { $0 }.joined(separator: "; ")
    return "; \(how) at \(TimeFormat.seconds(report.time))"
      + (says.isEmpty ? "" : ", its \(title) says: \(says)")
  }

  private mutating func dispatch(_ step: ScenarioStep) throws(DeviceError) {
    switch step.command {
    case .perform(let app, let action, _):
      if let refusal = try device.carryOut(step.command) {
        checkCount += 1
        recordFailure(step, expected: "\(app) performs '\(action)'", actual: refusal + endedBecause(app))
      }
    case .drive(let app, let action):
      if let refusal = try device.carryOut(step.command) {
        checkCount += 1
        let name = ScenarioDriverParser.stepName(action)
        recordFailure(step, expected: "\(app) performs '\(name)'", actual: refusal + endedBecause(app))
      }
    case .device, .install, .launch, .home, .switchTo, .quit, .call, .lock, .unlock, .notificationCenter,
      .advance, .memoryWarning, .memoryPressure, .jetsam, .reboot, .settings, .locale, .language,
      .mailAccounts,
      .orientation, .battery, .accessory, .network, .significantTimeChange, .backgroundFetch, .push, .openURL:
      _ = try device.carryOut(step.command)
    case .respond(let spec):
      // The body's file is read relative to the scenario's own folder.
      let scenarioFile = URL(fileURLWithPath: step.location.file)
      try device.respond(spec, relativeTo: scenarioFile.deletingLastPathComponent())
    case .expectValue(let app, let target, let expected):
      // An element that cannot be read fails the check, naming what is on screen.
      do throws(DeviceError) {
        let actual: ScenarioValue = try device.value(of: target, in: app).map { .text($0) } ?? .none
        check(step, holds: actual == expected, expected: expected.description, actual: actual.description)
      } catch {
        check(step, holds: false, expected: expected.description, actual: error.message)
      }
    case .expectRows(let app, let target, let expected):
      // As for a value: a target that is not one table fails the check, saying what is on screen.
      do throws(DeviceError) {
        let actual: ScenarioValue = try device.rows(of: target, in: app).map { .text($0) } ?? .none
        check(step, holds: actual == expected, expected: expected.description, actual: actual.description)
      } catch {
        check(step, holds: false, expected: expected.description, actual: error.message)
      }
    case .expectState(let app, let expected):
      let actual = try device.installed(app)
      let state = device.policyState.apps[actual.index].state
      check(step, holds: state == expected, expected: expected.rawValue, actual: state.rawValue)
    case .expectCallbacks(let app, let expected):
      let all = try device.installed(app).received
      let start = callbackCursor[app] ?? 0
      callbackCursor[app] = all.count
      let actual = all[start...].compactMap(\.callback)
      check(
        step, holds: actual == expected, expected: Self.list(expected.map(\.rawValue)),
        actual: Self.list(actual.map(\.rawValue)))
    case .expectNotifications(let app, let expected):
      let all = try device.installed(app).received
      let start = notificationCursor[app] ?? 0
      notificationCursor[app] = all.count
      let actual = all[start...].compactMap(\.notification).map(\.rawValue)
      check(step, holds: actual == expected, expected: Self.list(expected), actual: Self.list(actual))
    case .expectProbe(let app, let probe, let expected):
      let answer = try device.probe(probe, of: app)
      let actual: ScenarioValue = answer.map { .text($0) } ?? .none
      check(step, holds: actual == expected, expected: expected.description, actual: actual.description)
    case .expectReport(let app, let kind):
      _ = try device.installed(app)
      let all = device.reports.filter { $0.app == app }
      let start = reportCursor[app] ?? 0
      reportCursor[app] = all.count
      let actual = all[start...].map(\.kind.rawValue)
      let expected = kind.map { [$0.rawValue] } ?? []
      check(step, holds: actual == expected, expected: Self.list(expected), actual: Self.list(actual))
    case .expectMisuse(let app, let text):
      _ = try device.installed(app)
      collectMisuses(during: step)
      if let position = pendingMisuses.firstIndex(where: { $0.app == app && $0.text.contains(text) }) {
        pendingMisuses.remove(at: position)
        check(step, holds: true, expected: "", actual: "")
      } else {
        let seen = pendingMisuses.filter { $0.app == app }.map(\.text)
        check(step, holds: false, expected: "a misuse mentioning \"\(text)\"", actual: Self.list(seen))
      }
    }
  }

  /// Takes the misuses recorded since the last look, as happening during `step`.
  private mutating func collectMisuses(during step: ScenarioStep) {
    let records = device.recordedTrace.records
    while recordCursor < records.count {
      if case .misuse(let app, let text) = records[recordCursor].event {
        pendingMisuses.append((device.recordedTrace.name(of: app), text, step))
      }
      recordCursor += 1
    }
  }

  /// For each app whose callbacks a scenario checked, the callbacks that arrived after
  /// its last `expect callbacks` and were never examined (as TCA's TestStore reports
  /// unasserted effects).
  func unexaminedCallbacks() -> [(app: String, callbacks: [LifecycleCallback])] {
    callbackCursor.keys.sorted().compactMap { app in
      guard let all = try? device.installed(app).received, let start = callbackCursor[app] else { return nil }
      let rest = all[start...].compactMap(\.callback)
      return rest.isEmpty ? nil : (app, rest)
    }
  }

  /// Fails the run for every misuse no `expect misuse` accounted for: a testing tool must not
  /// pass a run in which app code misused an API without anyone saying so.
  mutating func failUnexpectedMisuses() {
    for misuse in pendingMisuses {
      checkCount += 1
      recordFailure(
        misuse.step,
        expected: "no misuse (write 'expect misuse \(misuse.app) …' if the scenario means to show it)",
        actual: "\(misuse.app): \(misuse.text)")
    }
    pendingMisuses.removeAll()
  }

  private mutating func check(_ step: ScenarioStep, holds: Bool, expected: String, actual: String) {
    checkCount += 1
    if holds {
      device.record(.check(CheckRecord(outcome: .passed, step: step.text, location: step.location)))
    } else {
      recordFailure(step, expected: expected, actual: actual)
    }
  }

  /// Records a step that did not hold; `check` has counted it already.
  private mutating func recordFailure(_ step: ScenarioStep, expected: String, actual: String) {
    device.record(
      .check(
        CheckRecord(
          outcome: .failed, step: step.text, location: step.location, expected: expected, actual: actual)))
    failures.append(
      ScenarioFailure(location: step.location, step: step.text, expected: expected, actual: actual))
  }

  private static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.joined(separator: ", ")
  }
}
