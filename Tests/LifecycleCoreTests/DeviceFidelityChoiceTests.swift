import LifecycleCore
import Testing

/// The choices of `Docs/Fidelity.md` as the whole device carries them out, one app or several,
/// through `DevicePolicy.step`: Home without multitasking, `UIApplicationExitsOnSuspend` on
/// Home and lock, force-quit from the switcher, a language change, the lock on iOS 4 against
/// iOS 5, state restoration at a launch from scratch.
@Suite("Device policy: the choices of Fidelity.md")
struct DeviceFidelityChoiceTests {
  // Article “Call or lock?”; “applicationWillTerminate(_:)”: no resign before the termination.
  @Test(
    "Home without multitasking: applicationWillTerminate with no resign, and the app ends",
    arguments: [(OSGeneration.ios3, true), (.ios4, false)])
  func homeWithoutMultitasking(generation: OSGeneration, multitaskingHardware: Bool) {
    var device = PolicyDevice(
      generation, device: DeviceCapabilities(multitaskingSupported: multitaskingHardware))
    let notes = device.install("Notes")
    device.run([.launch(notes)])

    let commands = device.run([.home])

    #expect(commands.callbacks(of: notes) == ["applicationWillTerminate"])
    #expect(commands.contains(.dismissInterface(app: notes)))
    #expect(commands.terminations(of: notes).map(\.cause) == [.quitOnHome])
    #expect(commands.terminations(of: notes).map(\.report) == [nil])
    #expect(device.appState(notes) == .notRunning)
    #expect(
      device.run(.switchTo(notes)).response == .refused("there is no app switcher without multitasking"))
  }

  @Test("a task is refused without multitasking, and for an app that quits on suspend before iOS 13")
  func taskGrants() {
    for (generation, info, granted) in [
      (OSGeneration.ios3, AppInfo.standard, false), (.ios4, .standard, true),
      (.ios7, AppInfo(exitsOnSuspend: true), false), (.ios13, AppInfo(exitsOnSuspend: true), true),
    ] {
      var device = PolicyDevice(generation)
      let app = device.install("App", info: info)
      device.run([.launch(app)])
      let response = device.run(.beginBackgroundTask(app, name: nil, hasExpirationHandler: false)).response
      if case .taskBegun = response {
        #expect(granted, "\(generation), \(info)")
      } else {
        #expect(!granted, "\(generation), \(info): \(response)")
      }
    }
  }

  // “UIApplicationExitsOnSuspend”; article “Treacherous multitasking”; the opt-out cookbooks.
  @Test(
    "UIApplicationExitsOnSuspend: Home sends resign, didEnterBackground, willTerminate, and the app is never suspended",
    arguments: [OSGeneration.ios4, .ios5, .ios6, .ios7])
  func exitsOnSuspendHome(generation: OSGeneration) {
    var device = PolicyDevice(generation)
    let app = device.install("OptOut", info: AppInfo(exitsOnSuspend: true))
    device.run([.launch(app)])

    let commands = device.run([.home])

    #expect(
      commands.callbacks(of: app) == [
        "applicationWillResignActive", "applicationDidEnterBackground", "applicationWillTerminate",
      ])
    #expect(!commands.states(of: app).contains(.suspended))
    #expect(commands.contains(.dismissInterface(app: app)))
    #expect(commands.terminations(of: app).map(\.cause) == [.exitsOnSuspend])
    #expect(device.appState(app) == .notRunning)
  }

  // Docs/Fidelity.md, "Lock and UIApplicationExitsOnSuspend": such an app never enters the
  // background, so on lock it stays inactive (App Programming Guide, “Background Execution”).
  @Test(
    "UIApplicationExitsOnSuspend: lock leaves the app inactive, unlock makes it active",
    arguments: [OSGeneration.ios4, .ios5, .ios6, .ios7])
  func exitsOnSuspendLock(generation: OSGeneration) {
    var device = PolicyDevice(generation)
    let app = device.install("OptOut", info: AppInfo(exitsOnSuspend: true))
    device.run([.launch(app)])

    let lock = device.run([.lock])
    #expect(lock.callbacks(of: app) == ["applicationWillResignActive"])
    #expect(device.appState(app) == .inactive)

    let unlock = device.run([.unlock])
    #expect(unlock.callbacks(of: app) == ["applicationDidBecomeActive"])
    #expect(device.appState(app) == .active)
  }

  @Test("from iOS 13 UIApplicationExitsOnSuspend is ignored: Home suspends the app")
  func exitsOnSuspendIgnored() {
    var device = PolicyDevice(.ios13)
    let app = device.install("OptOut", info: AppInfo(exitsOnSuspend: true))
    device.run([.launch(app)])

    let commands = device.run([.home])

    #expect(commands.terminations(of: app).isEmpty)
    #expect(device.appState(app) == .suspended)
  }

  // The iOS 4.3 and 5.0 logs; Cordova, pause and resume events.
  @Test(
    "lock on iOS 4 only resigns the app; from iOS 5 it also enters the background",
    arguments: OSGeneration.allCases)
  func lockPerGeneration(generation: OSGeneration) {
    var device = PolicyDevice(generation)
    let app = device.install("Notes")
    device.run([.launch(app)])

    device.run([.lock])
    let entersBackground = generation >= .ios5
    #expect(device.appState(app) == (entersBackground ? .suspended : .inactive))
    #expect(device.state.foreground == (entersBackground ? nil : app))
    #expect(device.state.appUnderLock == app)

    let unlock = device.run([.unlock])
    #expect(device.appState(app) == .active)
    #expect(
      unlock.callbacks(of: app)
        == (entersBackground
          ? ["applicationWillEnterForeground", "applicationDidBecomeActive"] : ["applicationDidBecomeActive"])
    )
  }

  // App Programming Guide, “The App Life Cycle” (nothing for a suspended app); the
  // applicationWillTerminate tests (a running app gets it); iOS 10 state logs (an active app is
  // resigned first); App Programming Guide, “Visual Appearance Across Launches” (its state is
  // deleted).
  @Test(
    "force-quit: a suspended app gets nothing, a background one willTerminate, an active one resign first")
  func forceQuit() {
    var device = PolicyDevice(.ios7)
    let idle = device.install("Idle", preserved: true)
    let upload = device.install("Upload")
    let front = device.install("Front")
    // Idle's launch restores and discards the state it had; it preserves new state on Home.
    device.run([.launch(idle)])
    device.submit(.launch(upload))
    device.run(through: .preserveState(app: idle))
    device.submit(.preserved(idle, stored: true))
    device.drain()
    device.run(.beginBackgroundTask(upload, name: nil, hasExpirationHandler: true))
    device.run([.launch(front)])
    #expect(device.state.switcher == [idle, upload, front])
    #expect(device.state.apps[idle].hasPreservedState)

    let quitIdle = device.run([.quit(idle)])
    #expect(quitIdle.deliveries(to: idle) == [])
    #expect(quitIdle.contains(.discardPreservedState(app: idle, hadState: true)))
    #expect(device.state.apps[idle].hasPreservedState == false)

    let quitUpload = device.run([.quit(upload)])
    #expect(quitUpload.callbacks(of: upload) == ["applicationWillTerminate"])

    let quitFront = device.run([.quit(front)])
    #expect(quitFront.callbacks(of: front) == ["applicationWillResignActive", "applicationWillTerminate"])

    for app in [idle, upload, front] {
      #expect(device.appState(app) == .notRunning)
      #expect(device.state.apps[app].band == nil)
    }
    #expect(device.state.switcher == [])
    #expect(device.run(.quit(idle)).commands.refusals(of: idle).map(\.event) == [.forceQuit])
  }

  // Docs/Fidelity.md: before iOS 7 the multitasking bar lists only the apps not in front.
  @Test("before iOS 7 the app in front cannot be quit from the switcher; the apps behind it can")
  func forceQuitInFrontBeforeIOS7() {
    for generation in [OSGeneration.ios4, .ios5, .ios6] {
      var device = PolicyDevice(generation)
      let behind = device.install("Behind")
      let front = device.install("Front")
      device.run([.launch(behind), .launch(front)])
      let refused = device.run(.quit(front))
      #expect(refused.commands.refusals(of: front).map(\.event) == [.forceQuit], "\(generation)")
      #expect(device.appState(front) == .active, "\(generation)")
      #expect(device.run([.quit(behind)]).callbacks(of: front) == [], "\(generation)")
      #expect(device.appState(behind) == .notRunning, "\(generation)")
    }
  }

  // Developer Forums thread 734483; article “Multitasking pitfalls”.
  @Test(
    "a language change ends running apps through willTerminate, suspended ones silently, and relaunches none")
  func languageChange() {
    var device = PolicyDevice(.ios7)
    let idle = device.install("Idle")
    let front = device.install("Front")
    device.run([.launch(idle), .launch(front)])

    let commands = device.run([.languageChanged("fr")])

    #expect(commands.callbacks(of: front) == ["applicationWillTerminate"])
    #expect(commands.deliveries(to: idle) == [])
    #expect(commands.terminations(of: front).map(\.cause) == [.languageChange])
    #expect(commands.terminations(of: idle).map(\.cause) == [.languageChange])
    #expect(device.state.apps.allSatisfy { $0.state == .notRunning })
    #expect(device.state.conditions.languageCode == "fr")
  }

  // App Programming Guide, “Visual Appearance Across Launches”; “Preserving your app's UI
  // across launches”: restored at a launch from scratch, compared, then discarded.
  @Test("a launch from scratch with preserved state restores it before didFinishLaunching, then discards it")
  func restorationAtLaunch() throws {
    var device = PolicyDevice(.ios7)
    let app = device.install("Notes", preserved: true)

    let commands = device.run([.launch(app)])

    let willFinish = try #require(
      commands.position { $0 == .deliver(app: app, .callback(.applicationWillFinishLaunching)) })
    let restore = try #require(commands.position { $0 == .restoreState(app: app) })
    let didFinish = try #require(
      commands.position { $0 == .deliver(app: app, .callback(.applicationDidFinishLaunching)) })
    let compare = try #require(commands.position { $0 == .compareRestoredScreen(app: app) })
    let discard = try #require(commands.position { $0 == .discardPreservedState(app: app, hadState: true) })
    #expect(willFinish < restore && restore < didFinish && didFinish < compare && compare < discard)
    #expect(device.state.apps[app].hasPreservedState == false)
  }

  @Test(
    "before iOS 6 preserved state is neither restored nor asked for", arguments: [OSGeneration.ios4, .ios5])
  func noRestorationBeforeIOS6(generation: OSGeneration) {
    var device = PolicyDevice(generation)
    let app = device.install("Notes", preserved: true)

    let commands = device.run([.launch(app), .home])

    #expect(!commands.contains(.restoreState(app: app)))
    #expect(!commands.contains(.preserveState(app: app)))
  }

  @Test(
    "from iOS 6 Home asks the app to preserve its interface after didEnterBackground, before the snapshot")
  func preservationOnHome() throws {
    var device = PolicyDevice(.ios6)
    let app = device.install("Notes")
    device.run([.launch(app)])

    let commands = device.run([.home])

    let didEnter = try #require(
      commands.position { $0 == .deliver(app: app, .callback(.applicationDidEnterBackground)) })
    let preserve = try #require(commands.position { $0 == .preserveState(app: app) })
    let snapshot = try #require(commands.position { $0 == .takeSnapshot(app: app) })
    #expect(didEnter < preserve && preserve < snapshot)
  }

  @Test("a call over the lock screen on iOS 5 finds no app in front: the app comes back at unlock")
  func callOverTheLockScreenOnIOS5() {
    var device = PolicyDevice(.ios5)
    let app = device.install("Notes")
    device.run([.launch(app), .lock])

    let call = device.run([.call(.incoming), .call(.accept), .call(.end)])
    #expect(call.deliveries(to: app) == [])
    #expect(device.state.call == CallState())

    device.run([.unlock])
    #expect(device.appState(app) == .active)
  }
}
