import LifecycleCore
import Testing

/// iOS 4 on a device without multitasking (iPhone 3G, iPod touch 2G): the app still goes
/// from active straight to not running through `applicationWillTerminate` (article
/// “Multitasking pitfalls”; `Docs/Fidelity.md`: as on iOS 3).
@Suite("Transitions on iOS 4 on a device without multitasking")
struct NoMultitaskingDeviceTransitionTests {
  static let device = DeviceCapabilities(multitaskingSupported: false)

  static let variant = TransitionVariant(
    device: device,
    differences: TransitionTable([
      .init(.notRunning, [.switchTo], on: [.ios4], "rejected"),
      .init(.inactive, [.home], on: [.ios4], "+dismiss willTerminate → notRunning (quitOnHome)"),
      .init(.inactive, [.callAccepted], on: [.ios4], "+dismiss willTerminate → notRunning (callAnswered)"),
      .init(.inactive, [.forceQuit], on: [.ios4], "rejected"),
      .init(.active, [.home], on: [.ios4], "+dismiss willTerminate → notRunning (quitOnHome)"),
      // (Quitting the app in front is refused on iOS 4 with multitasking too: not a difference.)
      .init(
        .background,
        [
          .launch, .switchTo, .callEnded, .unlock, .forceQuit, .backgroundTimeExpired,
          .lastBackgroundTaskEnded,
          .memoryWarning, .jetsamKill, .watchdogKill, .crash, .reboot, .languageChanged, .openURL,
        ], on: [.ios4], "rejected"),
      .init(
        .suspended,
        [
          .launch, .switchTo, .callEnded, .unlock, .forceQuit, .jetsamKill, .reboot, .languageChanged,
          .openURL,
        ],
        on: [.ios4], "rejected"),
    ])
  )

  @Test("Home and an answered call terminate the app; there is no background and no switcher")
  func noMultitaskingOnIOS4() {
    Self.variant.check(.ios4)
  }

  @Test("every event on such a device has the outcome it has on iOS 3")
  func sameAsIOS3() {
    let environment = LifecycleEnvironment(profile: .of(.ios4), device: Self.device)
    for state in AppState.allCases {
      for event in SystemEvent.allCases {
        let iOS3 = StandardTransitionTable.table.expected[
          .init(generation: .ios3, state: state, event: event)]
        #expect(
          OutcomeSummary.of(LifecycleModel.transition(from: state, on: event, in: environment)) == iOS3,
          "\(event) in \(state)")
      }
    }
  }
}
