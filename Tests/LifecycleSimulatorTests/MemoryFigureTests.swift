import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// The memory figures a device records for charts: memory in use after every launch, every
/// death and every footprint change; the text trace and JSON Lines do not show them.
@MainActor
@Suite("Memory figures in the trace")
struct MemoryFigureTests {
  func run(_ text: String) throws -> ScenarioRunResult {
    ScenarioRunner().run(try ScenarioParser.parse(text, file: "memory.scn"))
  }

  func figures(_ trace: Trace) -> [MemorySample] {
    trace.records.compactMap { record in
      if case .memory(let sample) = record.event, sample.kind == .changed { sample } else { nil }
    }
  }

  @Test("each launch adds the app's footprint and each death takes it away, free memory the rest")
  func launchesAndDeaths() throws {
    let result = try run(
      "device profile=ios7 memory=256MB\ninstall A footprint=40MB\ninstall B footprint=30MB\nlaunch A\n"
        + "launch B\nquit A\n")
    let figures = figures(result.trace)
    #expect(figures.map { $0.inUseBytes >> 20 } == [40, 70, 30])
    #expect(figures.map { ($0.inUseBytes + $0.freeBytes) >> 20 } == [256, 256, 256])
  }

  @Test("the text trace and JSON Lines leave the figures out")
  func notRendered() throws {
    let result = try run("device profile=ios7\ninstall A\nlaunch A\nhome\nquit A\n")
    let shown = result.trace.records.filter { TraceRenderer.isRendered($0.event) }.count
    #expect(figures(result.trace).count == 2)
    #expect(shown == result.trace.count - 2)
    let text = TraceRenderer.text(result.trace)
    #expect(text.split(separator: "\n").count == shown)
    #expect(!text.contains("in use"))
    #expect(TraceRenderer.jsonLines(result.trace).split(separator: "\n").count == shown)
  }
}
