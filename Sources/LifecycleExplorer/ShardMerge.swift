/// The counts of a breadth-first search as its state records give them: what a shard reports
/// alone, and what ``ShardMerge`` makes of several shards.
public struct SearchSummary: Hashable, Sendable {
  /// Distinct fingerprints.
  public var states: Int
  /// Transitions taken: the out-degrees summed over the states expanded, those whose depth is
  /// below the bound (all of them when there is none) — ``SearchReport/edges`` of one search.
  public var edges: Int
  /// The deepest state's depth.
  public var depth: Int
  /// Whether states lie at the depth bound, unexpanded (``SearchReport/cutByDepthBound``).
  public var cutByDepthBound: Bool
  /// The violations at the smallest depth, sorted.
  public var findings: [ReportFinding]

  /// The length of the shortest violation's path, or nil when none was found.
  public var shortestViolation: Int? { findings.first?.path.count }

  /// Creates a summary.
  public init(states: Int, edges: Int, depth: Int, cutByDepthBound: Bool, findings: [ReportFinding]) {
    self.states = states
    self.edges = edges
    self.depth = depth
    self.cutByDepthBound = cutByDepthBound
    self.findings = findings
  }

  /// The counts of `records` (one per fingerprint) under `depthBound`.
  public init(records: [StateRecord], depthBound: Int?, findings: [ReportFinding]) {
    states = records.count
    edges = records.reduce(0) { sum, record in
      sum + (depthBound.map { Int(record.depth) < $0 } ?? true ? Int(record.outDegree) : 0)
    }
    depth = records.map { Int($0.depth) }.max() ?? 0
    cutByDepthBound = depthBound.map { bound in records.contains { Int($0.depth) >= bound } } ?? false
    self.findings = findings
  }
}

/// Merges the results of the shards of one ``ShardedSearch`` into the counts of the whole
/// search: the states are the union of the fingerprints, each at the smallest depth a shard
/// reached it (and with the out-degree of that record: a shard that reached a state at its true
/// depth below the bound expanded it); the edges sum those out-degrees below the bound; the
/// depth is the largest of those depths; the violations are, of each invariant, those at the
/// smallest depth any shard met it, distinct and sorted, at most `findingLimit` of each.
public enum ShardMerge {
  /// The records of several shards (each sorted by fingerprint) as one sorted list, one record
  /// per fingerprint at its smallest depth.
  public static func records(_ lists: [[StateRecord]]) -> [StateRecord] {
    var merged = lists.flatMap { $0 }
    merged.sort { ($0.fingerprint, $0.depth) < ($1.fingerprint, $1.depth) }
    var out: [StateRecord] = []
    out.reserveCapacity(merged.count)
    for record in merged where out.last?.fingerprint != record.fingerprint { out.append(record) }
    return out
  }

  /// The findings of several shards: of each invariant, those with its shortest path, distinct,
  /// sorted, the first `limit`; all of them sorted. (One invariant's shallow findings do not
  /// hide another's deeper ones: a keyboard left up after two steps and a lost note after four
  /// are both reported, as one search reports them.)
  public static func findings(_ lists: [[ReportFinding]], limit: Int = ShardedSearch.findingLimit)
    -> [ReportFinding]
  {
    let byInvariant = Dictionary(grouping: lists.flatMap { $0 }, by: \.invariant)
    var kept: [ReportFinding] = []
    for (_, findings) in byInvariant {
      guard let shortest = findings.map(\.path.count).min() else { continue }
      kept += Set(findings.filter { $0.path.count == shortest }).sorted().prefix(limit)
    }
    return kept.sorted()
  }

  /// The whole search's counts from its shards' results, which must share their depth bound.
  public static func merge(_ results: [ShardResult], findingLimit: Int = ShardedSearch.findingLimit) -> (
    records: [StateRecord], summary: SearchSummary
  ) {
    let records = records(results.map(\.records))
    let bound = results.first?.depthBound
    precondition(results.allSatisfy { $0.depthBound == bound }, "shards of one search share its depth bound")
    let summary = SearchSummary(
      records: records, depthBound: bound, findings: findings(results.map(\.findings), limit: findingLimit))
    return (records, summary)
  }
}
