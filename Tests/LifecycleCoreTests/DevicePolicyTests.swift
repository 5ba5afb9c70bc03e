import LifecycleCore
import Testing

/// The device policy decides when a step is reached, not when its input comes: whether an
/// app is suspended after `applicationDidEnterBackground` depends on the tasks it holds when
/// the suspension step comes, so a task begun inside the callback keeps it running
/// (“Extending your app's background execution time”: the app is suspended shortly after the
/// method returns unless it asked for more time; “beginBackgroundTask(expirationHandler:)”).
@Suite("Device policy: decisions taken when reached")
struct DevicePolicyDecisionTests {
  @Test(
    "a task begun inside applicationDidEnterBackground keeps the app in the background",
    arguments: [OSGeneration.ios4, .ios5, .ios6, .ios7, .ios13])
  func taskBegunInsideDidEnterBackground(generation: OSGeneration) throws {
    var device = PolicyDevice(generation)
    let notes = device.install("Notes")
    device.run([.launch(notes)])

    #expect(device.submit(.home) == .accepted)
    let before = device.run(through: .deliver(app: notes, .callback(.applicationDidEnterBackground)))
    #expect(before.states(of: notes) == [.inactive, .background])
    let response = device.submit(.beginBackgroundTask(notes, name: "upload", hasExpirationHandler: true))
    guard case .taskBegun(let task) = response else {
      Issue.record("beginBackgroundTask: \(response)")
      return
    }
    let after = device.drain()

    #expect(after.states(of: notes) == [], "no suspension after the callback")
    #expect(after.contains(.takeSnapshot(app: notes)))
    #expect(device.appState(notes) == .background)
    #expect(device.state.apps[notes].tasks == [task])
    // The background time counts from leaving the foreground; the handler is due 5 s before.
    let budget = try #require(OSProfile.of(generation).backgroundTimeBudget)
    #expect(device.state.apps[notes].backgroundTimeLeft == budget)
    #expect(device.state.nextDeadline == budget - .seconds(5))
  }

  @Test(
    "without the request the app is suspended once applicationDidEnterBackground returns",
    arguments: [OSGeneration.ios4, .ios5, .ios6, .ios7, .ios13])
  func noRequestSuspends(generation: OSGeneration) {
    var device = PolicyDevice(generation)
    let notes = device.install("Notes")
    device.run([.launch(notes)])

    device.submit(.home)
    device.run(through: .deliver(app: notes, .callback(.applicationDidEnterBackground)))
    let after = device.drain()

    #expect(after.states(of: notes) == [.suspended])
    #expect(device.appState(notes) == .suspended)
    #expect(device.state.nextDeadline == nil)
  }

  @Test("a task ended inside applicationDidEnterBackground lets the app be suspended after it")
  func taskEndedInsideDidEnterBackground() throws {
    var device = PolicyDevice(.ios4)
    let notes = device.install("Notes")
    device.run([.launch(notes)])
    device.run(.beginBackgroundTask(notes, name: nil, hasExpirationHandler: false))
    let task = try #require(device.lastTask(of: notes))

    device.submit(.home)
    device.run(through: .deliver(app: notes, .callback(.applicationDidEnterBackground)))
    #expect(device.submit(.endBackgroundTask(notes, identifier: task.identifier)) == .accepted)
    let after = device.drain()

    #expect(after.states(of: notes) == [.suspended])
    #expect(device.state.apps[notes].tasks.isEmpty)
  }

  @Test("a task held when Home comes keeps the app running with no request inside the callback")
  func taskHeldBeforeHome() throws {
    var device = PolicyDevice(.ios4)
    let notes = device.install("Notes")
    device.run([.launch(notes)])
    device.run(.beginBackgroundTask(notes, name: nil, hasExpirationHandler: false))

    let commands = device.run([.home])

    #expect(commands.states(of: notes) == [.inactive, .background])
    #expect(device.appState(notes) == .background)
  }
}

