import Foundation
import LifecycleCore
import Synchronization
import Testing

@testable import LifecycleExplorer

/// The exchanged search (`ExchangedSearch`): shards that each own a part of the states and hand
/// each other the rest level by level through a shared folder give, merged, exactly the records
/// and findings of one search — each state recorded once, by its owner — and each shard does
/// only its part of the work.
@Suite("exchanged search")
struct ExchangedSearchTests {
  /// A fresh shared folder.
  static func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-exchange-\(UUID().uuidString)")
  }

  /// Runs the `count` shards of `model`'s search side by side, one thread each, through one
  /// fresh folder; their results in shard order, or the first error.
  static func runShards<Model: ReportableModel & Sendable>(
    _ model: Model, depthBound: Int?, count: Int, folder: URL = folder(), timeout: Duration = .seconds(120)
  ) throws -> [ShardResult] {
    defer { try? FileManager.default.removeItem(at: folder) }
    let exchange = ShardExchange(folder: folder, timeout: timeout)
    let results = Mutex<[Int: Result<ShardResult, ShardExchangeError>]>([:])
    var threads: [Thread] = []
    for index in 0..<count {
      let thread = Thread {
        let shard = ShardSelection(index: index, count: count)!
        let result = Result { () throws(ShardExchangeError) in
          try model.exchangedSearch(depthBound: depthBound, shard: shard, exchange: exchange)
        }
        results.withLock { $0[index] = result }
      }
      thread.stackSize = 8 << 20
      threads.append(thread)
      thread.start()
    }
    while results.withLock({ $0.count }) < count { usleep(1_000) }
    return try (0..<count).map { index in try results.withLock { $0[index]! }.get() }
  }

  /// Checks that the merge of `results` is the single search's records and findings, and that
  /// the shards' records are disjoint (each state expanded once).
  static func expectMergeIsWhole<Model: ReportableModel>(
    _ results: [ShardResult], of model: Model, depthBound: Int?
  ) {
    let whole = ShardedSearch.run(model, depthBound: depthBound)
    let merged = ShardMerge.merge(results)
    #expect(merged.records == whole.records)
    #expect(merged.summary.findings == whole.findings)
    #expect(results.map(\.records.count).reduce(0, +) == whole.records.count, "each state is recorded once")
    #expect(results.allSatisfy { $0.exchanged })
  }

  @Test("the canonical world's exchanged shards merge to the whole search", arguments: [3, 4], [1, 2, 3, 4])
  func canonicalWorld(apps: Int, shards: Int) throws {
    let world = try #require(CanonicalWorld(apps: apps))
    let results = try Self.runShards(world, depthBound: nil, count: shards)
    Self.expectMergeIsWhole(results, of: world, depthBound: nil)
    #expect(ShardMerge.merge(results).summary.shortestViolation != nil)
    if shards > 1 {
      // Each shard expands its own part only: well under the whole.
      let whole = ShardedSearch.run(world, depthBound: nil).records.count
      for result in results { #expect(result.records.count < whole * 2 / shards, "shard \(result.shard)") }
    }
  }

  @Test("a bounded search, and the device policy rebuilt along paths, merge to the single search")
  func boundedAndPolicy() throws {
    let world = try #require(CanonicalWorld(apps: 4))
    Self.expectMergeIsWhole(try Self.runShards(world, depthBound: 7, count: 3), of: world, depthBound: 7)
    let policy = PolicyModel(generation: .ios4, taskApp: .init(app: 0, ending: .onExpiration))
    Self.expectMergeIsWhole(try Self.runShards(policy, depthBound: 5, count: 2), of: policy, depthBound: 5)
    let planted = PolicyModel(generation: .ios4, apps: 3) { state in
      state.device.apps.filter { $0.state == .suspended }.count >= 2 ? "two apps are suspended" : nil
    }
    let results = try Self.runShards(planted, depthBound: 6, count: 3)
    Self.expectMergeIsWhole(results, of: planted, depthBound: 6)
    #expect(!ShardMerge.merge(results).summary.findings.isEmpty)
  }

  @Test("the same shards give the same records and findings on every run")
  func deterministic() throws {
    let world = try #require(CanonicalWorld(apps: 3))
    let first = try Self.runShards(world, depthBound: nil, count: 3)
    let second = try Self.runShards(world, depthBound: nil, count: 3)
    #expect(first == second)
  }

  @Test("a shard whose partners never come gives up after its timeout, naming them")
  func missingShards() throws {
    let world = try #require(CanonicalWorld(apps: 2))
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shard = try #require(ShardSelection(index: 1, count: 3))
    let heard = Mutex<[[Int]]>([])
    var exchange = ShardExchange(folder: folder, timeout: .milliseconds(400))
    exchange.noticeAfter = .milliseconds(100)
    exchange.waiting = { level, missing, _ in heard.withLock { $0.append([level] + missing) } }
    let error = try #require(
      throws: ShardExchangeError.self,
      performing: { try world.exchangedSearch(depthBound: nil, shard: shard, exchange: exchange) })
    #expect(error.description.contains("shards 0, 2 did not finish level 0"))
    // Told once that it waits, at level 0, for shards 0 and 2.
    #expect(heard.withLock { $0 } == [[0, 0, 2]])
    #expect(error.description.contains("parallelism equal to its completions"))
  }

  @Test("a folder that holds an earlier search's files, or shards of different searches, are refused")
  func staleAndMismatched() throws {
    let world = try #require(CanonicalWorld(apps: 2))
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Self.runShards(world, depthBound: nil, count: 2, folder: folder)
    // runShards removed it; make one that still holds shard 0's announcement.
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("model=canonical-world apps=2\n".utf8).write(to: folder.appendingPathComponent("search-0"))
    let stale = try #require(
      throws: ShardExchangeError.self,
      performing: {
        try world.exchangedSearch(
          depthBound: nil, shard: ShardSelection(index: 0, count: 2)!,
          exchange: ShardExchange(folder: folder, timeout: .seconds(5)))
      })
    #expect(stale.description.contains("give each search a fresh folder"))
    // Shard 1 of a bounded search finds shard 0 announced with another depth bound.
    let mismatch = try #require(
      throws: ShardExchangeError.self,
      performing: {
        _ = try Self.runShardOne(world, depthBound: 3, folder: folder)
      })
    #expect(mismatch.description.contains("shard 0 runs another search than shard 1"))
  }

  /// Shard 1 of 2 against a folder whose shard 0 already announced itself and finished level 0.
  static func runShardOne(_ world: CanonicalWorld, depthBound: Int?, folder: URL) throws -> ShardResult {
    let level = folder.appendingPathComponent("level-0")
    try FileManager.default.createDirectory(at: level, withIntermediateDirectories: true)
    try Data(ShardExchange.magic + [0]).write(to: level.appendingPathComponent("0-1"))
    try Data("1\n".utf8).write(to: level.appendingPathComponent("done-0"))
    return try world.exchangedSearch(
      depthBound: depthBound, shard: ShardSelection(index: 1, count: 2)!,
      exchange: ShardExchange(folder: folder, timeout: .seconds(5)))
  }

  @Test("a damaged file of states handed over is an error naming it")
  func damagedFile() throws {
    let world = try #require(CanonicalWorld(apps: 2))
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      (ShardExchange.searchLine(of: world, depthBound: nil) + " shards=2\n").utf8
    ).write(to: folder.appendingPathComponent("search-0"))
    let level = folder.appendingPathComponent("level-0")
    try FileManager.default.createDirectory(at: level, withIntermediateDirectories: true)
    // Shard 0 "hands over" records of 3 bytes where a fingerprint alone takes 8.
    try Data(ShardExchange.magic + [3]).write(to: level.appendingPathComponent("0-1"))
    try Data("1\n".utf8).write(to: level.appendingPathComponent("done-0"))
    let error = try #require(
      throws: ShardExchangeError.self,
      performing: {
        try world.exchangedSearch(
          depthBound: nil, shard: ShardSelection(index: 1, count: 2)!,
          exchange: ShardExchange(folder: folder, timeout: .seconds(5)))
      })
    #expect(error.description.contains("level-0/0-1 is damaged"))
  }

  @Test("owners spread packed states evenly")
  func ownersSpread() {
    var counts = [Int](repeating: 0, count: 4)
    for bits in UInt64(0)..<4096 { counts[ExchangedSearch.owner(of: bits << 10, among: 4)] += 1 }
    #expect(counts.allSatisfy { $0 > 800 && $0 < 1250 }, "\(counts)")
  }
}
