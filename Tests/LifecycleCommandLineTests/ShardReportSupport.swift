import Foundation

@testable import LifecycleCommandLine

/// Helpers for the tests of shard reports: a scratch folder, and the fields of a JSON report.
struct ReportScratch {
  /// The folder, fresh for each test.
  let root: URL

  init(_ label: String) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shards-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  /// `root/name`.
  func path(_ name: String) -> String { root.appendingPathComponent(name).path }

  /// Removes the folder.
  func remove() { try? FileManager.default.removeItem(at: root) }
}

/// The top-level fields of a JSON report that tests compare: counts, depth, the shortest
/// violation's length and the first finding's invariant.
struct ReportFields: Equatable {
  var states: Int
  var edges: Int
  var depth: Int
  var shortestViolation: Int?
  var invariant: String?

  /// Reads the fields from a report's JSON text; nil when it is not an object with them.
  init?(json: String) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
      return nil
    }
    self.init(object: object)
  }

  /// Reads the fields from a report already parsed.
  init?(object: [String: Any]) {
    guard let states = object["states"] as? Int, let edges = object["edges"] as? Int,
      let depth = object["depth"] as? Int, let findings = object["findings"] as? [[String: Any]]
    else { return nil }
    self.states = states
    self.edges = edges
    self.depth = depth
    shortestViolation = (findings.first?["path"] as? [String])?.count
    invariant = findings.first?["invariant"] as? String
  }

  /// Reads `DIR/report.json`.
  init?(folder: String) {
    guard let data = FileManager.default.contents(atPath: folder + "/report.json") else { return nil }
    self.init(json: String(decoding: data, as: UTF8.self))
  }
}
