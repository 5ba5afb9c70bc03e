public import LifecycleCore
public import LifecycleSimulator

/// The explorer's checks of one app, step by step along a sequence (``AppInvariant``).
///
/// It remembers what the user last saw while the app was active in front, and whether the app
/// has left the front since; on the step that brings it back it compares. It reads the reports
/// and misuse records each step added. One oracle follows one replay from its start.
///
/// A state's oracle crosses to a worker process with the path to replay (in ``WireFormat``):
/// the worker then checks only the path's last step, as the explorer's own process does. It is
/// also `Codable`, for reports and tests.
public struct AppOracle: Sendable, Codable, Equatable {
  /// The app's name on the device.
  public let app: String
  private var lastSeen: AppSight?
  private var away = false
  /// Whether the app's own work ran while it was away (its screen may rightly differ).
  private var workRanWhileAway = false
  /// Whether the process ended while away (then only the content must come back), and whether
  /// the launch that followed restored the interface (then all of it must).
  private var relaunched = false
  private var restored = false
  /// Whether the process that ended while away ended by the user's force quit (the finding then
  /// says so: iOS discards the preserved interface, the user's data must still come back).
  private var forceQuit = false
  /// Whether a setting of the app changed while it was away, and whether this step brought it
  /// back after one: ``AppModel`` then compares its screen with a launch under the new values.
  private var settingsChangedWhileAway = false
  /// Whether the step just checked brought the app back after a settings change.
  public private(set) var freshSettingsDue = false
  /// The scroll offsets each screen showed when last on screen, by screen path
  /// (``AppSight/offsets``).
  private var offsetsByPath: [String: [ScreenElement]] = [:]
  /// The declared probes while the app was away, read after each step until it comes back: the
  /// step that brings it back must not change them (a reload that duplicates the items).
  private var probesAtLeaving: [AppSight.ProbeValue]?
  private var reportCursor = 0
  private var recordCursor = 0

  /// What the app showed after the last step checked, when it was in front (for the
  /// fingerprint, which then need not render the screen again).
  public private(set) var sightNow: AppSight?

  /// An oracle for `app`, which is not running yet.
  public init(app: String) { self.app = app }

  /// Takes note of the device before the scenario's steps begin (the app launched and active).
  @MainActor
  public mutating func start(on device: Device) {
    reportCursor = device.reports.count
    recordCursor = device.trace.count
    if Self.isInFront(app, on: device) { lastSeen = AppSight(of: app, on: device) }
  }

