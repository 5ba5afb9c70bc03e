import LifecycleCore
import Testing

/// The device policy's transition table (this test target has a `TransitionTable` of its own,
/// the rows of expected outcomes).
typealias PolicyTable = LifecycleCore.TransitionTable

/// A device driven through the pure policy (``DevicePolicy``): a ``DeviceState`` and every
/// command handed out so far, for the device-level tests.
///
/// Whole inputs go through ``DevicePolicy/step(_:_:)`` (``run(_:)``): the apps react to
/// nothing. Requests an app's code makes while one of its commands is out are driven by hand
/// with ``submit(_:)``, ``next()`` and ``run(until:)``.
struct PolicyDevice {
  var state: DeviceState
  /// Every command handed out, in order.
  private(set) var log: [DeviceCommand] = []

  /// A device on `generation` with 256 MB for apps and no app installed.
  init(
    _ generation: OSGeneration = .ios4, device: DeviceCapabilities = .standard,
    memoryCapacityBytes: Int = 256 << 20
  ) {
    state = DeviceState(
      environment: LifecycleEnvironment(profile: .of(generation), device: device),
      memoryCapacityBytes: memoryCapacityBytes)
  }

  /// Installs an app and returns its index.
  @discardableResult
  mutating func install(
    _ name: String, info: AppInfo = .standard, footprint: Int = 16 << 20, preserved: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    let response = run(
      .install(name: name, info: info, footprintBytes: footprint, hasPreservedState: preserved)
    ).response
    guard case .installed(let index) = response else {
      Issue.record("installing \(name): \(response)", sourceLocation: sourceLocation)
      return -1
    }
    return index
  }

  /// One input, through ``DevicePolicy/step(_:_:)``: its response and its commands.
  @discardableResult
  mutating func run(_ input: DeviceInput) -> (response: DeviceResponse, commands: [DeviceCommand]) {
    let (state, response, commands) = DevicePolicy.step(self.state, input)
    self.state = state
    log += commands
    return (response, commands)
  }

  /// Several inputs, each through ``DevicePolicy/step(_:_:)``: their commands, in order. Every
  /// input must be taken.
  @discardableResult
  mutating func run(_ inputs: [DeviceInput], sourceLocation: SourceLocation = #_sourceLocation)
    -> [DeviceCommand]
  {
    var commands: [DeviceCommand] = []
    for input in inputs {
      let (response, more) = run(input)
      if case .refused(let reason) = response {
        Issue.record("\(input) was refused: \(reason)", sourceLocation: sourceLocation)
      }
      commands += more
    }
    return commands
  }

  /// Takes an input without handing out its commands (``DevicePolicy/submit(_:to:)``).
  @discardableResult
  mutating func submit(_ input: DeviceInput) -> DeviceResponse {
    DevicePolicy.submit(input, to: &state)
  }

  /// The next command (``DevicePolicy/next(_:)``), logged.
  mutating func next() -> DeviceCommand? {
    guard let command = DevicePolicy.next(&state) else { return nil }
    log.append(command)
    return command
  }

  /// Hands out commands up to and including the first for which `stop` holds, and returns
  /// them; records an issue if the policy runs out first.
  @discardableResult
  mutating func run(
    until stop: (DeviceCommand) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [DeviceCommand] {
    var commands: [DeviceCommand] = []
    while let command = next() {
      commands.append(command)
      if stop(command) { return commands }
    }
    Issue.record("the policy finished without the awaited command", sourceLocation: sourceLocation)
    return commands
  }

  /// Hands out commands up to and including `command`.
  @discardableResult
  mutating func run(through command: DeviceCommand, sourceLocation: SourceLocation = #_sourceLocation)
    -> [DeviceCommand]
  {
    run(until: { $0 == command }, sourceLocation: sourceLocation)
  }

  /// Hands out every remaining command.
  @discardableResult
  mutating func drain() -> [DeviceCommand] {
    var commands: [DeviceCommand] = []
    while let command = next() { commands.append(command) }
    return commands
  }

  /// The state of the app at `index`.
  func appState(_ app: Int) -> AppState { state.apps[app].state }

  /// The open task of `app` begun last, if any.
  func lastTask(of app: Int) -> OpenTask? { state.apps[app].tasks.last }
}

extension Array where Element == DeviceCommand {
  /// What reached `app`'s code, by trace name: its callbacks and notifications in order, an
  /// expiration handler as `backgroundTaskExpired`.
  func deliveries(to app: Int) -> [String] {
    compactMap { command in
      switch command {
      case .deliver(app, let delivery), .deliverAwaitingCompletion(app, let delivery, _): delivery.description
      case .runExpirationHandler(app, _): LifecycleCallback.backgroundTaskExpired.rawValue
      default: nil
      }
    }
  }

  /// The callbacks `app` got (no notifications), by trace name.
  func callbacks(of app: Int) -> [String] {
    compactMap { command in
      switch command {
      case .deliver(app, .callback(let callback)),
        .deliverAwaitingCompletion(app, .callback(let callback), _):
        callback.rawValue
      case .runExpirationHandler(app, _): LifecycleCallback.backgroundTaskExpired.rawValue
      default: nil
      }
    }
  }

  /// The states `app` entered, in order.
  func states(of app: Int) -> [AppState] {
    compactMap { command in
      if case .stateChanged(app, _, let to) = command { return to }
      return nil
    }
  }

  /// The terminations of `app`: cause and report.
  func terminations(of app: Int) -> [(cause: TerminationCause, report: ReportFacts?)] {
    compactMap { command in
      if case .terminated(app, let cause, let report) = command { return (cause, report) }
      return nil
    }
  }

  /// The `.refused` commands about `app`: their events and reasons.
  func refusals(of app: Int) -> [(event: SystemEvent?, reason: String)] {
    compactMap { command in
      if case .refused(app, let event, let reason) = command { return (event, reason) }
      return nil
    }
  }

  /// How far the clock moved: the sum of the `.advanceClock` commands.
  var clockAdvance: Duration {
    reduce(.zero) { total, command in
      if case .advanceClock(let by) = command { return total + by }
      return total
    }
  }

  /// The completion handlers handed to `app`, by identifier, in order.
  func completionHandlers(of app: Int) -> [Int] {
    compactMap { command in
      if case .deliverAwaitingCompletion(app, _, let handler) = command { return handler }
      return nil
    }
  }

  /// The position of the first command for which `matches` holds.
  func position(_ matches: (DeviceCommand) -> Bool) -> Int? { firstIndex(where: matches) }
}
