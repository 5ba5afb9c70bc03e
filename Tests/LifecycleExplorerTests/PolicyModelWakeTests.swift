import LifecycleCore
import Testing

@testable import LifecycleExplorer

/// The wake app of the policy model: fetches and `content-available` pushes launch or wake it in
/// the background from iOS 7 on, a handler it never calls ends in a penalty kill that is no
/// violation, a force-quit app is launched for no push, and the searches with wakes break no
/// property of the policy.
@Suite("policy model: background wakes")
struct PolicyModelWakeTests {
  /// Two apps, app 1 woken, its handlers called as `handlers` says.
  func model(_ generation: OSGeneration, handlers: PolicyModel.HandlerCalling) -> PolicyModel {
    PolicyModel(generation: generation, wakeApp: .init(app: 1, handlers: handlers))
  }

  /// The callbacks `app` was handed in `log`, in order.
  func callbacks(of app: Int, in log: [DeviceCommand]) -> [LifecycleCallback] {
    log.compactMap { command in
      switch command {
      case .deliver(app, let delivery), .deliverAwaitingCompletion(app, let delivery, _): delivery.callback
      default: nil
      }
    }
  }

  @Test("fetches and pushes are offered to the wake app from iOS 7 only", arguments: OSGeneration.allCases)
  func offered(generation: OSGeneration) {
    let model = model(generation, handlers: .atOnce)
    let inputs = model.inputs(enabledIn: model.initialState)
    let wakes = generation >= .ios7
    #expect(inputs.contains(.backgroundFetch(1)) == wakes)
    #expect(inputs.contains(.silentPush(1)) == wakes)
    #expect(!inputs.contains(.backgroundFetch(0)))
    #expect(!inputs.contains(.silentPush(0)))
    // The wake app declares both modes; the other is a plain tracer.
    #expect(model.initialState.device.apps[1].info.backgroundModes == [.fetch, .remoteNotification])
    #expect(model.initialState.device.apps[0].info.backgroundModes.isEmpty)
  }