/// Phone calls at the device level: the call takes the screen from the app in front, active or
/// inactive; on iPhone OS 3 answering terminates it and the end of the call launches it again,
/// from iOS 4 it goes to the background and comes back when the call ends — at unlock if the
/// device is locked by then (article “Call or lock?”; App Programming Guide, “App State
/// Transitions”; `Docs/Fidelity.md`, "Calls").
@Suite("Device policy: calls")
struct DevicePolicyCallTests {
  @Test(
    "an answered call over an app inactive under Notification Center sends it to the background; the end brings it back"
  )
  func answeredCallUnderNotificationCenter() {
    var device = PolicyDevice(.ios5)
    let notes = device.install("Notes")
    device.run([.launch(notes), .notificationCenter(open: true)])
    #expect(device.appState(notes) == .inactive)

    let ring = device.run([.call(.incoming)])
    #expect(ring.deliveries(to: notes) == [], "already inactive: nothing to resign")
    #expect(device.state.isNotificationCenterOpen == false, "the call dismisses Notification Center")
    #expect(device.state.call.phase == .ringing && device.state.call.interrupted == notes)

    let answer = device.run([.call(.accept)])
    #expect(answer.callbacks(of: notes) == ["applicationDidEnterBackground"])
    #expect(answer.states(of: notes) == [.background, .suspended])

    let end = device.run([.call(.end)])
    #expect(end.callbacks(of: notes) == ["applicationWillEnterForeground", "applicationDidBecomeActive"])
    #expect(end.states(of: notes) == [.background, .inactive, .active])
    #expect(device.state.call == CallState())
    #expect(device.state.foreground == notes)
  }

  @Test("on iPhone OS 3, a call answered over the lock screen terminates the app; unlock launches it again")
  func answeredCallWhileLockedOnIOS3() {
    var device = PolicyDevice(.ios3)
    let notes = device.install("Notes")
    device.run([.launch(notes)])

    let lock = device.run([.lock])
    #expect(lock.callbacks(of: notes) == ["applicationWillResignActive"])
    #expect(device.appState(notes) == .inactive)

    device.run([.call(.incoming)])
    let answer = device.run([.call(.accept)])
    #expect(answer.callbacks(of: notes) == ["applicationWillTerminate"])
    #expect(answer.terminations(of: notes).map(\.cause) == [.callAnswered])
    #expect(answer.terminations(of: notes).map(\.report) == [nil])
    #expect(device.appState(notes) == .notRunning)

    let end = device.run([.call(.end)])
    #expect(end.deliveries(to: notes) == [], "the device is still locked")
    #expect(device.appState(notes) == .notRunning)
    #expect(device.state.appUnderLock == notes)

    let unlock = device.run([.unlock])
    #expect(unlock.callbacks(of: notes) == ["applicationDidFinishLaunching", "applicationDidBecomeActive"])
    #expect(unlock.states(of: notes) == [.inactive, .active])
    #expect(device.state.isLocked == false && device.state.appUnderLock == nil)
  }

