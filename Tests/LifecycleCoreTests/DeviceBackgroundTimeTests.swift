import LifecycleCore
import Testing

/// Background time after leaving the foreground with a task open: 600 s up to iOS 6, 180 s on
/// iOS 7–12, 30 s from iOS 13 (Xamarin, “Backgrounding with Tasks”; permittedBackgroundDuration
/// crash logs; Developer Forums message 391799). Expiration handlers run 5 s before the end,
/// only for tasks that gave one (“beginBackgroundTask(expirationHandler:)”, "shortly before";
/// the 5 s are a choice of `Docs/Fidelity.md`); an app still holding a task when the time is up
/// is killed with a penalty report (“EXC_CRASH (SIGKILL)”: RUNNINGBOARD `0x2182bad2` in modern
/// reports, `0x8badf00d` in the older crash logs).
@Suite("Device policy: background time")
struct DeviceBackgroundTimeTests {
  /// One generation's budget and penalty code.
  struct Budget: CustomTestStringConvertible, Sendable {
    var generation: OSGeneration
    var seconds: Int64
    var namespace: String?
    var code: String
    var testDescription: String { "\(generation): \(seconds) s, \(code)" }
  }

  static let budgets: [Budget] = [
    Budget(generation: .ios4, seconds: 600, namespace: nil, code: "0x8badf00d"),
    Budget(generation: .ios5, seconds: 600, namespace: nil, code: "0x8badf00d"),
    Budget(generation: .ios6, seconds: 600, namespace: nil, code: "0x8badf00d"),
    Budget(generation: .ios7, seconds: 180, namespace: nil, code: "0x8badf00d"),
    Budget(generation: .ios13, seconds: 30, namespace: "RUNNINGBOARD", code: "0x2182bad2"),
  ]

  /// A device with `Uploader` in the background holding one task, just after Home.
  static func uploading(
    on generation: OSGeneration, hasExpirationHandler: Bool
  ) -> (device: PolicyDevice, app: Int, task: OpenTask) {
    var device = PolicyDevice(generation)
    let app = device.install("Uploader")
    device.run([.launch(app)])
    let response = device.run(
      .beginBackgroundTask(app, name: "upload", hasExpirationHandler: hasExpirationHandler)
    )
    .response
    guard case .taskBegun(let task) = response else {
      Issue.record("beginBackgroundTask: \(response)")
      return (device, app, OpenTask(identifier: 0, name: "", hasExpirationHandler: false))
    }
    device.run([.home])
    return (device, app, task)
  }

