import LifecycleCore
import LifecycleKit
import LifecycleSamples
import LifecycleSimulator
import Testing

/// Shrinking asks, for every candidate, at which step an invariant first breaks. One replay that
/// checks after every step must answer as replaying each prefix in turn does.
@MainActor
@Suite("The first violation along a path, in one replay")
struct FirstViolationTests {
  let catalog = AppCatalog.builtIn.merging(Samples.catalog)

  /// The first prefix whose last step breaks `invariant`, by replaying every prefix.
  func byPrefixes(_ path: [ScenarioCommand], _ invariant: AppInvariant, in model: AppModel)
    -> (Int, [AppViolation])?
  {
    for length in 1...max(path.count, 1) where length <= path.count {
      let replayed = model.replay(Array(path.prefix(length)))
      if replayed.refused != nil { return nil }
      if replayed.violations.contains(where: { $0.invariant == invariant }) {
        return (length, replayed.violations)
      }
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
}
