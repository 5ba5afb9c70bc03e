import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// An app that measures how long it was in the background, as apps do to decide whether to
/// lock themselves or refresh.
@MainActor
final class AwayTimerDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  var wentAway: Date?
  var away: TimeInterval?

  func applicationDidEnterBackground(_ application: UIApplication) { wentAway = FoundationOnlyClock.date() }

  func applicationWillEnterForeground(_ application: UIApplication) {
    away = wentAway.map { Date().timeIntervalSince($0) }
  }

  static let scenarioScript = ScenarioScript(
    for: AwayTimerDelegate.self, probes: ["away": { app in app.away.map { String(Int($0)) } }])
}

@MainActor
@Suite("Clocks read virtual time in app code, even in a file that imports Foundation alone")
struct VirtualClockTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("away") { AwayTimerDelegate() }

  func launched() throws -> (Device, UIKitApp) {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Away", appID: "away"))
    try device.launch("Away")
    return (device, try #require(uikitApp("Away", in: device)))
  }

  @Test("the executable's clock functions are LifecycleKit's")
  func interposed() {
    #expect(VirtualTimeInterposition.isActive)
  }

  @Test("an app measuring its time in the background sees the virtual time that passed")
  func awayTime() throws {
    let (device, _) = try launched()
    device.home()
    device.advance(by: .seconds(3600))
    try device.launch("Away")
    #expect(try device.probe("away", of: "Away") == "3600")
  }

  @Test("Date, systemUptime, ContinuousClock, DispatchTime and time() are the device's inside app code")
  func foundationOnlyClocksAreVirtual() throws {
    let (device, app) = try launched()
    device.advance(by: .milliseconds(42_500))
    let expectedDate = VirtualWallClock.date(at: device.now)
    let uptime = VirtualWallClock.uptime(at: device.now)
    app.runAsAppCode {
      #expect(FoundationOnlyClock.date() == expectedDate)
      #expect(FoundationOnlyClock.dateNow() == expectedDate)
      #expect(Date() == expectedDate)
      #expect(FoundationOnlyClock.uptime() == uptime)
      #expect(CACurrentMediaTime() == uptime, "Core Animation's clock is the device's uptime")
      #expect(FoundationOnlyClock.dispatchUptime() == UInt64(uptime * 1e9))
      #expect(FoundationOnlyClock.unixTime() == Int(VirtualWallClock.bootSecondsSince1970) + 42)
      let continuous = FoundationOnlyClock.continuous()
      #expect(FoundationOnlyClock.continuous() == continuous, "virtual time stands still while code runs")
    }
    #expect(expectedDate.timeIntervalSince1970 == 1_609_459_242.5)
  }

  @Test("outside app code the clocks are the host's, and the test runner's clock moves")
  func outsideIsReal() throws {
    let (device, app) = try launched()
    device.advance(by: .seconds(1))
    let inside = app.runAsAppCode { FoundationOnlyClock.date() }
    let outside = FoundationOnlyClock.date()
    #expect(
      outside.timeIntervalSince(inside) > 100_000_000, "the host's date is years after the device's boot")
    #expect(abs(outside.timeIntervalSince(VirtualTimeInterposition.hostDate)) < 60)
    let host = app.runAsAppCode { VirtualTimeInterposition.hostDate }
    #expect(abs(host.timeIntervalSince(outside)) < 60, "the host's time is readable inside app code")
    let start = ContinuousClock.now
    while ContinuousClock.now == start {}
    #expect(ContinuousClock.now > start)
  }

  @Test("inside app code, another thread still reads the host's time")
  func otherThreadsAreReal() throws {
    let (device, app) = try launched()
    let onOtherThread = app.runAsAppCode { () -> Date in
      let box = DateBox()
      let thread = Thread { box.set(FoundationOnlyClock.date()) }
      thread.start()
      return box.wait()
    }
    #expect(onOtherThread.timeIntervalSince1970 > Double(VirtualWallClock.bootSecondsSince1970) + 100_000_000)
    #expect(device.state(of: "Away") == .active)
    // Starting the thread is itself a misuse, expected here.
    #expect(
      device.misuses(of: "Away").contains { $0.hasPrefix("Thread: the app's code started a real thread") })
  }
}

/// A date handed from another thread.
final class DateBox: @unchecked Sendable {
  private let ready = DispatchSemaphore(value: 0)
  private var date = Date.distantPast

  func set(_ date: Date) {
    self.date = date
    ready.signal()
  }

  func wait() -> Date {
    ready.wait()
    return date
  }
}
