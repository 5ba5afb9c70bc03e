import LifecycleCore
import LifecycleSimulator
import Testing

/// Article “Multitasking pitfalls”: an app that still runs on iPhone OS 3 checks the API iOS
/// 4 added before it uses it. `drafts-naive` asks for background time unguarded; `drafts`
/// asks `UIDevice` first.
@MainActor
@Suite("Drafts (“Multitasking pitfalls”: check the API first)")
struct DraftsTests {
  @Test(
    "drafts-naive crashes on iPhone OS 3 with an unrecognized selector, and saves from iOS 4 on",
    arguments: OSGeneration.allCases)
  func naive(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try device.install("Drafts", app: "drafts-naive")
      try device.launch("Drafts")
      try device.act("type", "dear diary", in: "Drafts")
      try device.act("save", in: "Drafts")
      if generation == .ios3 {
        #expect(device.state(of: "Drafts") == .notRunning)
        let report = try #require(device.reports.first)
        #expect(report.cause == .crash)
        #expect(
          report.description.contains(
            "NSInvalidArgumentException: -[UIApplication beginBackgroundTaskWithExpirationHandler:]:"
              + " unrecognized selector sent to instance"))
        try device.launch("Drafts")
        #expect(try device.probe("saved", of: "Drafts") == nil)
      } else {
        #expect(device.reports.isEmpty)
        #expect(try device.probe("saved", of: "Drafts") == "dear diary")
      }
    }
  }

  @Test("drafts saves on every generation, with no crash and no misuse", arguments: OSGeneration.allCases)
  func careful(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try device.install("Drafts", app: "drafts")
      try device.launch("Drafts")
      try device.act("type", "dear diary", in: "Drafts")
      try device.act("save", in: "Drafts")
      #expect(try device.probe("saved", of: "Drafts") == "dear diary")
      // Leaving saves too: through the background notification where the OS has it, through
      // applicationWillTerminate on iPhone OS 3.
      try device.act("type", "second page", in: "Drafts")
      device.home()
      try device.launch("Drafts")
      #expect(try device.probe("text", of: "Drafts") == "second page")
      #expect(device.reports.isEmpty)
      #expect(device.misuses(of: "Drafts").isEmpty)
    }
  }

  @Test("on iOS 4 hardware without multitasking drafts does not ask for background time")
  func withoutMultitaskingHardware() throws {
    try withDevice(.ios4, multitasking: false) { device in
      try device.install("Drafts", app: "drafts")
      try device.launch("Drafts")
      try device.act("type", "dear diary", in: "Drafts")
      try device.act("save", in: "Drafts")
      #expect(try device.probe("saved", of: "Drafts") == "dear diary")
      // No beginBackgroundTask at all: none granted, none refused.
      #expect(
        !device.trace.records(about: "Drafts").contains {
          switch $0.event {
          case .work(_, .taskBegun), .work(_, .taskRefused): true
          default: false
          }
        })
    }
  }
}
