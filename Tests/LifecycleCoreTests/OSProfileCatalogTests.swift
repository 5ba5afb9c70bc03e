import LifecycleCore
import Testing

/// The profiles as data: one row per generation, oldest first, each value as `Docs/Fidelity.md`
/// and the README's profile table give it.
@Suite("OS profile catalog")
struct OSProfileCatalogTests {
  @Test("the catalog has one row per generation, oldest first, found by name")
  func oneRowPerGeneration() {
    #expect(OSProfile.catalog.map(\.generation) == OSGeneration.allCases)
    for generation in OSGeneration.allCases {
      #expect(OSProfile.named(generation.rawValue)?.generation == generation)
    }
    #expect(OSProfile.named("ios9") == nil)
  }

  @Test(
    "background time: none on iOS 3, 600 s on iOS 4–6, 180 s on iOS 7–12, 30 s on iOS 13+",
    arguments: [
      (OSGeneration.ios3, Duration?.none), (.ios4, .seconds(600)), (.ios5, .seconds(600)),
      (.ios6, .seconds(600)),
      (.ios7, .seconds(180)), (.ios13, .seconds(30)),
    ])
  func backgroundTime(generation: OSGeneration, budget: Duration?) {
    let profile = OSProfile.of(generation)
    #expect(profile.backgroundTimeBudget == budget)
    #expect(profile.didEnterBackgroundAllowance == .seconds(5))
    #expect(profile.launchWatchdogLimit == .seconds(20))
  }

  @Test("the generation-specific switches follow the README's profile table")
  func switches() {
    let rows = OSProfile.catalog
    #expect(rows.map(\.supportsMultitasking) == [false, true, true, true, true, true])
    #expect(
      rows.map(\.lock) == [
        .resignActive, .resignActive, .enterBackground, .enterBackground, .enterBackground, .enterBackground,
      ])
    #expect(rows.map(\.hasNotificationCenter) == [false, false, true, true, true, true])
    #expect(rows.map(\.switcherShowsAppInFront) == [false, false, false, false, true, true])
    #expect(rows.map(\.honoursExitsOnSuspend) == [false, true, true, true, true, false])
    #expect(rows.map(\.unloadsOffscreenViewsOnMemoryWarning) == [true, true, true, false, false, false])
    #expect(rows.map(\.hasViewWillUnload) == [false, false, true, false, false, false])
    #expect(rows.map(\.hasWillFinishLaunching) == [false, false, false, true, true, true])
    #expect(rows.map(\.supportsStateRestoration) == [false, false, false, true, true, true])
    #expect(rows.map(\.callsApplicationFinishedRestoringState) == [false, false, false, false, true, true])
    #expect(rows.map(\.sceneLifecycle) == [false, false, false, false, false, true])
  }
}

/// The ordinals tables are indexed by match the order of `allCases`.
@Suite("Ordinals")
struct OrdinalTests {
  @Test("every state's ordinal is its position in allCases")
  func stateOrdinals() {
    for (index, state) in AppState.allCases.enumerated() { #expect(state.ordinal == index) }
  }

  @Test("every event's ordinal is its position in allCases")
  func eventOrdinals() {
    for (index, event) in SystemEvent.allCases.enumerated() { #expect(event.ordinal == index) }
  }

  @Test("the case counts tables are sized by are the numbers of cases")
  func caseCounts() {
    #expect(AppState.caseCount == AppState.allCases.count)
    #expect(SystemEvent.caseCount == SystemEvent.allCases.count)
    #expect(LifecycleCallback.caseCount == LifecycleCallback.allCases.count)
  }

  @Test("every callback's ordinal is its position in allCases")
  func callbackOrdinals() {
    for (index, callback) in LifecycleCallback.allCases.enumerated() { #expect(callback.ordinal == index) }
  }

  @Test("a callback some generation awaits a completion handler for is one that carries a handler")
  func completionHandlerCallbacks() {
    var awaitedSomewhere: Set<LifecycleCallback> = []
    for profile in OSProfile.catalog {
      for callback in LifecycleCallback.allCases where profile.awaitsCompletionHandler(callback) {
        #expect(callback.carriesCompletionHandler, "\(profile.generation): \(callback)")
        awaitedSomewhere.insert(callback)
      }
    }
    // Both are awaited on some generation: the flag names no callback for nothing.
    #expect(awaitedSomewhere == Set(LifecycleCallback.allCases.filter(\.carriesCompletionHandler)))
  }
}
