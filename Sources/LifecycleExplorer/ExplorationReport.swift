/// What an exploration found, in a form that is written to a file (`report.json`), read back,
/// compared and merged: which search it was (model, parameters, depth bound, shard), its counts
/// and its findings. The fingerprints of the states visited go to a side file
/// (``FingerprintRows``) that ``fingerprints`` names, so the JSON stays readable.
///
/// A model that runs an app in the simulator fills the same fields: its findings carry the
/// scenario that replays them, and it may have no fingerprint file.
public struct ExplorationReport: Codable, Hashable, Sendable {
  /// The version of this layout, which ``format`` holds; a reader refuses any other.
  public static let currentFormat = 1

  /// The layout's version: ``currentFormat`` when written by this build.
  public var format: Int
  /// The model searched (``ReportableModel/reportName``).
  public var model: String
  /// The model's parameters (``ReportableModel/reportParameters``).
  public var parameters: [String: String]
  /// How fingerprints were made (``ReportableModel/fingerprintKey``): reports whose keys differ
  /// cannot be merged.
  public var fingerprintKey: String
  /// The depth bound, nil for none.
  public var depthBound: Int?
  /// The shard this report is of; nil for a merged report.
  public var shard: ShardSelection?
  /// How many shards the search was split into.
  public var shardCount: Int
  /// For a merged report, the shards merged (all of `0..<shardCount`).
  public var mergedShards: [Int]?
  /// The level the search was split at (``ShardResult/splitDepth``).
  public var splitDepth: Int?
  /// How the search was divided between its shards: ``exchangedPartition`` when they owned
  /// states and exchanged them (``ExchangedSearch``); absent when they split one level
  /// (``ShardedSearch``). Shards divided in different ways are never merged.
  public var partition: String?

  /// ``partition`` of shards that exchanged states.
  public static let exchangedPartition = "exchanged"
  /// Distinct states.
  public var states: Int
  /// Transitions taken.
  public var edges: Int
  /// The deepest state's depth.
  public var depth: Int
  /// Whether the depth bound left states unexpanded.
  public var cutByDepthBound: Bool
  /// The violations at the smallest depth found, sorted; empty when none was.
  public var findings: [ReportFinding]
  /// The side file of fingerprints, where the model has them.
  public var fingerprints: FingerprintFile?

  /// The side file of a report: its name beside `report.json`, how many rows it holds and the
  /// FNV-1a checksum of its bytes, so that a truncated or changed file is refused.
  public struct FingerprintFile: Codable, Hashable, Sendable {
    /// The file's name, relative to the report's folder.
    public var file: String
    /// Its rows.
    public var rows: Int
    /// ``FingerprintRows/checksum(_:)`` of its bytes, 16 hexadecimal digits.
    public var checksum: String

    /// Describes a side file.
    public init(file: String, rows: Int, checksum: String) {
      self.file = file
      self.rows = rows
      self.checksum = checksum
    }
  }

  /// Creates a report.
  public init(
    model: String, parameters: [String: String], fingerprintKey: String, depthBound: Int?,
    shard: ShardSelection?, shardCount: Int, mergedShards: [Int]? = nil, splitDepth: Int?,
    partition: String? = nil, summary: SearchSummary, fingerprints: FingerprintFile?
  ) {
    self.partition = partition
    format = Self.currentFormat
    self.model = model
    self.parameters = parameters
    self.fingerprintKey = fingerprintKey
    self.depthBound = depthBound
    self.shard = shard
    self.shardCount = shardCount
    self.mergedShards = mergedShards
    self.splitDepth = splitDepth
    states = summary.states
    edges = summary.edges
    depth = summary.depth
    cutByDepthBound = summary.cutByDepthBound
    findings = summary.findings
    self.fingerprints = fingerprints
  }

  /// The report of one shard's result on `model`, its fingerprints in a side file called
  /// `fingerprintFile` whose bytes are `rowBytes` (``FingerprintRows/encode(_:)``).
  public init<Model: ReportableModel>(
    _ result: ShardResult, of model: Model, fingerprintFile: String = "fingerprints.bin", rowBytes: [UInt8]
  ) {
    self.init(
      model: model.reportName, parameters: model.reportParameters, fingerprintKey: model.fingerprintKey,
      depthBound: result.depthBound, shard: result.shard, shardCount: result.shard.count,
      splitDepth: result.splitDepth, partition: result.exchanged ? Self.exchangedPartition : nil,
      summary: result.summary,
      fingerprints: FingerprintFile(
        file: fingerprintFile, rows: result.records.count, checksum: FingerprintRows.checksum(rowBytes)))
  }

  /// The counts and findings as a summary.
  public var summary: SearchSummary {
    SearchSummary(
      states: states, edges: edges, depth: depth, cutByDepthBound: cutByDepthBound, findings: findings)
  }

  /// What must agree for two reports to be shards of one search, as named differences: empty
  /// when `other` is of the same search (model, parameters, fingerprints, depth bound, shards).
  public func differences(from other: ExplorationReport) -> [String] {
    var out: [String] = []
    if model != other.model { out.append("model \(other.model), not \(model)") }
    if parameters != other.parameters {
      out.append("parameters \(Self.render(other.parameters)), not \(Self.render(parameters))")
    }
    if fingerprintKey != other.fingerprintKey {
      let perProcess = fingerprintKey.hasPrefix("process-") || other.fingerprintKey.hasPrefix("process-")
      out.append(
        "fingerprint key \(other.fingerprintKey), not \(fingerprintKey) (the states were fingerprinted differently: "
          + "a model whose fingerprints hold per-process values merges only the shards of one process"
          + (perProcess
            ? "; run every shard with SWIFT_DETERMINISTIC_HASHING=1 set, which makes them agree)" : ")"))
    }
    if depthBound != other.depthBound {
      out.append(
        "depth bound \(other.depthBound.map(String.init) ?? "none"), not \(depthBound.map(String.init) ?? "none")"
      )
    }
    if shardCount != other.shardCount { out.append("\(other.shardCount) shards, not \(shardCount)") }
    if partition != other.partition {
      let name = { (partition: String?) in
        partition.map { "shards that \($0) states" } ?? "shards split at one level"
      }
      out.append("\(name(other.partition)), not \(name(partition))")
    }
    return out
  }

  /// `apps=3, profile=ios4`: parameters in key order.
  public static func render(_ parameters: [String: String]) -> String {
    parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
  }
}
