import LifecycleCore
import Testing

/// Background fetch and remote notifications at the device level: which app is woken, the
/// completion handler the system waits for and its 30 seconds
/// (“application(_:performFetchWithCompletionHandler:)”: "up to 30 seconds of wall-clock
/// time"), the fetch interval (“setMinimumBackgroundFetchInterval(_:)”: never by default), the
/// force-quit rule of “application(_:didReceiveRemoteNotification:fetchCompletionHandler:)”,
/// and the window of an app launched into the background, shown when it first comes forward.
@Suite("Device policy: background fetch and remote notifications")
struct DeviceWakeTests {
  static let feedInfo = AppInfo(backgroundModes: [.fetch, .remoteNotification])

  /// iOS 7 with `Feed` installed, not running, its fetch interval set (as its last run did).
  static func device(_ generation: OSGeneration = .ios7) -> (device: PolicyDevice, feed: Int) {
    var device = PolicyDevice(generation)
    let feed = device.install("Feed", info: feedInfo)
    device.submit(.setMinimumBackgroundFetchInterval(feed, .zero))
    return (device, feed)
  }

  @Test("a fetch launches the app into the background; it stays there until it calls the handler")
  func fetchLaunchesIntoBackground() throws {
    var (device, feed) = Self.device()
    let commands = device.run([.backgroundFetch(feed)])
    #expect(commands.states(of: feed) == [.background])
    #expect(
      commands.callbacks(of: feed) == [
        "applicationWillFinishLaunching", "applicationDidFinishLaunching", "applicationDidEnterBackground",
        "applicationPerformFetch",
      ])
    #expect(!commands.contains(.showInterface(app: feed)), "the window of a background launch is not shown")
    let handler = try #require(commands.completionHandlers(of: feed).first)
    #expect(device.appState(feed) == .background)
    #expect(device.state.apps[feed].isLaunching == false, "the launch is over once its transition is")
    #expect(device.state.nextDeadline(of: feed) == .seconds(25), "the handler's 30 s, the lead before")