  @Test("on iPhone OS 3, an answered call terminates the app and its end launches it again")
  func answeredCallOnIOS3() {
    var device = PolicyDevice(.ios3)
    let notes = device.install("Notes")
    device.run([.launch(notes)])

    let commands = device.run([.call(.incoming), .call(.accept), .call(.end)])

    #expect(
      commands.callbacks(of: notes) == [
        "applicationWillResignActive", "applicationWillTerminate", "applicationDidFinishLaunching",
        "applicationDidBecomeActive",
      ])
    #expect(device.appState(notes) == .active)
  }

  @Test("a declined call gives the screen back to the app it rang over")
  func declinedCall() {
    var device = PolicyDevice(.ios4)
    let notes = device.install("Notes")
    device.run([.launch(notes)])

    let commands = device.run([.call(.incoming), .call(.decline)])

    #expect(commands.callbacks(of: notes) == ["applicationWillResignActive", "applicationDidBecomeActive"])
    #expect(device.appState(notes) == .active)
    #expect(device.state.call == CallState())
  }

  @Test("the end of a call is refused for the interrupted app while another app is in front")
  func callEndWithAnotherAppInFront() {
    var device = PolicyDevice(.ios4)
    let notes = device.install("Notes")
    let mail = device.install("Mail")
    device.run([.launch(notes), .call(.incoming), .call(.accept)])
    #expect(device.appState(notes) == .suspended)
    device.run([.launch(mail)])

    let (response, commands) = device.run(.call(.end))

    #expect(response == .accepted)
    #expect(commands.refusals(of: notes).map(\.event) == [.callEnded])
    #expect(commands.refusals(of: notes).map(\.reason) == ["another app is in the foreground now"])
    #expect(commands.deliveries(to: notes) == [] && commands.deliveries(to: mail) == [])
    #expect(device.appState(notes) == .suspended && device.appState(mail) == .active)
    #expect(device.state.call == CallState())
  }

  @Test("a call that ends while the device is locked over the app brings it back at unlock")
  func callEndedWhileLocked() {
    var device = PolicyDevice(.ios4)
    let notes = device.install("Notes")
    device.run([.launch(notes), .lock, .call(.incoming), .call(.accept)])
    #expect(device.appState(notes) == .suspended)

    let end = device.run([.call(.end)])
    #expect(end.deliveries(to: notes) == [])
    #expect(device.appState(notes) == .suspended)

    let unlock = device.run([.unlock])
    #expect(unlock.callbacks(of: notes) == ["applicationWillEnterForeground", "applicationDidBecomeActive"])
    #expect(device.appState(notes) == .active)
  }
}

/// Reboot: only the app in the foreground gets `applicationWillTerminate`; every other app ends
/// without a callback (the iOS 4.0 applicationWillTerminate tests; App Programming Guide, “The
/// App Life Cycle”; `Docs/Fidelity.md`, "Reboot"). The device comes back unlocked, with no call.
@Suite("Device policy: reboot")
struct DevicePolicyRebootTests {
  @Test("reboot: the app in front gets applicationWillTerminate, the background and suspended ones nothing")
  func reboot() {
    var device = PolicyDevice(.ios4)
    let suspended = device.install("Suspended")
    let uploading = device.install("Uploading")
    let front = device.install("Front")
    device.run([.launch(suspended), .launch(uploading)])
    device.run(.beginBackgroundTask(uploading, name: "upload", hasExpirationHandler: true))
    device.run([.launch(front), .lock])
    #expect(device.appState(suspended) == .suspended)
    #expect(device.appState(uploading) == .background)
    #expect(device.appState(front) == .inactive, "iOS 4: locking only resigns the app")

    let commands = device.run([.reboot])

    #expect(commands.callbacks(of: front) == ["applicationWillTerminate"])
    #expect(commands.deliveries(to: uploading) == [])
    #expect(commands.deliveries(to: suspended) == [])
    for app in [suspended, uploading, front] {
      #expect(commands.terminations(of: app).map(\.cause) == [.reboot])
      #expect(commands.terminations(of: app).map(\.report) == [nil], "a reboot leaves no report")
      #expect(device.appState(app) == .notRunning)
    }
    #expect(device.state.isLocked == false)
    #expect(device.state.appUnderLock == nil)
    #expect(device.state.foreground == nil)
    #expect(device.state.memoryInUseBytes == 0)
    #expect(device.state.nextDeadline == nil)
  }

  @Test("reboot during an answered call: the call is gone afterwards")
  func rebootDuringCall() {
    var device = PolicyDevice(.ios5)
    let notes = device.install("Notes")
    device.run([.launch(notes), .call(.incoming), .call(.accept)])

    device.run([.reboot])

    #expect(device.state.call == CallState())
    #expect(device.appState(notes) == .notRunning)
    #expect(device.run(.call(.end)).response == .refused("no call in progress"))
  }
}

