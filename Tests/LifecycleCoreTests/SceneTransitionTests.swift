import LifecycleCore
import Testing

/// An app that adopts scenes gets `UISceneDelegate` callbacks instead of the four app-level
/// active/background ones, on iOS 13 and later only (“Transitioning to the UIKit scene-based life
/// cycle”, “About the app launch sequence”); the `UIApplication` notifications are still posted
/// (“applicationDidEnterBackground(_:)” and the other delegate pages).
@Suite("Transitions of an app that adopts scenes")
struct SceneTransitionTests {
  static let app = AppInfo(adoptsScenes: true)
  static let sceneLaunch =
    "willFinishLaunching didFinishLaunching scene.willConnect scene.willEnterForeground +show scene.didBecomeActive → active"
  static let backgroundAndSuspend = "scene.didEnterBackground +preserve +snapshot → suspended"

  static let variant = TransitionVariant(
    app: app,
    differences: TransitionTable([
      // “About the app launch sequence”: didFinishLaunching, then scene(_:willConnectTo:),
      // sceneWillEnterForeground, sceneDidBecomeActive.
      .init(.notRunning, [.launch, .switchTo, .callEnded], on: [.ios13], sceneLaunch),
      .init(.inactive, [.home, .callAccepted, .lock], on: [.ios13], backgroundAndSuspend),
      .init(
        .inactive, [.callDeclined, .callEnded, .unlock, .notificationCenterClosed], on: [.ios13],
        "scene.didBecomeActive → active"),
      // Xcode scene delegate template: sceneDidDisconnect when the session is discarded, then
      // applicationWillTerminate (“applicationWillTerminate(_:)”).
      .init(
        .inactive, [.forceQuit], on: [.ios13],
        "scene.didDisconnect willTerminate +discard → notRunning (forceQuit)"),
      .init(.inactive, [.reboot], on: [.ios13], "scene.didDisconnect willTerminate → notRunning (reboot)"),
      .init(
        .inactive, [.languageChanged], on: [.ios13],
        "scene.didDisconnect willTerminate → notRunning (languageChange)"),
      .init(.active, [.home, .lock], on: [.ios13], "scene.willResignActive " + backgroundAndSuspend),
      .init(
        .active, [.callIncoming, .notificationCenterOpened], on: [.ios13], "scene.willResignActive → inactive"
      ),
      .init(
        .active, [.forceQuit], on: [.ios13],
        "scene.willResignActive scene.didDisconnect willTerminate +discard → notRunning (forceQuit)"),
      .init(.active, [.reboot], on: [.ios13], "scene.didDisconnect willTerminate → notRunning (reboot)"),
      .init(
        .active, [.languageChanged], on: [.ios13],
        "scene.didDisconnect willTerminate → notRunning (languageChange)"),
      .init(
        .background, [.launch, .switchTo, .callEnded, .unlock], on: [.ios13],
        "scene.willEnterForeground scene.didBecomeActive → active"),
      .init(
        .background, [.forceQuit], on: [.ios13],
        "scene.didDisconnect willTerminate +discard → notRunning (forceQuit)"),
      .init(
        .background, [.languageChanged], on: [.ios13],
        "scene.didDisconnect willTerminate → notRunning (languageChange)"),
      .init(
        .suspended, [.launch, .switchTo, .callEnded, .unlock], on: [.ios13],
        "scene.willEnterForeground +queued scene.didBecomeActive → active"),
      // “scene(_:openURLContexts:)”: a scene app that is not running finds the URL in the
      // connection options of scene(_:willConnectTo:options:); running or suspended, it gets
      // this method instead of the app delegate's.
      .init(.notRunning, [.openURL], on: [.ios13], sceneLaunch),
      .init(.active, [.openURL], on: [.ios13], "scene.openURLContexts → active"),
      .init(
        .background, [.openURL], on: [.ios13],
        "scene.willEnterForeground scene.openURLContexts scene.didBecomeActive → active"),
      .init(
        .suspended, [.openURL], on: [.ios13],
        "scene.willEnterForeground +queued scene.openURLContexts scene.didBecomeActive → active"),
    ])
  )

  @Test("on iOS 13 a scene app gets scene callbacks; memory warnings and kills are unchanged")
  func scenesOnIOS13() {
    Self.variant.check(.ios13)
  }

  @Test(
    "before iOS 13 adopting scenes changes nothing, notifications included",
    arguments: [OSGeneration]([.ios3, .ios4, .ios5, .ios6, .ios7]))
  func noScenesBeforeIOS13(generation: OSGeneration) {
    let environment = LifecycleEnvironment(profile: .of(generation))
    for state in AppState.allCases {
      for event in SystemEvent.allCases {
        #expect(
          LifecycleModel.transition(from: state, on: event, in: environment, app: Self.app)
            == LifecycleModel.transition(from: state, on: event, in: environment),
          "\(event) in \(state)")
      }
    }
  }

  @Test("a scene app on iOS 13 never gets the four app-level active/background callbacks")
  func noAppLevelForegroundCallbacks() {
    let replaced: Set<LifecycleCallback> = [
      .applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground,
      .applicationWillEnterForeground,
    ]
    let environment = LifecycleEnvironment(profile: .of(.ios13))
    for state in AppState.allCases {
      for event in SystemEvent.allCases {
        let callbacks =
          LifecycleModel.transition(from: state, on: event, in: environment, app: Self.app)
          .transition?.callbacks ?? []
        #expect(replaced.isDisjoint(with: callbacks), "\(event) in \(state)")
      }
    }
  }

  @Test(
    "Home on iOS 13 posts the UIScene notifications, then the UIApplication ones, after the scene callbacks")
  func notificationsStillPosted() throws {
    let transition = try #require(
      LifecycleModel.transition(
        from: .active, on: .home, in: LifecycleEnvironment(profile: .of(.ios13)), app: Self.app
      ).transition)
    #expect(
      transition.deliveries == [
        .callback(.sceneWillResignActive), .notification(.sceneWillDeactivate),
        .notification(.willResignActive),
        .callback(.sceneDidEnterBackground), .notification(.sceneDidEnterBackground),
        .notification(.didEnterBackground),
      ])
  }

  @Test(
    "a scene app's cold launch posts UISceneWillConnect after the connection and UISceneDidActivate last but one"
  )
  func sceneNotificationsAtLaunch() throws {
    let transition = try #require(
      LifecycleModel.transition(
        from: .notRunning, on: .launch, in: LifecycleEnvironment(profile: .of(.ios13)), app: Self.app
      ).transition)
    #expect(
      transition.notifications == [
        .didFinishLaunching, .sceneWillConnect, .sceneWillEnterForeground, .willEnterForeground,
        .sceneDidActivate,
        .didBecomeActive,
      ])
  }
}
