public import LifecycleCore

extension PolicyModel {
  /// Submits `input`, takes every command the policy hands out while answering the apps'
  /// requests as tracer apps do, and returns the idle state reached with the first property
  /// broken on the way (commands are checked as they come, then the state).
  public func step(_ state: PolicyModelState, _ input: PolicyInput) -> Step<PolicyModelState, PolicyViolation>
  {
    var run = PolicyRun(model: self, state: state)
    run.submit(input, deviceInput(for: input, in: state))
    while let command = DevicePolicy.next(&run.device) { run.carryOut(command) }
    run.checkState()
    return Step(
      PolicyModelState(device: run.device, believedOpenTasks: run.believed, busyApps: run.busyApps),
      violation: run.violation)
  }

  /// The commands one input leads to in `state`, as ``step(_:_:)`` carries them out (for
  /// printing a finding's path).
  public func commands(of input: PolicyInput, in state: PolicyModelState) -> [DeviceCommand] {
    var run = PolicyRun(model: self, state: state)
    run.keepsCommands = true
    run.submit(input, deviceInput(for: input, in: state))
    while let command = DevicePolicy.next(&run.device) { run.carryOut(command) }
    return run.commands
  }
}

/// One step of ``PolicyModel`` under way: the policy's state, the apps' beliefs, what each
/// app went through during the step, and the first violation met.
struct PolicyRun {
  let model: PolicyModel
  let profile: OSProfile
  var device: DeviceState
  var believed: [[Int]]
  /// The apps whose code keeps the main thread busy in each callback, a bit each.
  var busyApps: UInt64
  /// Each app's state as the commands so far have set it.
  var states: [AppState]
  /// Per app, whether it left the background (suspended, or running there) during this step and
  /// has not yet been told `willEnterForeground`.
  var resuming: [Bool]
  var violation: PolicyViolation?
  var keepsCommands = false
  var commands: [DeviceCommand] = []

  init(model: PolicyModel, state: PolicyModelState) {
    self.model = model
    device = state.device
    profile = device.environment.profile
    believed = state.believedOpenTasks
    busyApps = state.busyApps
    states = device.apps.map(\.state)
    // An app in the background when the step starts needs `willEnterForeground` to come back.
    resuming = device.apps.map { $0.state == .background || $0.state == .suspended }
  }

  /// Submits the device input `device` stands for, or, for a change in an app's code, makes it.
  mutating func submit(_ input: PolicyInput, _ device: DeviceInput?) {
    if let device {
      _ = DevicePolicy.submit(device, to: &self.device)
    } else if case .busy(let app, let on) = input {
      let bit: UInt64 = 1 << UInt64(app)
      busyApps = on ? busyApps | bit : busyApps & ~bit
    }
  }

  /// Records a violation of `kind` unless an earlier one was recorded (callers only get here
  /// when the property failed, so the message is built only then).
  mutating func report(_ kind: PolicyViolation.Kind, _ message: String) {
    if violation == nil { violation = PolicyViolation(kind, message) }
  }

  /// Carries out one command as the host of tracer apps does, and checks it.
  mutating func carryOut(_ command: DeviceCommand) {
    if keepsCommands { commands.append(command) }
    switch command {
    case .stateChanged(let app, let from, let to):
      states[app] = to
      if from == .notRunning {
        _ = DevicePolicy.submit(
          .codeStarted(app, observesNotifications: true, mayPreserveState: false, hasInterface: false),
          to: &device)
        // The wake app asks for fetches as often as the system allows, as apps do while they
        // launch (“setMinimumBackgroundFetchInterval(_:)”: the default is never).
        if app == model.wakeApp?.app, profile.hasBackgroundWakes {
          _ = DevicePolicy.submit(.setMinimumBackgroundFetchInterval(app, .zero), to: &device)
        }
      }
      // Back from the background (suspended, or running there) to the foreground: iOS sends
      // `applicationWillEnterForeground` first (“About the background execution sequence”); a
      // launch from not running does not.
      if to.isForeground, from == .suspended || from == .background, resuming[app],
        profile.supportsMultitasking
      {
        report(
          .resumeWithoutWillEnterForeground,
          "app\(app) went from \(from) to \(to) without applicationWillEnterForeground")
      }
      resuming[app] = to == .background || to == .suspended
    case .deliver(let app, let delivery):
      receive(delivery, app: app, handler: nil)
    case .deliverAwaitingCompletion(let app, let delivery, let handler):
      receive(delivery, app: app, handler: handler)
    case .runExpirationHandler(let app, let task):
      if states[app] == .suspended {
        report(
          .deliveryToSuspendedApp, "the expiration handler of task \(task) ran in app\(app) while suspended")
      }
      if let taskApp = model.taskApp, taskApp.app == app, taskApp.ending == .onExpiration {
        end(task, app: app)
      }
    case .preserveState(let app):
      _ = DevicePolicy.submit(.preserved(app, stored: false), to: &device)
    case .memory(.jetsam(let victims, _, _)):
      checkJetsamOrder(victims)
    case .terminated(let app, let cause, let facts):
      if cause == .backgroundTaskOverrun || facts?.kind == .penalty {
        // Background tasks and the completion handlers of fetches and pushes alike: each is an
        // open task the report names.
        let named = facts?.openTasks.map(\.identifier) ?? []
        let ended = named.filter { !believed[app].contains($0) }
        if believed[app].isEmpty || !ended.isEmpty {
          report(
            .penaltyForEndedTask,
            "app\(app) was killed with a penalty naming tasks \(named), but its code had open only \(believed[app])"
          )
        }
      }
      believed[app] = []
    default:
      break
    }
  }