/// Notification Center: opening it resigns the app, closing it reactivates it (iOS 5.0 release
/// notes; Notification Center logs); launching another app from it sends the one under it Home.
@Suite("Device policy: Notification Center")
struct DevicePolicyNotificationCenterTests {
  @Test(
    "launching another app while Notification Center is open over an app closes it and sends that app Home")
  func launchFromNotificationCenter() {
    var device = PolicyDevice(.ios5)
    let notes = device.install("Notes")
    let mail = device.install("Mail")
    let open = device.run([.launch(notes), .notificationCenter(open: true)])
    #expect(open.callbacks(of: notes).suffix(1) == ["applicationWillResignActive"])
    #expect(device.state.isNotificationCenterOpen)

    let commands = device.run([.launch(mail)])

    #expect(device.state.isNotificationCenterOpen == false)
    #expect(commands.callbacks(of: notes) == ["applicationDidEnterBackground"], "inactive: no second resign")
    #expect(device.appState(notes) == .suspended)
    #expect(device.appState(mail) == .active)
    #expect(device.state.foreground == mail)
    let homeDone = commands.position { $0 == .stateChanged(app: notes, from: .background, to: .suspended) }
    let launchBegins = commands.position { $0 == .stateChanged(app: mail, from: .notRunning, to: .inactive) }
    #expect(
      homeDone != nil && launchBegins != nil && homeDone! < launchBegins!, "Home first, then the launch")
  }

  @Test("closing Notification Center gives the app back; Home with it open closes it")
  func closeAndHome() {
    var device = PolicyDevice(.ios5)
    let notes = device.install("Notes")
    device.run([.launch(notes), .notificationCenter(open: true)])

    let close = device.run([.notificationCenter(open: false)])
    #expect(close.callbacks(of: notes) == ["applicationDidBecomeActive"])

    device.run([.notificationCenter(open: true)])
    let home = device.run([.home])
    #expect(device.state.isNotificationCenterOpen == false)
    #expect(home.callbacks(of: notes) == ["applicationDidEnterBackground"])
  }

  @Test("Notification Center is refused before iOS 5", arguments: [OSGeneration.ios3, .ios4])
  func noNotificationCenter(generation: OSGeneration) {
    var device = PolicyDevice(generation)
    let notes = device.install("Notes")
    device.run([.launch(notes)])

    let (response, commands) = device.run(.notificationCenter(open: true))

    #expect(response == .refused("Notification Center does not exist before iOS 5"))
    #expect(commands.isEmpty)
    #expect(device.appState(notes) == .active)
  }

  /// How an app comes to the front: launched, picked in the switcher, or back at the end of the
  /// call that sent it to the background.
  enum FrontWay: String, CaseIterable, Sendable {
    case launch, switchTo, callEnd
  }

  // Docs/Fidelity.md: opening Notification Center resigns the app under it, so no app is active
  // under it. Pulled down over the home screen (no app in front), it closes when an app comes
  // to the front, whichever way.
  @Test(
    "an app brought to the front while Notification Center is open over the home screen closes it",
    arguments: FrontWay.allCases)
  func frontWithNotificationCenterOverHomeScreen(way: FrontWay) {
    var device = PolicyDevice(.ios5)
    let notes = device.install("Notes")
    switch way {
    case .launch: break
    case .switchTo: device.run([.launch(notes), .home])
    case .callEnd: device.run([.launch(notes), .call(.incoming), .call(.accept)])
    }
    #expect(device.state.foreground == nil)
    device.run([.notificationCenter(open: true)])
    #expect(device.state.isNotificationCenterOpen)

    switch way {
    case .launch: device.run([.launch(notes)])
    case .switchTo: device.run([.switchTo(notes)])
    case .callEnd: device.run([.call(.end)])
    }

    #expect(device.appState(notes) == .active)
    #expect(device.state.isNotificationCenterOpen == false)
    // There is nothing left to close.
    #expect(device.submit(.notificationCenter(open: false)) == .refused("already closed"))
    #expect(device.drain().isEmpty)
  }

  @Test("launching the app that is under Notification Center closes the centre and makes it active again")
  func launchTheAppUnderNotificationCenter() {
    var device = PolicyDevice(.ios5)
    let notes = device.install("Notes")
    device.run([.launch(notes), .notificationCenter(open: true)])
    #expect(device.appState(notes) == .inactive)

    let commands = device.run([.launch(notes)])

    #expect(device.state.isNotificationCenterOpen == false)
    #expect(device.appState(notes) == .active)
    #expect(commands.callbacks(of: notes) == ["applicationDidBecomeActive"])
  }
}
