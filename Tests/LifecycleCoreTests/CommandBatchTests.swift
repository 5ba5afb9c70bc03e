import Testing

@testable import LifecycleCore

extension RandomHost {
  /// One input as ``walkOne(sourceLocation:)`` makes it, its commands taken a batch at a time
  /// (``DevicePolicy/next(_:into:)``) and answered as the host carries each batch out: the
  /// batches, in order.
  mutating func walkOneInBatches(_ batch: inout CommandBatch) -> [[DeviceCommand]] {
    submitRandomInput()
    var batches: [[DeviceCommand]] = []
    repeat {
      DevicePolicy.next(&device.state, into: &batch)
      batches.append(batch.commands)
      for command in batch.commands {
        commands += 1
        answer(command)
      }
    } while !batch.isFinal
    return batches
  }
}

/// The batch interface hands out exactly what the one-by-one interface does: the same
/// commands in the same order, leading to the same states, whatever the apps' code hands in
/// while a batch's last command runs.
@Suite("Command batches")
struct CommandBatchTests {
  static let inputsPerWalk = 600

  @Test(
    "batches give the commands and states of next(_:), over a seeded random walk with requests",
    arguments: DeviceInvariantTests.walks)
  func sameAsOneByOne(walk: DeviceInvariantTests.Walk) {
    let capabilities = DeviceCapabilities(multitaskingSupported: walk.multitasking)
    var single = RandomHost(walk.generation, device: capabilities, seed: walk.seed, reporting: walk.reporting)
    var batched = RandomHost(
      walk.generation, device: capabilities, seed: walk.seed, reporting: walk.reporting)
    var batch = CommandBatch()
    var batchCount = 0
    var longest = 0
    for _ in 0..<Self.inputsPerWalk {
      let before = single.device.log.count
      single.walkOne()
      let batches = batched.walkOneInBatches(&batch)

      let expected = Array(single.device.log[before...])
      #expect(batches.flatMap { $0 } == expected, "input \(single.inputs)")
      #expect(batched.device.state == single.device.state, "input \(single.inputs)")
      // Only a batch's last command yields to the host; only the last batch is final, and
      // the policy is then idle.
      for commands in batches {
        #expect(commands.dropLast().allSatisfy { !$0.yieldsToHost }, "\(commands)")
      }
      #expect(batches.dropLast().allSatisfy { $0.last?.yieldsToHost == true }, "\(batches)")
      #expect(batched.device.state.isIdle)
      batchCount += batches.count
      longest = max(longest, batches.map(\.count).max() ?? 0)
      if batched.device.state != single.device.state { break }
    }
    // The walk batched something: fewer turns than one per command and per input's end.
    #expect(batchCount < single.device.log.count + Self.inputsPerWalk)
    #expect(longest >= 2)
  }

  @Test("a batch ends with the command that runs the app's code, and goes on past those that do not")
  func stopsAtAppCode() throws {
    var device = PolicyDevice(.ios4)
    let app = device.install("Notes")
    device.run(.launch(app))
    #expect(DevicePolicy.submit(.home, to: &device.state) == .accepted)
    var batch = CommandBatch()
    var batches: [[DeviceCommand]] = []
    repeat {
      DevicePolicy.next(&device.state, into: &batch)
      batches.append(batch.commands)
    } while !batch.isFinal

    // willResignActive, inactive, didEnterBackground (each with its notification): every
    // delivery ends a batch; the state changes that follow one come with the next.
    #expect(batches.allSatisfy { !$0.isEmpty })
    #expect(batches.dropLast().allSatisfy { $0.last!.runsAppCode })
    #expect(batches.last!.last == .stateChanged(app: app, from: .background, to: .suspended))
    #expect(batches.contains { $0.count >= 2 })
    #expect(device.state.isIdle)
    // Asking again after a final batch hands out nothing.
    DevicePolicy.next(&device.state, into: &batch)
    let (count, isFinal) = (batch.count, batch.isFinal)
    #expect(count == 0)
    #expect(isFinal)
  }

  @Test("the host takes a batch's commands in order, each once; a new turn starts empty")
  func takingCommands() {
    var device = PolicyDevice(.ios13)
    let app = device.install("Notes")
    device.run(.launch(app))
    #expect(DevicePolicy.submit(.advance(.seconds(5)), to: &device.state) == .accepted)
    var batch = CommandBatch()
    DevicePolicy.next(&device.state, into: &batch)
    let (commands, isFinal, remaining) = (batch.commands, batch.isFinal, batch.remaining)
    #expect(commands == [.advanceClock(by: .seconds(5))])
    #expect(isFinal)
    #expect(remaining == 1)
    let first = batch.takeNext()
    #expect(first == .advanceClock(by: .seconds(5)))
    let (remainingAfter, second, left) = (batch.remaining, batch.takeNext(), batch.commands)
    #expect(remainingAfter == 0)
    #expect(second == nil)
    #expect(left.isEmpty)

    // A turn with more commands than the batch's first room (eight): a reboot ends ten
    // suspended apps with no callback, in one batch; the buffer grows and keeps them in order.
    for index in 0..<10 { device.install("App\(index)", footprint: 8 << 20) }
    for index in 1...10 { device.run([.launch(index), .home]) }
    #expect(DevicePolicy.submit(.reboot, to: &device.state) == .accepted)
    var oneByOne = device
    let expected = oneByOne.drain()
    var taken: [DeviceCommand] = []
    var largest = 0
    repeat {
      DevicePolicy.next(&device.state, into: &batch)
      largest = max(largest, batch.count)
      if let first = batch.takeNext() { taken.append(first) }
      taken += batch.commands
    } while !batch.isFinal
    #expect(largest > 8)
    #expect(taken == expected)
    #expect(device.state == oneByOne.state)
  }

  @Test("commands that yield to the host: the app's code runs, a process starts, a restored screen is drawn")
  func yieldingCommands() {
    #expect(DeviceCommand.deliver(app: 0, .callback(.applicationDidBecomeActive)).yieldsToHost)
    #expect(DeviceCommand.preserveState(app: 0).yieldsToHost)
    #expect(DeviceCommand.stateChanged(app: 0, from: .notRunning, to: .inactive).yieldsToHost)
    #expect(DeviceCommand.compareRestoredScreen(app: 0).yieldsToHost)
    #expect(!DeviceCommand.stateChanged(app: 0, from: .background, to: .suspended).yieldsToHost)
    #expect(!DeviceCommand.advanceClock(by: .seconds(1)).yieldsToHost)
    #expect(!DeviceCommand.terminated(app: 0, cause: .forceQuit, report: nil).yieldsToHost)
  }
}
