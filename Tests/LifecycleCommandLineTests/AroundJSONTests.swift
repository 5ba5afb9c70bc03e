import Foundation
import Testing

@testable import LifecycleCommandLine

/// `lifecycle explore --around FILE --json`: the failing runs as one document, checks as fields.
@MainActor
@Suite("lifecycle explore --around --json")
struct AroundJSONTests {
  func file(_ app: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("around-\(UUID().uuidString).scn")
    try AppExploreCommandTests.typing.replacingOccurrences(of: "APP", with: app).write(
      to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test("a failing round-trip names the step it followed and carries the failed check as fields")
  func naive() throws {
    let url = try file("notes-naive")
    defer { try? FileManager.default.removeItem(at: url) }
    let result = LifecycleCommand.run(["explore", "--around", url.path, "--json"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardOutput
        == LifecycleCommand.run(["explore", "--around", url.path, "--json"]).standardOutput)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(document["model"] as? String == "around")
    #expect(document["runs"] as? Int == 10)
    let failures = try #require(document["failures"] as? [[String: Any]])
    let jetsam = try #require(failures.first { $0["round_trip"] as? String == "Home, jetsam and relaunch" })
    let after = try #require(jetsam["after"] as? [String: Any])
    #expect(after["line"] as? Int == 4)
    #expect(after["step"] as? String == "type Notes Note \"buy milk\"")
    let check = try #require((jetsam["failures"] as? [[String: Any]])?.first)
    #expect(check["file"] as? String == url.path)
    #expect(check["line"] as? Int == 5)
    #expect(check["expected"] as? String == "\"buy milk\"")
    #expect(check["actual"] as? String == "\"\"")
  }

  @Test("a careful app: no failures, exit 0")
  func careful() throws {
    let url = try file("notes")
    defer { try? FileManager.default.removeItem(at: url) }
    let result = LifecycleCommand.run(["explore", "--around", url.path, "--json"])
    #expect(result.exitCode == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect((document["failures"] as? [Any])?.isEmpty == true)
  }
}
