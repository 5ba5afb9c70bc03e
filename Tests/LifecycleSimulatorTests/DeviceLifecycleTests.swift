import Foundation
import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// The device executing the core's policy for `tracer` apps, action by action.
@MainActor
@Suite("Device lifecycle")
struct DeviceLifecycleTests {
  func device(_ generation: OSGeneration, memory: Int = 256 << 20, multitasking: Bool = true) throws -> Device
  {
    try Device(profile: .of(generation), memoryBytes: memory, multitaskingSupported: multitasking)
  }

  func callbacks(_ device: Device, _ app: String) -> [String] {
    device.deliveries(of: app).compactMap(\.callback).map(\.rawValue)
  }

  @Test("home on iOS 4 suspends the app after didEnterBackground (“Multitasking pitfalls”)")
  func homeOnIOS4Suspends() throws {
    let device = try device(.ios4)
    try device.install(InstallSpec(name: "Notes"))
    try device.launch("Notes")
    device.home()
    #expect(device.state(of: "Notes") == .suspended)
    #expect(
      callbacks(device, "Notes") == [
        "applicationDidFinishLaunching", "applicationDidBecomeActive", "applicationWillResignActive",
        "applicationDidEnterBackground",
      ])
    #expect(device.foregroundApp == nil)
    #expect(device.recents == ["Notes"])
  }

  @Test("home on iOS 3 terminates the app with applicationWillTerminate (“Call or lock?”)")
  func homeOnIOS3Terminates() throws {
    let device = try device(.ios3)
    try device.install(InstallSpec(name: "Notes"))
    try device.launch("Notes")
    device.home()
    #expect(device.state(of: "Notes") == .notRunning)
    #expect(callbacks(device, "Notes").last == "applicationWillTerminate")
  }

  @Test("an answered call on iOS 3 terminates the app and relaunches it when the call ends (“Call or lock?”)")
  func answeredCallOnIOS3Relaunches() throws {
    let device = try device(.ios3)
    try device.install(InstallSpec(name: "Game"))
    try device.launch("Game")
    device.call(.incoming)
    device.call(.accept)
    #expect(device.state(of: "Game") == .notRunning)
    device.call(.end)
    #expect(device.state(of: "Game") == .active)
    #expect(
      callbacks(device, "Game") == [
        "applicationDidFinishLaunching", "applicationDidBecomeActive", "applicationWillResignActive",
        "applicationWillTerminate", "applicationDidFinishLaunching", "applicationDidBecomeActive",
      ])
  }

  @Test("launching another app sends the foreground app home first")
  func launchingAnotherAppBackgroundsTheFirst() throws {
    let device = try device(.ios7)
    try device.install(InstallSpec(name: "A"))
    try device.install(InstallSpec(name: "B"))
    try device.launch("A")
    try device.launch("B")
    #expect(device.state(of: "A") == .suspended)
    #expect(device.state(of: "B") == .active)
    #expect(device.recents == ["B", "A"])
  }

  @Test(
    "memory pressure kills the least recently used suspended app first, with a jetsam report and no callback")
  func memoryPressureKillsLRU() throws {
    let device = try device(.ios4, memory: 256 << 20)
    for name in ["A", "B", "C"] { try device.install(InstallSpec(name: name, footprintBytes: 60 << 20)) }
    try device.launch("A")
    try device.launch("B")
    try device.launch("C")
    let before = callbacks(device, "A").count
    device.memoryPressure()
    #expect(device.state(of: "A") == .notRunning)
    #expect(device.state(of: "B") == .suspended)
    #expect(device.state(of: "C") == .active)
    #expect(callbacks(device, "A").count == before)
    #expect(device.reports.map(\.cause) == [.jetsam])
  }

  @Test(
    "a suspended app gets a changed setting once, coalesced, when it runs again (“Multitasking pitfalls”)"
  )
  func settingsQueuedWhileSuspended() throws {
    let device = try device(.ios4)
    try device.install(InstallSpec(name: "Reader"))
    try device.launch("Reader")
    device.home()
    try device.changeSetting(of: "Reader", key: "fontSize", value: "18")
    try device.changeSetting(of: "Reader", key: "fontSize", value: "20")
    device.changeLocale(to: "fr_FR")
    try device.launch("Reader")
    let notifications = device.deliveries(of: "Reader").compactMap(\.notification)
    #expect(notifications.filter { $0 == .userDefaultsDidChange }.count == 1)
    #expect(notifications.filter { $0 == .currentLocaleDidChange }.count == 1)
  }

  @Test("the same actions and seed give byte-identical traces")
  func deterministicTrace() throws {
    func run() throws -> String {
      let device = try Device(profile: .of(.ios13), memoryBytes: 256 << 20, seed: 42)
      try device.install(InstallSpec(name: "A", footprintBytes: 100 << 20))
      try device.install(InstallSpec(name: "B", footprintBytes: 100 << 20))
      try device.launch("A")
      device.lock()
      device.unlock()
      try device.launch("B")
      device.advance(by: .seconds(30))
      device.memoryPressure()
      try device.launch("A")
      return TraceRenderer.jsonLines(device.trace)
    }
    let first = try run()
    #expect(first == (try run()))
    #expect(!first.isEmpty)
  }
}
