import Foundation
public import LifecycleSimulator

/// The app model in reports (`lifecycle explore --app ID --profile P --shard I/N`): its steps
/// as scenario lines, its violations by the names of the invariants they break.
extension AppModel: @MainActor ReportableModel {
  /// `app`.
  public var reportName: String { "app" }

  /// The app, its name, the generation, the device and the events tried: reports that differ in
  /// any of them are never merged.
  public var reportParameters: [String: String] {
    [
      "app": setup.install.appID, "name": setup.install.name, "profile": setup.device.profile.rawValue,
      "device": ScenarioPrinter.device(setup.device),
      "events": AppExplorationEvents.names.filter { setup.events.contains($0.events) }.map(\.name)
        .joined(separator: ","),
    ]
  }

  /// `stable` when the fingerprints agree with every other process's: they come from worker
  /// processes, which always run with `SWIFT_DETERMINISTIC_HASHING=1` (so the device state's
  /// sets print in one order), or this process runs with it; else a value of this process alone.
  public var fingerprintKey: String {
    workers != nil || ProcessInfo.processInfo.environment["SWIFT_DETERMINISTIC_HASHING"] == "1"
      ? "app-stable" : ProcessFingerprintKey.key
  }

  /// The step as a scenario line.
  public func describe(_ input: ScenarioCommand) -> String { ScenarioPrinter.line(for: input) }

  /// The invariants the step broke, by name (`no-data-loss`, or several joined with `+`).
  public func invariantName(of violation: [AppViolation]) -> String {
    violation.map(\.invariant.rawValue).joined(separator: "+")
  }

  /// The violations' messages.
  public func message(of violation: [AppViolation]) -> String {
    violation.map(\.message).joined(separator: "; ")
  }

  /// The sharded search, compiled here for the app model.
  public func shardedSearch(depthBound: Int?, shard: ShardSelection) -> ShardResult {
    ShardedSearch.run(self, depthBound: depthBound, shard: shard)
  }
}
