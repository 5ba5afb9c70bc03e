import Foundation
import Testing

@testable import LifecycleCommandLine

/// `lifecycle bench --json`: the figures as one document, the Markdown report still written.
@MainActor
@Suite("lifecycle bench --json")
struct BenchJSONTests {
  @Test("--drive-only --json prints the drive's figures and the event mix, and writes the report")
  func driveOnly() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = LifecycleCommand.run([
      "bench", "--drive-only", "--events", "500", "--output", output.path, "--json",
    ])
    #expect(result.exitCode == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(document["command"] as? String == "bench")
    #expect(document["written_to"] as? String == output.path)
    let drive = try #require(document["drive"] as? [String: Any])
    #expect(drive["events"] as? Int == 500)
    let mix = try #require(document["event_mix"] as? [String: Int])
    #expect(mix.values.reduce(0, +) == 500)
    #expect(document["device_day"] is NSNull)
    #expect(document["peer"] is NSNull)
    let markdown = try String(contentsOf: output, encoding: .utf8)
    #expect(markdown.hasPrefix("# Benchmarks\n"))
    // Keys in a fixed order: the document starts the same way every time.
    #expect(
      result.standardOutput.hasPrefix(
        "{\n  \"format\": 1,\n  \"command\": \"bench\",\n  \"exitCode\": 0,\n  \"invocation\": "))
  }

  @Test(
    "decimals print with fixed places, rounded half away from zero",
    arguments: [
      (0.0, 3, "0.000"), (1.5, 0, "2"), (-0.25, 1, "-0.3"), (12.3456, 2, "12.35"), (0.0004, 3, "0.000"),
    ])
  func fixed(value: Double, places: Int, text: String) {
    #expect(JSONDocument.fixed(value, places: places) == text)
  }
}