  /// Checks the step `command` just carried out on `device`, whose app state before it was
  /// `before`: every invariant it broke, in ``AppInvariant``'s order.
  @MainActor
  public mutating func check(after command: ScenarioCommand, before: AppState?, on device: Device)
    -> [AppViolation]
  {
    var violations: [AppViolation] = []
    let after = device.state(of: app)
    let index = device.state.index(of: app)
    // The records this step added: misuses, and whether the app's own work ran.
    let records = device.trace.records
    var misuses: [String] = []
    while recordCursor < records.count {
      switch records[recordCursor].event {
      case .misuse(let who, let text) where who == index: misuses.append(text)
      case .work(let who, _) where who == index && away: workRanWhileAway = true
      case .effect(let who, .restoreState) where who == index && away: restored = true
      default: break
      }
      recordCursor += 1
    }
    // Reports: crashes, watchdogs, penalties.
    let reports = device.reports
    var ended = false
    while reportCursor < reports.count {
      let report = reports[reportCursor]
      reportCursor += 1
      guard report.app == app else { continue }
      let expectNone = ScenarioCommand.expectReport(app: app, kind: nil)
      switch report.cause {
      case .crash, .launchWatchdog, .suspensionWatchdog:
        violations.append(
          AppViolation(
            invariant: .noCrash, message: "\(report.kind.rawValue) report: \(report.details)",
            checks: [expectNone]))
        ended = true
      case .backgroundTaskOverrun:
        violations.append(
          AppViolation(
            invariant: .backgroundTaskEnded, message: "killed holding a background task: \(report.details)",
            checks: [expectNone]))
        ended = true
      default: break
      }
    }
    for text in misuses {
      violations.append(
        AppViolation(
          // No expect line: the replay fails on the misuse no `expect misuse` accounts for
          // (an `expect misuse` would make it pass).
          invariant: .noMisuse, message: text, checks: []))
    }
    // Clean background: what the app leaves on screen as it goes.
    if let before, before == .active || before == .inactive, after == .background || after == .suspended,
      let code = device.code(of: app)
    {
      let left = code.screenSnapshot().transient
      if !left.isEmpty {
        var checks: [ScenarioCommand] = []
        if left.contains(where: { $0.kind == .keyboard }) {
          checks.append(.expectProbe(app: app, probe: "keyboard", value: .none))
        }
        if left.contains(where: { if case .alert = $0.kind { true } else { false } }) {
          checks.append(.expectProbe(app: app, probe: "alert", value: .none))
        }
        let named = left.map(\.line).joined(separator: " and ")
        violations.append(
          AppViolation(
            invariant: .cleanBackground, message: "entered the background with \(named) still up",
            checks: checks))
      }
    }
    // No data loss: compare on the way back to the front. A force quit ends the process like
    // any other end: the user's data must come back (the app was told
    // `applicationWillTerminate` if it was running, and had saved on entering the background
    // if it was suspended); its interface need not (the system discarded its state).
    if ended { lastSeen = nil }
    if case .quit(let quitted) = command, quitted == app, lastSeen != nil { forceQuit = true }
    if lastSeen != nil, after == nil || after == .notRunning { relaunched = true }
    sightNow = nil
    freshSettingsDue = false
    if case .settings(let changed, _, _) = command, changed == app, !Self.isInFront(app, on: device) {
      settingsChangedWhileAway = true
    }
    if Self.isInFront(app, on: device) {
      freshSettingsDue = settingsChangedWhileAway
      settingsChangedWhileAway = false
      let now = AppSight(of: app, on: device)
      sightNow = now
      if away, !workRanWhileAway, let seen = lastSeen, let now {
        let lost: Bool
        if !relaunched {
          // Resumed: the same screen, and the model as the app kept it while away.
          lost = now.screen != seen.screen || Self.changed(probesAtLeaving ?? seen.probes, now.probes)
        } else if restored {
          lost = now.screen != seen.screen
        } else {
          // Launched fresh: the user's data, on the same screen.
          lost = now.path == seen.path && now.content != seen.content
        }
        // A setting changed meanwhile: the screen may rightly differ (fresh-settings looks).
        if lost, !freshSettingsDue {
          violations.append(
            Self.dataLoss(
              of: app, seen: seen, leftProbes: probesAtLeaving, now: now, relaunched: relaunched,
              forceQuit: forceQuit))
        }
      }
      if case .drive(_, .back) = command, !away, let now, let path = now.path,
        let before = offsetsByPath[path],
        before != now.offsets
      {
        violations.append(Self.offsetLost(of: app, path: path, before: before, now: now.offsets))
      }
      if let now, let path = now.path { offsetsByPath[path] = now.offsets }
      lastSeen = now
      away = false
      workRanWhileAway = false
      relaunched = false
      restored = false
      forceQuit = false
      probesAtLeaving = nil
    } else if lastSeen != nil {
      // The model as the app keeps it while away — after its own callbacks (it may save in
      // `didEnterBackground`), up to the step that brings it back — while its process lives.
      if !relaunched, let code = device.code(of: app), device.state(of: app) != .notRunning {
        probesAtLeaving = AppSight.probes(of: code)
      }
      away = true
    }
    return violations
  }

  /// What the app was last seen showing (for tests).
  var sightNowOrSeen: AppSight? { sightNow ?? lastSeen }

  /// Adds the oracle's memory to a fingerprint: two sequences that reach the same device and
  /// screen but expect different things on return are different states.
  ///
  /// Each part goes in as its own piece (the hash closes every piece with a separator), with
  /// a marker before each optional and a count before each list, so that different memories
  /// add different pieces. (It was text built with `String(describing:)` of the arrays, whose
  /// reflection was about a tenth of an app exploration's time; `AppOracleTests` check that
  /// every part of the memory still tells states apart.)
  public func addMemory(to hash: inout StableHash) {
    guard let lastSeen else {
      hash.add("nothing expected")
      return
    }
    hash.add("expects")
    hash.add(elements: lastSeen.screen)
    hash.add(probes: lastSeen.probes)
    hash.add(away ? "away" : "here")
    hash.add(workRanWhileAway ? "work" : "no work")
    hash.add(relaunched ? "relaunched" : "same process")
    hash.add(restored ? "restored" : "not restored")
    hash.add(settingsChangedWhileAway ? "settings changed" : "settings as left")
    hash.add("offsets \(offsetsByPath.count)")
    for (path, offsets) in offsetsByPath.sorted(by: { $0.key < $1.key }) {
      hash.add(path)
      hash.add(elements: offsets)
    }
    if let probesAtLeaving {
      hash.add("left")
      hash.add(probes: probesAtLeaving)
    } else {
      hash.add("-")
    }
  }

  @MainActor
  static func isInFront(_ app: String, on device: Device) -> Bool {
    device.foregroundApp == app && device.state(of: app) == .active && !device.isLocked
  }

