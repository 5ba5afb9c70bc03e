public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What went wrong in a shared folder of an ``ExchangedSearch``, in words that name the file or
/// the shard and the fix.
public struct ShardExchangeError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  public var description: String

  /// An error saying `description`.
  public init(_ description: String) { self.description = description }
}

/// The folder the shards of an ``ExchangedSearch`` share (a volume every pod of an Indexed Job
/// mounts, or any folder on one machine), and how long a shard waits for the others.
///
/// Its files: `search-I`, the search shard I runs (model, parameters, depth bound, shards),
/// which every shard compares with its own before the first exchange; for each level L,
/// `level-L/I-J`, the states shard I hands shard J (their fingerprints and paths), and
/// `level-L/done-I`, written last, which says shard I's files of the level are complete and how
/// many states its frontier held. Each file appears whole (written aside, then renamed). A shard
/// deletes its files of a level once every shard has gone past it, so the folder ends with the
/// last level's small files; give each search a fresh folder.
public struct ShardExchange: Sendable {
  /// The shared folder.
  public let folder: URL
  /// How long a shard waits at one level for the others before it gives up, naming them.
  public var timeout: Duration
  /// Hears that a shard has waited at a level: the level, the shards it waits for and how long
  /// it has waited (after ``noticeAfter``, then each minute), so that a shard left alone says so.
  public var waiting: (@Sendable (_ level: Int, _ missing: [Int], _ waited: Duration) -> Void)?
  /// How long a shard waits before ``waiting`` first hears of it.
  public var noticeAfter: Duration = .seconds(10)

  /// The exchange through `folder`, waiting at most `timeout` per level.
  public init(folder: URL, timeout: Duration = .seconds(3600)) {
    self.folder = folder
    self.timeout = timeout
  }

  /// The line that names a search: shards that run different searches must not exchange.
  @inlinable
  static func searchLine<Model: ReportableModel>(of model: Model, depthBound: Int?) -> String {
    "model=\(model.reportName) \(ExplorationReport.render(model.reportParameters)) "
      + "fingerprints=\(model.fingerprintKey) depth-bound=\(depthBound.map(String.init) ?? "none")"
  }

  private var path: String { folder.path }

  private func levelFolder(_ level: Int) -> String { path + "/level-\(level)" }