  /// A delivery reaches an app's code: checked, then answered as a tracer app answers it.
  mutating func receive(_ delivery: Delivery, app: Int, handler: Int?) {
    if states[app] == .suspended {
      report(.deliveryToSuspendedApp, "\(delivery) was delivered to app\(app) while suspended")
    }
    guard let callback = delivery.callback else { return }
    if busyApps & (1 << UInt64(app)) != 0 {
      _ = DevicePolicy.submit(.mainThreadBusy(app, PolicyModel.busyCallbackTime), to: &device)
    }
    if callback == .applicationWillEnterForeground || callback == .sceneWillEnterForeground {
      resuming[app] = false
    }
    if let handler {
      if app == model.wakeApp?.app, model.wakeApp?.handlers == .never {
        believed[app].append(handler)
      } else {
        _ = DevicePolicy.submit(.completionHandlerCalled(app, identifier: handler, of: callback), to: &device)
      }
    }
    if callback == .applicationDidEnterBackground || callback == .sceneDidEnterBackground,
      let taskApp = model.taskApp, taskApp.app == app
    {
      let response = DevicePolicy.submit(
        .beginBackgroundTask(app, name: "upload", hasExpirationHandler: true), to: &device)
      if case .taskBegun(let task) = response {
        believed[app].append(task.identifier)
        if taskApp.ending == .atOnce { end(task.identifier, app: app) }
      }
    }
  }

  /// Jetsam is about to kill `victims`, in that order: they must be running, in the order
  /// jetsam takes victims — the lowest band first, within a band the app that entered it first,
  /// then the name (XNU kern_memorystatus.c, `memorystatus_get_first_proc_locked`; restated here
  /// from the apps' bands, not asked of the policy's planner) — and every running app spared
  /// must come after them. The apps' bands are still those before the kills: the policy hands
  /// this record out before the first kill.
  mutating func checkJetsamOrder(_ victims: [Int]) {
    func key(_ app: Int) -> (band: Int, entry: UInt64, name: String)? {
      guard device.apps[app].state.isRunning, let band = device.apps[app].band else { return nil }
      return (band.rawValue, device.apps[app].bandEntryOrder, device.apps[app].name)
    }
    func precedes(
      _ a: (band: Int, entry: UInt64, name: String), _ b: (band: Int, entry: UInt64, name: String)
    )
      -> Bool
    {
      (a.band, a.entry, a.name) < (b.band, b.entry, b.name)
    }
    var last: (band: Int, entry: UInt64, name: String)?
    for victim in victims {
      guard let own = key(victim) else {
        return report(.jetsamOrder, "jetsam chose app\(victim), which is not running in a band")
      }
      if let last, !precedes(last, own) {
        return report(
          .jetsamOrder, "jetsam's victims \(victims.map { "app\($0)" }) are not in jetsam's order")
      }
      last = own
    }
    guard let last else { return }
    for app in device.apps.indices where !victims.contains(app) {
      if let spared = key(app), precedes(spared, last) {
        return report(
          .jetsamOrder,
          "jetsam killed app\(victims.last!) (band \(last.band)) but spared app\(app) (band \(spared.band), "
            + "entered \(spared.entry < last.entry ? "earlier" : "at the same rank")), which comes first")
      }
    }
  }

  /// The app's code ends its task `task`.
  mutating func end(_ task: Int, app: Int) {
    _ = DevicePolicy.submit(.endBackgroundTask(app, identifier: task), to: &device)
    believed[app].removeAll { $0 == task }
  }

  /// The properties of the idle state reached.
  mutating func checkState() {
    let inFront = device.apps.indices.filter { device.apps[$0].state.isForeground }
    if inFront.count > 1 {
      report(.twoForegroundApps, "apps \(inFront.map { "app\($0)" }) are all in the foreground")
    }
    let problems = device.invariantViolations
    if !problems.isEmpty { report(.deviceInvariant, problems.joined(separator: "; ")) }
    if let extra = model.extraInvariant,
      let problem = extra(PolicyModelState(device: device, believedOpenTasks: believed))
    {
      report(.extra, problem)
    }
  }
}
