import Foundation
import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// Background tasks, their expiration handlers and the penalty for overrunning them
/// (article “Lifecycle and state transitions”; Apple's “beginBackgroundTask(expirationHandler:)”).
@MainActor
@Suite("Background time")
struct BackgroundTimeTests {
  /// An app that starts an upload of `seconds` in didEnterBackground inside a background
  /// task, ending the task on completion and, if `endsOnExpiry`, in the expiration handler.
  static func uploader(seconds: Int64, endsOnExpiry: Bool) -> AppCatalog {
    .with("uploader") {
      ScriptedApp([
        .applicationDidEnterBackground: { app in
          guard let process = app.process else { return }
          var task = 0
          task = process.beginBackgroundTask(named: "upload") {
            if endsOnExpiry { process.endBackgroundTask(task) }
          }
          process.startWork(named: "upload", duration: .seconds(seconds)) { process.endBackgroundTask(task) }
        }
      ])
    }
  }

  func device(_ generation: OSGeneration, catalog: AppCatalog) throws -> Device {
    let device = try Device(profile: .of(generation), memoryBytes: 512 << 20, catalog: catalog)
    try device.install(InstallSpec(name: "Uploader", appID: "uploader"))
    try device.launch("Uploader")
    device.home()
    return device
  }

  @Test("an app that ends its task when the upload finishes is suspended then, on every multitasking profile")
  func endsTaskThenSuspends() throws {
    for generation in [OSGeneration.ios4, .ios7, .ios13] {
      let device = try device(generation, catalog: Self.uploader(seconds: 10, endsOnExpiry: true))
      #expect(device.state(of: "Uploader") == .background)
      device.advance(by: .seconds(9))
      #expect(device.state(of: "Uploader") == .background)
      device.advance(by: .seconds(1))
      #expect(device.state(of: "Uploader") == .suspended, "\(generation)")
      #expect(device.reports.isEmpty)
    }
  }

  @Test(
    "an upload longer than the budget: the expiration handler runs 5 s before the end and the app is suspended"
  )
  func expirationHandlerRunsBeforeTheEnd() throws {
    let device = try device(.ios13, catalog: Self.uploader(seconds: 120, endsOnExpiry: true))
    device.advance(by: .seconds(24))
    #expect(!device.deliveries(of: "Uploader").contains(.callback(.backgroundTaskExpired)))
    device.advance(by: .seconds(1))
    #expect(device.deliveries(of: "Uploader").last == .callback(.backgroundTaskExpired))
    #expect(device.state(of: "Uploader") == .suspended)
    #expect(device.reports.isEmpty)
    // The upload froze with the app and is reported as left over.
    #expect(device.leftOverWork.contains { $0.contains("'upload' frozen") })
  }

  @Test(
    "a task never ended gets the app killed at the end of its background time with a penalty report: 0x8badf00d, RUNNINGBOARD 0x2182bad2 from iOS 13"
  )
  func overrunIsAPenaltyKill() throws {
    for (generation, budget) in [(OSGeneration.ios4, 600), (.ios7, 180), (.ios13, 30)] {
      let device = try device(generation, catalog: Self.uploader(seconds: 10_000, endsOnExpiry: false))
      device.advance(by: .seconds(Int64(budget) - 1))
      #expect(device.state(of: "Uploader") == .background)
      device.advance(by: .seconds(1))
      #expect(device.state(of: "Uploader") == .notRunning, "\(generation)")
      let report = try #require(device.reports.last)
      #expect(report.cause == .backgroundTaskOverrun)
      #expect(report.kind == .penalty)
      #expect(report.exceptionCode == (generation == .ios13 ? "0x2182bad2" : "0x8badf00d"))
      #expect(report.namespace == (generation == .ios13 ? "RUNNINGBOARD" : nil))
      #expect(report.details.contains("'upload'"))
      #expect(report.time == .seconds(budget))
    }
  }

