import LifecycleCore
import LifecycleSimulator
import Testing

/// Article “Treacherous multitasking”: roll back, do not reload, in applicationWillEnterForeground.
@MainActor
@Suite("List (“Treacherous multitasking”)")
struct ListTests {
  /// Launches `appID`, adds milk and eggs, goes Home and comes back.
  func addHomeAndBack(_ appID: String, on device: Device) throws {
    try device.install("List", app: appID)
    try device.launch("List")
    try device.act("add", "milk", in: "List")
    try device.act("add", "eggs", in: "List")
    device.home()
    try device.launch("List")
  }

  @Test(
    "list-naive shows every item twice after Home and back on iOS 4 and later",
    arguments: multitaskingGenerations)
  func naiveDuplicates(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try addHomeAndBack("list-naive", on: device)
      #expect(
        device.callbackNames("List").suffix(2) == [
          "applicationWillEnterForeground", "applicationDidBecomeActive",
        ])
      #expect(try device.probe("items", of: "List") == "milk,eggs,milk,eggs")
      #expect(try device.probe("count", of: "List") == "4")
      device.home()
      try device.launch("List")
      #expect(try device.probe("count", of: "List") == "8")
    }
  }

  @Test("list shows each item once after Home and back", arguments: multitaskingGenerations)
  func carefulRollsBack(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try addHomeAndBack("list", on: device)
      #expect(try device.probe("items", of: "List") == "milk,eggs")
      #expect(try device.probe("count", of: "List") == "2")
    }
  }

  @Test("list, killed while suspended after a roll-back, still finds what it saved last")
  func carefulSavesAgainAfterRollBack() throws {
    try withDevice(.ios4) { device in
      try addHomeAndBack("list", on: device)
      try device.act("add", "tea", in: "List")
      device.home()
      try device.quit("List")
      #expect(device.state(of: "List") == .notRunning)
      try device.launch("List")
      #expect(try device.probe("items", of: "List") == "milk,eggs,tea")
    }
  }

  @Test("on iOS 3 both list apps read their items once, at the relaunch", arguments: ["list-naive", "list"])
  func iOS3ReadsOnce(_ appID: String) throws {
    try withDevice(.ios3) { device in
      try addHomeAndBack(appID, on: device)
      #expect(!device.callbackNames("List").contains("applicationWillEnterForeground"))
      #expect(try device.probe("items", of: "List") == "milk,eggs")
    }
  }
}
