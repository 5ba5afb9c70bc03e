import LifecycleCore
import Testing

/// Where the lifecycle notifications go. Each follows its delegate method, except
/// `UIApplicationWillEnterForegroundNotification`, posted "shortly before" it (the method pages:
/// “applicationWillTerminate(_:)”, “applicationDidEnterBackground(_:)” and the others;
/// `Docs/Fidelity.md`). With scenes the notifications still come, with the scene callbacks (the
/// same pages). The two multitasking notifications do not exist on iOS 3 (article “Multitasking
/// pitfalls”). A scene callback also posts its `UIScene` notification (iOS 13, the pages of
/// `UIScene.willConnectNotification` and its siblings), before the application's aggregate one
/// and placed the same way (a choice: the pages give no order).
@Suite("Lifecycle notifications")
struct NotificationPlacementTests {
  /// The deliveries `callbacks` should come with on `profile`, rebuilt from the rule.
  static func deliveries(for callbacks: [LifecycleCallback], on profile: OSProfile) -> [Delivery] {
    callbacks.flatMap { callback -> [Delivery] in
      let posted = [callback.sceneNotification, callback.notification].compactMap { $0 }.filter {
        profile.hasNotification($0)
      }
      let before = posted.filter { $0 == .willEnterForeground || $0 == .sceneWillEnterForeground }
      let after = posted.filter { $0 != .willEnterForeground && $0 != .sceneWillEnterForeground }
      return before.map { .notification($0) } + [.callback(callback)] + after.map { .notification($0) }
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

  @Test("only the two willEnterForeground notifications precede their callbacks")
  func precedesItsCallback() {
    #expect(
      LifecycleNotification.allCases.filter(\.precedesItsCallback) == [
        .willEnterForeground, .sceneWillEnterForeground,
      ])
  }

  /// The notifications that first exist on iOS 4 (their pages: "iOS 4.0+") and iOS 13 (the
  /// `UIScene` ones).
  static let iOS4Only: Set<LifecycleNotification> = [
    .didEnterBackground, .willEnterForeground, .protectedDataWillBecomeUnavailable,
    .protectedDataDidBecomeAvailable,
  ]
  static let iOS13Only: Set<LifecycleNotification> = [
    .sceneWillConnect, .sceneDidActivate, .sceneWillDeactivate, .sceneDidEnterBackground,
    .sceneWillEnterForeground, .sceneDidDisconnect,
  ]

  @Test(
    "iOS 3 lacks the multitasking and protected-data notifications, iOS 4 has them; the UIScene ones are iOS 13 only"
  )
  func notificationsByGeneration() {
    for generation in OSGeneration.allCases {
      let profile = OSProfile.of(generation)
      for notification in LifecycleNotification.allCases {
        let expected =
          Self.iOS13Only.contains(notification)
          ? generation == .ios13 : !Self.iOS4Only.contains(notification) || generation != .ios3
        #expect(profile.hasNotification(notification) == expected, "\(notification) on \(generation)")
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
