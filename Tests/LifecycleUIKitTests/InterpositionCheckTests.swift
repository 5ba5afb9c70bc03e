import Foundation
import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// An app that does nothing of its own: what the check at its launch records is all there is.
@MainActor
final class QuietAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

@MainActor
@Suite(
  "At the first launch every interposed function is checked in force; what is not is one record that fails the run"
)
struct InterpositionCheckTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("quiet") { QuietAppDelegate() }

  /// A device with Quiet and Other installed from the quiet app, Quiet launched.
  func launchedQuiet() throws -> Device {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Quiet", appID: "quiet"))
    try device.install(InstallSpec(name: "Other", appID: "quiet"))
    try device.launch("Quiet")
    return device
  }

  /// The device's records of the interposition check.
  func records(_ device: Device) -> [String] {
    device.misuses.map(\.text).filter { $0.hasPrefix("LifecycleKit's C interposition") }
  }

  /// Launches Quiet, sends it home, kills it and launches it again, then launches Other: four
  /// launches of two apps on one device.
  func launchSeveralTimes() throws -> Device {
    let device = try launchedQuiet()
    device.home()
    try device.launch("Quiet")
    device.home()
    try device.jetsam("Quiet")
    try device.launch("Quiet")
    try device.launch("Other")
    return device
  }

  #if os(Linux)
    @Test("in this test executable every function of the table answers as the simulated device; no record")
    func everyFunctionInForce() throws {
      let device = try launchSeveralTimes()
      let app = try #require(uikitApp("Other", in: device))
      let observed = InterpositionCheck.observe(in: app)
      #expect(observed.count == 20)
      #expect(Set(observed.map(\.name)).count == observed.count, "each function is named once")
      #expect(observed.filter { !$0.simulated }.map(\.name) == [])
      #expect(records(device) == [])
      #expect(device.misuses.isEmpty, "\(device.misuses)")
    }

    @Test(
      "each exercise tells the host's answer from the device's: with the mark cleared, every function fails")
    func everyExerciseTellsTheHostApart() throws {
      let device = try launchedQuiet()
      let app = try #require(uikitApp("Quiet", in: device))
      let every = Set(InterpositionCheck.observe(in: app).map(\.name))
      let observed = InterpositionCheck.answeringAsHost(every) { InterpositionCheck.observe(in: app) }
      #expect(observed.filter(\.simulated).map(\.name) == [])
      // The hook over, they answer as the device again.
      #expect(InterpositionCheck.observe(in: app).filter { !$0.simulated }.map(\.name) == [])
    }

    @Test("the check draws nothing from the app's own stream and leaves its pid and clock as they were")
    func checkLeavesTheAppAlone() throws {
      func draws(checking: Bool) throws -> [String] {
        let device = try launchedQuiet()
        let app = try #require(uikitApp("Quiet", in: device))
        func read() -> String {
          app.runAsAppCode {
            var generator = SystemRandomNumberGenerator()
            return "\(generator.next()) \(getpid()) \(Date().timeIntervalSince1970)"
          }
        }
        let before = read()
        if checking { _ = InterpositionCheck.observe(in: app) }
        return [before, read()]
      }
      #expect(try draws(checking: true) == (try draws(checking: false)))
    }

    @Test(
      "one function not in force: exactly one record over several launches, naming it, what it means, the fix"
    )
    func oneFunctionNotInForce() throws {
      let device = try InterpositionCheck.answeringAsHost(["getpid"]) { try launchSeveralTimes() }
      let found = records(device)
      try #require(found.count == 1, "\(device.misuses)")
      #expect(device.misuses.count == 1, "\(device.misuses)")
      #expect(found[0].contains("1 of 20 functions answer as the host's"))
      #expect(
        found[0].contains(
          "getpid (ProcessInfo.processIdentifier is the host's, the same for every process of every app"))
      #expect(!found[0].contains("clock_gettime"))
      #expect(found[0].contains("no --static-swift-stdlib"))
      #expect(device.misuses[0].app == "Quiet" && device.misuses[0].time == .zero)
      // Outside the hook the process's own result is back: a new device has no record.
      #expect(records(try launchedQuiet()) == [])
    }

    @Test("several functions not in force are named together, each with what the app then gets")
    func severalNotInForce() throws {
      let names: Set = [
        "clock_gettime(CLOCK_REALTIME)", "swift_once", "CFPreferencesCopyAppValue, CFPreferencesCopyMultiple",
      ]
      let device = try InterpositionCheck.answeringAsHost(names) { try launchedQuiet() }
      let found = records(device)
      try #require(found.count == 1, "\(device.misuses)")
      #expect(found[0].contains("3 of 20"))
      #expect(
        found[0].contains("Date() reads the host's clock: timelines, timestamps and deadlines in app code"))
      #expect(found[0].contains("swift_once (global and static variables keep what an earlier process"))
      #expect(
        found[0].contains("UserDefaults.standard in a file that imports Foundation alone is the host's"))
      #expect(!found[0].contains("getpid"))
    }

    @Test("the record fails a scenario run, on each device of the process")
    func failsTheRun() throws {
      let script = "device profile=ios7\ninstall Quiet app=quiet\nlaunch Quiet\nhome\nlaunch Quiet\n"
      let runner = ScenarioRunner(catalog: catalog)
      let (first, second) = try InterpositionCheck.answeringAsHost(["getrandom, syscall(SYS_getrandom)"]) {
        (
          runner.run(try ScenarioParser.parse(script, file: "first.scn")),
          runner.run(try ScenarioParser.parse(script, file: "second.scn"))
        )
      }
      for result in [first, second] {
        #expect(result.exitCode == 1)
        #expect(result.failures.count == 1, "\(result.failures)")
        #expect(
          result.failures.first?.actual.contains(
            "getrandom, syscall(SYS_getrandom) (Int.random(in:), shuffled()") == true)
      }
      #expect(runner.run(try ScenarioParser.parse(script, file: "normal.scn")).exitCode == 0)
    }
  #else
    @Test("where nothing is interposed, one record names every function, with the fix")
    func nothingInterposed() throws {
      let found = records(try launchSeveralTimes())
      #expect(found.count == 1)
      #expect(found.first?.contains("20 of 20 functions answer as the host's") == true)
      #expect(found.first?.contains("Only Linux with the GNU C library") == true)
    }
  #endif
}