  /// Creates the folder if need be and writes which search `shard` runs; refuses a folder that
  /// already holds this shard's files of a search.
  @usableFromInline
  func announce(search: String, shard: ShardSelection) throws(ShardExchangeError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw ShardExchangeError("cannot create the exchange folder \(path): \(Self.reason(error))")
    }
    let own = path + "/search-\(shard.index)"
    if FileManager.default.fileExists(atPath: own) {
      throw ShardExchangeError(
        "\(own) exists: the folder holds the files of an earlier search; give each search a fresh folder "
          + "(or empty this one)")
    }
    try write(Array((search + " shards=\(shard.count)\n").utf8), to: own)
  }

  /// What a shard's marker of a level says: how many states its frontier held at the level, and
  /// the depth of the shallowest violation of each invariant it has met so far.
  public struct Marker: Equatable, Sendable {
    /// The states the shard expanded at the level.
    public var frontier: Int
    /// The shallowest violation's depth of each invariant met, by the invariant's name.
    public var violationDepths: [String: Int]

    /// A marker.
    public init(frontier: Int, violationDepths: [String: Int]) {
      self.frontier = frontier
      self.violationDepths = violationDepths
    }

    /// The count on the first line, then one line per invariant: its depth and its name.
    var text: String {
      violationDepths.sorted { $0.key < $1.key }.reduce("\(frontier)\n") { $0 + "\($1.value) \($1.key)\n" }
    }

    /// The marker `text` writes; nil when the text is not one.
    init?(text: String) {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
      guard let first = lines.first, let frontier = Int(first), frontier >= 0 else { return nil }
      var depths: [String: Int] = [:]
      for line in lines.dropFirst() {
        guard let space = line.firstIndex(of: " "), let depth = Int(line[..<space]), depth > 0 else {
          return nil
        }
        let name = String(line[line.index(after: space)...])
        guard !name.isEmpty else { return nil }
        depths[name] = depth
      }
      self.frontier = frontier
      violationDepths = depths
    }
  }

  /// Writes shard `shard`'s outboxes of `level` (each a run of records of `recordBytes` bytes:
  /// a fingerprint, then a path where states need one), then its marker.
  @usableFromInline
  func write(_ outboxes: [[UInt8]], recordBytes: Int, level: Int, shard: ShardSelection, marker: Marker)
    throws(ShardExchangeError)
  {
    let folder = levelFolder(level)
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw ShardExchangeError("cannot create \(folder): \(Self.reason(error))")
    }
    for other in 0..<shard.count where other != shard.index {
      var header = WireWriter()
      header.write(recordBytes)
      header.write(outboxes[other].count / recordBytes)
      try write(Self.magic + header.bytes + outboxes[other], to: folder + "/\(shard.index)-\(other)")
    }
    try write(Array(marker.text.utf8), to: folder + "/done-\(shard.index)")
  }

  /// Waits until every shard has written its marker of `level`; returns them, in shard order. At
  /// level 0 it also checks that every shard runs the same search.
  @usableFromInline
  func waitForLevel(_ level: Int, shard: ShardSelection) throws(ShardExchangeError) -> [Marker] {
    let folder = levelFolder(level)
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var markers = [Marker?](repeating: nil, count: shard.count)
    var pause: UInt32 = 200
    var nextNotice = clock.now.advanced(by: noticeAfter)
    let started = clock.now
    while true {
      if let waiting, clock.now >= nextNotice {
        nextNotice = clock.now.advanced(by: .seconds(60))
        waiting(level, markers.indices.filter { markers[$0] == nil }, started.duration(to: clock.now))
      }
      for other in 0..<shard.count where markers[other] == nil {
        let file = folder + "/done-\(other)"
        guard let bytes = FileManager.default.contents(atPath: file) else { continue }
        guard let marker = String(data: bytes, encoding: .utf8).flatMap(Marker.init(text:)) else {
          throw ShardExchangeError(
            "\(file) is damaged: it does not hold a count of states, then a depth and an invariant a line")
        }
        markers[other] = marker
      }
      if markers.allSatisfy({ $0 != nil }) { break }
      if clock.now >= deadline {
        let missing = markers.indices.filter { markers[$0] == nil }.map(String.init).joined(separator: ", ")
        throw ShardExchangeError(
          "shard \(shard.index): shards \(missing) did not finish level \(level) within \(timeout) (\(folder)); "
            + "every shard must run at the same time — an Indexed Job's parallelism equal to its completions")
      }
      usleep(pause)
      pause = min(pause * 2, 20_000)
    }
    if level == 0 { try checkSearches(shard: shard) }
    return markers.map { $0! }
  }

  /// Refuses to go on when another shard runs another search than `shard`'s.
  private func checkSearches(shard: ShardSelection) throws(ShardExchangeError) {
    let own = FileManager.default.contents(atPath: path + "/search-\(shard.index)")
    for other in 0..<shard.count where other != shard.index {
      let file = path + "/search-\(other)"
      let theirs = FileManager.default.contents(atPath: file)
      guard theirs == own else {
        let text = { (data: Data?) in
          data.flatMap { String(data: $0, encoding: .utf8) }?.trimmingCharacters(in: .newlines) ?? "nothing"
        }
        throw ShardExchangeError(
          "shard \(other) runs another search than shard \(shard.index) in \(path): \(text(theirs)), not "
            + "\(text(own)); run every shard with the same options, each search in a fresh folder")
      }
    }
  }

  /// The records shard `from` handed shard `to` at `level`, each `recordBytes` long (a
  /// fingerprint, then a path of `level + 1` steps where states need one), one after another.
  @usableFromInline
  func read(level: Int, from: Int, to: Int, recordBytes: Int) throws(ShardExchangeError) -> [UInt8] {
    let file = levelFolder(level) + "/\(from)-\(to)"
    guard let data = FileManager.default.contents(atPath: file) else {
      throw ShardExchangeError("\(file) is missing, though shard \(from) finished level \(level)")
    }
    let bytes = [UInt8](data)
    guard bytes.starts(with: Self.magic) else {
      throw ShardExchangeError("\(file) is not a file of states handed over (it does not start with LKX1)")
    }
    var reader = WireReader(Array(bytes[Self.magic.count..<min(bytes.count, Self.magic.count + 20)]))
    do throws(WireError) {
      let size = try reader.read(Int.self)
      guard size == recordBytes else {
        throw WireError("records of \(size) bytes where level \(level) has \(recordBytes)")
      }
      let count = try reader.read(Int.self)
      let start = Self.magic.count + reader.offset
      guard bytes.count - start == count * recordBytes else {
        throw WireError("\(count) records of \(recordBytes) bytes, but \(bytes.count - start) bytes follow")
      }
      return Array(bytes[start...])
    } catch {
      throw ShardExchangeError("\(file) is damaged: \(error.description)")
    }
  }

  /// Deletes shard `shard`'s files of `level` (nothing for a level below 0).
  @usableFromInline
  func removeOwnFiles(level: Int, shard: ShardSelection) throws(ShardExchangeError) {
    guard level >= 0 else { return }
    let folder = levelFolder(level)
    for other in 0..<shard.count where other != shard.index { unlink(folder + "/\(shard.index)-\(other)") }
    unlink(folder + "/done-\(shard.index)")
    // The last shard to leave the level takes its folder with it (others' files keep it there).
    rmdir(folder)
  }

  /// The C library's words for the system error under `error`, else Foundation's.
  static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }

  /// `LKX1`: the first bytes of a file of states handed over.
  static let magic: [UInt8] = Array("LKX1".utf8)

  /// Writes `bytes` to `file` whole: aside first, then renamed into place.
  private func write(_ bytes: [UInt8], to file: String) throws(ShardExchangeError) {
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
    } catch {
      throw ShardExchangeError("cannot write \(file): \(Self.reason(error))")
    }
  }
}
