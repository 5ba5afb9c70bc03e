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
        "willResignActive didEnterBackground willTerminate → notRunning (exitsOnSuspend)"),
      .init(
        .inactive, [.home, .callAccepted], on: .ios4to7,
        "didEnterBackground willTerminate → notRunning (exitsOnSuspend)"),
      // From iOS 5 locking enters the background, so such an app quits on lock too. (What the
      // code does today; Docs/Fidelity.md chooses to keep such an app inactive on lock, under
      // "Known differences (being fixed)".)
      .init(
        .active, [.lock], on: .ios5to7,
        "willResignActive didEnterBackground willTerminate → notRunning (exitsOnSuspend)"),
      .init(
        .inactive, [.lock], on: .ios5to7, "didEnterBackground willTerminate → notRunning (exitsOnSuspend)"),
    ])
  )

  @Test(
    "Home quits through the background where the key is honoured; nothing else changes",
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
