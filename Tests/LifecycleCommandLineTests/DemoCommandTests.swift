import Foundation
import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleCommandLine

/// `lifecycle demo --callbacks`: the articles' stories run as scenarios with a tracer app on every
/// generation, the callbacks side by side.
@MainActor
@Suite("lifecycle demo --callbacks")
struct DemoCommandTests {
  static let output = LifecycleCommand.run(["demo", "--callbacks"]).standardOutput

  @Test("demo --callbacks exits 0 and tells each story on every profile, naming the article it comes from")
  func mentionsEveryProfile() {
    let result = LifecycleCommand.run(["demo", "--callbacks"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    for generation in OSGeneration.allCases {
      #expect(result.standardOutput.contains("│ \(generation.displayName)"), "\(generation)")
    }
    for article in [
      "Multitasking pitfalls", "Treacherous multitasking", "Lifecycle and state transitions", "Call or lock?",
    ] {
      #expect(
        result.standardOutput.contains("— from the article “\(article)” (Docs/Sources.md)\n"), "\(article)")
    }
    #expect(
      result.standardOutput.contains(
        "\nHome, then back to the app — from the article “Multitasking pitfalls” (Docs/Sources.md)\n"))
    #expect(!result.standardOutput.contains(".txt"))
    #expect(!result.standardOutput.contains("seed "))
  }

  @Test("every line fits 120 columns")
  func fitsWidth() {
    for line in Self.output.split(separator: "\n") {
      #expect(line.count <= 120, "\(line.count): \(line)")
    }
  }

  @Test("every step name appears whole in its story's step column, and no cell is cut")
  func stepsWhole() {
    #expect(!Self.output.contains("…"))
    for story in DemoStory.catalog {
      let tables = Self.tables(story: story.title)
      #expect(tables.count >= 2, "\(story.title)")
      for table in tables {
        let shown = table.rows.map(\.step)
        #expect(shown == story.steps, "\(story.title)")
      }
    }
  }

  /// One table of the demo's output: its profile headers and, per step, each column's lines.
  struct Table {
    var headers: [String]
    var rows: [(step: String, cells: [String: [String]])] = []
  }