  @Test("on iOS 13 the expiration handler runs 5 s before the 30 s are up")
  func handlerFiveSecondsBefore() throws {
    var (device, app, task) = Self.uploading(on: .ios13, hasExpirationHandler: true)

    let commands = device.run([.advance(.seconds(60))])

    let handler = try #require(
      commands.position { $0 == .runExpirationHandler(app: app, task: task.identifier) })
    #expect(Array(commands[..<handler]).clockAdvance == .seconds(25))
    #expect(commands.deliveries(to: app) == ["backgroundTaskExpired"])
    #expect(commands.clockAdvance == .seconds(60))
  }

  @Test(
    "a task without an expiration handler gets none and is killed when the time is up", arguments: budgets)
  func penaltyWithoutHandler(budget: Budget) throws {
    var (device, app, task) = Self.uploading(on: budget.generation, hasExpirationHandler: false)

    let commands = device.run([.advance(.seconds(budget.seconds + 60))])

    #expect(!commands.contains { if case .runExpirationHandler = $0 { true } else { false } })
    #expect(commands.deliveries(to: app) == [], "a penalty kill is a SIGKILL: no callback")
    let kill = try #require(commands.position { if case .terminated = $0 { true } else { false } })
    #expect(Array(commands[..<kill]).clockAdvance == .seconds(budget.seconds))
    let termination = try #require(commands.terminations(of: app).first)
    #expect(termination.cause == .backgroundTaskOverrun)
    let report = try #require(termination.report)
    #expect(report.kind == .penalty)
    #expect(report.code == budget.code)
    #expect(report.namespace == budget.namespace)
    #expect(report.openTasks == [task])
    #expect(report.limit == .seconds(budget.seconds))
    #expect(report.state == .background)
    #expect(device.appState(app) == .notRunning)
    #expect(commands.clockAdvance == .seconds(budget.seconds + 60))
  }

  @Test("a handler that does not end its task: the app is killed 5 s later, at the end of its time")
  func handlerThatDoesNotEnd() throws {
    var (device, app, _) = Self.uploading(on: .ios13, hasExpirationHandler: true)

    let commands = device.run([.advance(.seconds(60))])

    let kill = try #require(commands.position { if case .terminated = $0 { true } else { false } })
    #expect(Array(commands[..<kill]).clockAdvance == .seconds(30))
    #expect(commands.terminations(of: app).first?.report?.code == "0x2182bad2")
    #expect(device.appState(app) == .notRunning)
  }

  @Test("ending the task inside its expiration handler leaves the app suspended", arguments: budgets)
  func endInsideHandler(budget: Budget) {
    var (device, app, task) = Self.uploading(on: budget.generation, hasExpirationHandler: true)

    device.submit(.advance(.seconds(budget.seconds + 60)))
    let before = device.run(through: .runExpirationHandler(app: app, task: task.identifier))
    #expect(before.clockAdvance == .seconds(budget.seconds - 5))
    #expect(device.submit(.endBackgroundTask(app, identifier: task.identifier)) == .accepted)
    let after = device.drain()

    #expect(after.states(of: app) == [.suspended])
    #expect(after.terminations(of: app).isEmpty)
    #expect(device.appState(app) == .suspended)
    #expect((before + after).clockAdvance == .seconds(budget.seconds + 60))
  }

  @Test("a task begun once the handlers have run is refused: the time is up")
  func noNewTaskAfterHandlers() {
    var (device, app, task) = Self.uploading(on: .ios13, hasExpirationHandler: true)

    device.submit(.advance(.seconds(26)))
    device.run(through: .runExpirationHandler(app: app, task: task.identifier))
    let response = device.submit(.beginBackgroundTask(app, name: "more", hasExpirationHandler: true))

    #expect(response == .taskRefused("running in the background is not possible now"))
    device.drain()
  }

  @Test("only the tasks that gave a handler have it run, each once, in the order they began")
  func handlersPerTask() throws {
    var device = PolicyDevice(.ios7)
    let app = device.install("Uploader")
    device.run([.launch(app)])
    device.run(.beginBackgroundTask(app, name: "with", hasExpirationHandler: true))
    device.run(.beginBackgroundTask(app, name: "without", hasExpirationHandler: false))
    device.run(.beginBackgroundTask(app, name: "with too", hasExpirationHandler: true))
    let tasks = device.state.apps[app].tasks
    device.run([.home])

    let commands = device.run([.advance(.seconds(200))])

    let handlers: [Int] = commands.compactMap {
      if case .runExpirationHandler(app, let task) = $0 { return task }
      return nil
    }
    #expect(handlers == [tasks[0].identifier, tasks[2].identifier])
    #expect(commands.terminations(of: app).first?.report?.openTasks == tasks)
  }

  @Test("time given in small steps fires the deadlines at the same moments as one long step")
  func smallSteps() {
    var (oneStep, app, _) = Self.uploading(on: .ios13, hasExpirationHandler: true)
    var smallSteps = oneStep

    let long = oneStep.run([.advance(.seconds(40))])
    let short = smallSteps.run(Array(repeating: .advance(.seconds(4)), count: 10))

    #expect(long.deliveries(to: app) == short.deliveries(to: app))
    #expect(long.terminations(of: app).map(\.cause) == short.terminations(of: app).map(\.cause))
    #expect(long.clockAdvance == short.clockAdvance)
    #expect(oneStep.state == smallSteps.state)
  }

  @Test("coming back to the foreground stops the background time")
  func foregroundStopsTheClock() {
    var (device, app, _) = Self.uploading(on: .ios13, hasExpirationHandler: true)
    device.run([.advance(.seconds(20)), .launch(app)])

    let commands = device.run([.advance(.seconds(600))])

    #expect(commands.deliveries(to: app) == [])
    #expect(device.appState(app) == .active)
    #expect(device.state.apps[app].backgroundTimeLeft == nil)
    #expect(device.state.nextDeadline == nil)
  }

  // Docs/Fidelity.md: a background task held past its time gets the app killed when the time
  // is up. Here the time passes while another app keeps the main thread busy in its launch:
  // the deadlines that fall due in that stretch fire on the way, in time order — the handler
  // 5 s before the end, then the end itself.
  @Test("background time that runs out while another app's code keeps the main thread busy ends the app")
  func deadlinesDuringAnotherAppsBusyCode() throws {
    var (device, uploader, task) = Self.uploading(on: .ios13, hasExpirationHandler: true)
    let game = device.install("Game")
    device.run([.advance(.seconds(20))])

    device.submit(.launch(game))
    device.run(through: .deliver(app: game, .callback(.applicationDidFinishLaunching)))
    device.submit(.mainThreadBusy(game, .seconds(15)))
    let commands = device.drain()

    #expect(commands.contains(.runExpirationHandler(app: uploader, task: task.identifier)))
    #expect(commands.clockAdvance == .seconds(15))
    // 35 s after leaving the foreground, 5 s past the 30 s of iOS 13.
    #expect(device.appState(uploader) == .notRunning)
    #expect(commands.terminations(of: uploader).map(\.cause) == [.backgroundTaskOverrun])
    let handler = try #require(
      commands.position { $0 == .runExpirationHandler(app: uploader, task: task.identifier) })
    let kill = try #require(
      commands.position {
        if case .terminated(uploader, .backgroundTaskOverrun, _) = $0 { true } else { false }
      })
    #expect(handler < kill)
    // Its next launch starts a new process.
    let relaunch = device.run([.launch(uploader)])
    #expect(relaunch.contains(.deliver(app: uploader, .callback(.applicationDidFinishLaunching))))
  }
}

