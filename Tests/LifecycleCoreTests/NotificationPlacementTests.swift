import LifecycleCore
import Testing

/// Where the lifecycle notifications go. Each follows its delegate method, except
/// `UIApplicationWillEnterForegroundNotification`, posted "shortly before" it (the method pages:
/// “applicationWillTerminate(_:)”, “applicationDidEnterBackground(_:)” and the others;
/// `Docs/Fidelity.md`). With scenes the notifications still come, with the scene callbacks (the
/// same pages). The two multitasking notifications do not exist on iOS 3 (article “Multitasking
/// pitfalls”).
@Suite("Lifecycle notifications")
struct NotificationPlacementTests {
  /// The deliveries `callbacks` should come with on `profile`, rebuilt from the rule.
  static func deliveries(for callbacks: [LifecycleCallback], on profile: OSProfile) -> [Delivery] {
    callbacks.flatMap { callback -> [Delivery] in
      guard let notification = callback.notification, profile.hasNotification(notification) else {
        return [.callback(callback)]
      }
      return notification == .willEnterForeground
        ? [.notification(notification), .callback(callback)]
        : [.callback(callback), .notification(notification)]
    }
  }

  @Test(
    "each notification comes right after its callback, willEnterForeground right before",
    arguments: ModelInput.all)
  func placementRule(input: ModelInput) {
    for (generation, transition) in input.transitions() {
      #expect(
        transition.deliveries == Self.deliveries(for: transition.callbacks, on: .of(generation)),
        "\(transition) on \(generation)")
    }
  }

  @Test(
    "resuming posts UIApplicationWillEnterForegroundNotification before applicationWillEnterForeground",
    arguments: [OSGeneration]([.ios4, .ios5, .ios6, .ios7, .ios13]), [AppState.background, .suspended])
  func willEnterForegroundNotificationFirst(generation: OSGeneration, state: AppState) throws {
    let transition = try #require(
      LifecycleModel.transition(from: state, on: .launch, in: LifecycleEnvironment(profile: .of(generation)))
        .transition)
    #expect(
      transition.deliveries == [
        .notification(.willEnterForeground), .callback(.applicationWillEnterForeground),
        .callback(.applicationDidBecomeActive), .notification(.didBecomeActive),
      ])
  }

  @Test("only UIApplicationWillEnterForegroundNotification precedes its callback")
  func precedesItsCallback() {
    #expect(LifecycleNotification.allCases.filter(\.precedesItsCallback) == [.willEnterForeground])
  }

  @Test("iOS 3 has no didEnterBackground or willEnterForeground notification; iOS 4 and later have both")
  func multitaskingNotificationsExistFromIOS4() {
    for generation in OSGeneration.allCases {
      let profile = OSProfile.of(generation)
      let expected = generation != .ios3
      #expect(profile.hasNotification(.didEnterBackground) == expected, "\(generation)")
      #expect(profile.hasNotification(.willEnterForeground) == expected, "\(generation)")
      for notification in LifecycleNotification.allCases
      where notification != .didEnterBackground && notification != .willEnterForeground {
        #expect(profile.hasNotification(notification), "\(notification) on \(generation)")
      }
    }
  }

  @Test("no transition on iOS 3 posts a notification that iOS 3 does not have", arguments: ModelInput.all)
  func nothingMissingIsPostedOnIOS3(input: ModelInput) {
    let iOS3 = OSProfile.of(.ios3)
    for (generation, transition) in input.transitions() where generation == .ios3 {
      #expect(transition.notifications.allSatisfy(iOS3.hasNotification), "\(transition)")
      #expect(!transition.callbacks.contains(.applicationDidEnterBackground), "\(transition)")
      #expect(!transition.callbacks.contains(.applicationWillEnterForeground), "\(transition)")
    }
  }

  @Test("Home on iOS 4 posts willResignActive and didEnterBackground after their callbacks")
  func homeOnIOS4() throws {
    let transition = try #require(
      LifecycleModel.transition(from: .active, on: .home, in: LifecycleEnvironment(profile: .of(.ios4)))
        .transition)
    #expect(
      transition.deliveries == [
        .callback(.applicationWillResignActive), .notification(.willResignActive),
        .callback(.applicationDidEnterBackground), .notification(.didEnterBackground),
      ])
  }
}
