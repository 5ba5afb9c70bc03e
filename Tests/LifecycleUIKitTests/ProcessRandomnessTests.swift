import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

@MainActor
@Suite("App code draws randomness from its process's seeded stream: the same scenario, the same run")
struct ProcessRandomnessTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("jot") { JotAppDelegate() }

  /// What the app's code draws in each of three processes (a launch, a relaunch after a kill)
  /// of `app`, and in another app's first process.
  func draws() throws -> [String] {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Jot", appID: "jot"))
    try device.install(InstallSpec(name: "Other", appID: "jot"))
    var drawn: [String] = []
    func draw(_ name: String) throws {
      let app = try #require(uikitApp(name, in: device))
      drawn.append(
        app.runAsAppCode { FoundationOnlyRandom.draw() + " \(UUID()) \(Double.random(in: 0..<1))" })
    }
    try device.launch("Jot")
    try draw("Jot")
    try draw("Jot")
    device.home()
    try device.jetsam("Jot")
    try device.launch("Jot")
    try draw("Jot")
    try device.launch("Other")
    try draw("Other")
    return drawn
  }

  @Test("two runs of the same steps draw the same values; each draw, process and app its own")
  func sameRunSameValues() throws {
    let first = try draws()
    let second = try draws()
    #expect(first == second)
    #expect(Set(first).count == first.count, "\(first)")
  }

  @Test("outside app code the host's entropy answers, as before")
  func hostOutsideApps() throws {
    #expect(FoundationOnlyRandom.draw() != FoundationOnlyRandom.draw())
    let insideApps = try draws()
    #expect(!insideApps.contains(FoundationOnlyRandom.draw()))
  }
}
