import Foundation
import LifecycleCommandLine
import LifecycleCore
import Testing

/// `lifecycle demo`: the seeds' stories run as scenarios on every generation, side by side.
@Suite("lifecycle demo")
struct DemoCommandTests {
  @Test("demo exits 0 and tells each seed's story on every profile")
  func mentionsEveryProfile() {
    let result = LifecycleCommand.run(["demo"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    for generation in OSGeneration.allCases {
      #expect(result.standardOutput.contains("│ \(generation.displayName)"), "\(generation)")
    }
    for seed in [
      "000_977b0f7bda7fc213.txt", "001_217f40ce8b491bf2.txt", "003_f8ac2781d3b998e8.txt",
      "004_bf06578b9e357497.txt",
    ] {
      #expect(result.standardOutput.contains("[seed \(seed)"), "\(seed)")
    }
  }

  /// The cells of one story's table, by step and profile column (0 = iOS 3 … 5 = iOS 13+).
  func cells(story title: String, step: String) -> [String] {
    let output = LifecycleCommand.run(["demo"]).standardOutput
    guard let start = output.range(of: title) else { return [] }
    let rows = output[start.upperBound...].split(separator: "\n").prefix(60)
    var cells = Array(repeating: "", count: 6)
    var inStep = false
    for row in rows {
      let columns = row.split(separator: "│", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard columns.count == 7 else {
        if inStep { break }
        continue
      }
      if !columns[0].isEmpty { inStep = columns[0] == step }
      if inStep { for index in 0..<6 { cells[index] += columns[index + 1] + " " } }
    }
    return cells
  }

  @Test("demo shows Home terminating the app on iOS 3 and suspending it on iOS 4 (seed 000)")
  func showsHomeDifference() {
    let home = cells(story: "Home, then back to the app", step: "home")
    #expect(home[0].contains("willTerminate") && home[0].contains("→ notRunning"))
    #expect(home[1].contains("didEnterBackground") && home[1].contains("→ suspended"))
  }

  @Test(
    "demo shows the answered call terminating the app on iOS 3 and the end of the call relaunching it (seed 004)"
  )
  func showsCallDifference() {
    let accept = cells(story: "A call, answered, then ended", step: "call accept")
    #expect(accept[0].contains("willTerminate") && accept[0].contains("† callAnswered"))
    let end = cells(story: "A call, answered, then ended", step: "call end")
    #expect(end[0].contains("didFinishLaunching"))
    #expect(end[1].contains("willEnterForeground"))
  }

  @Test("demo takes no arguments or options")
  func noArguments() {
    let result = LifecycleCommand.run(["demo", "fast"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix("lifecycle demo: unexpected argument 'fast'; demo takes no arguments\n"))
    let option = LifecycleCommand.run(["demo", "--fast"])
    #expect(option.exitCode == 2)
    #expect(
      option.standardError.hasPrefix(
        "lifecycle demo: unknown option '--fast'; this command takes no options\n"))
  }
}
