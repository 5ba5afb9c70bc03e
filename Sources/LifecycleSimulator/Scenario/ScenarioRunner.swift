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
    return run(scenario, storageRoot: root)
  }

  /// Runs `scenario` with app data under `storageRoot`.
  public func run(_ scenario: Scenario, storageRoot: URL) -> ScenarioRunResult {
    var steps = scenario.steps[...]
    var spec = DeviceSpec.default
    if case .device(let given) = steps.first?.command {
      spec = given
      steps = steps.dropFirst()
    }
    let device: Device
    do {
      device = try Device(spec, catalog: catalog, storageRoot: storageRoot)
    } catch {
      let location = SourceLocation(file: scenario.file, line: 1, column: 1)
      return ScenarioRunResult(
        file: scenario.file, trace: Trace(), failures: [], checkCount: 0,
        error: ScenarioError(location: location, message: "cannot create the device: \(error)"),
        leftOverWork: [], reports: []
      )
    }
    device.record(nil, .step, ScenarioPrinter.deviceAsRun(spec))
    var session = ScenarioSession(device: device)
    var runError: ScenarioError?
    for step in steps {
      do throws(ScenarioError) {
        try session.perform(step)
      } catch {
        runError = error
        device.record(nil, .check, "error: \(error)")
        break
      }
    }
    for (app, callbacks) in session.unexaminedCallbacks() {
      let names = callbacks.map(\.rawValue).joined(separator: ", ")
      device.record(app, .log, "callbacks after the last expect callbacks, never examined: \(names)")
    }
    let leftOver = device.leftOverWork
    for item in leftOver { device.record(nil, .log, "left over at the end: \(item)") }
    return ScenarioRunResult(
      file: scenario.file, trace: device.trace, failures: session.failures, checkCount: session.checkCount,
      error: runError, leftOverWork: leftOver, reports: device.reports
    )
  }
}
