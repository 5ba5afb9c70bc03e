import LifecycleCore
import Testing

@testable import LifecycleCommandLine

/// The bench's section on the explorer on an app: its table, the ratio to the raw replays and
/// whether the goal is met, and the replays it measures agreeing with the search.
@MainActor
@Suite("lifecycle bench: the explorer on an app")
struct AppExplorerBenchTests {
  @Test("The table gives steps per second and the ratio to the raw replays, and says whether the goal is met")
  func markdown() {
    let rows = [
      AppExplorerBenchmark.Row(
        profile: .ios4, states: 262, edges: 811, steps: 5_150, seconds: 0.8, rawSeconds: 0.4,
        findings: ["clean-background", "no-data-loss"]),
      AppExplorerBenchmark.Row(
        profile: .ios3, states: 258, edges: 725, steps: 4_485, seconds: 0.6, rawSeconds: 0.1, findings: []),
    ]
    let text = AppExplorerBenchmark.markdown(rows, command: "lifecycle bench --only app-explorer")
    #expect(text.hasPrefix("## The explorer on an app\n"))
    #expect(
      text.contains(
        "| ios4 | 262 | 811 | 5150 | 0.800 | 6438 | 0.400 | 2.00× | clean-background, no-data-loss |"))
    #expect(text.contains("| ios3 | 258 | 725 | 4485 | 0.600 | 7475 | 0.100 | 6.00× | none |"))
    // 1.4 s against 0.5 s: 2.8×.
    #expect(text.contains("exploring costs 2.80× the raw steps (goal: at most 5×) — met."))
  }

  @Test("The whole command with and without workers: a table, the speed-up, and a word on the counts")
  func commands() {
    let rows = [
      AppExplorerBenchmark.Row(
        profile: .ios4, states: 262, edges: 811, steps: 5_150, seconds: 0.8, rawSeconds: 0.4, findings: [])
    ]
    let same = AppExplorerBenchmark.markdown(
      rows,
      commands: [
        .init(workers: nil, seconds: 3.0, states: 1_034, edges: 3_340),
        .init(workers: 2, seconds: 2.0, states: 1_034, edges: 3_340),
      ], command: "lifecycle bench")
    #expect(same.contains("| one process | 1034 | 3340 | 3.000 |"))
    #expect(same.contains("| `--workers 2` | 1034 | 3340 | 2.000 |"))
    #expect(same.contains("2 workers: 1.50× the speed of one process, with the same states and edges."))
    let differing = AppExplorerBenchmark.markdown(
      rows,
      commands: [
        .init(workers: nil, seconds: 3.0, states: 1_034, edges: 3_340),
        .init(workers: 2, seconds: 2.0, states: 1_033, edges: 3_340),
      ], command: "lifecycle bench")
    #expect(differing.contains("the states or edges differ: a defect"))
    let failed = AppExplorerBenchmark.markdown(
      rows, commandError: "no lifecycle binary", command: "lifecycle bench")
    #expect(failed.contains("The whole command as a child process: not measured (no lifecycle binary)."))
  }

  @Test("The counts of explore --app's output are summed over its generations")
  func counts() throws {
    let output = """
      explore notes-naive: depth 5, events home, memory-pressure
      ios3  states 175  edges 479  steps 2,923  0.45 s  nothing found
      ios13 states 1,172  edges 1,580  steps 3,629  0.54 s  2 found
        no-data-loss: the note is gone
      """
    let counts = try #require(AppExplorerBenchmark.counts(in: output))
    #expect(counts.states == 1_347 && counts.edges == 2_059)
    #expect(AppExplorerBenchmark.counts(in: "nothing here\n") == nil)
  }

  @Test("A splice replaces the app section and keeps the others")
  func splice() {
    let existing = "# Benchmarks\n\n## The explorer on an app\n\nold\n\n## Another\n\nkept\n"
    let spliced = ExplorerBenchmark.splice(
      "## The explorer on an app\n\nnew\n", into: existing, heading: AppExplorerBenchmark.heading)
    #expect(spliced == "# Benchmarks\n\n## The explorer on an app\n\nnew\n\n## Another\n\nkept\n")
  }
}
