import LifecycleCore
import LifecycleSimulator
import Testing

/// Articles “Multitasking pitfalls” and “Treacherous multitasking”: where to save.
@MainActor
@Suite("Notes (“Multitasking pitfalls”, “Treacherous multitasking”)")
struct NotesTests {
  @Test("notes-naive keeps the note on iOS 3, where Home ends the app through applicationWillTerminate")
  func naiveKeepsTheNoteOnIOS3() throws {
    try withDevice(.ios3) { device in
      try device.install("Notes", app: "notes-naive")
      try device.launch("Notes")
      try device.act("type", "buy milk", in: "Notes")
      device.home()
      #expect(device.state(of: "Notes") == .notRunning)
      #expect(device.callbackNames("Notes").last == "applicationWillTerminate")
      try device.launch("Notes")
      #expect(try device.probe("text", of: "Notes") == "buy milk")
    }
  }

  @Test(
    "notes-naive loses the note when it is killed while suspended on iOS 4 and later",
    arguments: multitaskingGenerations)
  func naiveLosesTheNote(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try device.install("Notes", app: "notes-naive")
      try device.launch("Notes")
      try device.act("type", "buy milk", in: "Notes")
      device.home()
      #expect(device.state(of: "Notes") == .suspended)
      #expect(try device.probe("saved", of: "Notes") == nil)
      try device.killBackgroundAppsForMemory()
      #expect(device.state(of: "Notes") == .notRunning)
      #expect(!device.callbackNames("Notes").contains("applicationWillTerminate"))
      try device.launch("Notes")
      #expect(try device.probe("text", of: "Notes") == "")
    }
  }

  @Test(
    "notes keeps the note when it is killed while suspended, on every generation",
    arguments: [OSGeneration.ios3] + multitaskingGenerations)
  func carefulKeepsTheNote(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try device.install("Notes", app: "notes")
      try device.launch("Notes")
      try device.act("type", "buy ", in: "Notes")
      try device.act("type", "milk", in: "Notes")
      device.home()
      #expect(try device.probe("saved", of: "Notes") == (generation == .ios3 ? nil : "buy milk"))
      if generation != .ios3 { try device.killBackgroundAppsForMemory() }
      #expect(device.state(of: "Notes") == .notRunning)
      try device.launch("Notes")
      #expect(try device.probe("text", of: "Notes") == "buy milk")
      #expect(try device.probe("saved", of: "Notes") == "buy milk")
    }
  }

  @Test("notes hides the keyboard when it enters the background; notes-naive leaves it up")
  func keyboardOnEnteringTheBackground() throws {
    try withDevice(.ios4) { device in
      try device.install("Naive", app: "notes-naive")
      try device.install("Careful", app: "notes")
      for app in ["Naive", "Careful"] {
        try device.launch(app)
        try device.act("type", "buy milk", in: app)
        #expect(try device.probe("keyboard", of: app) == "shown")
      }
      device.home()
      #expect(device.uikitApp("Naive")?.isKeyboardVisible == true)
      #expect(device.uikitApp("Careful")?.isKeyboardVisible == false)
      #expect(device.snapshot(of: "Careful")?.contains("keyboard") == false)
      #expect(device.snapshot(of: "Naive")?.contains("keyboard") == true)
    }
  }

  @Test("on iOS 4 without multitasking hardware Home still terminates, and both apps keep the note")
  func noMultitaskingHardware() throws {
    try withDevice(.ios4, multitasking: false) { device in
      try device.install("Naive", app: "notes-naive")
      try device.install("Careful", app: "notes")
      for app in ["Naive", "Careful"] {
        try device.launch(app)
        try device.act("type", "buy milk", in: app)
        device.home()
        #expect(device.state(of: app) == .notRunning)
      }
      for app in ["Naive", "Careful"] {
        try device.launch(app)
        #expect(try device.probe("text", of: app) == "buy milk")
      }
    }
  }

  @Test("the note is a real file in the Documents folder of the app's own data folder")
  func noteIsAFile() throws {
    try withDevice(.ios7) { device in
      try device.install("Notes", app: "notes")
      try device.install("Other", app: "notes")
      try device.launch("Notes")
      try device.act("type", "buy milk", in: "Notes")
      device.home()
      let folder = try #require(device.dataDirectory(of: "Notes"))
      let text = try String(contentsOf: folder.appendingPathComponent("Documents/note.txt"), encoding: .utf8)
      #expect(text == "buy milk")
      try device.launch("Other")
      #expect(try device.probe("text", of: "Other") == "")
      #expect(try device.probe("saved", of: "Other") == nil)
    }
  }
}
