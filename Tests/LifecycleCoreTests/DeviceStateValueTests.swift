import Testing

@testable import LifecycleCore

/// The policy is pure and its state one value (``DeviceState``): the same inputs from the same
/// state give the same state and the same commands, and states compare and hash as values.
/// Deadlines are kept relative to now, so the absolute time is not part of the value; the
/// counters that order jetsam bands and name tasks are, which makes two devices that reached
/// the same situation by different paths compare unequal — contrary to what `DeviceState`'s
/// own documentation says.
@Suite("Device state: determinism and value semantics")
struct DeviceStateValueTests {
  /// A script that goes through most of the policy: launches, Home, a task, calls, the lock,
  /// Notification Center, held notifications, memory, time.
  static let script: [DeviceInput] = [
    .launch(0), .beginBackgroundTask(0, name: "upload", hasExpirationHandler: true), .launch(1),
    .notificationCenter(open: true), .call(.incoming), .call(.accept), .settingsChanged(1), .call(.end),
    .lock, .advance(.seconds(30)), .unlock, .launch(2), .setFootprint(2, bytes: 200 << 20),
    .orientation(.faceUp),
    .switchTo(1), .memoryWarning, .advance(.seconds(700)), .quit(2), .home, .reboot, .launch(2),
  ]

  /// A device on `generation` with three apps, after `inputs`.
  static func device(_ generation: OSGeneration = .ios5, after inputs: [DeviceInput]) -> PolicyDevice {
    var device = PolicyDevice(generation)
    device.install("Notes", footprint: 40 << 20)
    device.install("Mail", footprint: 30 << 20, preserved: true)
    device.install("Game", footprint: 60 << 20)
    for input in inputs { device.run(input) }
    return device
  }

  @Test(
    "the same inputs from the same state give equal states and equal command lists",
    arguments: OSGeneration.allCases)
  func deterministic(generation: OSGeneration) {
    let first = Self.device(generation, after: Self.script)
    let second = Self.device(generation, after: Self.script)

    #expect(first.state == second.state)
    #expect(first.state.hashValue == second.state.hashValue)
    #expect(first.log == second.log)
    #expect(!first.log.isEmpty)
  }

  @Test("requests made while commands are out give the same commands every time")
  func deterministicWithRequests() {
    func drive() -> PolicyDevice {
      var device = Self.device(.ios13, after: [.launch(0)])
      device.submit(.home)
      device.run(through: .deliver(app: 0, .callback(.applicationDidEnterBackground)))
      device.submit(.beginBackgroundTask(0, name: "save", hasExpirationHandler: true))
      device.submit(.mainThreadBusy(0, .seconds(2)))
      device.drain()
      device.submit(.advance(.seconds(60)))
      device.run(through: .runExpirationHandler(app: 0, task: 1))
      device.submit(.endBackgroundTask(0, identifier: 1))
      device.drain()
      return device
    }
    let first = drive()
    let second = drive()

    #expect(first.state == second.state)
    #expect(first.log == second.log)
    #expect(first.appState(0) == .suspended)
  }

  @Test("step leaves the state it was given untouched")
  func stepIsPure() {
    let before = Self.device(after: [.launch(0), .launch(1)]).state
    let copy = before

    let (after, _, commands) = DevicePolicy.step(before, .launch(2))

    #expect(before == copy)
    #expect(after != before)
    #expect(before.apps[2].state == .notRunning && after.apps[2].state == .active)
    #expect(!commands.isEmpty)
  }

  @Test("a device advanced 10 s with nothing pending equals one that was not: time is not part of the value")
  func idleTimeIsNotPartOfTheValue() {
    let now = Self.device(after: [.launch(0), .launch(1)])
    var later = now

    let commands = later.run([.advance(.seconds(10))])

    #expect(commands == [.advanceClock(by: .seconds(10))])
    #expect(later.state == now.state)
    #expect(later.state.hashValue == now.state.hashValue)
    #expect(Set([now.state, later.state]).count == 1)
  }