  @Test(
    "backgroundTimeRemaining counts down from the profile's budget in the background and is unlimited in front"
  )
  func timeRemaining() throws {
    let catalog = Self.uploader(seconds: 100, endsOnExpiry: true)
    let device = try Device(profile: .of(.ios7), memoryBytes: 512 << 20, catalog: catalog)
    try device.install(InstallSpec(name: "Uploader", appID: "uploader"))
    try device.launch("Uploader")
    let code = try #require(device.code(of: "Uploader") as? ScriptedApp)
    #expect(code.process?.backgroundTimeRemaining == nil)
    device.home()
    device.advance(by: .seconds(30))
    #expect(code.process?.backgroundTimeRemaining == .seconds(150))
  }

  @Test("without multitasking beginBackgroundTask returns the invalid identifier")
  func noMultitaskingNoTask() throws {
    let catalog = AppCatalog.with("probe") {
      ScriptedApp([
        .applicationDidBecomeActive: { app in
          let id = app.process?.beginBackgroundTask(named: "x", expirationHandler: nil)
          app.process?.log("task \(id ?? -1)")
        }
      ])
    }
    let device = try Device(profile: .of(.ios3), memoryBytes: 512 << 20, catalog: catalog)
    try device.install(InstallSpec(name: "P", appID: "probe"))
    try device.launch("P")
    // The app logged the identifier it got: the invalid one, and the policy's refusal says why.
    #expect(device.trace.logs(of: "P") == ["task 0"])
    #expect(
      device.trace.records(about: "P").contains {
        if case .work(_, .taskRefused) = $0.event { true } else { false }
      })
  }

  @Test("ending a task twice is recorded as misuse (an unbalanced endBackgroundTask)")
  func unbalancedEnd() throws {
    let catalog = AppCatalog.with("twice") {
      ScriptedApp([
        .applicationDidEnterBackground: { app in
          guard let process = app.process else { return }
          let task = process.beginBackgroundTask(named: "save", expirationHandler: nil)
          process.endBackgroundTask(task)
          process.endBackgroundTask(task)
        }
      ])
    }
    let device = try Device(profile: .of(.ios7), memoryBytes: 512 << 20, catalog: catalog)
    try device.install(InstallSpec(name: "T", appID: "twice"))
    try device.launch("T")
    device.home()
    #expect(device.misuses.map(\.kind) == [.unbalancedEndBackgroundTask(identifier: 1)])
    #expect(device.state(of: "T") == .suspended)
  }

  @Test(
    "an audio app is not suspended in the background (UIBackgroundModes; App Programming Guide, “Background Execution”)"
  )
  func audioKeepsRunning() throws {
    let device = try Device(profile: .of(.ios7), memoryBytes: 512 << 20)
    try device.install(InstallSpec(name: "Radio", info: AppInfo(backgroundModes: [.audio])))
    try device.launch("Radio")
    device.home()
    device.advance(by: .seconds(3600))
    #expect(device.state(of: "Radio") == .background)
  }

  /// An app that holds an upload task in the background and keeps the main thread busy 6 s in
  /// `reaction`'s callback; its expiration handler ends the task.
  static func busyUploader(in callback: LifecycleCallback) -> AppCatalog {
    .with("uploader") {
      let app = ScriptedApp()
      app.reactions = [
        .applicationDidEnterBackground: { app in
          guard let process = app.process else { return }
          var task = 0
          task = process.beginBackgroundTask(named: "upload") { process.endBackgroundTask(task) }
          process.startWork(named: "upload", duration: .seconds(120)) {}
        },
        callback: { $0.process?.keepMainThreadBusy(for: .seconds(6)) },
      ]
      return app
    }
  }

  /// The uploader launched, sent Home and left 22 s of its 30 (iOS 13): its expiration
  /// handlers are due in 3 s.
  func nearExpiry(_ catalog: AppCatalog) throws -> Device {
    let device = try Device(profile: .of(.ios13), memoryBytes: 512 << 20, catalog: catalog)
    try device.install(InstallSpec(name: "Uploader", appID: "uploader"))
    try device.launch("Uploader")
    device.home()
    device.advance(by: .seconds(22))
    return device
  }

  @Test(
    "an app brought back while its task's time runs out: a slow willEnterForeground neither expires the task nor suspends it"
  )
  func comingForwardStopsBackgroundTime() throws {
    let device = try nearExpiry(Self.busyUploader(in: .applicationWillEnterForeground))
    try device.launch("Uploader")
    #expect(device.state(of: "Uploader") == .active)
    #expect(!device.deliveries(of: "Uploader").contains(.callback(.backgroundTaskExpired)))
    #expect(device.reports.isEmpty)
    #expect(device.now.offset == .seconds(28), "the six busy seconds passed")
  }

  @Test(
    "expiration handlers that fall due while a callback keeps the main thread busy run after it and its notification"
  )
  func handlersWaitForTheCallback() throws {
    let device = try nearExpiry(Self.busyUploader(in: .applicationDidReceiveMemoryWarning))
    device.memoryWarning()
    let after = device.deliveries(of: "Uploader").drop {
      $0 != .callback(.applicationDidReceiveMemoryWarning)
    }
    #expect(
      Array(after) == [
        .callback(.applicationDidReceiveMemoryWarning), .notification(.didReceiveMemoryWarning),
        .callback(.backgroundTaskExpired),
      ])
    #expect(device.state(of: "Uploader") == .suspended)
    #expect(device.reports.isEmpty)
  }

  @Test("a launch that keeps the main thread busy past 20 s is killed by the watchdog with a report")
  func launchWatchdog() throws {
    let catalog = AppCatalog.with("slow") {
      ScriptedApp([.applicationDidFinishLaunching: { $0.process?.keepMainThreadBusy(for: .seconds(25)) }])
    }
    let device = try Device(profile: .of(.ios13), memoryBytes: 512 << 20, catalog: catalog)
    try device.install(InstallSpec(name: "Slow", appID: "slow"))
    try device.launch("Slow")
    #expect(device.state(of: "Slow") == .notRunning)
    let report = try #require(device.reports.last)
    #expect(report.cause == .launchWatchdog)
    #expect(report.exceptionCode == "0x8badf00d")
    #expect(report.time == .seconds(20))
    #expect(!device.deliveries(of: "Slow").contains(.callback(.applicationDidBecomeActive)))
  }

  @Test("a launch that is busy for less than the limit becomes active, later by the time it took")
  func slowButInTime() throws {
    let catalog = AppCatalog.with("slow") {
      ScriptedApp([.applicationDidFinishLaunching: { $0.process?.keepMainThreadBusy(for: .seconds(15)) }])
    }
    let device = try Device(profile: .of(.ios13), memoryBytes: 512 << 20, catalog: catalog)
    try device.install(InstallSpec(name: "Slow", appID: "slow"))
    try device.launch("Slow")
    #expect(device.state(of: "Slow") == .active)
    #expect(device.now.offset == .seconds(15))
  }
}

/// What is left when a run ends: the app's own work and tasks, not the system's timers.
@MainActor
@Suite("Left-over work")
struct LeftOverWorkTests {
  @Test("an open task and unfinished work are reported; the background-time timers are not")
  func leftOverListsAppWorkOnly() throws {
    let device = try Device(
      profile: .of(.ios7), memoryBytes: 512 << 20,
      catalog: BackgroundTimeTests.uploader(seconds: 100, endsOnExpiry: true))
    try device.install(InstallSpec(name: "Uploader", appID: "uploader"))
    try device.launch("Uploader")
    device.home()
    device.advance(by: .seconds(10))
    let leftOver = device.leftOverWork
    #expect(leftOver.contains("Uploader: work 'upload'"))
    #expect(leftOver.contains { $0.contains("background task") && $0.contains("'upload' still open") })
    #expect(!leftOver.contains { $0.contains("background time") })
  }
}
