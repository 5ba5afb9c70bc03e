import LifecycleCore
import LifecycleKit
import LifecycleSamples
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// A note in one field, read from the defaults at launch and saved only when the app enters the
/// background: a termination of the app in front loses it.
@MainActor
final class SavesOnBackgroundDelegate: UIResponder, UIApplicationDelegate, MainInstantiable {
  var window: UIWindow?
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    field.accessibilityIdentifier = "Note"
    field.text = UserDefaults.standard.string(forKey: "note")
    controller.view.addSubview(field)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    UserDefaults.standard.set(field.text, forKey: "note")
  }
}

/// Shrinking asks, for every candidate, at which step an invariant first breaks. One replay that
/// checks after every step must answer as replaying each prefix in turn does.
@MainActor
@Suite("The first violation along a path, in one replay")
struct FirstViolationTests {
  let catalog = AppCatalog.builtIn.merging(Samples.catalog)

  /// The first prefix whose last step breaks `invariant`, by replaying every prefix; nil when a
  /// step is not among those the state before it offers.
  func byPrefixes(_ path: [ScenarioCommand], _ invariant: AppInvariant, in model: AppModel)
    -> (Int, [AppViolation])?
  {
    var offered = model.start.next
    for length in 1...max(path.count, 1) where length <= path.count {
      guard offered.contains(path[length - 1]) else { return nil }
      let replayed = model.replay(Array(path.prefix(length)))
      if replayed.refused != nil { return nil }
      if replayed.violations.contains(where: { $0.invariant == invariant }) {
        return (length, replayed.violations)
      }
      offered = replayed.next
    }
    return nil
  }

  @Test(
    "one replay finds what the prefixes find, on the search's findings and on seeded walks",
    arguments: ["notes-naive", "list-naive", "settings-naive", "upload-naive", "alert-naive"])
  func sameAsPrefixes(app: String) {
    let model = AppModel(setup: AppExplorationSetup(catalog: catalog, appID: app).on(.ios7))
    // The search's findings, each also followed by a walk's steps (a violation with more after
    // it), and the walks on their own.
    let findings = AppExplorer.explore(model.setup, depth: 4).findings.map(\.steps)
    let walks = (UInt64(1)...4).map { RandomWalks.walk(model, seed: $0, length: 6) }
    let paths = findings + findings.flatMap { steps in walks.map { steps + $0 } } + walks
    var found = 0
    for (number, path) in paths.enumerated() {
      for invariant in AppInvariant.allCases {
        let once = model.firstViolations(of: invariant, along: path)
        let prefixes = byPrefixes(path, invariant, in: model)
        #expect(once?.length == prefixes?.0, "\(app) path \(number) \(invariant)")
        #expect(once?.violations == prefixes?.1, "\(app) path \(number) \(invariant)")
        if once != nil { found += 1 }
      }
    }
    // The findings break invariants, so the comparison is not only of nils.
    #expect(found > 0, "\(app): no path broke an invariant")
  }

  @Test(
    "a candidate with a step the search would not offer there breaks nothing: the language changes only away from the app"
  )
  func onlyOfferedSteps() {
    let catalog = AppCatalog().addingUIKitApp("main") { SavesOnBackgroundDelegate() }
    var setup = AppExplorationSetup(catalog: catalog, appID: "main", name: "App").on(.ios7)
    setup.events = .all
    let model = AppModel(setup: setup)
    let type = ScenarioCommand.drive(app: "App", .type(.named("Note"), text: "a"))
    // The language changes while the app is away: it saved on entering the background.
    let away: [ScenarioCommand] = [type, .home, .language("de"), .launch(app: "App")]
    #expect(model.firstViolations(of: .noDataLoss, along: away) == nil)
    // With the app in front the change would end it through applicationWillTerminate alone and
    // lose the note; but the Settings app cannot be in front with it, so no user can do that.
    let inFront: [ScenarioCommand] = [type, .language("de"), .launch(app: "App")]
    #expect(model.firstViolations(of: .noDataLoss, along: inFront) == nil)
    #expect(byPrefixes(inFront, .noDataLoss, in: model) == nil)
    #expect(model.replay(inFront).violations.contains { $0.invariant == .noDataLoss }, "the loss is there")
  }

  @Test("every step of every finding is one the search offers in the state before it")
  func findingsAreOffered() {
    for app in ["notes-naive", "list-naive", "settings-naive", "upload-naive", "alert-naive"] {
      var setup = AppExplorationSetup(catalog: catalog, appID: app).on(.ios7)
      setup.events = .all
      let model = AppModel(setup: setup)
      for finding in AppExplorer.explore(model.setup, depth: 4).findings {
        var offered = model.start.next
        for (index, step) in finding.steps.enumerated() {
          #expect(offered.contains(step), "\(app): step \(index + 1) of \(finding.steps)")
          offered = model.replay(Array(finding.steps.prefix(index + 1))).next
        }
      }
    }
  }
}
