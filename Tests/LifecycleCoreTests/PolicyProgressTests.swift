import Testing

@testable import LifecycleCore

/// The policy's bookkeeping (``PolicyProgress``), kept apart from the device's facts: the
/// transition and the app code under way are optionals the compiler checks (no index of -1
/// for none), and they cost no more room than the sentinels did.
@Suite("The policy's progress")
struct PolicyProgressTests {
  @Test("a launch's transition and the code it runs are under way while the launch is, and gone after")
  func underWayThenIdle() {
    var device = PolicyDevice(.ios13)
    let other = device.install("Other")
    let app = device.install("A")
    device.run(.launch(other))
    device.submit(.launch(app))
    #expect(!device.state.isIdle)
    var runningApps: Set<Int> = []
    var transitionApps: Set<Int> = []
    while device.next() != nil {
      if let running = device.state.progress.running { runningApps.insert(running.app) }
      if let transition = device.state.progress.transition { transitionApps.insert(transition.app) }
    }
    // Other went Home and A launched: each ran its code, each had a transition under way.
    #expect(runningApps == [other, app])
    #expect(transitionApps == [other, app])
    #expect(device.state.isIdle)
    #expect(device.state.progress.transition == nil && device.state.progress.running == nil)
  }

  @Test("busy time reported while a callback runs stays with that code until the next command")
  func busyTimeStaysWithTheRunningCode() {
    var device = PolicyDevice(.ios13)
    let app = device.install("A")
    device.submit(.launch(app))
    device.run(through: .deliver(app: app, .callback(.applicationDidFinishLaunching)))
    device.submit(.mainThreadBusy(app, .seconds(2)))
    #expect(device.state.progress.running?.app == app)
    #expect(device.state.progress.running?.busy == .seconds(2))
    // The next call spends it: the clock moves by the two seconds, and nothing runs any more.
    #expect(device.next() == .advanceClock(by: .seconds(2)))
    #expect(device.state.progress.running == nil)
    device.drain()
    #expect(device.state.isIdle)
  }

  @Test("the optionals take no byte more than what they hold: the hot path's state does not grow")
  func optionalsCostNoRoom() {
    #expect(MemoryLayout<TransitionInProgress?>.size == MemoryLayout<TransitionInProgress>.size)
    #expect(MemoryLayout<RunningCode?>.size == MemoryLayout<RunningCode>.size)
  }
}
