import LifecycleCore
public import LifecycleSimulator

/// An app running in the simulator, as a model the explorer searches: the third model, beside
/// the canonical world and the device policy.
///
/// App code is arbitrary objects that cannot be copied, so a state is the sequence of scenario
/// steps that leads to it, and a step replays that sequence from the start on a fresh device
/// (in-memory storage, the setup's seed) — deterministic, so a replay always ends in the same
/// state. Each replay ends by reading what the next steps can be and the state's fingerprint,
/// which the state keeps, so the search replays once per edge.
///
/// The start: the app installed and launched, in front. The inputs: the system events of
/// ``AppExplorationEvents`` that apply, and while the app is active what the user can do on its
/// screen (``LifecycleSimulator/Device/userActions(of:)``). The fingerprint hashes the device
/// state (every app's state and conditions, deadlines relative to now), what the app shows, the
/// interface it holds off screen (``LifecycleSimulator/SimulatedApp/interfaceState()``), its
/// declared probes, its files, the work it has pending and the oracle's memory
/// (``AppOracle/memory``): two sequences that agree on all of it are one state.
@MainActor
public struct AppModel {
  /// What runs.
  public let setup: AppExplorationSetup

  /// How many simulator steps the replays carried out.
  public let counter = ReplayCounter()
  /// Where the replays' apps keep their files.
  let folder = ReplayFolder()
  /// Where the reference runs of the `fresh-settings` check keep theirs (a replay is still
  /// running in ``folder`` then).
  let referenceFolder = ReplayFolder()
  /// The settings the app offers for exploring (``LifecycleSimulator/SimulatedApp/exploredSettings``).
  let exploredSettings: [(key: String, value: String)]

  /// The worker processes that replay for this model, or nil to replay in this process.
  package let workers: AppWorkerPool?
  /// How many walks go side by side with workers (``ExplorableModel/walksSideBySide``): a
  /// round's replays are spread over the workers, so more walks keep more workers busy, and
  /// fewer waits on the slowest replay of a round.
  public static let walksSideBySideWithWorkers = 32
  /// What the workers replayed for the states the search announced
  /// (``ExplorableModel/willExpand(_:)``), until it asks for their successors.
  let prepared = PreparedReplays()
  /// The start's replay, made once (``start``).
  private let startReplay = StartReplay()

  /// A model of `setup`, replayed in this process.
  public init(setup: AppExplorationSetup) { self.init(setup: setup, workers: nil) }

  /// A model of `setup`, replayed in this process or by `workers` (the command line's worker
  /// processes, whose protocol is the package's own).
  package init(setup: AppExplorationSetup, workers: AppWorkerPool?) {
    self.setup = setup
    self.workers = workers
    // The settings the app's own script offers, else those its Settings.bundle gives the user.
    let scripted = setup.catalog.makeApp(setup.install.appID)?.exploredSettings ?? []
    exploredSettings =
      scripted.isEmpty
      ? setup.catalog.declaration(for: setup.install.appID)?.settings?.userChanges ?? [] : scripted
  }

  /// The app's name on the device.
  public var app: String { setup.install.name }

  /// The replay of the start (the empty path), made at the first asking and kept: the initial
  /// state of every search and walk, and the invariants the launch itself broke.
  public var start: AppReplay {
    if let known = startReplay.replay { return known }
    let made = replay([])
    startReplay.replay = made
    return made
  }

  /// The steps every replay begins with: install, then launch.
  public var prologue: [ScenarioCommand] { [.install(setup.install), .launch(app: app)] }

  /// The result of replaying `path` after the prologue: the violations its last step caused,
  /// what can come next, the fingerprint and the oracle as it stands. A step the device refuses
  /// to carry out (an element gone from the screen) ends the replay early, `refused` set.
  ///
  /// `oracle` is the oracle as it stood after every step of `path` but the last (a state keeps
  /// it): then only the last step is checked, the others only carried out. Without it every
  /// step is checked from the start.
  ///
  /// The empty path (the start) checks the launch itself: its violations are those of the
  /// prologue's launch — a crash or a misuse while the app launches — which no step of the
  /// search would otherwise be blamed for.
  public func replay(_ path: [ScenarioCommand], resuming oracle: AppOracle? = nil) -> AppReplay {
    if let workers {
      return replayed(workers.replay([path], resuming: [oracle], on: setup)[0], path: path)
    }
    let device: Device
    var launchViolations: [AppViolation] = []
    do {
      device = try startedDevice(checkingLaunch: path.isEmpty ? { launchViolations = $0 } : nil)
    } catch {
      return AppReplay(
        violations: [], next: [], fingerprint: 0, oracle: AppOracle(app: app), refused: "\(error)")
    }
    counter.steps += path.count
    counter.recorded?.append(path)
    var checker = oracle ?? AppOracle(app: app)
    if oracle == nil { checker.start(on: device) }
    var violations: [AppViolation] = []
    for (index, command) in path.enumerated() {
      let checked = oracle == nil || index == path.count - 1
      let before = device.state(of: app)
      do {
        _ = try device.carryOut(command)
      } catch {
        return AppReplay(violations: [], next: [], fingerprint: 0, oracle: checker, refused: error.message)
      }
      if checked { violations = check(&checker, after: command, index, of: path, before: before, on: device) }
    }
    return AppReplay(
      violations: path.isEmpty ? launchViolations : violations, next: nextSteps(on: device),
      fingerprint: fingerprint(of: device, oracle: checker), oracle: checker, refused: nil)
  }

