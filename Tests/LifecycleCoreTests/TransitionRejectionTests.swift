import LifecycleCore
import Testing

/// An event that makes no sense in a state is a value with a reason, never a crash
/// (`Docs/Architecture.md`: nothing lost silently).
@Suite("Rejected events")
struct TransitionRejectionTests {
  @Test("home while notRunning is rejected with a reason")
  func homeWhileNotRunning() {
    let outcome = LifecycleModel.transition(
      from: .notRunning, on: .home, in: LifecycleEnvironment(profile: .of(.ios4)))
    #expect(
      outcome
        == .rejected(
          TransitionRejection(event: .home, state: .notRunning, reason: "the app is not in the foreground")))
    #expect(outcome.transition == nil)
    #expect(outcome.description == "rejected: home in notRunning: the app is not in the foreground")
  }

  @Test(
    "each rejection says why",
    arguments: [
      (
        OSGeneration.ios3, AppState.active, SystemEvent.forceQuit,
        "there is no app switcher without multitasking"
      ),
      (.ios4, .active, .notificationCenterOpened, "Notification Center does not exist before iOS 5"),
      (.ios4, .inactive, .lock, "on this generation a locked app stays inactive; it is already inactive"),
      (.ios4, .suspended, .memoryWarning, "the app runs no code in this state"),
      (
        .ios4, .background, .backgroundTimeExpiring,
        "the app holds no background task, so there is no expiration handler to call"
      ),
      (.ios4, .active, .launch, "the app is already in the foreground"),
      (.ios4, .active, .callDeclined, "no interruption is holding the app inactive"),
      (.ios4, .active, .unlock, "the app is active: the device is not locked over it"),
      (
        .ios4, .active, .watchdogKill,
        "the watchdog only fires while the app is launching or entering the background"
      ),
      (.ios3, .suspended, .launch, "there is no background or suspended state without multitasking"),
    ])
  func reasons(generation: OSGeneration, state: AppState, event: SystemEvent, reason: String) throws {
    let rejection = try #require(
      LifecycleModel.transition(from: state, on: event, in: LifecycleEnvironment(profile: .of(generation)))
        .rejection)
    #expect(rejection == TransitionRejection(event: event, state: state, reason: reason))
  }

  @Test("every rejection names the event and state it refused and has a reason", arguments: ModelInput.all)
  func everyRejectionIsComplete(input: ModelInput) {
    for generation in OSGeneration.allCases {
      let environment = LifecycleEnvironment(profile: .of(generation), device: input.device)
      for state in AppState.allCases {
        for event in SystemEvent.allCases {
          guard
            let rejection = LifecycleModel.transition(
              from: state, on: event, in: environment, app: input.app, conditions: input.conditions
            ).rejection
          else { continue }
          #expect(rejection.event == event && rejection.state == state, "\(rejection)")
          #expect(!rejection.reason.isEmpty, "\(event) in \(state) on \(generation)")
        }
      }
    }
  }
}
