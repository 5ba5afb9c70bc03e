import LifecycleCore
import Testing

/// `UIApplicationExitsOnSuspend` = YES: leaving the foreground sends `applicationWillResignActive`,
/// `applicationDidEnterBackground`, `applicationWillTerminate` and the app ends not running, never
/// suspended (`Docs/Fidelity.md`; article “Treacherous multitasking”, the opt-out cookbooks). The
/// key is read on iOS 4 to 12 and ignored from iOS 13 (“UIApplicationExitsOnSuspend”); on iOS 3
/// every app quits anyway.
@Suite("Transitions of an app that exits on suspend")
struct ExitsOnSuspendTransitionTests {
  static let variant = TransitionVariant(
    app: AppInfo(exitsOnSuspend: true),
    differences: TransitionTable([
      .init(
        .active, [.home], on: .ios4to7,
        "willResignActive didEnterBackground +dismiss willTerminate → notRunning (exitsOnSuspend)"),
      .init(
        .inactive, [.home, .callAccepted], on: .ios4to7,
        "didEnterBackground +dismiss willTerminate → notRunning (exitsOnSuspend)"),
      // Docs/Fidelity.md: such an app never enters the background (App Programming Guide,
      // “Background Execution”), so from iOS 5, where locking enters the background, lock
      // keeps it inactive as on iOS 4.
      .init(.active, [.lock], on: .ios5to7, "willResignActive → inactive"),
      .init(.inactive, [.lock], on: .ios5to7, "rejected"),
    ])
  )

  @Test(
    "Home quits through the background where the key is honoured, lock keeps the app inactive; nothing else changes",
    arguments: OSGeneration.allCases)
  func exitsOnSuspend(generation: OSGeneration) {
    Self.variant.check(generation)
  }

  @Test(
    "an app that exits on suspend is never suspended: suspended is unreachable on iOS 4 to 12",
    arguments: [OSGeneration]([.ios4, .ios5, .ios6, .ios7]))
  func neverSuspended(generation: OSGeneration) {
    let diagram = StateDiagram(
      environment: LifecycleEnvironment(profile: .of(generation)), app: AppInfo(exitsOnSuspend: true))
    #expect(!diagram.states.contains(.suspended))
    #expect(!diagram.states.contains(.background))
  }
}
