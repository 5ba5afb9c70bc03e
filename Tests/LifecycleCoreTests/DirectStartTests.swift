import Testing

@testable import LifecycleCore

/// Between inputs, an input's one event begins at once instead of going onto the agenda
/// (``DevicePolicy/start(_:for:in:)``). Two hosts that make the same random walk — the same
/// inputs, the same answers from the apps' code, one with the short way turned off — hand
/// out the same commands in the same order and pass through the same states.
@Suite("An input's event begins at once")
struct DirectStartTests {
  @Test(
    "the same commands and states as the agenda's way",
    arguments: [
      (OSGeneration.ios3, DeviceReporting.everything), (.ios4, .everything), (.ios5, DeviceReporting()),
      (.ios6, .everything), (.ios7, .everything), (.ios13, .everything), (.ios13, DeviceReporting()),
    ] as [(OSGeneration, DeviceReporting)])
  func sameAsTheAgenda(generation: OSGeneration, reporting: DeviceReporting) {
    var homesBegunAtOnce = 0
    for seed in [11, 12, 13] as [UInt64] {
      var direct = RandomHost(generation, seed: seed, reporting: reporting)
      var agenda = RandomHost(generation, seed: seed, reporting: reporting)
      agenda.device.state.progress.scratch.startsEventsDirectly = false
      for step in 0..<600 {
        // Whether Home, now, would take the short way: it begins the transition at once.
        var probe = direct.device.state
        if case .accepted = DevicePolicy.submit(.home, to: &probe), probe.progress.transition != nil {
          homesBegunAtOnce += 1
        }
        direct.walkOne()
        agenda.walkOne()
        guard direct.device.log == agenda.device.log, direct.device.state == agenda.device.state else {
          Issue.record(
            "\(generation) seed \(seed), input \(step): the commands or the state differ; last commands \(direct.device.log.suffix(4)) against \(agenda.device.log.suffix(4))"
          )
          return
        }
      }
    }
    // The walks met the situations the short way serves, so the comparison means something.
    #expect(homesBegunAtOnce > 50)
  }

  @Test("a launch over another app waits for that app's Home; alone, it begins at once")
  func launchOverAnotherApp() {
    var device = PolicyDevice(.ios13)
    let first = device.install("First")
    let second = device.install("Second")
    device.submit(.launch(first))
    #expect(device.state.progress.agenda.isEmpty && device.state.progress.transition?.app == first)
    while device.next() != nil {}
    device.submit(.launch(second))
    // First goes Home first: its event is on top of Second's launch.
    #expect(device.state.progress.transition == nil)
    #expect(device.state.progress.agenda.count == 2)
    #expect(device.state.progress.agenda[1] == .event(app: first, .home))
    #expect(device.state.progress.agenda[0] == .event(app: second, .launch))
  }

  @Test("an event waits on the agenda when other work waits there")
  func waitsBehindOtherWork() {
    var device = PolicyDevice(.ios13)
    let app = device.install("A")
    device.run(.launch(app))
    // Work of an input not yet taken (the memory warning's events): Home goes on top of it.
    device.submit(.memoryWarning)
    let waiting = device.state.progress.agenda.count
    device.submit(.home)
    #expect(device.state.progress.transition == nil)
    #expect(device.state.progress.agenda.count == waiting + 1)
    #expect(device.state.progress.agenda[waiting] == .event(app: app, .home))
  }
}
