import LifecycleCore
import LifecycleSimulator
import Testing

/// Article “Multitasking pitfalls”: settings change while the app is suspended.
@MainActor
@Suite("Settings (“Multitasking pitfalls”)")
struct SettingsTests {
  @Test(
    "settings-naive shows the stale font size after a change made while it was suspended",
    arguments: multitaskingGenerations)
  func naiveIsStale(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try device.install("Reader", app: "settings-naive")
      try device.launch("Reader")
      #expect(try device.probe("fontSize", of: "Reader") == "14")
      device.home()
      try device.changeSetting(of: "Reader", key: "fontSize", value: "18")
      try device.launch("Reader")
      #expect(device.deliveries(of: "Reader").contains(.notification(.userDefaultsDidChange)))
      #expect(try device.probe("fontSize", of: "Reader") == "14")
    }
  }

  @Test(
    "settings shows the new font size when the coalesced change arrives as it runs again",
    arguments: multitaskingGenerations)
  func carefulUpdates(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try device.install("Reader", app: "settings")
      try device.launch("Reader")
      device.home()
      try device.changeSetting(of: "Reader", key: "fontSize", value: "18")
      try device.changeSetting(of: "Reader", key: "fontSize", value: "24")
      #expect(try device.probe("fontSize", of: "Reader") == "14")
      try device.launch("Reader")
      let changes = device.deliveries(of: "Reader").filter { $0 == .notification(.userDefaultsDidChange) }
      #expect(changes.count == 1)
      #expect(try device.probe("fontSize", of: "Reader") == "24")
    }
  }

  @Test("on iOS 3 both read the font size again at the relaunch", arguments: ["settings-naive", "settings"])
  func iOS3Relaunch(_ appID: String) throws {
    try withDevice(.ios3) { device in
      try device.install("Reader", app: appID)
      try device.launch("Reader")
      device.home()
      try device.changeSetting(of: "Reader", key: "fontSize", value: "18")
      try device.launch("Reader")
      #expect(try device.probe("fontSize", of: "Reader") == "18")
    }
  }
}
