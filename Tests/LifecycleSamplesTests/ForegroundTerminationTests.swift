import LifecycleCore
import LifecycleKit
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// The note app that saves only on entering the background, made careful: it saves when told
/// it terminates too.
@MainActor
final class SavesOnTerminateTooDelegate: UIResponder, UIApplicationDelegate, MainInstantiable {
  let inner = SavesOnBackgroundDelegate()
  var window: UIWindow? {
    get { inner.window }
    set { inner.window = newValue }
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    inner.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    inner.applicationDidEnterBackground(application)
  }
  func applicationWillTerminate(_ application: UIApplication) {
    inner.applicationDidEnterBackground(application)
  }
}

/// The explorer ends the app in front as the user and the system do — a swipe in iOS 7's card
/// switcher, a reboot — so an app that saves only in `applicationDidEnterBackground` is found.
@MainActor
@Suite("The explorer's terminations of the app in front")
struct ForegroundTerminationTests {
  let catalog = AppCatalog()
    .addingUIKitApp("saves-on-background") { SavesOnBackgroundDelegate() }
    .addingUIKitApp("saves-on-terminate-too") { SavesOnTerminateTooDelegate() }

  func findings(_ appID: String, on profile: OSGeneration) -> [AppFinding] {
    let setup = AppExplorationSetup(catalog: catalog, appID: appID, name: "App").on(profile)
    return AppExplorer.explore(setup, depth: 3).findings.filter { $0.invariant == .noDataLoss }
  }

  @Test("from iOS 7 the swipe in the switcher loses the note; on iOS 4–6 only the reboot does")
  func savesOnBackgroundOnly() throws {
    let type = ScenarioCommand.drive(app: "App", .type(.named("Note"), text: "a"))
    for profile in [OSGeneration.ios4, .ios6, .ios7, .ios13] {
      let found = findings("saves-on-background", on: profile)
      let finding = try #require(found.first, "\(profile)")
      let ending: ScenarioCommand = profile >= .ios7 ? .quit(app: "App") : .reboot
      #expect(finding.steps == [type, ending, .launch(app: "App")], "\(profile)")
      #expect(finding.replayFails, "\(profile)")
    }
  }

  @Test("the app that also saves in applicationWillTerminate loses nothing")
  func savesOnTerminateToo() {
    for profile in [OSGeneration.ios4, .ios7, .ios13] {
      #expect(findings("saves-on-terminate-too", on: profile).isEmpty, "\(profile)")
    }
  }

  @Test("the app in front is swiped away only where the switcher shows it; reboot is offered everywhere")
  func offeredWhereTheProfileAllows() {
    for profile in OSGeneration.allCases {
      let setup = AppExplorationSetup(catalog: catalog, appID: "saves-on-background", name: "App").on(profile)
      let next = AppModel(setup: setup).start.next
      #expect(next.contains(.quit(app: "App")) == OSProfile.of(profile).switcherShowsAppInFront, "\(profile)")
      #expect(next.contains(.reboot), "\(profile)")
    }
  }
}
