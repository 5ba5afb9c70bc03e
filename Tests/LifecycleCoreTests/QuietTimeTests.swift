import Testing

@testable import LifecycleCore

/// ``DevicePolicy/passQuietly(_:in:)`` is a short way for time that passes with nothing on the
/// way: wherever it takes the time, the long way (``DeviceInput/advance(_:)`` and its commands)
/// leaves the same state with nothing but the clock's move to carry out; wherever it declines,
/// it leaves the state as it was.
@Suite("Time that passes quietly")
struct QuietTimeTests {
  @Test("agrees with advance over random walks", arguments: OSGeneration.allCases)
  func agreesWithAdvance(generation: OSGeneration) {
    var taken = 0
    var declinedForDeadline = 0
    for seed in 1...6 as ClosedRange<UInt64> {
      var host = RandomHost(generation, seed: seed &* 7919)
      for _ in 0..<300 {
        host.walkOne()
        let duration: Duration =
          host.chance(80) ? .seconds(Int64.random(in: 0...40, using: &host.rng)) : .seconds(600)
        var quiet = host.device.state
        let passed = DevicePolicy.passQuietly(duration, in: &quiet)
        let (long, response, commands) = DevicePolicy.step(host.device.state, .advance(duration))
        if passed {
          taken += 1
          #expect(response == .accepted)
          #expect(quiet == long, "\(generation) seed \(seed): the quiet way left another state")
          #expect(commands == (duration > .zero ? [.advanceClock(by: duration)] : []))
        } else {
          #expect(quiet == host.device.state, "\(generation): declined, yet the state changed")
          // Declined between inputs: only because a deadline falls within the time.
          #expect(commands.count > 1 || host.device.state.hasDeadline(within: duration))
          declinedForDeadline += 1
        }
      }
    }
    // Both answers come up, so neither branch above goes unchecked.
    #expect(taken > 100)
    // iPhone OS 3 has no background time, hence no deadline to decline for.
    if OSProfile.of(generation).backgroundTimeBudget != nil {
      #expect(declinedForDeadline > 0, "no walk on \(generation) met a deadline")
    } else {
      #expect(declinedForDeadline == 0)
    }
  }

  @Test("declines while an input is being worked on")
  func declinesMidInput() {
    var device = PolicyDevice(.ios13)
    let app = device.install("A")
    device.run(.launch(app))
    device.submit(.home)
    var state = device.state
    #expect(!DevicePolicy.passQuietly(.seconds(1), in: &state))
    #expect(state == device.state)
    _ = device.next()  // the first command of Home: a callback now runs the app's code
    state = device.state
    #expect(!DevicePolicy.passQuietly(.seconds(1), in: &state))
    while device.next() != nil {}
    state = device.state
    #expect(DevicePolicy.passQuietly(.seconds(1), in: &state))
  }

  @Test("counts background time off as advance does")
  func countsBackgroundTime() {
    var device = PolicyDevice(.ios13)
    let app = device.install("A")
    device.run(.launch(app))
    device.submit(.home)
    // The app begins a task in its first callback, so it stays in the background.
    _ = device.next()
    device.submit(.beginBackgroundTask(app, name: "upload", hasExpirationHandler: true))
    while device.next() != nil {}
    #expect(device.state.apps[app].state == .background)
    let before = device.state.nextDeadline(of: app)!
    var state = device.state
    #expect(DevicePolicy.passQuietly(.seconds(10), in: &state))
    #expect(state.nextDeadline(of: app)! == before - .seconds(10))
    // Past the expiration handlers' deadline it declines: something happens on the way.
    var late = state
    #expect(!DevicePolicy.passQuietly(before, in: &late))
    #expect(late == state)
  }
}
