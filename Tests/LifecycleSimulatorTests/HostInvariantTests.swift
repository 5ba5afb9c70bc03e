import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// The host's invariants (no app that runs no code has work running; every running app has its
/// code), which debug builds check after every input and release builds check when
/// `checksInvariants` is on (the explorer's devices).
@MainActor
@Suite("The host's invariants")
struct HostInvariantTests {
  @Test("a running app whose code is gone is named; a device as the policy left it breaks none")
  func codeGone() throws {
    let device = try Device(profile: .of(.ios7), storage: MemoryStorage())
    try device.install(InstallSpec(name: "App"))
    try device.launch("App")
    #expect(device.hostInvariantViolations.isEmpty)
    #expect(device.state.invariantViolations.isEmpty)
    device.hosted[0].code = nil
    #expect(device.hostInvariantViolations == ["App is active but its code is gone"])
  }
}
