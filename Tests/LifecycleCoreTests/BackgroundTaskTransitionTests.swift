import LifecycleCore
import Testing

/// An app that holds a background task (`beginBackgroundTask`) is not suspended when it
/// leaves the foreground; its expiration handler runs shortly before its time is up, and if
/// the task is still open when the time runs out the system kills it (“Extending your app's
/// background execution time”, “beginBackgroundTask(expirationHandler:)”, App Programming
/// Guide, “Background Execution”; article “Lifecycle and state transitions”).
@Suite("Transitions with a background task held")
struct BackgroundTaskTransitionTests {
  static let variant = TransitionVariant(
    conditions: AppConditions(holdsBackgroundTask: true),
    differences: TransitionTable(
      // Leaving the foreground: the task keeps the app running in the background
      // (“Extending your app's background execution time”).
      TransitionTable.Row.leavingForegroundKeptRunning + [
        // “beginBackgroundTask(expirationHandler:)”: the expiration handler runs "shortly
        // before" the time reaches zero.
        .init(
          .background, [.backgroundTimeExpiring], on: .multitasking, "backgroundTaskExpired → background"),
        // The same page, App Programming Guide, “Background Execution”, and the
        // permittedBackgroundDuration crash logs: a task still open when the time is up gets
        // the app killed, with no callback.
        .init(
          .background, [.backgroundTimeExpired], on: .multitasking, "→ notRunning (backgroundTaskOverrun)"),
      ])
  )

  @Test(
    "a held task keeps the app in the background until its time runs out; everything else is unchanged",
    arguments: OSGeneration.allCases)
  func taskHeld(generation: OSGeneration) {
    Self.variant.check(generation)
  }

  @Test("the overrun is a system kill")
  func overrunIsAWatchdogStyleKill() throws {
    let outcome = LifecycleModel.transition(
      from: .background, on: .backgroundTimeExpired, in: LifecycleEnvironment(profile: .of(.ios7)),
      conditions: AppConditions(holdsBackgroundTask: true))
    let cause = try #require(outcome.transition?.terminationCause)
    #expect(cause == .backgroundTaskOverrun)
    #expect(cause.isSystemKill)
  }
}