  @Test("a fetch launches the app into the background; a handler called at once lets it be suspended")
  func fetchLaunchesIntoBackground() {
    let model = model(.ios13, handlers: .atOnce)
    // It must have run once to set its fetch interval: launched, left, ended by jetsam.
    let path: [PolicyInput] = [.launch(1), .home, .memoryPressure]
    _ = model.checkedCommands(along: path)
    let launched = model.replay(path).finalState
    #expect(launched.device.apps[1].state == .notRunning)
    let fetch = model.commands(of: .backgroundFetch(1), in: launched)
    #expect(
      fetch.contains {
        if case .deliverAwaitingCompletion(1, .callback(.applicationPerformFetch), _) = $0 {
          true
        } else {
          false
        }
      })
    #expect(!callbacks(of: 1, in: fetch).contains(.applicationDidBecomeActive))
    let after = model.step(launched, .backgroundFetch(1))
    #expect(after.violation == nil)
    #expect(after.state.device.apps[1].state == .suspended)
    #expect(after.state.device.apps[1].tasks.isEmpty)
    #expect(after.state.believedOpenTasks[1].isEmpty)
  }

  @Test("a suspended app woken by a push is told it entered the background, then handed the push")
  func pushWakesSuspended() {
    let model = model(.ios7, handlers: .atOnce)
    let suspended = model.replay([.launch(1), .home]).finalState
    #expect(suspended.device.apps[1].state == .suspended)
    let push = model.commands(of: .silentPush(1), in: suspended)
    let states = push.compactMap { command -> AppState? in
      if case .stateChanged(1, _, let to) = command { to } else { nil }
    }
    #expect(states.first == .background)
    #expect(states.last == .suspended)
    #expect(
      callbacks(of: 1, in: push).suffix(2) == [
        .applicationDidEnterBackground, .applicationDidReceiveRemoteNotification,
      ])
  }

  @Test(
    "a handler never called holds the app in the background until a penalty kill, which is no violation",
    arguments: [OSGeneration.ios7, .ios13])
  func handlerNeverCalled(generation: OSGeneration) {
    let model = model(generation, handlers: .never)
    let woken = model.replay([.launch(1), .home, .backgroundFetch(1)]).finalState
    #expect(woken.device.apps[1].state == .background)
    #expect(woken.believedOpenTasks[1].count == 1)
    #expect(model.inputs(enabledIn: woken).contains(.advanceToNextDeadline))
    // A second fetch while the first one's handler is open is refused: nothing changes.
    #expect(model.step(woken, .backgroundFetch(1)).state == woken)
    var state = woken
    var log: [DeviceCommand] = []
    for _ in 0..<3 where model.inputs(enabledIn: state).contains(.advanceToNextDeadline) {
      log += model.commands(of: .advanceToNextDeadline, in: state)
      let step = model.step(state, .advanceToNextDeadline)
      #expect(step.violation == nil, "\(String(describing: step.violation))")
      state = step.state
    }
    #expect(log.contains { if case .terminated(1, .backgroundTaskOverrun, _) = $0 { true } else { false } })
    #expect(state.device.apps[1].state == .notRunning)
    #expect(state.believedOpenTasks[1].isEmpty)
  }

  @Test("the user force-quits the app: no push or fetch launches it until the user opens it again")
  func forceQuitBlocksWakeLaunch() {
    let model = model(.ios13, handlers: .atOnce)
    let quit = model.replay([.launch(1), .home, .quit(1)]).finalState
    #expect(quit.device.apps[1].wasForceQuit)
    #expect(model.step(quit, .silentPush(1)).state == quit)
    #expect(model.step(quit, .backgroundFetch(1)).state == quit)
    // Opened again by the user, it may be woken; ended by the system, it may be launched.
    let reopened = model.replay([.launch(1), .home, .quit(1), .launch(1), .home]).finalState
    #expect(model.step(reopened, .silentPush(1)).state.device.apps[1].state == .suspended)
    let jetsammed = model.replay([.launch(1), .home, .quit(1), .launch(1), .home, .memoryPressure]).finalState
    #expect(jetsammed.device.apps[1].state == .notRunning)
    #expect(model.step(jetsammed, .backgroundFetch(1)).state.device.apps[1].state == .suspended)
  }

  @Test(
    "no property of the policy breaks with wakes up to depth 6, handlers called or not",
    arguments: [OSGeneration.ios7, .ios13])
  func noViolation(generation: OSGeneration) {
    for handlers in PolicyModel.HandlerCalling.allCases {
      let report = BreadthFirstSearch.run(
        PolicyModel(
          generation: generation, taskApp: .init(app: 0, ending: .onExpiration),
          wakeApp: .init(app: 1, handlers: handlers)),
        options: SearchOptions(depthBound: 6, stopAtViolation: true))
      #expect(report.finding == nil, "\(handlers): \(String(describing: report.finding))")
      #expect(report.cutByDepthBound)
    }
  }

  @Test("wakes add states on iOS 7 and none on iOS 6")
  func wakesAddStates() {
    let options = SearchOptions(depthBound: 5)
    for (generation, adds) in [(OSGeneration.ios6, false), (.ios7, true)] {
      let plain = BreadthFirstSearch.run(PolicyModel(generation: generation), options: options)
      let woken = BreadthFirstSearch.run(
        PolicyModel(generation: generation, wakeApp: .init(app: 1, handlers: .atOnce)), options: options)
      #expect((woken.states > plain.states) == adds, "\(generation): \(plain.states) → \(woken.states)")
    }
  }

  @Test("a penalty kill for a handler the app had called is reported, one for a handler it holds is not")
  func penaltyForCalledHandler() {
    let model = model(.ios7, handlers: .never)
    let state = model.replay([.launch(1), .home]).finalState
    let report = ReportFacts(
      kind: .penalty, footprintBytes: 16 << 20, state: .background,
      openTasks: [
        OpenTask(
          identifier: 9, name: "background fetch", hasExpirationHandler: false,
          completes: .applicationPerformFetch)
      ])
    let kill = DeviceCommand.terminated(app: 1, cause: .backgroundTaskOverrun, report: report)
    var called = PolicyRun(model: model, state: state)
    called.carryOut(kill)
    #expect(called.violation?.kind == .penaltyForEndedTask)
    var holding = PolicyRun(
      model: model, state: PolicyModelState(device: state.device, believedOpenTasks: [[], [9]]))
    holding.carryOut(kill)
    #expect(holding.violation == nil)
  }
}
