import LifecycleCore
import Testing

/// “Processing queued notifications”: while an app is suspended the system holds the
/// notifications of changes it would care about — settings, the locale, the orientation, the
/// battery, accessories, significant time changes — coalesced, and delivers them when the app
/// runs again, before any user input; an accessory that connects and disconnects again before
/// the app runs is not reported at all ("would ultimately not receive any indication").
/// `Docs/Fidelity.md`, "Notifications held while suspended": after `applicationWillEnterForeground`,
/// before `applicationDidBecomeActive`. The article “Multitasking pitfalls” lists settings and
/// the locale among what changes while an app is suspended.
@Suite("Device policy: notifications held while suspended")
struct DeviceQueuedNotificationTests {
  /// iOS 4 with `Notes` suspended and `Front` active.
  static func device() -> (device: PolicyDevice, notes: Int, front: Int) {
    var device = PolicyDevice(.ios4)
    let notes = device.install("Notes")
    let front = device.install("Front")
    device.run([.launch(notes), .launch(front)])
    return (device, notes, front)
  }

  /// The changes of the test, one input each, and what `Notes` should hold after each.
  static let changes: [(input: DeviceInput, held: [QueuedNotification])] = [
    (.settingsChanged(0), [QueuedNotification(.userDefaultsDidChange)]),
    (.localeChanged("fr_FR"), [QueuedNotification(.currentLocaleDidChange)]),
    (.orientation(.landscapeLeft), [QueuedNotification(.deviceOrientationDidChange)]),
    (.battery(levelPercent: 50, state: .unplugged), [QueuedNotification(.batteryLevelDidChange)]),
    (.battery(levelPercent: 50, state: .charging), [QueuedNotification(.batteryStateDidChange)]),
    (.accessory(name: "Dock", connected: true), [QueuedNotification(.accessoryDidConnect, subject: "Dock")]),
    (.significantTimeChange, [QueuedNotification(.significantTimeChange)]),
  ]