  /// The first step along `path` after which `invariant` is broken, with that step's
  /// violations: what replaying each prefix of `path` in turn and looking at its last step finds
  /// first, in one replay (the oracle checks after every step either way); for the empty path,
  /// length 0 when the launch broke it (``start``). Nil when no step does, or when a step is
  /// refused or is not one the search offers in the state before it (``nextSteps(on:)``: a
  /// language change while the app is in front, say) before one does. Shrinking asks this of
  /// every candidate, so a shrunk scenario is one a user can perform, step by step.
  ///
  /// With worker processes a worker answers it, in one replay too; when that worker dies (app
  /// code trapped), each prefix is replayed by a worker in turn, so that the step that kills
  /// the process is found as it is in the search.
  public func firstViolations(of invariant: AppInvariant, along path: [ScenarioCommand])
    -> (length: Int, violations: [AppViolation])?
  {
    let stops = { (violation: AppViolation) in violation.invariant == invariant }
    // No step: the launch itself, which the start's replay checked (made once, here or by the
    // search, so that a worker's count of steps is the same as this process's).
    if path.isEmpty { return start.violations.contains(where: stops) ? (0, start.violations) : nil }
    if let workers {
      if case .replayed(let answer) = workers.replay([path], firstOf: invariant, on: setup)[0] {
        counter.steps += answer.steps ?? 0
        return answer.firstViolationLength.map { ($0, answer.violations) }
      }
      counter.steps += prologue.count + path.count
      var offered = start.next
      for length in 1...max(path.count, 1) where length <= path.count {
        guard offered.contains(path[length - 1]) else { return nil }
        let replayed = replay(Array(path.prefix(length)))
        if replayed.refused != nil { return nil }
        if replayed.violations.contains(where: stops) { return (length, replayed.violations) }
        offered = replayed.next
      }
      return nil
    }
    guard let device = try? startedDevice() else { return nil }
    var checker = AppOracle(app: app)
    checker.start(on: device)
    for (index, command) in path.enumerated() {
      guard nextSteps(on: device).contains(command) else { return nil }
      counter.steps += 1
      let before = device.state(of: app)
      do {
        _ = try device.carryOut(command)
      } catch {
        return nil
      }
      let violations = check(&checker, after: command, index, of: path, before: before, on: device)
      if violations.contains(where: stops) { return (index + 1, violations) }
    }
    return nil
  }

  /// A fresh device with the prologue carried out, its files in ``folder``; `checkingLaunch`,
  /// when given, hears the invariants the launch broke, checked by an oracle of its own (the
  /// replay's oracle starts after the launch, as it always does).
  private func startedDevice(checkingLaunch: (([AppViolation]) -> Void)? = nil) throws -> Device {
    folder.removeFiles()
    let device = try Device(
      setup.device, catalog: setup.catalog, storage: MemoryStorage(filesRoot: folder.url))
    device.warnsOfMisuses = false  // the oracle reports them as findings
    device.checksInvariants = true
    var launchChecker = AppOracle(app: app)
    for command in prologue {
      if command == prologue.last, checkingLaunch != nil { launchChecker.start(on: device) }
      let before = device.state(of: app)
      _ = try device.carryOut(command)
      if command == prologue.last, let checkingLaunch {
        checkingLaunch(launchChecker.check(after: command, before: before, on: device))
      }
    }
    counter.steps += prologue.count
    return device
  }

  /// The invariants broken by step `index` of `path` (`command`), the `fresh-settings` check's
  /// reference run included when it is due.
  private func check(
    _ checker: inout AppOracle, after command: ScenarioCommand, _ index: Int, of path: [ScenarioCommand],
    before: AppState?, on device: Device
  ) -> [AppViolation] {
    var violations = checker.check(after: command, before: before, on: device)
    if checker.freshSettingsDue,
      let stale = staleSettings(along: Array(path.prefix(index + 1)), now: checker.sightNow)
    {
      violations.append(stale)
    }
    return violations
  }

