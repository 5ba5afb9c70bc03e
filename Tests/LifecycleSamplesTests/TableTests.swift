import LifecycleCore
import LifecycleSimulator
import Testing

/// Article “Scroll position after a memory warning”: a table's scroll position across a view
/// unload.
@MainActor
@Suite("Table (“Scroll position after a memory warning”)")
struct TableTests {
  /// Launches `appID`, scrolls its list to 300, pushes a detail screen, sends a memory
  /// warning.
  func scrollPushAndWarn(_ appID: String, on device: Device) throws {
    try device.install("Items", app: appID)
    try device.launch("Items")
    try device.act("scroll", "300", in: "Items")
    try device.act("push", in: "Items")
    device.memoryWarning()
  }

  @Test(
    "table-naive loses its scroll offset when a memory warning unloads the off-screen list on iOS 3 to 5",
    arguments: [OSGeneration.ios3, .ios4, .ios5])
  func naiveLosesTheOffset(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try scrollPushAndWarn("table-naive", on: device)
      #expect(try device.probe("offset", of: "Items") == nil)
      try device.act("pop", in: "Items")
      #expect(try device.probe("offset", of: "Items") == "0")
      #expect(device.uikitApp("Items")?.snapshotText.contains("row [0, 0] \"Item 0\"") == true)
    }
  }

  @Test(
    "table records the offset in viewDidUnload and restores it in viewDidLoad on iOS 3 to 5",
    arguments: [OSGeneration.ios3, .ios4, .ios5])
  func carefulKeepsTheOffset(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try scrollPushAndWarn("table", on: device)
      #expect(try device.probe("offset", of: "Items") == nil)
      try device.act("pop", in: "Items")
      #expect(try device.probe("offset", of: "Items") == "300")
      let snapshot = try #require(device.uikitApp("Items")?.snapshotText)
      #expect(snapshot.contains("table offset=(0, 300)"))
      #expect(!snapshot.contains("\"Item 0\""))
    }
  }

  @Test(
    "on iOS 6 and later no view is unloaded and both lists keep their offset",
    arguments: [OSGeneration.ios6, .ios7, .ios13], ["table-naive", "table"])
  func noUnloadFromIOS6(_ generation: OSGeneration, _ appID: String) throws {
    try withDevice(generation) { device in
      try scrollPushAndWarn(appID, on: device)
      #expect(try device.probe("offset", of: "Items") == "300")
      try device.act("pop", in: "Items")
      #expect(try device.probe("offset", of: "Items") == "300")
    }
  }

  @Test("scrolling is refused while the list is under the detail screen, and needs a number")
  func scrollNeedsTheList() throws {
    try withDevice(.ios7) { device in
      try device.install("Items", app: "table")
      try device.launch("Items")
      #expect(throws: DeviceError.self) { try device.act("scroll", "down", in: "Items") }
      try device.act("push", in: "Items")
      #expect(throws: DeviceError.self) { try device.act("scroll", "100", in: "Items") }
    }
  }
}
