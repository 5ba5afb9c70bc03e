import LifecycleCore
import Synchronization
import Testing

@testable import LifecycleSimulator

/// A device writes to standard error only the misuses no one read: a test that expects a
/// misuse reads ``Device/misuses`` and keeps it in its own output, off the console; a test that
/// never looks still shows it, when the device is released.
@MainActor
@Suite("Misuses on the console")
struct MisuseWarningTests {
  /// What the device wrote to its warning output, once it was released.
  final class Console: Sendable {
    let text = Mutex("")
    var output: @Sendable (String) -> Void { { line in self.text.withLock { $0 += line } } }
  }

  /// A device that runs `DoubleEndingApp`, whose `end-twice` action commits one unbalanced end,
  /// writing its warnings to `console`.
  func device(_ console: Console) throws -> Device {
    let device = try Device(
      profile: .of(.ios7), catalog: AppCatalog.builtIn.adding("double-end") { DoubleEndingApp() })
    device.misuseWarningOutput = console.output
    try device.install(InstallSpec(name: "A", appID: "double-end"))
    try device.launch("A")
    return device
  }

  @Test("a test that reads the misuses it expects keeps them: nothing reaches the console")
  func readMisusesStayOffTheConsole() throws {
    let console = Console()
    do {
      let device = try device(console)
      _ = try device.perform("end-twice", arguments: [], in: "A")
      #expect(
        device.misuses.map(\.text) == ["endBackgroundTask(1): no such open background task (unbalanced)"])
    }
    #expect(console.text.withLock { $0 }.isEmpty)
  }

  @Test("misuses no one read go to the console when the device is released, the read ones not again")
  func unreadMisusesReachTheConsole() throws {
    let console = Console()
    do {
      let device = try device(console)
      _ = try device.perform("end-twice", arguments: [], in: "A")
      #expect(console.text.withLock { $0 }.isEmpty, "not as it happens: a reader may still come")
    }
    #expect(
      console.text.withLock { $0 }
        == "LifecycleKit: misuse by A at 0.000s: endBackgroundTask(1): no such open background task (unbalanced) "
        + "(this fails a scenario run; a test reads device.misuses, which keeps them off the console)\n")
    let later = Console()
    do {
      let device = try device(later)
      _ = try device.perform("end-twice", arguments: [], in: "A")
      #expect(device.misuses.count == 1)
      _ = try device.perform("end-twice", arguments: [], in: "A")
    }
    #expect(later.text.withLock { $0 }.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
  }

  @Test("with warnings off (the runner, the explorer) nothing reaches the console")
  func warningsOff() throws {
    let console = Console()
    do {
      let device = try device(console)
      device.warnsOfMisuses = false
      _ = try device.perform("end-twice", arguments: [], in: "A")
    }
    #expect(console.text.withLock { $0 }.isEmpty)
  }
}