  /// The `fresh-settings` violation at the end of `path`, if the screen `now` differs from a
  /// reference run in which every settings change of `path` came before the launch.
  func staleSettings(along path: [ScenarioCommand], now: AppSight?) -> AppViolation? {
    let changes = path.filter { if case .settings = $0 { true } else { false } }
    let rest = path.filter { if case .settings = $0 { false } else { true } }
    referenceFolder.removeFiles()
    guard let now,
      let device = try? Device(
        setup.device, catalog: setup.catalog, storage: MemoryStorage(filesRoot: referenceFolder.url))
    else { return nil }
    device.warnsOfMisuses = false
    counter.steps += prologue.count + path.count
    do {
      for command in [.install(setup.install)] + changes + [.launch(app: app)] + rest {
        _ = try device.carryOut(command)
      }
    } catch {
      return nil
    }
    guard let reference = AppSight(of: app, on: device) else { return nil }
    let referenceScreen = reference.screen
    let nowScreen = now.screen
    guard referenceScreen != nowScreen else { return nil }
    var checks: [ScenarioCommand] = []
    for (expected, shown) in zip(reference.probes, now.probes) where expected.value != shown.value {
      checks.append(
        .expectProbe(app: app, probe: expected.name, value: expected.value.map { .text($0) } ?? .none))
    }
    if checks.isEmpty { checks = AppScreenChecks.checks(for: app, seen: referenceScreen, now: nowScreen) }
    let settings = changes.map(ScenarioPrinter.line(for:)).joined(separator: ", ")
    let differs = referenceScreen.filter { !nowScreen.contains($0) }.map(\.line)
    return AppViolation(
      invariant: .freshSettings,
      message:
        "back in front after `\(settings)`, the app does not show the new value: a launch with it shows "
        + "[\(differs.joined(separator: "; "))]",
      checks: checks)
  }

  /// A worker's outcome as a replay: a worker that died or hung is a `no-crash` violation of
  /// the path's last step, and a state with nothing after it.
  func replayed(_ outcome: AppWorkerPool.Outcome, path: [ScenarioCommand]) -> AppReplay {
    counter.recorded?.append(path)
    switch outcome {
    case .replayed(let replay):
      counter.steps += replay.steps ?? prologue.count + path.count
      return replay
    case .died(let why):
      // The steps up to the trap are not known: the whole path is counted.
      counter.steps += prologue.count + path.count
      var hash = StableHash()
      hash.add("died")
      for line in AppWorkerMessages.lines(path) { hash.add(line) }
      return AppReplay(
        violations: [AppViolation(invariant: .noCrash, message: why, checks: [], processDied: true)],
        next: [],
        fingerprint: hash.value, oracle: AppOracle(app: app), refused: nil)
    }
  }

  /// Replays `path` after the prologue and observes nothing — no oracle, no fingerprint, no
  /// next steps: the simulator's own cost of the same steps, which the benchmark compares with
  /// exploring's. Returns whether every step was carried out.
  public func replayWithoutObserving(_ path: [ScenarioCommand]) -> Bool {
    folder.removeFiles()
    do {
      let device = try Device(
        setup.device, catalog: setup.catalog, storage: MemoryStorage(filesRoot: folder.url))
      device.warnsOfMisuses = false
      for command in prologue + path { _ = try device.carryOut(command) }
      return true
    } catch {
      return false
    }
  }

  /// A stable 64-bit hash (FNV-1a, then a final mix) of everything the state is made of, so
  /// that fingerprints agree between processes and runs (shards can merge them).
  func fingerprint(of device: Device, oracle: AppOracle) -> UInt64 {
    var hash = StableHash()
    hash.add(device.state)
    if let code = device.code(of: app) {
      let sight = oracle.sightNow ?? AppSight(of: app, on: device)
      for (key, value) in device.settings(of: app).sorted(by: { $0.key < $1.key }) {
        hash.add("\(key)=\(value)")
      }
      hash.add(elements: (sight?.shown ?? code.screenSnapshot()).elements)
      hash.add(lines: code.interfaceState())
      for probe in sight?.probes ?? [] { hash.add(probe.name + "=" + (probe.value ?? "none")) }
    } else {
      hash.add("not running")
    }
    for line in device.leftOverWork { hash.add(line) }
    oracle.addMemory(to: &hash)
    if let folder = device.dataDirectory(of: app) { hash.addFiles(under: folder) }
    return hash.value
  }
}