  /// The violation for a screen that changed while away, with checks on what differs: each
  /// declared probe that differs too, else the screen's fields and scroll offsets. (Probes
  /// alone do not make a violation: one may rightly change as the app leaves — a `saved` probe
  /// when the app saves in `applicationDidEnterBackground`.)
  static func dataLoss(
    of app: String, seen: AppSight, leftProbes: [AppSight.ProbeValue]?, now: AppSight, relaunched: Bool,
    forceQuit: Bool = false
  ) -> AppViolation {
    var checks: [ScenarioCommand] = []
    var differences: [String] = []
    for (old, new) in zip(leftProbes ?? seen.probes, now.probes)
    where new.value != nil && old.value != new.value {
      checks.append(.expectProbe(app: app, probe: old.name, value: old.value.map { .text($0) } ?? .none))
      differences.append("\(old.name) was \(show(old.value)), now \(show(new.value))")
    }
    let seenScreen = seen.screen
    let nowScreen = now.screen
    let removed = seenScreen.filter { !nowScreen.contains($0) }
    let added = nowScreen.filter { !seenScreen.contains($0) }
    if checks.isEmpty {
      checks = AppScreenChecks.checks(for: app, seen: seenScreen, now: nowScreen)
    }
    if !removed.isEmpty || !added.isEmpty {
      let was = removed.map(\.line).joined(separator: "; ")
      let shows = added.map(\.line).joined(separator: "; ")
      differences.append("the screen showed [\(was)], now [\(shows)]")
    }
    return AppViolation(
      invariant: .noDataLoss,
      message: (relaunched
        ? (forceQuit
          ? "launched again after the user force-quit it" : "launched again after the system ended it")
        : "back in front")
        + ", the app does not show what the user left: " + differences.joined(separator: "; "),
      checks: checks)
  }

  /// The violation for a screen the user went back to whose scroll offsets changed meanwhile.
  static func offsetLost(of app: String, path: String, before: [ScreenElement], now: [ScreenElement])
    -> AppViolation
  {
    let checks = AppScreenChecks.checks(for: app, seen: before, now: now)
    return AppViolation(
      invariant: .noDataLoss,
      message:
        "back to \(path), the scroll position is lost: it showed \(listed(before)), now \(listed(now))",
      checks: checks)
  }

  /// Scroll positions as the message lists them: `table offset=(0, 240), scroll offset=(0, 0)`.
  private static func listed(_ offsets: [ScreenElement]) -> String {
    offsets.map { "\($0.kind.word) offset=\($0.offset ?? .zero)" }.joined(separator: ", ")
  }

  /// Whether a probe that reads something now read something else as the app left. A probe
  /// that reads none has nothing to show now (a table's offset while its view is released), so
  /// it is not compared.
  static func changed(_ left: [AppSight.ProbeValue], _ now: [AppSight.ProbeValue]) -> Bool {
    zip(left, now).contains { old, new in new.value != nil && old.value != new.value }
  }

  private static func show(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "none" }
}

extension AppOracle: WireCodable {
  func write(to writer: inout WireWriter) {
    writer.write(app)
    writer.write(lastSeen)
    for flag in [
      away, workRanWhileAway, relaunched, restored, forceQuit, settingsChangedWhileAway, freshSettingsDue,
    ] {
      writer.write(flag)
    }
    writer.write(offsetsByPath.count)
    for (path, offsets) in offsetsByPath.sorted(by: { $0.key < $1.key }) {
      writer.write(path)
      writer.write(offsets)
    }
    writer.write(probesAtLeaving != nil)
    if let probesAtLeaving { writer.write(probesAtLeaving) }
    writer.write(reportCursor)
    writer.write(recordCursor)
    writer.write(sightNow)
  }

  init(from reader: inout WireReader) throws(WireError) {
    app = try reader.read(String.self)
    lastSeen = try reader.read(AppSight?.self)
    away = try reader.read(Bool.self)
    workRanWhileAway = try reader.read(Bool.self)
    relaunched = try reader.read(Bool.self)
    restored = try reader.read(Bool.self)
    forceQuit = try reader.read(Bool.self)
    settingsChangedWhileAway = try reader.read(Bool.self)
    freshSettingsDue = try reader.read(Bool.self)
    let paths = try reader.count()
    for _ in 0..<paths {
      let path = try reader.read(String.self)
      offsetsByPath[path] = try reader.read([ScreenElement].self)
    }
    probesAtLeaving = try reader.read(Bool.self) ? try reader.read([AppSight.ProbeValue].self) : nil
    reportCursor = try reader.read(Int.self)
    recordCursor = try reader.read(Int.self)
    sightNow = try reader.read(AppSight?.self)
  }
}
