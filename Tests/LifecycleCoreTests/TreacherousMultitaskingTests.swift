import LifecycleCore
import Testing

/// Article “Treacherous multitasking” (Russian, "iOS 4.x - коварная многозадачность"): the two
/// behaviours `UIApplicationExitsOnSuspend` selects. YES: `applicationWillTerminate` still
/// comes, no multitasking. NO or absent: Home sends `applicationDidEnterBackground` every
/// time and never `applicationWillTerminate`; the next launch, if the app was not killed,
/// calls `applicationWillEnterForeground` — the app is still alive in memory.
@Suite("“Treacherous multitasking”: the two behaviours of UIApplicationExitsOnSuspend")
struct TreacherousMultitaskingTests {
  static let honouring: [OSGeneration] = [.ios4, .ios5, .ios6, .ios7]

  // Article “Treacherous multitasking”, scenario 2: "при нажатии на Home делегат applicationWillTerminate больше никогда не вызывается".
  @Test(
    "without the key, Home sends didEnterBackground every time and never willTerminate",
    arguments: honouring + [.ios13])
  func keyAbsent(generation: OSGeneration) throws {
    let story = try Story(generation).run([.launch, .home, .launch, .home, .launch, .home])
    for home in [story[1], story[3], story[5]] {
      #expect(home.callbacks == [.applicationWillResignActive, .applicationDidEnterBackground])
      #expect(home.to == .suspended)
    }
    #expect(!story.contains { $0.callbacks.contains(.applicationWillTerminate) })
  }

  // Article “Treacherous multitasking”: "будет вызыван делегат applicationWillEnterForeground" — a resume, not a new launch.
  @Test(
    "without the key, coming back sends willEnterForeground and no launch callback",
    arguments: honouring + [.ios13])
  func resumeSendsWillEnterForeground(generation: OSGeneration) throws {
    let story = try Story(generation).run([.launch, .home, .launch])
    #expect(story[2].callbacks == [.applicationWillEnterForeground, .applicationDidBecomeActive])
    #expect(story[2].from == .suspended)
    #expect(story[2].to == .active)
  }

  // Article “Treacherous multitasking”, scenario 1: "мы по-прежнему можем надеяться на вызов делегата applicationWillTerminate".
  @Test(
    "with the key, every Home ends in willTerminate and every return is a cold launch", arguments: honouring)
  func keySet(generation: OSGeneration) throws {
    let story = try Story(generation, app: AppInfo(exitsOnSuspend: true)).run([
      .launch, .home, .launch, .home,
    ])
    for home in [story[1], story[3]] {
      #expect(
        home.callbacks == [
          .applicationWillResignActive, .applicationDidEnterBackground, .applicationWillTerminate,
        ])
      #expect(home.to == .notRunning)
      #expect(home.terminationCause == .exitsOnSuspend)
    }
    #expect(story[2].steps == Story.coldLaunch(on: generation))
  }

  @Test("iOS 13 ignores the key: Home suspends the app as if it were absent")
  func ignoredOnIOS13() throws {
    let story = try Story(.ios13, app: AppInfo(exitsOnSuspend: true)).run([.launch, .home])
    #expect(story[1].callbacks == [.applicationWillResignActive, .applicationDidEnterBackground])
    #expect(story[1].to == .suspended)
  }
}
