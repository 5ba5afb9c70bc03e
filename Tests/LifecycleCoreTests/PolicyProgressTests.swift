import Testing

@testable import LifecycleCore

/// The policy's bookkeeping (``PolicyProgress``), kept apart from the device's facts: the app of
/// the transition and of the code under way is an ``AppIndex`` the compiler makes every reader
/// unwrap (no index of -1 for none), in as little room as the sentinel took.
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
      if let running = device.state.progress.running.app.index { runningApps.insert(running) }
      if let transition = device.state.progress.transition.app.index { transitionApps.insert(transition) }
    }
    // Other went Home and A launched: each ran its code, each had a transition under way.
    #expect(runningApps == [other, app])
    #expect(transitionApps == [other, app])
    #expect(device.state.isIdle)
    // Back to the fresh values: the state equals one that never began anything.
    #expect(device.state.progress.transition == TransitionCursor())
    #expect(device.state.progress.running == RunningCode())
  }

  @Test("busy time reported while a callback runs stays with that code until the next command")
  func busyTimeStaysWithTheRunningCode() {
    var device = PolicyDevice(.ios13)
    let app = device.install("A")
    device.submit(.launch(app))
    device.run(through: .deliver(app: app, .callback(.applicationDidFinishLaunching)))
    device.submit(.mainThreadBusy(app, .seconds(2)))
    #expect(device.state.progress.running.app.index == app)
    #expect(device.state.progress.running.busy == .seconds(2))
    // The next call spends it: the clock moves by the two seconds, and nothing runs any more.
    #expect(device.next() == .advanceClock(by: .seconds(2)))
    #expect(device.state.progress.running == RunningCode())
    device.drain()
    #expect(device.state.isIdle)
  }

  @Test("an app index names the app it was made from, or none, in four bytes")
  func appIndex() {
    #expect(AppIndex(0).index == 0)
    #expect(AppIndex(41).index == 41)
    #expect(AppIndex.none.index == nil && AppIndex.none.isNone)
    #expect(!AppIndex(0).isNone)
    #expect(MemoryLayout<AppIndex>.size == 4)
  }

  @Test("whom memory warnings went to is not kept once they are out: the same situation is an equal state")
  func warnedAppsAreNotKept() {
    let megabyte = 1024 * 1024
    func device(warnedFirst: Bool) -> DeviceState {
      var device = PolicyDevice(.ios4)
      let idle = device.install("Idle", footprint: 20 * megabyte)
      let front = device.install("Front", footprint: 20 * megabyte)
      device.run([.launch(idle), .launch(front)])
      if warnedFirst {
        // Below the warning level and back: Front is warned, then memory recovers.
        device.run([.setFootprint(front, bytes: 200 * megabyte)])
        device.run([.setFootprint(front, bytes: 20 * megabyte)])
      }
      #expect(device.state.isIdle)
      return device.state
    }
    let warned = device(warnedFirst: true)
    #expect(warned.progress.toWarn.isEmpty)
    #expect(!warned.isBelowWarningLevel)
    #expect(warned == device(warnedFirst: false))
  }
}