  /// The tables printed under a story's title, parsed back from the text.
  static func tables(story title: String) -> [Table] {
    guard let start = output.range(of: "\n\(title) — ") else { return [] }
    var tables: [Table] = []
    for line in output[start.upperBound...].split(separator: "\n").dropFirst() {
      if line.contains(" — from the article ") || line.hasPrefix("Run one yourself") { break }
      let columns = line.split(separator: "│", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard columns.count > 1 else { continue }
      if columns[0] == "step" {
        tables.append(Table(headers: Array(columns.dropFirst())))
        continue
      }
      guard var table = tables.popLast() else { continue }
      if !columns[0].isEmpty {
        table.rows.append((columns[0], [:]))
      }
      for (header, cell) in zip(table.headers, columns.dropFirst()) where !cell.isEmpty {
        table.rows[table.rows.count - 1].cells[header, default: []].append(cell)
      }
      tables.append(table)
    }
    return tables
  }

  /// The lines of one story's cells for `step` (its first occurrence), by profile name.
  static func cells(story title: String, step: String) -> [String: [String]] {
    var cells: [String: [String]] = [:]
    for table in tables(story: title) {
      guard let row = table.rows.first(where: { $0.step == step }) else { continue }
      cells.merge(row.cells) { $0 + $1 }
    }
    return cells
  }

  @Test("demo shows Home terminating the app on iOS 3 and suspending it on iOS 4 (“Multitasking pitfalls”)")
  func showsHomeDifference() {
    let home = Self.cells(story: "Home, then back to the app", step: "home")
    #expect(home["iOS 3"] == ["willTerminate", "† quitOnHome", "→ notRunning"])
    #expect(home["iOS 4"] == ["willResignActive", "didEnterBackground", "→ suspended"])
  }

  @Test(
    "demo shows the answered call terminating the app on iOS 3 and the end of the call relaunching it (“Call or lock?”)"
  )
  func showsCallDifference() {
    let accept = Self.cells(story: "A call, answered, then ended", step: "call accept")
    #expect(accept["iOS 3"]?.contains("willTerminate") == true)
    #expect(accept["iOS 3"]?.contains("† callAnswered") == true)
    let end = Self.cells(story: "A call, answered, then ended", step: "call end")
    #expect(end["iOS 3"]?.contains("didFinishLaunching") == true)
    #expect(end["iOS 4"]?.contains("willEnterForeground") == true)
  }

  @Test(
    "with two apps every line names its app: launching Game is Game's launch, App only goes to the background"
  )
  func namesTheAppOfEachLine() {
    let story = "Suspended, then killed for memory: no callback"
    let launchGame = Self.cells(story: story, step: "launch Game")
    #expect(launchGame.count == OSGeneration.allCases.count)
    for (profile, lines) in launchGame {
      #expect(lines.contains("Game: didFinishLaunching"), "\(profile)")
      #expect(!lines.contains("App: didFinishLaunching"), "\(profile)")
      #expect(lines.allSatisfy { $0.hasPrefix("App: ") || $0.hasPrefix("Game: ") }, "\(profile)")
    }
    #expect(launchGame["iOS 4"]?.contains("App: didEnterBackground") == true)
    #expect(launchGame["iOS 4"]?.contains("App: → suspended") == true)
    #expect(launchGame["iOS 4"]?.contains("Game: → active") == true)
    let pressure = Self.cells(story: story, step: "memory-pressure")
    #expect(pressure["iOS 4"] == ["App: † jetsam", "App: → notRunning"])
  }

  @Test("a story with one app shows only that app's callbacks, without a name")
  func oneAppUnnamed() {
    let trace = Trace(
      appNames: ["App", "Other"],
      records: [
        TraceRecord(time: .zero, event: .step(.launch(app: "App"))),
        TraceRecord(time: .zero, event: .delivered(app: 1, .callback(.applicationDidFinishLaunching))),
        TraceRecord(time: .zero, event: .delivered(app: 0, .callback(.applicationDidFinishLaunching))),
        TraceRecord(time: .zero, event: .stateChanged(app: 0, from: .inactive, to: .active)),
      ])
    #expect(DemoCommand.cells(trace, apps: ["App"], stepCount: 1) == [["didFinishLaunching", "→ active"]])
    #expect(
      DemoCommand.cells(trace, apps: ["App", "Other"], stepCount: 1) == [
        ["Other: didFinishLaunching", "App: didFinishLaunching", "App: → active"]
      ])
  }

  @Test("the device line says multitasking=no only for a device without it, and never multitasking=yes")
  func deviceLine() {
    for story in DemoStory.catalog {
      for generation in OSGeneration.allCases {
        let device = story.scenario(on: generation.rawValue).split(separator: "\n")[0]
        #expect(!device.contains("multitasking=yes"))
        #expect(device.contains("multitasking=no") == !story.multitasking, "\(story.title)")
      }
    }
    #expect(DemoStory.catalog.contains { !$0.multitasking })
  }

  @Test("the last line names an example scenario to run")
  func lastHint() {
    #expect(
      Self.output.hasSuffix(
        "\nRun one yourself: swift run lifecycle run Examples/Scenarios/home-ios4-suspends.scn\n"))
  }

  @Test("demo takes no arguments, and --callbacks no other option")
  func noArguments() {
    let result = LifecycleCommand.run(["demo", "fast"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix("lifecycle demo: unexpected argument 'fast'; demo takes no arguments\n"))
    let option = LifecycleCommand.run(["demo", "--fast"])
    #expect(option.exitCode == 2)
    #expect(option.standardError.hasPrefix("lifecycle demo: unknown option '--fast'"))
    let both = LifecycleCommand.run(["demo", "--callbacks", "--json"])
    #expect(both.exitCode == 2)
    #expect(
      both.standardError.hasPrefix(
        "lifecycle demo: --callbacks prints the callback tables only; it takes no --json\n"))
  }

  @Test("a table too wide is split into tables of near-equal size that fit, each with the step column")
  func splitting() {
    var table = TextTable(headers: ["step", "a", "b", "c", "d", "e"])
    table.add([["home"], ["x"], ["yy"], ["zzz"], ["w"], ["v"]])
    #expect(DemoCommand.split(table, toFit: 100).map(\.headers) == [["step", "a", "b", "c", "d", "e"]])
    let parts = DemoCommand.split(table, toFit: 16)
    #expect(parts.map(\.headers) == [["step", "a", "b"], ["step", "c", "d"], ["step", "e"]])
    #expect(parts.allSatisfy { $0.width <= 16 })
  }
}
