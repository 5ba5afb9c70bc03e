import LifecycleCore
import Testing

/// Protected data (iOS 4 and later): on a device with a passcode, locking makes protected files
/// unreadable after 10 seconds (Apple Platform Security, “Data Protection classes”); running
/// apps are told then (“applicationProtectedDataWillBecomeUnavailable(_:)”), and again at
/// unlock (“applicationProtectedDataDidBecomeAvailable(_:)”); a suspended app is told when it
/// runs again, the net change only (App Programming Guide, “App State Transitions”, lists both
/// notifications among those held).
@Suite("Device policy: protected data")
struct DeviceProtectedDataTests {
  static let passcode = DeviceCapabilities(hasPasscode: true)

  @Test("10 s after the lock a running app is told its data becomes unavailable; at unlock, available")
  func runningApp() {
    var device = PolicyDevice(.ios4, device: Self.passcode)
    let music = device.install("Music", info: AppInfo(backgroundModes: [.audio]))
    device.run([.launch(music), .lock])
    #expect(device.state.conditions.isProtectedDataAvailable)
    #expect(device.run([.advance(.seconds(9))]).callbacks(of: music).isEmpty)
    let lost = device.run([.advance(.seconds(1))])
    #expect(lost.callbacks(of: music) == ["applicationProtectedDataWillBecomeUnavailable"])
    #expect(lost.deliveries(to: music).last == "UIApplicationProtectedDataWillBecomeUnavailable")
    #expect(!device.state.conditions.isProtectedDataAvailable)
    let back = device.run([.unlock])
    #expect(back.callbacks(of: music).first == "applicationProtectedDataDidBecomeAvailable")
    #expect(device.state.conditions.isProtectedDataAvailable)
  }

  @Test("unlocked within the 10 s: nothing is told")
  func unlockedInTime() {
    var device = PolicyDevice(.ios7, device: Self.passcode)
    let music = device.install("Music", info: AppInfo(backgroundModes: [.audio]))
    device.run([.launch(music), .lock, .advance(.seconds(5)), .unlock])
    let later = device.run([.advance(.seconds(60))])
    #expect(!later.deliveries(to: music).contains("UIApplicationProtectedDataWillBecomeUnavailable"))
    #expect(device.state.conditions.isProtectedDataAvailable)
  }

  @Test("without a passcode, or on iPhone OS 3, the lock leaves the data available")
  func noPasscodeNoProtection() {
    for (generation, capabilities) in [
      (OSGeneration.ios7, DeviceCapabilities.standard), (.ios3, Self.passcode),
    ] {
      var device = PolicyDevice(generation, device: capabilities)
      let app = device.install("App")
      let commands = device.run([.launch(app), .lock, .advance(.seconds(60))])
      #expect(!commands.callbacks(of: app).contains("applicationProtectedDataWillBecomeUnavailable"))
      #expect(device.state.conditions.isProtectedDataAvailable, "\(generation)")
    }
  }

  @Test("a suspended app holds the change; unavailable and available again cancel out")
  func suspendedAppNetChange() {
    var device = PolicyDevice(.ios7, device: Self.passcode)
    let notes = device.install("Notes")
    device.run([.launch(notes), .lock, .advance(.seconds(10))])
    #expect(device.appState(notes) == .suspended)
    #expect(
      device.state.apps[notes].queuedNotifications == [
        QueuedNotification(.protectedDataWillBecomeUnavailable)
      ])
    // Unlock resumes Notes, which was in front: the unavailable and available cancel out.
    let resumed = device.run([.unlock])
    #expect(!resumed.callbacks(of: notes).contains("applicationProtectedDataWillBecomeUnavailable"))
    #expect(!resumed.callbacks(of: notes).contains("applicationProtectedDataDidBecomeAvailable"))
    #expect(device.appState(notes) == .active)
  }
}
