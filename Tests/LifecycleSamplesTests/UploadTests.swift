import LifecycleCore
import LifecycleSimulator
import Testing

/// Article “Lifecycle and state transitions”: background time, its expiration, and the penalty for
/// overrunning it.
@MainActor
@Suite("Upload (“Lifecycle and state transitions”)")
struct UploadTests {
  /// A generation and its background time in seconds.
  nonisolated static let budgets: [(OSGeneration, Int)] = [(.ios4, 600), (.ios7, 180), (.ios13, 30)]

  /// Launches `appID`, starts an upload of `seconds` and goes Home.
  func uploadAndGoHome(_ appID: String, seconds: Int, on device: Device) throws {
    try device.install("Upload", app: appID)
    try device.launch("Upload")
    try device.act("upload", String(seconds), in: "Upload")
    device.home()
    #expect(device.state(of: "Upload") == .background)
  }

  @Test(
    "upload-naive is killed with 0x8badf00d when its upload outlives the background time", arguments: budgets)
  func naiveIsKilled(_ generation: OSGeneration, _ budget: Int) throws {
    try withDevice(generation) { device in
      try uploadAndGoHome("upload-naive", seconds: budget * 10, on: device)
      device.advance(by: .seconds(budget - 1))
      #expect(device.state(of: "Upload") == .background)
      device.advance(by: .seconds(1))
      #expect(device.state(of: "Upload") == .notRunning)
      let report = try #require(device.reports.last)
      #expect(report.cause == .backgroundTaskOverrun)
      #expect(report.exceptionCode == OSProfile.of(generation).backgroundTaskPenalty.code)
      #expect(report.time == .seconds(budget))
      try device.launch("Upload")
      #expect(try device.probe("uploaded", of: "Upload") == "0")
    }
  }

  @Test(
    "upload ends its task in the expiration handler, is suspended with its progress, and finishes once it runs again",
    arguments: budgets)
  func carefulIsSuspended(_ generation: OSGeneration, _ budget: Int) throws {
    try withDevice(generation) { device in
      try uploadAndGoHome("upload", seconds: budget * 2, on: device)
      device.advance(by: .seconds(budget + 60))
      #expect(device.state(of: "Upload") == .suspended)
      #expect(device.reports.isEmpty)
      #expect(device.callbackNames("Upload").last == "backgroundTaskExpired")
      // Chunks of a fifth of the budget: four are sent when the handler runs, 5 s early.
      #expect(try device.probe("uploaded", of: "Upload") == "40")
      try device.launch("Upload")
      device.advance(by: .seconds(budget * 2))
      #expect(try device.probe("uploaded", of: "Upload") == "100")
      #expect(device.misuses.isEmpty)
    }
  }

  @Test("upload, killed while suspended, resumes from its saved progress after the relaunch")
  func carefulResumesAfterKill() throws {
    try withDevice(.ios13) { device in
      try uploadAndGoHome("upload", seconds: 100, on: device)
      device.advance(by: .seconds(40))
      #expect(try device.probe("uploaded", of: "Upload") == "20")
      try device.killBackgroundAppsForMemory()
      #expect(device.state(of: "Upload") == .notRunning)
      try device.launch("Upload")
      #expect(try device.probe("uploaded", of: "Upload") == "20")
      device.advance(by: .seconds(80))
      #expect(try device.probe("uploaded", of: "Upload") == "100")
    }
  }

  @Test("upload-naive is killed even when its upload finished in time, for it never ends the task")
  func naiveKilledAfterFinishing() throws {
    try withDevice(.ios7) { device in
      try uploadAndGoHome("upload-naive", seconds: 40, on: device)
      device.advance(by: .seconds(41))
      #expect(try device.probe("uploaded", of: "Upload") == "100")
      #expect(device.state(of: "Upload") == .background)
      device.advance(by: .seconds(140))
      #expect(device.state(of: "Upload") == .notRunning)
      #expect(device.reports.last?.cause == .backgroundTaskOverrun)
    }
  }

  @Test("upload that finishes in time ends its task and is suspended at once")
  func carefulSuspendedWhenDone() throws {
    try withDevice(.ios7) { device in
      try uploadAndGoHome("upload", seconds: 40, on: device)
      device.advance(by: .seconds(40))
      #expect(try device.probe("uploaded", of: "Upload") == "100")
      #expect(device.state(of: "Upload") == .suspended)
      #expect(device.leftOverWork.isEmpty)
    }
  }

  @Test("on iOS 3 Home ends both; only upload keeps its progress and resumes at the relaunch")
  func iOS3() throws {
    try withDevice(.ios3) { device in
      try device.install("Naive", app: "upload-naive")
      try device.install("Careful", app: "upload")
      for app in ["Naive", "Careful"] {
        try device.launch(app)
        try device.act("upload", "100", in: app)
        device.advance(by: .seconds(30))
        device.home()
        #expect(device.state(of: app) == .notRunning)
      }
      try device.launch("Naive")
      #expect(try device.probe("uploaded", of: "Naive") == "0")
      try device.launch("Careful")
      #expect(try device.probe("uploaded", of: "Careful") == "30")
    }
  }
}
