import Testing

@testable import LifecycleCore

/// A host that does not record memory (``DeviceReporting/memoryRecords`` left out) is handed
/// no memory records, and nothing else changes: the same kills, launches and callbacks in the
/// same order, the same states.
@Suite("Memory records only for a host that records them")
struct MemoryRecordsTests {
  @Test("the same commands but the records, the same states", arguments: OSGeneration.allCases)
  func sameButTheRecords(generation: OSGeneration) {
    var jetsamRecords = 0
    var killsBeforeALaunch = 0
    for seed in [21, 22, 23] as [UInt64] {
      // Little memory for the four apps' 225 MB, so that jetsam kills often.
      var recording = RandomHost(generation, seed: seed, memoryCapacityBytes: 160 << 20)
      var quiet = RandomHost(
        generation, seed: seed, reporting: DeviceReporting.everything.subtracting(.memoryRecords),
        memoryCapacityBytes: 160 << 20)
      for step in 0..<500 {
        let before = recording.device.log.count
        recording.walkOne()
        quiet.walkOne()
        let commands = recording.device.log[before...]
        for (position, command) in zip(commands.indices, commands) {
          guard case .memory(.jetsam(let victims, _, _)) = command else { continue }
          jetsamRecords += 1
          // A kill that makes room for a launch: the launched app's process starts afterwards.
          if commands[position...].contains(where: {
            if case .stateChanged(let app, .notRunning, _) = $0 { !victims.contains(app) } else { false }
          }) {
            killsBeforeALaunch += 1
          }
        }
        var state = quiet.device.state
        state.reporting = recording.device.state.reporting
        let withoutRecords = recording.device.log.filter {
          if case .memory = $0 { false } else { true }
        }
        guard withoutRecords == quiet.device.log, state == recording.device.state else {
          Issue.record(
            "\(generation) seed \(seed), input \(step): the commands or the state differ; last commands \(withoutRecords.suffix(4)) against \(quiet.device.log.suffix(4))"
          )
          return
        }
        #expect(!quiet.device.log.contains { if case .memory = $0 { true } else { false } })
      }
    }
    // The walks met jetsam, and jetsam making room for a launch, so the comparison means
    // something (on every generation that keeps apps in memory behind the one in front).
    if OSProfile.of(generation).supportsMultitasking {
      #expect(jetsamRecords > 5)
      #expect(killsBeforeALaunch > 0)
    }
  }
}
