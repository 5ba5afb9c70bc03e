import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// Seed-era code that hands work to the main queue and to the global queue, the way it is
/// written for iOS.
@MainActor
final class MainQueueDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  var log: [String] = []

  func applicationDidEnterBackground(_ application: UIApplication) {
    log.append("didEnterBackground")
    DispatchQueue.main.async {
      self.log.append("main block")
      UserDefaults.standard.set(true, forKey: "savedOnMainQueue")
    }
    log.append("didEnterBackground returns")
  }

  static let scenarioScript = ScenarioScript(
    for: MainQueueDelegate.self,
    actions: [
      "chain": { app, _ in
        DispatchQueue.main.async {
          app.log.append("first")
          DispatchQueue.main.async { app.log.append("queued by first") }
        }
        DispatchQueue.main.async { app.log.append("second") }
        DispatchQueue.global().async {
          let result = "computed"
          DispatchQueue.main.async { app.log.append("back on main with \(result)") }
        }
        app.log.append("action returns")
      },
      "later": { app, arguments in
        let seconds = Double(arguments.first ?? "2") ?? 2
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
          app.log.append("later fired")
          UserDefaults.standard.set("fired", forKey: "later")
        }
      },
      "sync-from-global": { app, _ in
        DispatchQueue.global().async {
          let value = DispatchQueue.main.sync { "synced" }
          DispatchQueue.main.async { app.log.append(value) }
        }
      },
      "sync-on-main": { app, _ in DispatchQueue.main.sync { app.log.append("synced on main") } },
      "item": { app, _ in
        let cancelled = DispatchWorkItem { app.log.append("cancelled item ran") }
        DispatchQueue.main.async(execute: cancelled)
        cancelled.cancel()
        DispatchQueue.main.async(execute: DispatchWorkItem { app.log.append("item ran") })
      },
    ],
    probes: [
      "log": { app in app.log.joined(separator: ", ") },
      "saved": { _ in UserDefaults.standard.bool(forKey: "savedOnMainQueue") ? "yes" : nil },
      "later": { _ in UserDefaults.standard.string(forKey: "later") },
    ])
}

@MainActor
@Suite("DispatchQueue.main runs as the app's code, after the call that queued it, in virtual time")
struct MainQueueTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("main-queue") { MainQueueDelegate() }

  func launched(_ generation: OSGeneration = .ios13) throws -> Device {
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "Queue", appID: "main-queue"))
    try device.launch("Queue")
    return device
  }

  func log(_ device: Device) throws -> String? { try device.probe("log", of: "Queue") }

  @Test("a main-queue block runs right after the callback returns, as the app's code: its default is saved")
  func blockRunsAfterCallback() throws {
    let device = try launched()
    device.home()
    #expect(try log(device) == "didEnterBackground, didEnterBackground returns, main block")
    #expect(try device.probe("saved", of: "Queue") == "yes")
    #expect(device.state(of: "Queue") == .suspended)
    #expect(device.misuses.isEmpty)
  }

  @Test("blocks run in the order they were queued; global work takes no time and comes back through main")
  func fifoOrder() throws {
    let device = try launched()
    #expect(try device.perform("chain", arguments: [], in: "Queue") == nil)
    #expect(
      try log(device)
        == "action returns, first, second, queued by first, back on main with computed")
  }

  @Test("main.sync from a global block runs at once; from the main thread it crashes the app, as on iOS")
  func mainSync() throws {
    let device = try launched()
    #expect(try device.perform("sync-from-global", arguments: [], in: "Queue") == nil)
    #expect(try log(device) == "synced")
    #expect(device.reports.isEmpty)
    #expect(try device.perform("sync-on-main", arguments: [], in: "Queue") == nil)
    #expect(device.state(of: "Queue") == .notRunning)
    let report = try #require(device.reports.last)
    #expect(report.details.contains("dispatch_sync called on queue already owned by current thread"))
  }

  @Test("a cancelled work item does not run; another does")
  func workItems() throws {
    let device = try launched()
    #expect(try device.perform("item", arguments: [], in: "Queue") == nil)
    #expect(try log(device) == "item ran")
  }

  @Test("asyncAfter fires at its virtual instant, not before")
  func asyncAfterFiresOnTime() throws {
    let device = try launched()
    #expect(try device.perform("later", arguments: ["2"], in: "Queue") == nil)
    device.advance(by: .milliseconds(1999))
    #expect(try device.probe("later", of: "Queue") == nil)
    device.advance(by: .milliseconds(1))
    #expect(try device.probe("later", of: "Queue") == "fired")
    let finished = try #require(
      device.trace.records.first {
        if case .work(_, .finished("asyncAfter main")) = $0.event { true } else { false }
      })
    #expect(finished.time == .seconds(2))
    #expect(device.leftOverWork.isEmpty)
  }

  @Test("asyncAfter does not fire while the app is suspended: it fires late, as soon as the app runs again")
  func asyncAfterWaitsForResume() throws {
    let device = try launched()
    #expect(try device.perform("later", arguments: ["10"], in: "Queue") == nil)
    device.home()
    #expect(device.state(of: "Queue") == .suspended)
    device.advance(by: .seconds(30))
    #expect(try device.probe("later", of: "Queue") == nil)
    try device.launch("Queue")
    #expect(try device.probe("later", of: "Queue") == "fired")
    let finished = try #require(
      device.trace.records.first {
        if case .work(_, .finished("asyncAfter main")) = $0.event { true } else { false }
      })
    #expect(finished.time == .seconds(30))
  }

  @Test("a block queued for later never runs once the process has ended")
  func neverAfterTheProcessEnded() throws {
    let device = try launched()
    #expect(try device.perform("later", arguments: ["10"], in: "Queue") == nil)
    try device.quit("Queue")
    device.advance(by: .seconds(30))
    try device.launch("Queue")
    device.advance(by: .seconds(30))
    #expect(try device.probe("later", of: "Queue") == nil)
    #expect(device.leftOverWork.isEmpty)
  }
}
