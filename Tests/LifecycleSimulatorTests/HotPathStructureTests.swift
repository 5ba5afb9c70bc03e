import Foundation
import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// The compact structures the device's hot path uses say the same as plain ones would.
@MainActor
@Suite("Hot-path structures")
struct HotPathStructureTests {
  @Test("a callback log keeps forty callbacks in order, past its twelve inline slots")
  func callbackLogOrder() {
    var log = CallbackLog()
    var expected: [LifecycleCallback] = []
    #expect(log.last == nil)
    for index in 0..<40 {
      let callback = LifecycleCallback.allCases[(index * 7) % LifecycleCallback.allCases.count]
      log.append(callback)
      expected.append(callback)
      #expect(log.last == callback)
    }
    #expect(log.count == 40)
    #expect(log.callbacks == expected)
    #expect(LifecycleCallback.allCases.count <= 32, "ordinals must fit in five bits")
  }

  @Test("the tracer records callbacks but is not handed notifications")
  func tracerSkipsNotifications() throws {
    let device = try Device(profile: .of(.ios4))
    try device.install(InstallSpec(name: "Notes"))
    try device.launch("Notes")
    device.home()
    let tracer = try #require(device.code(of: "Notes") as? TracerApp)
    #expect(!tracer.observesNotifications)
    #expect(
      tracer.received == [
        .applicationDidFinishLaunching, .applicationDidBecomeActive, .applicationWillResignActive,
        .applicationDidEnterBackground,
      ])
    // The system still posts them: the device's record has them.
    #expect(device.deliveries(of: "Notes").contains(.notification(.didEnterBackground)))
    #expect(device.trace.deliveries(of: "Notes").contains(.notification(.didEnterBackground)))
  }

  @Test("apps that observe notifications are handed them in order with the callbacks")
  func scriptedAppGetsNotifications() throws {
    let device = try Device(profile: .of(.ios4), catalog: .with("scripted") { ScriptedApp() })
    try device.install(InstallSpec(name: "S", appID: "scripted"))
    try device.launch("S")
    let code = try #require(device.code(of: "S") as? ScriptedApp)
    #expect(code.received == device.deliveries(of: "S"))
    #expect(code.received.contains(.notification(.didBecomeActive)))
  }

  @Test("the switcher lists the most recent app first, and a quit app leaves it")
  func recentsOrder() throws {
    let device = try Device(profile: .of(.ios7))
    for name in ["A", "B", "C"] { try device.install(InstallSpec(name: name)) }
    try device.launch("A")
    try device.launch("B")
    try device.launch("C")
    #expect(device.recents == ["C", "B", "A"])
    try device.switchTo("A")
    #expect(device.recents == ["A", "C", "B"])
    try device.quit("C")
    #expect(device.recents == ["A", "B"])
    try device.launch("C")
    #expect(device.recents == ["C", "A", "B"])
  }

  @Test("a jetsam report names the band, footprint and state, and survives a JSON round trip")
  func jetsamReportDetails() throws {
    let device = try Device(profile: .of(.ios7), memoryBytes: 64 << 20)
    try device.install(InstallSpec(name: "Big", footprintBytes: 40 << 20))
    try device.install(InstallSpec(name: "Other", footprintBytes: 10 << 20))
    try device.launch("Big")
    try device.launch("Other")
    device.memoryPressure()
    let report = try #require(device.reports.first)
    #expect(report.cause == .jetsam)
    #expect(report.details == "reason vm-pageshortage; band idle; footprint 40MB; state suspended")
    let decoded = try JSONDecoder().decode(DeviceReport.self, from: JSONEncoder().encode(report))
    #expect(decoded == report)
    #expect(decoded.details == report.details)
    #expect(decoded.description == report.description)
  }
}

/// Process objects the device reuses are ones nobody else can see.
@MainActor
@Suite("Process objects")
struct ProcessObjectTests {
  @Test("an app that keeps its process object sees it ended after a kill, and the next launch gets a new one")
  func keptProcessStaysEnded() throws {
    let device = try Device(profile: .of(.ios7), catalog: .with("scripted") { ScriptedApp() })
    try device.install(InstallSpec(name: "S", appID: "scripted"))
    try device.launch("S")
    let first = try #require((device.code(of: "S") as? ScriptedApp)?.process)
    try device.quit("S")
    #expect(!first.isAlive)
    #expect(first.state == .notRunning)
    try device.launch("S")
    let second = try #require((device.code(of: "S") as? ScriptedApp)?.process)
    #expect(second !== first)
    #expect(second.isAlive)
    #expect(!first.isAlive)
  }

  @Test("a relaunched tracer starts with a live process and an empty callback list")
  func relaunchedTracerStartsFresh() throws {
    let device = try Device(profile: .of(.ios7))
    try device.install(InstallSpec(name: "T"))
    for _ in 0..<3 {
      try device.launch("T")
      let tracer = try #require(device.code(of: "T") as? TracerApp)
      #expect(
        tracer.received == [
          .applicationWillFinishLaunching, .applicationDidFinishLaunching, .applicationDidBecomeActive,
        ])
      #expect(try tracer.probe("state") == "active")
      try device.quit("T")
    }
  }
}
