import LifecycleCore
import LifecycleSimulator
import Testing

/// Article “Lifecycle and state transitions”: `table` and `notes` come back after a kill as if they
/// had never stopped, through state restoration (iOS 6 and later).
@MainActor
@Suite("Sample restoration (“Lifecycle and state transitions”)")
struct SampleRestorationTests {
  /// Whether the screen of each restoring launch of `app` matched the snapshot taken when it
  /// left (``TraceEffect/restoredScreen(matches:snapshot:shown:)``), in order.
  func restoredScreens(of app: String, in device: Device) -> [Bool] {
    device.trace.effects(on: app).compactMap {
      if case .restoredScreen(let matches, _, _) = $0 { matches } else { nil }
    }
  }

  /// Scrolls the table to 440 and opens a detail screen, types a note, then gets both
  /// killed while suspended.
  func leaveAndGetKilled(_ device: Device) throws {
    try device.install("Table", app: "table")
    try device.install("Notes", app: "notes")
    try device.launch("Table")
    try device.act("scroll", "440", in: "Table")
    try device.act("push", in: "Table")
    try device.launch("Notes")
    try device.act("type", "buy milk", in: "Notes")
    try device.killBackgroundAppsForMemory()
    #expect(device.state(of: "Table") == .notRunning)
    #expect(device.state(of: "Notes") == .notRunning)
  }

  @Test(
    "table comes back on its detail screen over the list at offset 440 after a kill, on iOS 6 and later",
    arguments: [OSGeneration.ios6, .ios7, .ios13])
  func tableRestores(_ generation: OSGeneration) throws {
    try withDevice(generation, memory: 512 << 20) { device in
      try leaveAndGetKilled(device)
      try device.launch("Table")
      #expect(try device.probe("screen", of: "Table") == "ItemDetailViewController")
      #expect(restoredScreens(of: "Table", in: device) == [true])
      try device.act("pop", in: "Table")
      #expect(try device.probe("offset", of: "Table") == "440")
      try device.launch("Notes")
      #expect(try device.probe("text", of: "Notes") == "buy milk")
      #expect(restoredScreens(of: "Notes", in: device) == [true])
    }
  }

  @Test("on iOS 4 and 5 there is no restoration: table comes back on its list at the top")
  func noRestorationBeforeIOS6() throws {
    for generation in [OSGeneration.ios4, .ios5] {
      try withDevice(generation, memory: 512 << 20) { device in
        try leaveAndGetKilled(device)
        try device.launch("Table")
        #expect(try device.probe("screen", of: "Table") == "CarefulScrollTableViewController")
        #expect(try device.probe("offset", of: "Table") == "0")
        #expect(!device.trace.effects(on: "Table").contains(.restoreState))
      }
    }
  }

  @Test(
    "quitting table from the switcher discards its preserved state: it comes back fresh (App Programming Guide, “Visual Appearance Across Launches”)"
  )
  func forceQuitDiscards() throws {
    try withDevice(.ios7) { device in
      try device.install("Table", app: "table")
      try device.launch("Table")
      try device.act("scroll", "440", in: "Table")
      try device.act("push", in: "Table")
      device.home()
      try device.quit("Table")
      try device.launch("Table")
      #expect(try device.probe("screen", of: "Table") == "CarefulScrollTableViewController")
      #expect(try device.probe("offset", of: "Table") == "0")
    }
  }
}
