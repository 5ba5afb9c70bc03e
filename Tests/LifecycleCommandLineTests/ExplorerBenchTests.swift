import Foundation
import Testing

@testable import LifecycleCommandLine

/// The explorer beside SPIN in `lifecycle bench`, and `lifecycle explore --workers`: how the
/// section reads pan's and the explorer's output, renders its table and replaces itself in an
/// existing report. SPIN itself and the timings are not run here.
@Suite("explorer beside SPIN")
struct ExplorerBenchTests {
  @Test("--workers 2 counts the space of one worker and says how many searched")
  @MainActor
  func exploreWithWorkers() {
    let one = LifecycleCommand.run(["explore", "--world", "3"])
    let two = LifecycleCommand.run(["explore", "--world", "3", "--workers", "2"])
    #expect(two.exitCode == 0)
    #expect(two.standardOutput.contains("2 workers"))
    #expect(ExplorerBenchmark.number(after: "states", in: two.standardOutput) == 6_521)
    #expect(ExplorerBenchmark.number(after: "edges", in: two.standardOutput) == 70_354)
    #expect(
      ExplorerBenchmark.number(after: "edges", in: one.standardOutput)
        == ExplorerBenchmark.number(after: "edges", in: two.standardOutput))
    let property = LifecycleCommand.run(["explore", "--world", "3", "--property", "--workers", "3"])
    #expect(property.exitCode == 1)
    #expect(property.standardOutput.contains("property violated after 6 events"))
  }

  @Test("--workers takes a positive number and only for the breadth-first search")
  @MainActor
  func workersUsage() {
    #expect(LifecycleCommand.run(["explore", "--world", "3", "--workers", "0"]).exitCode == 2)
    #expect(LifecycleCommand.run(["explore", "--world", "3", "--random", "--workers", "2"]).exitCode == 2)
    #expect(LifecycleCommand.run(["bench", "--only", "drive", "--output", "/dev/null"]).exitCode == 2)
  }

  @Test("the table compares each search with SPIN's on the same world and states the goals")
  func table() {
    let spin = ExplorerBenchmark.Row(
      world: 5, workers: nil, states: 1_840_701, edges: 30_745_730, seconds: 13, peakResidentBytes: 300 << 20,
      violationDepth: 7)
    let one = ExplorerBenchmark.Row(
      world: 5, workers: 1, states: 1_840_701, edges: 30_745_730, seconds: 0.65, peakResidentBytes: 80 << 20,
      violationDepth: 7)
    var two = one
    two.workers = 2
    two.seconds = 0.5
    two.edges -= 1
    let text = ExplorerBenchmark.markdown(
      .init(rows: [spin, one, two]), command: "lifecycle bench --only explorer")
    #expect(text.hasPrefix(ExplorerBenchmark.heading))
    #expect(text.contains("`lifecycle bench --only explorer`"))
    #expect(text.contains("| 5 | explorer, 1 worker | 1,840,701 | 30,745,730 | yes (to SPIN) | 0.650 |"))
    #expect(text.contains("| 20.0× | 7 steps |"))
    #expect(text.contains("| 5 | explorer, 2 workers | 1,840,701 | 30,745,729 | **no** |"))
    #expect(text.contains("one worker 20.0× SPIN's states/s (goal 15×: met)"))
    #expect(text.contains("two workers 1.30× one worker's states/s (goal 1.6×: not met)"))
    // A world of a few hundredths of a second is reported with no goal.
    var small = [spin, one, two]
    for index in small.indices {
      small[index].world = 4
      small[index].seconds /= 20
    }
    let smaller = ExplorerBenchmark.markdown(.init(rows: small), command: "lifecycle bench --only explorer")
    #expect(
      smaller.contains(
        "- A = 4: one worker 20.0× SPIN's states/s; two workers 1.30× one worker's states/s (no goal: the goals "
          + "are set for A = 5 and 6"))
    #expect(!smaller.contains("goal 15×"))
  }

  @Test("--only explorer replaces its section and keeps the others")
  func splice() {
    let report = "# Benchmarks\n\n## One\n\na\n\n## The explorer beside SPIN\n\nold\n\n## Two\n\nb\n"
    let replaced = ExplorerBenchmark.splice("## The explorer beside SPIN\n\nnew\n", into: report)
    #expect(replaced == "# Benchmarks\n\n## One\n\na\n\n## The explorer beside SPIN\n\nnew\n\n## Two\n\nb\n")
    let appended = ExplorerBenchmark.splice(
      "## The explorer beside SPIN\n\nnew\n", into: "# Benchmarks\n\n## One\n\na\n")
    #expect(appended == "# Benchmarks\n\n## One\n\na\n\n## The explorer beside SPIN\n\nnew\n")
    #expect(
      ExplorerBenchmark.splice("## The explorer beside SPIN\n\nnewer\n", into: appended).hasSuffix("newer\n"))
  }

  @Test("a program's output, exit status and peak memory are its own")
  func measuredProcess() throws {
    let folder = FileManager.default.temporaryDirectory
    let run = try MeasuredProcess.run("/bin/sh", ["-c", "echo \"it's\"; exit 3"], in: folder)
    #expect(run.status == 3)
    #expect(run.output.contains("it's"))
    #expect(run.peakResidentBytes > 0)
    #expect(MeasuredProcess.which("sh") != nil)
    #expect(MeasuredProcess.which("no-such-program-here") == nil)
  }
}
