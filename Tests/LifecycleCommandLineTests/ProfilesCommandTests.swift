import Foundation
import LifecycleCore
import Testing

@testable import LifecycleCommandLine

/// `lifecycle profiles`: the reference generated from the core's rows, and Docs/Profiles.md kept
/// equal to it.
@MainActor
@Suite("lifecycle profiles")
struct ProfilesCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("Docs/Profiles.md is what `lifecycle profiles --markdown` prints")
  func documentInStep() throws {
    let document = try String(
      contentsOf: Self.root.appendingPathComponent("Docs/Profiles.md"), encoding: .utf8)
    let generated = LifecycleCommand.run(["profiles", "--markdown"])
    #expect(generated.exitCode == 0)
    #expect(
      document == generated.standardOutput,
      "Docs/Profiles.md differs from the profiles' data; regenerate it: \(ProfilesCommand.regenerate)")
  }

  @Test("the markdown table has a row per fact and a column per profile")
  func markdownShape() {
    let markdown = ProfilesCommand.markdown()
    let rows = markdown.split(separator: "\n").filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| fact |") && !$0.hasPrefix("| --- ")
    }
    #expect(rows.count == ProfilesCommand.facts.count)
    for row in rows {
      // fact, a cell per profile, the source: separators unescaped in the cells.
      let cells = row.replacing("\\|", with: "").split(separator: "|", omittingEmptySubsequences: false)
      #expect(cells.count == OSProfile.catalog.count + 4, "\(row)")
    }
  }

  func json() throws -> [String: Any] {
    let result = LifecycleCommand.run(["profiles", "--json"])
    #expect(result.exitCode == 0)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
  }

  static func milliseconds(_ duration: Duration?) -> Int? {
    duration.map { Int($0 / .milliseconds(1)) }
  }

  @Test("--json gives each profile's row as the core holds it")
  func jsonFromRows() throws {
    let profiles = try #require(try json()["profiles"] as? [[String: Any]])
    #expect(profiles.count == OSProfile.catalog.count)
    for (entry, row) in zip(profiles, OSProfile.catalog) {
      let name = row.generation.rawValue
      #expect(entry["profile"] as? String == name)
      #expect(entry["multitasking"] as? Bool == row.supportsMultitasking, "\(name)")
      #expect(entry["scene_lifecycle"] as? Bool == row.sceneLifecycle, "\(name)")
      #expect(entry["state_restoration"] as? Bool == row.supportsStateRestoration, "\(name)")
      #expect(entry["lock"] as? String == row.lock.rawValue, "\(name)")
      #expect(
        entry["background_time_budget_ms"] as? Int == Self.milliseconds(row.backgroundTimeBudget), "\(name)")
      #expect(
        entry["launch_watchdog_limit_ms"] as? Int == Self.milliseconds(row.launchWatchdogLimit), "\(name)")
      // Where apps have no background, the facts about background time do not apply: null.
      guard row.backgroundTimeBudget != nil else {
        #expect(entry["expiration_handler_lead_ms"] is NSNull, "\(name)")
        #expect(entry["background_task_penalty"] is NSNull, "\(name)")
        #expect(entry["did_enter_background_allowance_ms"] is NSNull, "\(name)")
        continue
      }
      #expect(
        entry["expiration_handler_lead_ms"] as? Int == Self.milliseconds(row.expirationHandlerLead), "\(name)"
      )
      let penalty = try #require(entry["background_task_penalty"] as? [String: Any])
      #expect(penalty["code"] as? String == row.backgroundTaskPenalty.code, "\(name)")
      #expect(
        Set(try #require(entry["notifications"] as? [String]))
          == Set(row.availableNotifications.map(\.rawValue)), "\(name)")
      #expect(entry["open_url_methods"] as? [String] == row.openURLMethods.map(\.rawValue), "\(name)")
    }
  }

  @Test("every fact has a key, a label and a public source, and every profile has every key")
  func everyFactSourced() throws {
    let document = try json()
    let facts = try #require(document["facts"] as? [[String: String]])
    #expect(facts.count == ProfilesCommand.facts.count)
    #expect(Set(facts.compactMap { $0["key"] }).count == facts.count)
    #expect(facts.allSatisfy { !($0["source"] ?? "").isEmpty })
    let profiles = try #require(document["profiles"] as? [[String: Any]])
    for profile in profiles {
      #expect(facts.allSatisfy { profile[$0["key"] ?? ""] != nil })
    }
  }

  @Test("the text names each profile and its facts, the same bytes each time; options are checked")
  func text() {
    let result = LifecycleCommand.run(["profiles"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == LifecycleCommand.run(["profiles"]).standardOutput)
    for generation in OSGeneration.allCases {
      #expect(
        result.standardOutput.contains("\n\(generation.rawValue) (\(generation.displayName))\n")
          || result.standardOutput.hasPrefix("\(generation.rawValue) (\(generation.displayName))\n"))
    }
    #expect(result.standardOutput.contains("\nSources:\n"))
    #expect(LifecycleCommand.run(["profiles", "--json", "--markdown"]).exitCode == 2)
    #expect(LifecycleCommand.run(["profiles", "ios4"]).exitCode == 2)
  }
}