/// The watchdogs `Docs/Fidelity.md` models: a launch that keeps the main thread busy for more
/// than 20 s in all is killed (Technical Q&A QA1592; “Addressing watchdog terminations”; its
/// preserved state is discarded), and `applicationDidEnterBackground` has 5 s to return
/// (“applicationDidEnterBackground(_:)”). Both leave a `0x8badf00d` watchdog report; the clock
/// moves on by the allowance, not by the time the code asked for.
@Suite("Device policy: watchdogs")
struct DeviceWatchdogTests {
  @Test(
    "a launch busy 25 s in applicationDidFinishLaunching is killed by the watchdog after exactly 20 s",
    arguments: OSGeneration.allCases)
  func launchWatchdog(generation: OSGeneration) throws {
    var device = PolicyDevice(generation)
    let app = device.install("Slow")

    device.submit(.launch(app))
    let before = device.run(through: .deliver(app: app, .callback(.applicationDidFinishLaunching)))
    #expect(device.submit(.mainThreadBusy(app, .seconds(25))) == .accepted)
    let after = device.drain()

    #expect(after.clockAdvance == .seconds(20))
    #expect((before + after).clockAdvance == .seconds(20))
    let termination = try #require(after.terminations(of: app).first)
    #expect(termination.cause == .launchWatchdog)
    let report = try #require(termination.report)
    #expect(report.kind == .watchdog)
    #expect(report.code == "0x8badf00d")
    #expect(report.limit == .seconds(20))
    #expect(report.state == .inactive)
    #expect(after.deliveries(to: app) == [], "killed inside the method: nothing more reaches it")
    #expect(device.appState(app) == .notRunning)
  }

  @Test(
    "the launch limit counts every launch method: 12 s in willFinishLaunching and 12 s in didFinishLaunching")
  func launchWatchdogInAll() throws {
    var device = PolicyDevice(.ios6)
    let app = device.install("Slow")

    device.submit(.launch(app))
    var commands = device.run(through: .deliver(app: app, .callback(.applicationWillFinishLaunching)))
    device.submit(.mainThreadBusy(app, .seconds(12)))
    commands += device.run(through: .deliver(app: app, .callback(.applicationDidFinishLaunching)))
    device.submit(.mainThreadBusy(app, .seconds(12)))
    commands += device.drain()

    #expect(commands.terminations(of: app).map(\.cause) == [.launchWatchdog])
    #expect(commands.clockAdvance == .seconds(20))
  }

  @Test("a launch busy 15 s finishes, and the clock moves on by 15 s")
  func launchWithinTheLimit() {
    var device = PolicyDevice(.ios4)
    let app = device.install("Slow")

    device.submit(.launch(app))
    var commands = device.run(through: .deliver(app: app, .callback(.applicationDidFinishLaunching)))
    device.submit(.mainThreadBusy(app, .seconds(15)))
    commands += device.drain()

    #expect(commands.terminations(of: app).isEmpty)
    #expect(commands.clockAdvance == .seconds(15))
    #expect(device.appState(app) == .active)
    #expect(device.state.apps[app].isLaunching == false)
  }

  @Test("the launch watchdog discards the state the launch was restoring")
  func launchWatchdogDiscardsPreservedState() {
    var device = PolicyDevice(.ios6)
    let app = device.install("Slow", preserved: true)

    device.submit(.launch(app))
    var commands = device.run(through: .restoreState(app: app))
    device.submit(.mainThreadBusy(app, .seconds(30)))
    commands += device.drain()

    #expect(commands.terminations(of: app).map(\.cause) == [.launchWatchdog])
    #expect(commands.contains(.discardPreservedState(app: app, hadState: true)))
    #expect(device.state.apps[app].hasPreservedState == false)
  }

  // “Reducing your app's launch time”: the launch lasts until the first frame, drawn once the
  // launch's applicationDidBecomeActive has returned, so that method counts against the
  // launch allowance too (Docs/Fidelity.md, "Launch watchdog").
  @Test("25 s busy in the applicationDidBecomeActive of a cold launch overrun the launch: killed after 20 s")
  func busyInDidBecomeActiveAfterLaunch() {
    var device = PolicyDevice(.ios4)
    let app = device.install("Slow")

    device.submit(.launch(app))
    var commands = device.run(through: .deliver(app: app, .callback(.applicationDidBecomeActive)))
    device.submit(.mainThreadBusy(app, .seconds(25)))
    commands += device.drain()

    #expect(commands.terminations(of: app).map(\.cause) == [.launchWatchdog])
    #expect(commands.refusals(of: app).isEmpty)
    #expect(commands.clockAdvance == .seconds(20))
    #expect(device.appState(app) == .notRunning)
  }