  @Test("a suspended app holds each change's notification, and the commands say so")
  func held() {
    var (device, notes, _) = Self.device()
    #expect(notes == 0)
    var expected: [QueuedNotification] = []
    for (input, held) in Self.changes {
      let commands = device.run([input])
      #expect(
        commands.filter { if case .queued(notes, _) = $0 { true } else { false } }
          == held.map { .queued(app: notes, $0) })
      #expect(commands.deliveries(to: notes) == [], "\(input): a suspended app runs no code")
      expected += held
      #expect(device.state.apps[notes].queuedNotifications == expected)
    }
  }

  // The policy's comment on `battery`: "Both notifications per app, in the order listed"
  // (level, then state); AppSlot.queuedNotifications: "in first-arrival order". A running app,
  // the `.queued` commands, the suspended app's queue and so what it is handed on resume all
  // have the level first.
  @Test(
    "one battery change of level and state is held, and delivered on resume, level first as a running app gets it"
  )
  func batteryLevelAndStateOrder() {
    var (device, notes, front) = Self.device()

    let change = device.run([.battery(levelPercent: 40, state: .charging)])

    let level = QueuedNotification(.batteryLevelDidChange)
    let state = QueuedNotification(.batteryStateDidChange)
    #expect(
      change.deliveries(to: front) == [
        "UIDeviceBatteryLevelDidChangeNotification", "UIDeviceBatteryStateDidChangeNotification",
      ])
    #expect(
      change.filter { if case .queued = $0 { true } else { false } } == [
        .queued(app: notes, level), .queued(app: notes, state),
      ])
    #expect(device.state.apps[notes].queuedNotifications == [level, state])

    let resume = device.run([.launch(notes)])
    #expect(
      resume.deliveries(to: notes).filter { $0.hasPrefix("UIDeviceBattery") } == [
        "UIDeviceBatteryLevelDidChangeNotification", "UIDeviceBatteryStateDidChangeNotification",
      ])
  }

  @Test("the same change twice is held once")
  func coalesced() {
    var (device, notes, _) = Self.device()
    device.run([.settingsChanged(notes), .localeChanged("fr_FR")])

    let again = device.run([.settingsChanged(notes), .localeChanged("de_DE"), .settingsChanged(notes)])

    #expect(!again.contains { if case .queued = $0 { true } else { false } })
    #expect(
      device.state.apps[notes].queuedNotifications == [
        QueuedNotification(.userDefaultsDidChange), QueuedNotification(.currentLocaleDidChange),
      ])
  }

  @Test("an accessory connected and disconnected again while the app is suspended cancels out")
  func accessoryCancelsOut() {
    var (device, notes, _) = Self.device()
    device.run([.accessory(name: "Dock", connected: true), .accessory(name: "Speaker", connected: true)])

    let disconnect = device.run([.accessory(name: "Dock", connected: false)])

    #expect(
      disconnect.contains(.unqueued(app: notes, QueuedNotification(.accessoryDidConnect, subject: "Dock"))))
    #expect(!disconnect.contains { if case .queued(notes, _) = $0 { true } else { false } })
    #expect(
      device.state.apps[notes].queuedNotifications == [
        QueuedNotification(.accessoryDidConnect, subject: "Speaker")
      ])
    #expect(device.state.conditions.accessories == ["Speaker"])
  }

  @Test("a disconnect of an accessory connected before the suspension is held")
  func disconnectOfAnEarlierAccessory() {
    var device = PolicyDevice(.ios4)
    let notes = device.install("Notes")
    device.run([.accessory(name: "Dock", connected: true), .launch(notes), .home])

    let commands = device.run([.accessory(name: "Dock", connected: false)])

    #expect(commands == [.queued(app: notes, QueuedNotification(.accessoryDidDisconnect, subject: "Dock"))])
  }

  @Test(
    "on resume the held notifications come, in arrival order, after applicationWillEnterForeground and before applicationDidBecomeActive"
  )
  func deliveredOnResume() {
    var (device, notes, _) = Self.device()
    device.run(Self.changes.map(\.input) + [.accessory(name: "Speaker", connected: true)])

    let commands = device.run([.launch(notes)])

    #expect(
      commands.deliveries(to: notes) == [
        "UIApplicationWillEnterForegroundNotification", "applicationWillEnterForeground",
        "NSUserDefaultsDidChangeNotification", "NSCurrentLocaleDidChangeNotification",
        "UIDeviceOrientationDidChangeNotification", "UIDeviceBatteryLevelDidChangeNotification",
        "UIDeviceBatteryStateDidChangeNotification", "EAAccessoryDidConnectNotification",
        "applicationSignificantTimeChange", "UIApplicationSignificantTimeChangeNotification",
        "EAAccessoryDidConnectNotification", "applicationDidBecomeActive",
        "UIApplicationDidBecomeActiveNotification",
      ])
    #expect(device.state.apps[notes].queuedNotifications.isEmpty)
    #expect(device.appState(notes) == .active)
  }

  @Test(
    "a running app is told at once; the significant time change comes as its callback, then its notification")
  func runningAppToldAtOnce() {
    var (device, _, front) = Self.device()

    let time = device.run([.significantTimeChange])
    #expect(
      time.deliveries(to: front) == [
        "applicationSignificantTimeChange", "UIApplicationSignificantTimeChangeNotification",
      ])

    let settings = device.run([.settingsChanged(front)])
    #expect(settings.deliveries(to: front) == ["NSUserDefaultsDidChangeNotification"])
    #expect(device.state.apps[front].queuedNotifications.isEmpty)
  }

  @Test("an app in the background on a task is told at once too")
  func backgroundAppToldAtOnce() {
    var device = PolicyDevice(.ios4)
    let upload = device.install("Upload")
    device.run([.launch(upload)])
    device.run(.beginBackgroundTask(upload, name: nil, hasExpirationHandler: true))
    device.run([.home])

    let commands = device.run([.localeChanged("ja_JP")])

    #expect(commands.deliveries(to: upload) == ["NSCurrentLocaleDidChangeNotification"])
    #expect(device.state.apps[upload].queuedNotifications.isEmpty)
  }

  @Test("an app that ends while suspended loses what was held for it")
  func lostWithTheProcess() {
    var (device, notes, _) = Self.device()
    device.run([.settingsChanged(notes), .significantTimeChange])

    let quit = device.run([.quit(notes)])
    #expect(quit.deliveries(to: notes) == [])
    #expect(device.state.apps[notes].queuedNotifications.isEmpty)

    let launch = device.run([.launch(notes)])
    #expect(!launch.deliveries(to: notes).contains("NSUserDefaultsDidChangeNotification"))
  }

  @Test("an app that is not running is told nothing and holds nothing")
  func notRunningHoldsNothing() {
    var device = PolicyDevice(.ios4)
    let notes = device.install("Notes")

    let commands = device.run([.settingsChanged(notes), .localeChanged("fr_FR"), .significantTimeChange])

    #expect(commands.isEmpty)
    #expect(device.state.apps[notes].queuedNotifications.isEmpty)
    #expect(device.state.conditions.localeIdentifier == "fr_FR")
  }

  @Test("a change to what the device already is is refused and holds nothing")
  func noChangeNoNotification() {
    var (device, notes, _) = Self.device()

    #expect(device.run(.orientation(.portrait)).response == .refused("the device is already portrait"))
    #expect(
      device.run(.battery(levelPercent: 100, state: .unplugged)).response
        == .refused("the battery is already at 100% and unplugged"))
    #expect(
      device.run(.accessory(name: "Dock", connected: false)).response
        == .refused("the accessory Dock is already disconnected"))
    #expect(device.state.apps[notes].queuedNotifications.isEmpty)
  }
}