    let done = device.run([.completionHandlerCalled(feed, identifier: handler, of: .applicationPerformFetch)])
    #expect(done.states(of: feed) == [.suspended])
  }

  @Test("a handler never called: killed when the 30 s are up, with a penalty report naming the fetch")
  func handlerNeverCalled() throws {
    var (device, feed) = Self.device(.ios13)
    device.run([.backgroundFetch(feed)])
    #expect(device.run([.advance(.seconds(29))]).terminations(of: feed).isEmpty)
    let commands = device.run([.advance(.seconds(1))])
    let termination = try #require(commands.terminations(of: feed).first)
    #expect(termination.cause == .backgroundTaskOverrun)
    #expect(termination.report?.kind == .penalty)
    #expect(termination.report?.code == "0x2182bad2")
    #expect(termination.report?.openTasks.map(\.name) == ["background fetch"])
  }

  @Test("calling the handler twice is a misuse")
  func handlerCalledTwice() throws {
    var (device, feed) = Self.device()
    let handler = try #require(device.run([.backgroundFetch(feed)]).completionHandlers(of: feed).first)
    #expect(
      device.run(.completionHandlerCalled(feed, identifier: handler, of: .applicationPerformFetch)).response
        == .accepted)
    #expect(
      device.submit(.completionHandlerCalled(feed, identifier: handler, of: .applicationPerformFetch))
        == .misuse(.completionHandlerCalledAgain(.applicationPerformFetch)))
  }

  @Test("a suspended app is woken into the background: didEnterBackground, the fetch, then suspended again")
  func suspendedAppWoken() throws {
    var (device, feed) = Self.device()
    device.run([.launch(feed), .home])
    #expect(device.appState(feed) == .suspended)
    let commands = device.run([.backgroundFetch(feed)])
    #expect(commands.states(of: feed) == [.background])
    #expect(commands.callbacks(of: feed) == ["applicationDidEnterBackground", "applicationPerformFetch"])
    let handler = try #require(commands.completionHandlers(of: feed).first)
    device.run([.completionHandlerCalled(feed, identifier: handler, of: .applicationPerformFetch)])
    #expect(device.appState(feed) == .suspended)
  }

  @Test("the fetch interval is never by default: an app that did not set one is not woken")
  func intervalNeverByDefault() {
    var device = PolicyDevice(.ios7)
    let feed = device.install("Feed", info: Self.feedInfo)
    guard case .refused(let reason) = device.run(.backgroundFetch(feed)).response else {
      Issue.record("the fetch was taken")
      return
    }
    #expect(reason.contains("backgroundFetchIntervalNever"))
    #expect(device.appState(feed) == .notRunning)
    // Set, then set back to never.
    device.submit(.setMinimumBackgroundFetchInterval(feed, .seconds(3600)))
    device.submit(.setMinimumBackgroundFetchInterval(feed, nil))
    #expect(device.run(.backgroundFetch(feed)).response != .accepted)
  }

  @Test("before iOS 7 the fetch is refused by the core, and setting an interval is a misuse")
  func noFetchBeforeIOS7() {
    var device = PolicyDevice(.ios6)
    let feed = device.install("Feed", info: Self.feedInfo)
    #expect(
      device.submit(.setMinimumBackgroundFetchInterval(feed, .zero))
        == .misuse(.minimumBackgroundFetchIntervalBeforeIOS7))
    let commands = device.run([.backgroundFetch(feed)])
    #expect(commands.refusals(of: feed).map(\.event) == [.backgroundFetch])
    #expect(commands.refusals(of: feed).first?.reason.contains("iOS 7") == true)
  }

  @Test("a second fetch while the first handler is open is refused")
  func oneFetchAtATime() {
    var (device, feed) = Self.device()
    device.run([.backgroundFetch(feed)])
    #expect(device.run(.backgroundFetch(feed)).response != .accepted)
  }

  @Test("a content-available push wakes the app like a fetch; a plain one reaches only the foreground")
  func pushes() throws {
    var (device, feed) = Self.device()
    device.run([.launch(feed), .home])
    let plain = device.run([.remoteNotification(feed, contentAvailable: false)])
    #expect(plain.callbacks(of: feed).isEmpty)
    #expect(plain.refusals(of: feed).map(\.event) == [.remoteNotification])
    let silent = device.run([.remoteNotification(feed, contentAvailable: true)])
    #expect(
      silent.callbacks(of: feed) == [
        "applicationDidEnterBackground", "applicationDidReceiveRemoteNotification",
      ])
    let handler = try #require(silent.completionHandlers(of: feed).first)
    device.run([
      .completionHandlerCalled(feed, identifier: handler, of: .applicationDidReceiveRemoteNotification)
    ])
    #expect(device.appState(feed) == .suspended)
    let foreground = device.run([.launch(feed), .remoteNotification(feed, contentAvailable: false)])
    #expect(foreground.callbacks(of: feed).last == "applicationDidReceiveRemoteNotification")
  }

  @Test("a push on iOS 6 reaches the foreground app through the old method, with no handler to wait for")
  func pushOnIOS6() {
    var device = PolicyDevice(.ios6)
    let feed = device.install("Feed", info: Self.feedInfo)
    let commands = device.run([.launch(feed), .remoteNotification(feed, contentAvailable: true)])
    #expect(commands.contains(.deliver(app: feed, .callback(.applicationDidReceiveRemoteNotification))))
    #expect(commands.completionHandlers(of: feed).isEmpty)
  }

  @Test("the system launches a force-quit app for no content-available push until the user opens it")
  func forceQuitAppNotLaunched() {
    var (device, feed) = Self.device()
    device.run([.launch(feed), .quit(feed)])
    #expect(device.appState(feed) == .notRunning)
    guard case .refused(let reason) = device.run(.remoteNotification(feed, contentAvailable: true)).response
    else {
      Issue.record("the push launched a force-quit app")
      return
    }
    #expect(reason.contains("force-quit"))
    #expect(device.appState(feed) == .notRunning)
    // Opened again, then killed by the system (not by the user): launched for the next push.
    device.run([.launch(feed), .home, .memoryPressure])
    #expect(device.appState(feed) == .notRunning)
    device.run([.remoteNotification(feed, contentAvailable: true)])
    #expect(device.appState(feed) == .background)
  }

  @Test(
    "an app launched into the background shows its window when it first comes forward, before didBecomeActive"
  )
  func windowShownOnFirstActivation() throws {
    var (device, feed) = Self.device()
    let fetch = device.run([.backgroundFetch(feed)])
    let handler = try #require(fetch.completionHandlers(of: feed).first)
    device.run([.completionHandlerCalled(feed, identifier: handler, of: .applicationPerformFetch)])
    let launch = device.run([.launch(feed)])
    let shown = try #require(launch.position { $0 == .showInterface(app: feed) })
    let active = try #require(
      launch.position { $0 == .deliver(app: feed, .callback(.applicationDidBecomeActive)) })
    #expect(shown < active)
    // Only the first time.
    let again = device.run([.home, .launch(feed)])
    #expect(!again.contains(.showInterface(app: feed)))
  }

  @Test("open-url launches the app with the URL after didFinishLaunching, or hands it over on resume")
  func openURL() {
    var device = PolicyDevice(.ios7)
    let notes = device.install("Notes")
    let other = device.install("Other")
    let cold = device.run([.launch(other), .openURL(notes)])
    #expect(
      cold.callbacks(of: notes) == [
        "applicationWillFinishLaunching", "applicationDidFinishLaunching", "applicationOpenURL",
        "applicationDidBecomeActive",
      ])
    #expect(device.appState(other) == .suspended, "the app in front went Home")
    let resume = device.run([.home, .openURL(notes)])
    #expect(
      resume.callbacks(of: notes).suffix(3) == [
        "applicationWillEnterForeground", "applicationOpenURL", "applicationDidBecomeActive",
      ])
    device.run([.lock])
    #expect(device.run(.openURL(notes)).response == .refused("the device is locked"))
  }
}
