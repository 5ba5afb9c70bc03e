import Foundation
import Testing

@testable import LifecycleCommandLine

/// deploy/explore-indexed-job.yaml, read by hand as YAML: an Indexed Job whose pods each run a
/// command line the CLI's own parser accepts and that selects the pod's shard, writing to the
/// volume the pods share.
@Suite("the Indexed Job manifest")
struct IndexedJobManifestTests {
  /// The manifest's lines without comments or blank lines, each with its indentation.
  static func lines(filePath: String = #filePath) throws -> [(indent: Int, text: String)] {
    let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("deploy/explore-indexed-job.yaml"), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      let trimmed = line.drop { $0 == " " }
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
      return (line.count - trimmed.count, String(trimmed))
    }
  }

  /// The value of the first `key: value` line whose key is `key` (after a list's `- `).
  static func value(_ key: String, in lines: [(indent: Int, text: String)]) -> String? {
    for line in lines {
      let text = line.text.hasPrefix("- ") ? String(line.text.dropFirst(2)) : line.text
      guard text.hasPrefix(key + ":") else { continue }
      return text.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  /// A flow sequence of quoted strings (`["a", "b"]`), which is also JSON.
  static func strings(_ flow: String?) throws -> [String] {
    let flow = try #require(flow)
    return try #require(try JSONSerialization.jsonObject(with: Data(flow.utf8)) as? [String])
  }

  /// `"4"` → 4.
  static func number(_ text: String?) -> Int? {
    text.flatMap { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))) }
  }

  @Test("an Indexed Job with N completions whose env says N, and pods that never restart in place")
  func job() throws {
    let lines = try Self.lines()
    #expect(Self.value("apiVersion", in: lines) == "batch/v1")
    #expect(Self.value("kind", in: lines) == "Job")
    #expect(Self.value("completionMode", in: lines) == "Indexed")
    #expect(Self.value("restartPolicy", in: lines) == "Never")
    let completions = try #require(Self.number(Self.value("completions", in: lines)))
    let parallelism = try #require(Self.number(Self.value("parallelism", in: lines)))
    #expect(completions > 1)
    #expect((1...completions).contains(parallelism))
    // Shards that exchange states all run at once, and a failed one cannot rejoin: no retries.
    if try Self.strings(Self.value("args", in: lines)).contains("--exchange") {
      #expect(parallelism == completions)
      #expect(Self.number(Self.value("backoffLimit", in: lines)) == 0)
    }
    // The env entry named JOB_COMPLETIONS carries the same number on the next line.
    let name = try #require(lines.firstIndex { $0.text == "- name: \(ReportOutput.countVariable)" })
    #expect(Self.number(Self.value("value", in: [lines[name + 1]])) == completions)
  }

  @Test("each pod's command line parses and selects its own shard, writing under the shared volume")
  func commandLine() throws {
    let lines = try Self.lines()
    let command = try Self.strings(Self.value("command", in: lines))
    let arguments = try Self.strings(Self.value("args", in: lines))
    #expect(command == ["lifecycle"])
    #expect(arguments.first == "explore")
    #expect(LifecycleCommand.commands.contains(arguments[0]))
    let completions = try #require(Self.number(Self.value("completions", in: lines)))
    let mount = try #require(Self.value("mountPath", in: lines))
    let claim = try #require(Self.value("claimName", in: lines))
    #expect(!claim.isEmpty)
    for index in 0..<completions {
      // Kubernetes expands $(JOB_COMPLETION_INDEX) from the pod's environment.
      let expanded = arguments.dropFirst().map {
        $0.replacingOccurrences(of: "$(\(ReportOutput.indexVariable))", with: String(index))
      }
      let request = try ExploreCommand.parse(
        Array(expanded),
        environment: [
          ReportOutput.indexVariable: String(index), ReportOutput.countVariable: String(completions),
        ])
      let report = try #require(request.report)
      #expect(report.shard.description == "\(index)/\(completions)")
      #expect(report.out == "\(mount)/\(index)")
      #expect(
        report.exchange.map { $0.hasPrefix("\(mount)/exchange-") } ?? true, "the exchange is on the volume")
      #expect(request.walks == nil)
    }
  }
}
