import LifecycleCore
import Testing

/// Article “Lifecycle and state transitions” (Japanese, the modern lifecycle): Suspended → Not running
/// happens with no callback at all, so everything must be saved by the time the app enters
/// the background; a background task that outlives its grace period is a penalty kill.
@Suite("“Lifecycle and state transitions”: killed while suspended, and background tasks that overrun")
struct KilledWhileSuspendedTests {
  // Article “Lifecycle and state transitions”: "SuspendedからNot Runningへの遷移は、アプリ側に何のコールバックも呼ばれず起こります。"
  @Test(
    "Background → Suspended → killed by jetsam with no callback and no notification",
    arguments: [OSGeneration.ios4, .ios5, .ios6, .ios7, .ios13])
  func killedWhileSuspended(generation: OSGeneration) throws {
    let story = try Story(generation).run([.launch, .home, .jetsamKill, .launch])
    #expect(story[1].path == [.active, .inactive, .background, .suspended])
    #expect(story[2].steps == [.terminate(.jetsam), .enter(.notRunning)])
    #expect(story[2].deliveries.isEmpty)
    // The next launch starts from scratch.
    #expect(story[3].steps == Story.coldLaunch(on: generation))
  }

  // Article “Lifecycle and state transitions”: "猶予期間を使い切ってendBackgroundTaskを呼ばないままだと、OSはアプリを強制終了させます。"
  @Test(
    "a task held past its time: expiration handler, then a kill with no callback",
    arguments: [OSGeneration.ios4, .ios7, .ios13])
  func backgroundTaskOverrun(generation: OSGeneration) throws {
    let story = try Story(generation).run(
      [.launch, .home, .backgroundTimeExpiring, .backgroundTimeExpired],
      conditions: AppConditions(holdsBackgroundTask: true))
    #expect(story[1].to == .background)
    #expect(story[2].steps == [.call(.backgroundTaskExpired)])
    #expect(story[3].steps == [.terminate(.backgroundTaskOverrun), .enter(.notRunning)])
  }
}