  @Test("devices whose deadlines are equally far away are equal, whatever the time on their clocks")
  func deadlinesRelativeToNow() {
    let inputs: [DeviceInput] = [
      .launch(0), .beginBackgroundTask(0, name: nil, hasExpirationHandler: true), .home,
      .advance(.seconds(10)),
    ]
    let early = Self.device(.ios7, after: inputs)
    // The same, begun 45 s later on the device's clock.
    let late = Self.device(.ios7, after: [.advance(.seconds(45))] + inputs)

    #expect(early.log.clockAdvance == .seconds(10) && late.log.clockAdvance == .seconds(55))
    #expect(early.state.nextDeadline == .seconds(165))
    #expect(late.state == early.state)
  }

  @Test("a device with background time counting is not equal to itself 10 s later")
  func runningDeadlineIsPartOfTheValue() {
    let now = Self.device(
      .ios7, after: [.launch(0), .beginBackgroundTask(0, name: nil, hasExpirationHandler: true), .home])
    var later = now

    later.run([.advance(.seconds(10))])

    #expect(later.state != now.state)
    #expect(later.state.apps[0].backgroundTimeLeft == .seconds(170))
    #expect(now.state.apps[0].backgroundTimeLeft == .seconds(180))
  }

  // DeviceState's documentation: "two devices that reached the same situation by different
  // paths, at different times, are equal values". Here Notes is suspended, alone in the
  // switcher, with the same memory, on both devices; one launched it twice. Jetsam entry
  // orders are ranks among the running apps, so nothing of the path is left in the value.
  @Test("two devices in the same situation reached by different paths are equal values")
  func differentPathsAreEqual() {
    let once = Self.device(.ios4, after: [.launch(0), .home])
    let twice = Self.device(.ios4, after: [.launch(0), .home, .launch(0), .home])

    #expect(once.state.nextBandEntry == 1)
    #expect(twice.state.nextBandEntry == 1)
    #expect(once.state == twice.state)
    #expect(once.state.hashValue == twice.state.hashValue)
  }

  @Test("band entry orders are ranks: an app that leaves a band makes room for those after it")
  func entryOrdersAreRanks() {
    var device = PolicyDevice(.ios4)
    let a = device.install("A")
    let b = device.install("B")
    let c = device.install("C")
    device.run([.launch(a), .home, .launch(b), .home, .launch(c), .home])
    #expect([a, b, c].map { device.state.apps[$0].bandEntryOrder } == [0, 1, 2])

    device.run([.quit(a)])
    #expect(device.state.apps[a].bandEntryOrder == 0)
    #expect([b, c].map { device.state.apps[$0].bandEntryOrder } == [0, 1])
    #expect(device.state.nextBandEntry == 2)

    // B comes to the front (a band change): it takes the last place, after C.
    device.run([.launch(b)])
    #expect([c, b].map { device.state.apps[$0].bandEntryOrder } == [0, 1])
  }

  @Test("task identifiers are part of the value: a device that handed out a task before is another device")
  func taskIdentifiersArePartOfTheValue() {
    let plain = Self.device(.ios4, after: [.launch(0)])
    var tasked = plain
    tasked.run(.beginBackgroundTask(0, name: nil, hasExpirationHandler: false))
    tasked.run(.endBackgroundTask(0, identifier: 1))

    #expect(tasked.state.apps[0].tasks.isEmpty)
    #expect(tasked.state.nextTaskIdentifier == 2)
    #expect(tasked.state != plain.state)
  }

  @Test("a host that records nothing gets a subset of the commands and reaches the same state")
  func reportingChangesOnlyTheCommands() {
    var full = Self.device(.ios6, after: [])
    var quiet = Self.device(.ios6, after: [])
    quiet.state.reporting = []
    for input in Self.script {
      full.run(input)
      quiet.run(input)
    }

    var remaining = full.log[...]
    for command in quiet.log {
      guard let position = remaining.firstIndex(of: command) else {
        Issue.record("\(command) is not among the full host's commands, in order")
        break
      }
      remaining = remaining[(position + 1)...]
    }
    #expect(quiet.log.count < full.log.count)
    quiet.state.reporting = .everything
    #expect(quiet.state == full.state)
  }
}
