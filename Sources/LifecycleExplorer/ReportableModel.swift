import Foundation

/// A model whose findings can leave the process: its inputs and violations rendered as text, so
/// that a report (``ExplorationReport``) names them without the model's types, and reports from
/// several processes (shards) can be merged and compared.
///
/// Every requirement has a default built on `String(describing:)`; a model overrides the ones
/// whose default would not say enough (the name of the property a violation breaks).
public protocol ReportableModel: ExplorableModel {
  /// A short name for the model in reports (`canonical-world`); reports of different models are
  /// never merged.
  var reportName: String { get }

  /// The parameters that, with ``reportName``, pick out this model among its kind (the number of
  /// apps, the generation): reports whose parameters differ are never merged.
  var reportParameters: [String: String] { get }

  /// What identifies a state's fingerprint across processes: `exact` where the fingerprint is
  /// the state itself, else a value that differs when two processes would fingerprint the same
  /// state differently (a hash seeded per process). Merging refuses shards whose keys differ.
  var fingerprintKey: String { get }

  /// The input as one line of a path in a report (`launch(0)`).
  func describe(_ input: Input) -> String

  /// The name of the property `violation` breaks, the same for every violation of it.
  func invariantName(of violation: Violation) -> String

  /// What happened, in words.
  func message(of violation: Violation) -> String

  /// Runs shard `shard` of the breadth-first search of this model to `depthBound`
  /// (``ShardedSearch/run(_:depthBound:shard:findingLimit:)``). The default calls it; a model
  /// whose successors are not inlinable implements it with the same one line in its own module,
  /// so that the search is compiled for it there rather than run generically from a caller's.
  func shardedSearch(depthBound: Int?, shard: ShardSelection) -> ShardResult

  /// Runs shard `shard` of the search of this model to `depthBound`, exchanging states with the
  /// other shards through `exchange` (``ExchangedSearch/run(_:depthBound:shard:exchange:findingLimit:)``);
  /// the default calls it, for the same reason as ``shardedSearch(depthBound:shard:)``.
  func exchangedSearch(depthBound: Int?, shard: ShardSelection, exchange: ShardExchange)
    throws(ShardExchangeError)
    -> ShardResult

  /// The state whose fingerprint is `exactFingerprint`, for a model whose fingerprint is the
  /// state itself (``fingerprintKey`` `exact`); nil for one whose fingerprints are hashes. An
  /// exchanged search then rebuilds a state handed over from its fingerprint, not its path.
  func state(exactFingerprint: UInt64) -> State?
}

extension ReportableModel {
  /// The model's type name.
  public var reportName: String { String(describing: Self.self) }

  /// None.
  public var reportParameters: [String: String] { [:] }

  /// `exact`.
  public var fingerprintKey: String { "exact" }

  /// `String(describing: input)`.
  public func describe(_ input: Input) -> String { String(describing: input) }

  /// The violation's type name.
  public func invariantName(of violation: Violation) -> String { String(describing: Violation.self) }

  /// `String(describing: violation)`.
  public func message(of violation: Violation) -> String { String(describing: violation) }

  /// ``ShardedSearch/run(_:depthBound:shard:findingLimit:)``.
  public func shardedSearch(depthBound: Int?, shard: ShardSelection) -> ShardResult {
    ShardedSearch.run(self, depthBound: depthBound, shard: shard)
  }

  /// ``ExchangedSearch/run(_:depthBound:shard:exchange:findingLimit:)``.
  public func exchangedSearch(depthBound: Int?, shard: ShardSelection, exchange: ShardExchange)
    throws(ShardExchangeError) -> ShardResult
  {
    try ExchangedSearch.run(self, depthBound: depthBound, shard: shard, exchange: exchange)
  }

  /// None: states are rebuilt along their paths.
  public func state(exactFingerprint: UInt64) -> State? { nil }
}

extension CanonicalWorld: ReportableModel {
  /// `canonical-world`.
  public var reportName: String { "canonical-world" }

  /// The number of apps.
  public var reportParameters: [String: String] { ["apps": String(apps)] }

  /// `no-kill-with-unsaved-data`: the world's one property.
  public func invariantName(of violation: WorldViolation) -> String { "no-kill-with-unsaved-data" }

  /// The sharded search compiled for the canonical world (its one-pass successors inline here).
  public func shardedSearch(depthBound: Int?, shard: ShardSelection) -> ShardResult {
    ShardedSearch.run(self, depthBound: depthBound, shard: shard)
  }

  /// The exchanged search compiled for the canonical world.
  public func exchangedSearch(depthBound: Int?, shard: ShardSelection, exchange: ShardExchange)
    throws(ShardExchangeError) -> ShardResult
  {
    try ExchangedSearch.run(self, depthBound: depthBound, shard: shard, exchange: exchange)
  }

  /// The packed state: the fingerprint is the state itself.
  public func state(exactFingerprint: UInt64) -> WorldState? { WorldState(bits: exactFingerprint) }
}

extension PolicyModel: ReportableModel {
  /// `device-policy`.
  public var reportName: String { "device-policy" }

  /// The generation, the apps, their memory, the task app, the wake app and the events beyond
  /// the standard alphabet (`events`, when there are any). A model with an
  /// ``extraInvariant`` says so (`extraInvariant: yes`), since the closure itself has no name.
  public var reportParameters: [String: String] {
    var parameters = [
      "profile": generation.rawValue, "apps": String(appCount),
      "memoryCapacityBytes": String(memoryCapacityBytes), "footprintBytes": String(footprintBytes),
      "taskApp": taskApp.map { "app\($0.app) \($0.ending.rawValue)" } ?? "none",
      "wakeApp": wakeApp.map { "app\($0.app) handlers \($0.handlers.rawValue)" } ?? "none",
    ]
    if !events.isEmpty {
      parameters["events"] = PolicyModel.Events.names.filter { events.contains($0.events) }.map(\.name)
        .joined(separator: ",")
    }
    if extraInvariant != nil { parameters["extraInvariant"] = "yes" }
    return parameters
  }

  /// The fingerprint is the state's `hashValue`, which Swift seeds per process unless
  /// `SWIFT_DETERMINISTIC_HASHING=1` is set (no address goes into it: an app slot hashes its
  /// table's environment and app, not where the table lives). With the variable set, every
  /// process fingerprints alike (`policy-stable`) and shards of separate processes merge;
  /// without it the key is this process's alone, and ``ExplorationReport/differences(from:)``
  /// refuses shards of other processes.
  public var fingerprintKey: String {
    ProcessInfo.processInfo.environment["SWIFT_DETERMINISTIC_HASHING"] == "1"
      ? "policy-stable" : ProcessFingerprintKey.key
  }

  /// The property's identifier (`twoForegroundApps`).
  public func invariantName(of violation: PolicyViolation) -> String { violation.kind.rawValue }

  /// The violation's own message.
  public func message(of violation: PolicyViolation) -> String { violation.message }

  /// The sharded search compiled for the policy model.
  public func shardedSearch(depthBound: Int?, shard: ShardSelection) -> ShardResult {
    ShardedSearch.run(self, depthBound: depthBound, shard: shard)
  }
}

/// A key unique to this process, for models whose fingerprints hold values that only this
/// process shares (``ReportableModel/fingerprintKey``).
public enum ProcessFingerprintKey {
  /// `process-` and 64 random bits drawn once per process.
  public static let key = "process-" + String(UInt64.random(in: .min ... .max), radix: 16)
}