  @Test("busy time in the applicationDidBecomeActive of a resume is not held against any allowance")
  func busyInDidBecomeActiveOfResume() {
    var device = PolicyDevice(.ios4)
    let app = device.install("Slow")
    device.run([.launch(app), .home])

    device.submit(.launch(app))
    var commands = device.run(through: .deliver(app: app, .callback(.applicationDidBecomeActive)))
    device.submit(.mainThreadBusy(app, .seconds(25)))
    commands += device.drain()

    #expect(commands.terminations(of: app).isEmpty)
    #expect(commands.clockAdvance == .seconds(25))
    #expect(device.appState(app) == .active)
  }

  @Test(
    "busy 6 s inside applicationDidEnterBackground is killed by the watchdog after 5 s",
    arguments: [OSGeneration.ios4, .ios5, .ios6, .ios7, .ios13])
  func suspensionWatchdog(generation: OSGeneration) throws {
    var device = PolicyDevice(generation)
    let app = device.install("Slow")
    device.run([.launch(app)])

    device.submit(.home)
    device.run(through: .deliver(app: app, .callback(.applicationDidEnterBackground)))
    device.submit(.mainThreadBusy(app, .seconds(6)))
    let after = device.drain()

    let termination = try #require(after.terminations(of: app).first)
    #expect(termination.cause == .suspensionWatchdog)
    #expect(termination.report?.kind == .watchdog)
    #expect(termination.report?.code == "0x8badf00d")
    #expect(termination.report?.limit == .seconds(5))
    #expect(after.clockAdvance == .seconds(5))
    #expect(!after.contains(.takeSnapshot(app: app)), "killed before the snapshot")
    #expect(device.appState(app) == .notRunning)
  }

  @Test("busy 3 s inside applicationDidEnterBackground is within the allowance: the app is suspended")
  func withinTheAllowance() {
    var device = PolicyDevice(.ios4)
    let app = device.install("Quick")
    device.run([.launch(app)])

    device.submit(.home)
    device.run(through: .deliver(app: app, .callback(.applicationDidEnterBackground)))
    device.submit(.mainThreadBusy(app, .seconds(3)))
    let after = device.drain()

    #expect(after.terminations(of: app).isEmpty)
    #expect(after.clockAdvance == .seconds(3))
    #expect(after.states(of: app) == [.suspended])
  }

  @Test("a scene app busy 6 s inside sceneDidEnterBackground is killed too (iOS 13)")
  func sceneSuspensionWatchdog() {
    var device = PolicyDevice(.ios13)
    let app = device.install("Scenes", info: AppInfo(adoptsScenes: true))
    device.run([.launch(app)])

    device.submit(.home)
    device.run(through: .deliver(app: app, .callback(.sceneDidEnterBackground)))
    device.submit(.mainThreadBusy(app, .seconds(6)))
    let after = device.drain()

    #expect(after.terminations(of: app).map(\.cause) == [.suspensionWatchdog])
  }

  @Test("busy 6 s in applicationWillResignActive is not watched: the time passes, the app lives")
  func otherCallbacksAreNotWatched() {
    var device = PolicyDevice(.ios4)
    let app = device.install("Slow")
    device.run([.launch(app)])

    device.submit(.home)
    var commands = device.run(through: .deliver(app: app, .callback(.applicationWillResignActive)))
    device.submit(.mainThreadBusy(app, .seconds(6)))
    commands += device.drain()

    #expect(commands.terminations(of: app).isEmpty)
    #expect(commands.clockAdvance == .seconds(6))
    #expect(device.appState(app) == .suspended)
  }

  @Test("a crash inside a callback ends the app with a crash report and spends none of its busy time")
  func crashInsideCallback() throws {
    var device = PolicyDevice(.ios4)
    let app = device.install("Fragile")

    device.submit(.launch(app))
    device.run(through: .deliver(app: app, .callback(.applicationDidFinishLaunching)))
    device.submit(.mainThreadBusy(app, .seconds(5)))
    #expect(device.submit(.crash(app)) == .accepted)
    let after = device.drain()

    let termination = try #require(after.terminations(of: app).first)
    #expect(termination.cause == .crash)
    #expect(termination.report?.kind == .crash)
    #expect(after.clockAdvance == .zero)
    #expect(after.deliveries(to: app) == [])
    #expect(device.appState(app) == .notRunning)
  }
}
