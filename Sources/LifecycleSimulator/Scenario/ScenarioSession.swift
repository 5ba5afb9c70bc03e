import LifecycleCore

/// One scenario run in progress: the device, the checks so far, and for each app how
/// far `expect callbacks` and `expect notifications` have read its deliveries.
@MainActor
struct ScenarioSession {
  let device: Device
  var failures: [ScenarioFailure] = []
  var checkCount = 0
  private var callbackCursor: [String: Int] = [:]
  private var notificationCursor: [String: Int] = [:]

  init(device: Device) { self.device = device }

  mutating func perform(_ step: ScenarioStep) throws(ScenarioError) {
    do throws(DeviceError) {
      try dispatch(step)
    } catch {
      throw ScenarioError(location: step.location, message: error.message)
    }
  }

  private mutating func dispatch(_ step: ScenarioStep) throws(DeviceError) {
    switch step.command {
    case .device:
      throw DeviceError("the device step must come first, before any other step")
    case .install(let spec): try device.install(spec)
    case .launch(let app): try device.launch(app)
    case .home: device.home()
    case .switchTo(let app): try device.switchTo(app)
    case .quit(let app): try device.quit(app)
    case .call(let action): device.call(action)
    case .lock: device.lock()
    case .unlock: device.unlock()
    case .notificationCenter(let open): device.notificationCenter(open: open)
    case .advance(let duration): device.advance(by: duration)
    case .memoryWarning: device.memoryWarning()
    case .memoryPressure: device.memoryPressure()
    case .reboot: device.reboot()
    case .settings(let app, let key, let value): try device.changeSetting(of: app, key: key, value: value)
    case .locale(let identifier): device.changeLocale(to: identifier)
    case .language(let code): device.changeLanguage(to: code)
    case .mailAccounts(let count): device.setMailAccounts(count)
    case .perform(let app, let action, let arguments):
      if let refusal = try device.perform(action, arguments: arguments, in: app) {
        checkCount += 1
        recordFailure(step, expected: "\(app) performs '\(action)'", actual: refusal)
      }
    case .expectState(let app, let expected):
      let actual = try device.installed(app).state
      check(step, holds: actual == expected, expected: expected.rawValue, actual: actual.rawValue)
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

  private mutating func check(_ step: ScenarioStep, holds: Bool, expected: String, actual: String) {
    checkCount += 1
    if holds {
      device.record(nil, .check, "ok: \(step.text)")
    } else {
      recordFailure(step, expected: expected, actual: actual)
    }
  }

  /// Records a step that did not hold; `check` has counted it already.
  private mutating func recordFailure(_ step: ScenarioStep, expected: String, actual: String) {
    device.record(nil, .check, "FAILED: \(step.text) — expected \(expected), got \(actual)")
    failures.append(
      ScenarioFailure(location: step.location, step: step.text, expected: expected, actual: actual))
  }

  private static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.joined(separator: ", ")
  }
}
