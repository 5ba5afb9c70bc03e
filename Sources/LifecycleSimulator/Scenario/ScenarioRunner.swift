public import Foundation
import LifecycleCore

/// Runs a parsed ``Scenario`` against a fresh ``Device``.
///
/// The `device` step (first, if present) creates the device; every other step is a
/// device action or a check. Checks never stop the run; a step that cannot be carried
/// out (an app code not in the catalog, an action the app does not define) does.
@MainActor
public struct ScenarioRunner {
  /// The app code scenarios can install.
  public var catalog: AppCatalog

  /// Creates a runner that installs apps from `catalog`.
  public init(catalog: AppCatalog = .builtIn) { self.catalog = catalog }

  /// Runs `scenario` and returns its trace and results. App data goes to a temporary
  /// folder that is removed afterwards.
  public func run(_ scenario: Scenario) -> ScenarioRunResult {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "lifecycle-run-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    do {
      return run(scenario, storage: try DiskStorage(root: root))
    } catch {
      return Self.failure(scenario, "cannot create the app data folder \(root.path): \(error)")
    }
  }

  /// Runs `scenario` with app data under `storageRoot`.
  public func run(_ scenario: Scenario, storageRoot: URL) -> ScenarioRunResult {
    do {
      return run(scenario, storage: try DiskStorage(root: storageRoot))
    } catch {
      return Self.failure(scenario, "cannot create the app data folder \(storageRoot.path): \(error)")
    }
  }

  /// Runs `scenario` with app data in `storage`. `observe`, when given, is called after each
  /// step with the device and the step (the explorer checks its invariants there).
  public func run(
    _ scenario: Scenario, storage: any DeviceStorage,
    observe: ((Device, ScenarioStep) -> Void)? = nil
  ) -> ScenarioRunResult {
    var steps = scenario.steps[...]
    var spec = DeviceSpec.default
    if case .device(let given) = steps.first?.command {
      spec = given
      steps = steps.dropFirst()
    }
    let device: Device
    do {
      device = try Device(spec, catalog: catalog, storage: storage)
    } catch {
      return Self.failure(scenario, "cannot create the device: \(error)")
    }
    device.warnsOfMisuses = false  // the result lists them, and fails on the unexpected ones
    var asRun = spec
    asRun.multitaskingSupported = device.environment.multitasking
    device.record(.step(.device(asRun)))
    var session = ScenarioSession(device: device)
    var runError: ScenarioError?
    for step in steps {
      do throws(ScenarioError) {
        try session.perform(step)
        observe?(device, step)
      } catch {
        let error = error.pointing(into: step)
        runError = error
        device.record(
          .check(CheckRecord(outcome: .error, step: step.text, location: error.location, actual: "\(error)")))
        break
      }
    }
    if runError == nil { session.failUnexpectedMisuses() }
    for (app, callbacks) in session.unexaminedCallbacks() {
      let names = callbacks.map(\.rawValue).joined(separator: ", ")
      let index = device.state.index(of: app)
      device.record(.log(app: index, "callbacks after the last expect callbacks, never examined: \(names)"))
    }
    let leftOver = device.leftOverWork
    for item in leftOver { device.record(.log(app: nil, "left over at the end: \(item)")) }
    return ScenarioRunResult(
      file: scenario.file, trace: device.trace, failures: session.failures, checkCount: session.checkCount,
      error: runError, leftOverWork: leftOver, reports: device.reports
    )
  }

  /// The result of a run that could not start.
  private static func failure(_ scenario: Scenario, _ message: String) -> ScenarioRunResult {
    let location = SourceLocation(file: scenario.file, line: 1, column: 1)
    return ScenarioRunResult(
      file: scenario.file, trace: Trace(), failures: [], checkCount: 0,
      error: ScenarioError(location: location, message: message), leftOverWork: [], reports: [])
  }
}
