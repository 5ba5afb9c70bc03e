import Foundation
import LifecycleCore
import LifecycleExplorer
import LifecycleSimulator
import Testing

@testable import LifecycleCommandLine

/// `lifecycle demo`: the samples through the articles' stories on every generation, and what the
/// explorer finds in each careless sample.
@MainActor
@Suite("lifecycle demo")
struct DemoReportTests {
  static let report = DemoReport.make(catalog: LifecycleCommand.catalog)
  static let text = report.text(width: DemoCommand.maximumWidth)

  /// The outcome cells of `appID` in `title`'s story, by profile.
  static func cells(_ title: String, _ appID: String) -> [OSGeneration: String] {
    let story = report.stories.first { $0.story.title == title }
    let runs = story?.apps.first { $0.appID == appID }?.runs ?? []
    return Dictionary(uniqueKeysWithValues: runs.map { ($0.profile, $0.outcome.cell) })
  }

  static func profiles(_ cells: [OSGeneration: String], where cell: String) -> Set<OSGeneration> {
    Set(cells.filter { $0.value == cell }.keys)
  }

  @Test("every careful twin keeps what the user left on every profile; every careless sample fails somewhere")
  func bothDirections() {
    #expect(Self.report.stories.count == DemoSampleStory.catalog.count)
    for result in Self.report.stories {
      let careless = result.apps[0]
      let careful = result.apps[1]
      #expect(!careless.isCareful && careful.isCareful)
      #expect(careless.runs.map(\.profile) == OSGeneration.allCases)
      #expect(
        careful.runs.allSatisfy { $0.outcome == .kept }, "\(careful.appID): \(careful.runs.map(\.outcome))")
      #expect(careless.runs.contains { $0.outcome.isBad }, "\(careless.appID)")
      #expect(careless.runs.allSatisfy { if case .error = $0.outcome { false } else { true } })
    }
  }

  @Test("the stories differ by generation as the articles tell them")
  func generations() {
    let later = Set(OSGeneration.allCases).subtracting([.ios3])
    let notes = Self.cells("A note typed, Home, killed for memory", "notes-naive")
    #expect(
      notes[.ios3] == "kept", "Home ends the app on iPhone OS 3 through applicationWillTerminate, which saves"
    )
    #expect(Self.profiles(notes, where: "LOST") == later)
    let upload = Self.cells("An upload left running after Home", "upload-naive")
    #expect(Self.profiles(upload, where: "PENALTY") == [.ios13], "30 s of background time from iOS 13")
    #expect(upload[.ios3] == "LOST", "no background on iPhone OS 3: the in-memory progress dies with the app")
    let table = Self.cells("Scroll position after a memory warning", "table-naive")
    #expect(Self.profiles(table, where: "LOST") == [.ios3, .ios4, .ios5], "views are unloaded until iOS 6")
    let settings = Self.cells("Font size changed in Settings while suspended", "settings-naive")
    #expect(Self.profiles(settings, where: "STALE") == later)
    let drafts = Self.cells("A draft saved with a background task", "drafts-naive")
    #expect(Self.profiles(drafts, where: "CRASH") == [.ios3], "beginBackgroundTask is iOS 4.0 and later")
  }

  @Test("the explorer finds something wherever a careless story goes wrong, and every finding replays")
  func explorerFindsTheStories() {
    for result in Self.report.stories {
      for (run, exploration) in zip(result.apps[0].runs, result.exploration) where run.outcome.isBad {
        #expect(
          !exploration.findings.isEmpty,
          "\(result.story.careless) on \(run.profile): the story shows \(run.outcome)")
      }
      for exploration in result.exploration {
        #expect(
          exploration.findings.allSatisfy { $0.replayFails },
          "\(result.story.careless) \(exploration.profile)")
      }
    }
    let notes = Self.report.stories[0].exploration
    #expect(
      notes.filter { $0.findings.contains { $0.invariant == .noDataLoss } }.map(\.profile) == [
        .ios4, .ios5, .ios6, .ios7, .ios13,
      ])
  }

  @Test("the text fits 120 columns and shows every story's apps and every profile")
  func text() {
    for line in Self.text.split(separator: "\n") {
      #expect(line.count <= DemoCommand.maximumWidth, "\(line.count): \(line)")
    }
    for story in DemoSampleStory.catalog {
      #expect(Self.text.contains("│ \(story.careless) "), "\(story.careless)")
      #expect(Self.text.contains("│ \(story.careful) "), "\(story.careful)")
      #expect(Self.text.contains("\n\(story.careless) "), "\(story.careless) in the explorer's table")
    }
    for generation in OSGeneration.allCases {
      #expect(Self.text.contains("│ \(generation.displayName)"), "\(generation)")
    }
    #expect(
      Self.text.hasSuffix(
        "The callbacks of each generation, story by story: swift run lifecycle demo --callbacks\n"))
  }

  @Test(
    "the scenario the demo prints fails on the careless sample, as it says, and passes on the careful twin")
  func printedScenarioReplays() throws {
    let lines = Self.text.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("One of them as a scenario") })
    let block = lines[(start + 1)...].drop { !$0.hasPrefix("    ") }.prefix { $0.hasPrefix("    ") }
    let scenario = block.map { $0.dropFirst(4) + "\n" }.joined()
    #expect(scenario.contains("\ninstall NotesNaive app=notes-naive "))
    let parsed = try ScenarioParser.parse(scenario, file: "found.scn")
    #expect(ScenarioRunner(catalog: LifecycleCommand.catalog).run(parsed).exitCode == 1)
    #expect(lines[start].contains("and hold on notes, its careful twin"))
    #expect(
      DemoReport.holds(scenario, replacing: "notes-naive", with: "notes", catalog: LifecycleCommand.catalog))
  }

  @Test("--json is one document: each run's outcome and failed checks as fields, the findings, a summary")
  func json() throws {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.report.json().utf8)) as? [String: Any])
    let stories = try #require(document["stories"] as? [[String: Any]])
    #expect(stories.count == DemoSampleStory.catalog.count)
    let runs = stories.flatMap { ($0["runs"] as? [[String: Any]]) ?? [] }
    let summary = try #require(document["summary"] as? [String: Int])
    #expect(summary["runs"] == runs.count)
    #expect(runs.count == DemoSampleStory.catalog.count * 2 * OSGeneration.allCases.count)
    #expect(summary["kept"]! + summary["failed"]! + summary["crashes"]! + summary["errors"]! == runs.count)
    let failed = try #require(runs.first { $0["outcome"] as? String == "failed" })
    let check = try #require((failed["failedChecks"] as? [[String: Any]])?.first)
    #expect(check["line"] is Int)
    #expect(check["expected"] is String && check["actual"] is String && check["step"] is String)
    let findings = stories.flatMap {
      (($0["exploration"] as? [String: Any])?["findings"] as? [[String: Any]]) ?? []
    }
    #expect(findings.count == summary["findings"])
    #expect(findings.allSatisfy { ($0["scenario"] as? String)?.contains("\nexpect ") == true })
  }

  @Test("the same demo twice gives the same report, byte for byte")
  func deterministic() {
    let again = DemoReport.make(catalog: LifecycleCommand.catalog)
    #expect(again.json() == Self.report.json())
    #expect(again.text(width: DemoCommand.maximumWidth) == Self.text)
  }
}
