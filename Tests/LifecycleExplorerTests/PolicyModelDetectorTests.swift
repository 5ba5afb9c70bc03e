import LifecycleCore
import Testing

@testable import LifecycleExplorer

/// Each of the model's checks fails when fed commands that break its property: the checks
/// that find nothing in the searches could have found something.
@Suite("policy model: checks can fail")
struct PolicyModelDetectorTests {
  /// iOS 4, app 0 launched then left for app 1: app 0 suspended, app 1 active.
  func suspendedApp0() -> (PolicyModel, PolicyModelState) {
    let model = PolicyModel(generation: .ios4)
    let state = model.replay([.launch(0), .launch(1)]).finalState
    return (model, state)
  }

  @Test("a callback to a suspended app is reported")
  func deliveryToSuspended() {
    let (model, state) = suspendedApp0()
    #expect(state.device.apps[0].state == .suspended)
    var run = PolicyRun(model: model, state: state)
    run.carryOut(.deliver(app: 1, .callback(.applicationDidReceiveMemoryWarning)))
    #expect(run.violation == nil)
    run.carryOut(.deliver(app: 0, .callback(.applicationDidReceiveMemoryWarning)))
    #expect(run.violation?.kind == .deliveryToSuspendedApp)
  }

  @Test("an expiration handler run in a suspended app is reported")
  func expirationInSuspended() {
    let (model, state) = suspendedApp0()
    var run = PolicyRun(model: model, state: state)
    run.carryOut(.runExpirationHandler(app: 0, task: 1))
    #expect(run.violation?.kind == .deliveryToSuspendedApp)
  }

  @Test("a resume from suspended without willEnterForeground is reported, one with it is not")
  func resumeWithoutWillEnterForeground() {
    let (model, state) = suspendedApp0()
    var bare = PolicyRun(model: model, state: state)
    bare.carryOut(.stateChanged(app: 0, from: .suspended, to: .background))
    bare.carryOut(.stateChanged(app: 0, from: .background, to: .inactive))
    #expect(bare.violation?.kind == .resumeWithoutWillEnterForeground)
    var told = PolicyRun(model: model, state: state)
    told.carryOut(.stateChanged(app: 0, from: .suspended, to: .background))
    told.carryOut(.deliver(app: 0, .callback(.applicationWillEnterForeground)))
    told.carryOut(.stateChanged(app: 0, from: .background, to: .inactive))
    #expect(told.violation == nil)
  }

  @Test("a penalty kill for a task the app ended is reported, one for a task it holds is not")
  func penaltyForEndedTask() {
    let (model, state) = suspendedApp0()
    let report = ReportFacts(
      kind: .penalty, footprintBytes: 16 << 20, state: .background,
      openTasks: [OpenTask(identifier: 7, name: "upload", hasExpirationHandler: true)])
    let kill = DeviceCommand.terminated(app: 0, cause: .backgroundTaskOverrun, report: report)
    var ended = PolicyRun(model: model, state: state)
    ended.carryOut(kill)
    #expect(ended.violation?.kind == .penaltyForEndedTask)
    var holding = PolicyRun(
      model: model, state: PolicyModelState(device: state.device, believedOpenTasks: [[7], []]))
    holding.carryOut(kill)
    #expect(holding.violation == nil)
    #expect(holding.believed[0].isEmpty)
  }

  @Test("jetsam killing an app while sparing one that comes first in jetsam's order is reported")
  func jetsamOrder() {
    let (model, state) = suspendedApp0()
    // app0 is suspended (a low band), app1 in front (the foreground band, last).
    var inOrder = PolicyRun(model: model, state: state)
    inOrder.carryOut(.memory(.jetsam(victims: [0], freeBytes: 0, inUseBytes: 0)))
    inOrder.carryOut(.memory(.jetsam(victims: [0, 1], freeBytes: 0, inUseBytes: 0)))
    #expect(inOrder.violation == nil)
    var skipped = PolicyRun(model: model, state: state)
    skipped.carryOut(.memory(.jetsam(victims: [1], freeBytes: 0, inUseBytes: 0)))
    #expect(skipped.violation?.kind == .jetsamOrder)
    // The message is what the search prints: that it names the app jetsam spared is checked.
    #expect(skipped.violation?.message.contains("spared app0") == true)
    var reversed = PolicyRun(model: model, state: state)
    reversed.carryOut(.memory(.jetsam(victims: [1, 0], freeBytes: 0, inUseBytes: 0)))
    #expect(reversed.violation?.kind == .jetsamOrder)
  }

  @Test("an app running in the background that comes back without willEnterForeground is reported")
  func resumeFromBackground() {
    let model = PolicyModel(generation: .ios4, taskApp: .init(app: 0, ending: .never))
    let state = model.replay([.launch(0), .home]).finalState
    #expect(state.device.apps[0].state == .background)
    var bare = PolicyRun(model: model, state: state)
    bare.carryOut(.stateChanged(app: 0, from: .background, to: .inactive))
    #expect(bare.violation?.kind == .resumeWithoutWillEnterForeground)
    var told = PolicyRun(model: model, state: state)
    told.carryOut(.deliver(app: 0, .callback(.applicationWillEnterForeground)))
    told.carryOut(.stateChanged(app: 0, from: .background, to: .inactive))
    #expect(told.violation == nil)
    // A launch from not running needs none.
    var launch = PolicyRun(model: model, state: model.initialState)
    launch.carryOut(.stateChanged(app: 1, from: .notRunning, to: .inactive))
    #expect(launch.violation == nil)
  }
}
