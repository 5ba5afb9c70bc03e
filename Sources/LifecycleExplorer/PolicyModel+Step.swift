public import LifecycleCore

extension PolicyModel {
  /// Submits `input`, takes every command the policy hands out while answering the apps'
  /// requests as tracer apps do, and returns the idle state reached with the first property
  /// broken on the way (commands are checked as they come, then the state).
  public func step(_ state: PolicyModelState, _ input: PolicyInput) -> Step<PolicyModelState, PolicyViolation>
  {
    var run = PolicyRun(model: self, state: state)
    _ = DevicePolicy.submit(deviceInput(for: input, in: state), to: &run.device)
    while let command = DevicePolicy.next(&run.device) { run.carryOut(command) }
    run.checkState()
    return Step(
      PolicyModelState(device: run.device, believedOpenTasks: run.believed), violation: run.violation)
  }

  /// The commands one input leads to in `state`, as ``step(_:_:)`` carries them out (for
  /// printing a finding's path).
  public func commands(of input: PolicyInput, in state: PolicyModelState) -> [DeviceCommand] {
    var run = PolicyRun(model: self, state: state)
    run.keepsCommands = true
    _ = DevicePolicy.submit(deviceInput(for: input, in: state), to: &run.device)
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
  /// Each app's state as the commands so far have set it.
  var states: [AppState]
  /// Per app, whether it left the suspended state during this step and has not yet been told
  /// `willEnterForeground`.
  var resuming: [Bool]
  var violation: PolicyViolation?
  var keepsCommands = false
  var commands: [DeviceCommand] = []

  init(model: PolicyModel, state: PolicyModelState) {
    self.model = model
    device = state.device
    profile = device.environment.profile
    believed = state.believedOpenTasks
    states = device.apps.map(\.state)
    resuming = Array(repeating: false, count: device.apps.count)
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
          .codeStarted(app, observesNotifications: false, mayPreserveState: false, hasInterface: false),
          to: &device)
      }
      if from == .suspended { resuming[app] = true }
      if to == .suspended || to == .notRunning { resuming[app] = false }
      if to.isForeground, resuming[app], profile.supportsMultitasking {
        report(
          .resumeWithoutWillEnterForeground,
          "app\(app) went from suspended to \(to) without applicationWillEnterForeground")
      }
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
    case .terminated(let app, let cause, let facts):
      if cause == .backgroundTaskOverrun || facts?.kind == .penalty {
        let named = facts?.openTasks.filter { $0.completes == nil }.map(\.identifier) ?? []
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
    if callback == .applicationWillEnterForeground || callback == .sceneWillEnterForeground {
      resuming[app] = false
    }
    if let handler {
      _ = DevicePolicy.submit(.completionHandlerCalled(app, identifier: handler, of: callback), to: &device)
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
