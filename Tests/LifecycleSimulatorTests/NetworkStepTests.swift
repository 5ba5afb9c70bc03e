import Foundation
import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// The `network` and `respond` steps: what they parse to, what the parser says of a malformed
/// line (file:line:column), how they print, and what they do to the device's state.
@MainActor
@Suite("Scenario steps network and respond")
struct NetworkStepTests {
  @Test("network online|offline and respond with a file, a status, a latency")
  func parses() throws {
    #expect(try ScenarioTestSupport.command("network online") == .network(.online))
    #expect(try ScenarioTestSupport.command("network offline") == .network(.offline))
    #expect(
      try ScenarioTestSupport.command("respond https://example.com/news.json news.json")
        == .respond(ResponseSpec(pattern: "https://example.com/news.json", file: "news.json")))
    #expect(
      try ScenarioTestSupport.command("respond https://example.com/* status=503 after=2s")
        == .respond(ResponseSpec(pattern: "https://example.com/*", statusCode: 503, latency: .seconds(2))))
    #expect(
      try ScenarioTestSupport.command(
        #"respond "https://example.com/q?a=1" after=250ms "not found.html" status=404"#)
        == .respond(
          ResponseSpec(
            pattern: "https://example.com/q?a=1", file: "not found.html", statusCode: 404,
            latency: .milliseconds(250))))
  }

  @Test("malformed respond and network lines name the file, line and column")
  func errors() {
    let cases: [(String, String)] = [
      ("network", "t.scn:3:8: missing network state after 'network' (online, offline)"),
      ("network up", "t.scn:3:9: unknown network state 'up'; expected one of: online, offline"),
      (
        "respond",
        "t.scn:3:8: missing URL pattern after 'respond' (like https://example.com/news.json or https://example.com/*)"
      ),
      (
        "respond status=404",
        "t.scn:3:9: missing URL pattern before 'status=404' (like https://example.com/news.json or https://example.com/*)"
      ),
      (
        "respond news.json",
        "t.scn:3:9: expected a URL pattern (like https://example.com/news.json or https://example.com/*), found 'news.json'"
      ),
      (
        "respond https://example.com/a",
        "t.scn:3:30: missing the answer after 'respond https://example.com/a': a body FILE (relative to the scenario) or status=N"
      ),
      (
        "respond https://example.com/a status=99",
        "t.scn:3:38: an HTTP status is from 100 to 599; found '99'"
      ),
      (
        "respond https://example.com/a status=ok",
        "t.scn:3:38: expected an HTTP status, a whole number like 7, found 'ok'"
      ),
      (
        "respond https://example.com/a a.json after=soon",
        "t.scn:3:44: expected a duration like 250ms, 10s or 5m, found 'soon'"
      ),
      (
        "respond https://example.com/a a.json b.json",
        "t.scn:3:38: a response has one body file; 'b.json' comes after the file at column 31"
      ),
      (
        "respond https://example.com/a a.json delay=2s",
        "t.scn:3:38: unknown flag 'delay=2s' for 'respond'; expected status=N, after=DURATION"
      ),
      (
        "respond https://example.com/a status=200 status=404",
        "t.scn:3:42: flag 'status' is given twice; it was first given at column 31"
      ),
    ]
    for (line, expected) in cases {
      #expect(ScenarioTestSupport.errorAfterPreamble(line) == expected, "\(line)")
    }
  }

  @Test("the printer writes the steps back as lines that parse to the same commands")
  func printsBack() throws {
    for line in [
      "network online", "network offline", "respond https://example.com/a a.json",
      "respond https://example.com/* status=404", "respond https://example.com/a a.json status=500 after=2s",
      #"respond "https://example.com/q?a=1" status=204"#,
    ] {
      let command = try #require(try ScenarioTestSupport.command(line))
      #expect(ScenarioPrinter.line(for: command) == line)
    }
  }

  @Test("the device starts offline; network and respond change its state, and a repeat is traced as ignored")
  func deviceState() throws {
    let device = try Device(.default, catalog: .builtIn, storage: MemoryStorage())
    #expect(device.policyState.conditions.network.isOnline == false)
    device.network(.offline)
    device.network(.online)
    #expect(device.policyState.conditions.network.isOnline)
    device.respond(to: "https://example.com/*", statusCode: 404)
    device.respond(to: "https://example.com/a", body: Array("a".utf8), after: .seconds(1))
    device.respond(to: "https://example.com/*", statusCode: 500)
    let responses = device.policyState.conditions.network.responses
    #expect(responses.map(\.pattern) == ["https://example.com/a", "https://example.com/*"])
    #expect(responses.map(\.statusCode) == [200, 500])
    let text = TraceRenderer.text(device.trace)
    #expect(text.contains("network offline"))
    #expect(text.contains("the network is already offline"))
    #expect(text.contains("respond https://example.com/a status=200 after=1s"))
  }

  @Test("a respond step reads its body file relative to the scenario's folder, and names a missing one")
  func bodyFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("respond-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("hello".utf8).write(to: folder.appendingPathComponent("hello.txt"))
    let file = folder.appendingPathComponent("s.scn")
    try "network online\nrespond https://example.com/h hello.txt\n".write(
      to: file, atomically: true, encoding: .utf8)
    let result = ScenarioRunner().run(try ScenarioParser.parse(contentsOf: file))
    #expect(result.error == nil)
    let missing = folder.appendingPathComponent("m.scn")
    try "respond https://example.com/h gone.txt\n".write(to: missing, atomically: true, encoding: .utf8)
    let failed = ScenarioRunner().run(try ScenarioParser.parse(contentsOf: missing))
    let error = try #require(failed.error)
    #expect(error.location.line == 1 && error.location.column == 1)
    #expect(error.message.hasPrefix("cannot read the response body gone.txt"))
  }
}
