import LifecycleCore
import LifecycleSimulator
import Testing

/// Article “Multitasking pitfalls”: dismiss alerts on entering the background.
@MainActor
@Suite("Alert (“Multitasking pitfalls”)")
struct AlertTests {
  @Test(
    "alert-naive leaves its alert up in the background and when it comes back",
    arguments: multitaskingGenerations)
  func naiveLeavesItUp(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try device.install("Notes", app: "alert-naive")
      try device.launch("Notes")
      try device.act("show-alert", "Delete all notes?", in: "Notes")
      device.home()
      #expect(device.uikitApp("Notes")?.visibleAlerts == ["Delete all notes?"])
      #expect(device.snapshot(of: "Notes")?.contains("alert \"Delete all notes?\"") == true)
      try device.launch("Notes")
      #expect(try device.probe("alert", of: "Notes") == "Delete all notes?")
    }
  }

  @Test(
    "alert dismisses its alert with the cancel index when it enters the background",
    arguments: multitaskingGenerations)
  func carefulDismisses(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try device.install("Notes", app: "alert")
      try device.launch("Notes")
      try device.act("show-alert", "Delete all notes?", in: "Notes")
      #expect(try device.probe("alert", of: "Notes") == "Delete all notes?")
      device.home()
      #expect(device.uikitApp("Notes")?.visibleAlerts == [])
      #expect(device.snapshot(of: "Notes")?.contains("alert") == false)
      try device.launch("Notes")
      #expect(try device.probe("alert", of: "Notes") == nil)
    }
  }

  @Test("the user can still answer the alert while the app is in the foreground")
  func userAnswers() throws {
    try withDevice(.ios7) { device in
      try device.install("Notes", app: "alert")
      try device.launch("Notes")
      try device.act("show-alert", "Delete all notes?", in: "Notes")
      try device.act("tap-alert", "OK", in: "Notes")
      #expect(try device.probe("alert", of: "Notes") == nil)
    }
  }

  @Test("with an alert up the UI driver taps its buttons by title, and nothing under it")
  func driverTapsAlertButtons() throws {
    try withDevice(.ios7) { device in
      try device.install("Notes", app: "alert")
      try device.launch("Notes")
      try device.act("show-alert", "Delete all notes?", in: "Notes")
      #expect(throws: DeviceError.self) {
        try device.drive(.scroll(.named("notes"), offset: 10), in: "Notes")
      }
      do {
        _ = try device.drive(.set(.classIndex(className: "UISwitch", index: 0), value: "on"), in: "Notes")
        Issue.record("a step under the alert was taken")
      } catch {
        #expect(
          "\(error)".hasSuffix(
            "the alert 'Delete all notes?' is up: the user can only tap one of its buttons (tap APP TITLE)"))
      }
      #expect(throws: DeviceError.self) { try device.drive(.tap(.named("Maybe")), in: "Notes") }
      #expect(try device.drive(.tap(.named("OK")), in: "Notes") == nil)
      #expect(try device.probe("alert", of: "Notes") == nil)
    }
  }

  @Test("on iOS 3 Home ends both apps, alert and all", arguments: ["alert-naive", "alert"])
  func iOS3(_ appID: String) throws {
    try withDevice(.ios3) { device in
      try device.install("Notes", app: appID)
      try device.launch("Notes")
      try device.act("show-alert", "Delete all notes?", in: "Notes")
      device.home()
      #expect(device.state(of: "Notes") == .notRunning)
      try device.launch("Notes")
      #expect(try device.probe("alert", of: "Notes") == nil)
    }
  }
}
