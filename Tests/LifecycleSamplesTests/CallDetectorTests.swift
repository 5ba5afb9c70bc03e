import LifecycleCore
import LifecycleSimulator
import Testing

/// Article “Call or lock?”: telling a call from the lock screen on iPhone OS 3.
@MainActor
@Suite("Call detector (“Call or lock?”)")
struct CallDetectorTests {
  @Test("relaunched after an answered call on iOS 3, call-detector knows it and jumps back to its screen")
  func answeredCall() throws {
    try withDevice(.ios3) { device in
      try device.install("Radio", app: "call-detector")
      try device.launch("Radio")
      try device.act("open", "Jazz FM", in: "Radio")
      device.call(.incoming)
      device.call(.accept)
      #expect(device.state(of: "Radio") == .notRunning)
      device.call(.end)
      #expect(device.state(of: "Radio") == .active)
      #expect(
        device.callbackNames("Radio") == [
          "applicationDidFinishLaunching", "applicationDidBecomeActive", "applicationWillResignActive",
          "applicationWillTerminate", "applicationDidFinishLaunching", "applicationDidBecomeActive",
        ])
      #expect(try device.probe("resumed-after-call", of: "Radio") == "yes")
      #expect(try device.probe("screen", of: "Radio") == "Jazz FM")
    }
  }

  @Test("after lock, unlock and Home on iOS 3, call-detector starts afresh at the next launch")
  func lockThenHome() throws {
    try withDevice(.ios3) { device in
      try device.install("Radio", app: "call-detector")
      try device.launch("Radio")
      try device.act("open", "Jazz FM", in: "Radio")
      device.lock()
      device.unlock()
      device.home()
      try device.launch("Radio")
      #expect(try device.probe("resumed-after-call", of: "Radio") == "no")
      #expect(try device.probe("screen", of: "Radio") == "Home")
    }
  }

  @Test("a first launch and a plain Home and relaunch are not taken for a call")
  func plainLaunches() throws {
    try withDevice(.ios3) { device in
      try device.install("Radio", app: "call-detector")
      try device.launch("Radio")
      #expect(try device.probe("resumed-after-call", of: "Radio") == "no")
      device.home()
      try device.launch("Radio")
      #expect(try device.probe("resumed-after-call", of: "Radio") == "no")
    }
  }

  @Test("a declined call leaves call-detector running on its screen")
  func declinedCall() throws {
    try withDevice(.ios3) { device in
      try device.install("Radio", app: "call-detector")
      try device.launch("Radio")
      try device.act("open", "News", in: "Radio")
      device.call(.incoming)
      device.call(.decline)
      #expect(device.state(of: "Radio") == .active)
      #expect(try device.probe("screen", of: "Radio") == "News")
      #expect(try device.probe("resumed-after-call", of: "Radio") == "no")
    }
  }

  @Test("on iOS 4 an answered call only sends call-detector to the background; it resumes on its screen")
  func iOS4ResumesInMemory() throws {
    try withDevice(.ios4) { device in
      try device.install("Radio", app: "call-detector")
      try device.launch("Radio")
      try device.act("open", "Jazz FM", in: "Radio")
      device.call(.incoming)
      device.call(.accept)
      #expect(device.state(of: "Radio") != .notRunning)
      device.call(.end)
      #expect(device.state(of: "Radio") == .active)
      #expect(!device.callbackNames("Radio").contains("applicationWillTerminate"))
      #expect(try device.probe("screen", of: "Radio") == "Jazz FM")
      #expect(try device.probe("resumed-after-call", of: "Radio") == "no")
    }
  }
}
