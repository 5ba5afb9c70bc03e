import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// Virtual time: the scheduler's order and the clock's sleepers.
@MainActor
@Suite("Virtual time")
struct VirtualTimeTests {
  @Test("work due at the same instant runs in the order it was scheduled")
  func tiesRunInInsertionOrder() {
    var scheduler = WorkScheduler()
    var order: [String] = []
    for name in ["a", "b", "c"] {
      let work = ScheduledWork(name: name, owner: nil, due: VirtualInstant(offset: .seconds(5))) {}
      work.action = { order.append(name) }
      scheduler.schedule(work, at: VirtualInstant(offset: .seconds(5)))
    }
    let early = ScheduledWork(name: "early", owner: nil, due: .zero) {}
    early.action = { order.append("early") }
    scheduler.schedule(early, at: VirtualInstant(offset: .seconds(1)))
    while let work = scheduler.popDue(notAfter: VirtualInstant(offset: .seconds(10))) { work.action() }
    #expect(order == ["early", "a", "b", "c"])
  }

  @Test("frozen work keeps the time it still needs and does not run until thawed")
  func freezeAndThaw() {
    var scheduler = WorkScheduler()
    var ran = false
    let work = ScheduledWork(name: "upload", owner: "A", due: .zero) {}
    work.action = { ran = true }
    scheduler.schedule(work, at: VirtualInstant(offset: .seconds(40)))
    scheduler.freeze(work, now: VirtualInstant(offset: .seconds(10)))
    #expect(work.remainingWhileFrozen == .seconds(30))
    #expect(scheduler.popDue(notAfter: VirtualInstant(offset: .seconds(100))) == nil)
    scheduler.thaw(work, now: VirtualInstant(offset: .seconds(100)))
    #expect(scheduler.popDue(notAfter: VirtualInstant(offset: .seconds(129))) == nil)
    scheduler.popDue(notAfter: VirtualInstant(offset: .seconds(130)))?.action()
    #expect(ran)
  }

  @Test("cancelled work never runs")
  func cancelledWork() {
    var scheduler = WorkScheduler()
    let work = ScheduledWork(name: "x", owner: nil, due: .zero) {}
    scheduler.schedule(work, at: VirtualInstant(offset: .seconds(1)))
    work.cancel()
    #expect(scheduler.popDue(notAfter: VirtualInstant(offset: .seconds(2))) == nil)
    #expect(scheduler.isEmpty)
  }

  @Test("a task sleeping on the device's clock resumes when the device advances past its deadline")
  func clockSleeperResumes() async throws {
    let device = try Device(profile: .of(.ios13))
    let clock = device.clock
    let sleeper = Task { try await clock.sleep(for: .seconds(40)) }
    while clock.sleeperCount == 0 { await Task.yield() }
    device.advance(by: .seconds(39))
    #expect(clock.sleeperCount == 1)
    device.advance(by: .seconds(1))
    try await sleeper.value
    #expect(clock.now == VirtualInstant(offset: .seconds(40)))
  }

  @Test("virtual time prints with millisecond precision using integers only")
  func timeFormat() {
    #expect(TimeFormat.seconds(.milliseconds(12_250)) == "12.250s")
    #expect(TimeFormat.seconds(.zero) == "0.000s")
    #expect(TimeFormat.seconds(.seconds(600)) == "600.000s")
    #expect(TimeFormat.milliseconds(.seconds(2)) == 2000)
  }
}
