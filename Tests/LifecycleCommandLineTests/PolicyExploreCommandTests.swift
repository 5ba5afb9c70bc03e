import Foundation
import LifecycleExplorer
import Testing

@testable import LifecycleCommandLine

/// `lifecycle explore --policy`: the device policy searched per generation, its counts, exit 0
/// when nothing breaks, usage errors that exit 2.
@MainActor
@Suite("lifecycle explore --policy")
struct PolicyExploreCommandTests {
  @Test("every generation is searched and nothing breaks: exit 0")
  func allProfiles() {
    let result = LifecycleCommand.run(["explore", "--policy", "--depth", "4"])
    #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    for generation in ["ios3", "ios4", "ios5", "ios6", "ios7", "ios13"] {
      #expect(
        lines.contains { $0.hasPrefix(generation + " ") && $0.contains("states ") && $0.contains("edges ") })
    }
    #expect(result.standardOutput.hasSuffix("no property of the policy breaks up to depth 4\n"))
  }

  @Test("one profile, the same counts on every run")
  func oneProfile() {
    let first = LifecycleCommand.run([
      "explore", "--policy", "--profile", "ios7", "--apps", "3", "--depth", "3",
    ])
    let second = LifecycleCommand.run([
      "explore", "--policy", "--profile", "ios7", "--apps", "3", "--depth", "3",
    ])
    #expect(first.exitCode == 0)
    // `ios7  states 1,234  edges 5,678  0.123 s`: everything but the time.
    let counts = { (output: String) in
      output.split(separator: "\n").filter { $0.hasPrefix("ios7 ") }.map {
        $0.split(separator: " ").prefix(5)
      }
    }
    #expect(counts(first.standardOutput) == counts(second.standardOutput))
    #expect(counts(first.standardOutput).count == 1)
    #expect(!first.standardOutput.contains("ios4 "))
  }

  @Test("the wake app's handlers never called hold it in the background: more states from iOS 7, none before")
  func wakeHandlers() {
    func states(_ profile: String, _ handlers: String) -> Substring? {
      let result = LifecycleCommand.run([
        "explore", "--policy", "--profile", profile, "--depth", "4", "--wake-handlers", handlers,
      ])
      #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
      #expect(result.standardOutput.contains("app1 is woken by fetches and pushes"))
      return result.standardOutput.split(separator: "\n").first { $0.hasPrefix(profile + " ") }?
        .split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).first
    }
    let counts = { (profile: String) in
      (
        states(profile, "at-once").flatMap { Int($0.filter(\.isNumber)) } ?? 0,
        states(profile, "never").flatMap { Int($0.filter(\.isNumber)) } ?? 0
      )
    }
    let ios6 = counts("ios6")
    let ios7 = counts("ios7")
    #expect(ios6.0 > 0 && ios6.0 == ios6.1)
    #expect(ios7.0 > 0 && ios7.1 > ios7.0)
  }

  @Test("--events adds inputs: named in the header and the JSON, more states, nothing broken")
  func events() throws {
    let plain = LifecycleCommand.run(["explore", "--policy", "--profile", "ios7", "--depth", "3"])
    let more = LifecycleCommand.run([
      "explore", "--policy", "--profile", "ios7", "--depth", "3", "--events", "reboot,footprint,settings",
    ])
    #expect(more.exitCode == 0, "\(more.standardOutput)\(more.standardError)")
    #expect(more.standardOutput.contains("; also settings, reboot, footprint: breadth-first search"))
    #expect(!plain.standardOutput.contains("; also"))
    let states = { (text: String) in
      text.split(separator: "\n").first { $0.hasPrefix("ios7 ") }.flatMap {
        Int($0.split(separator: " ", omittingEmptySubsequences: true)[2].filter(\.isNumber))
      } ?? 0
    }
    #expect(states(more.standardOutput) > states(plain.standardOutput))
    #expect(states(plain.standardOutput) > 0)
    let json = LifecycleCommand.run([
      "explore", "--policy", "--profile", "ios3", "--depth", "2", "--events", "all", "--json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let parameters = try #require(object["parameters"] as? [String: String], "\(json.standardOutput)")
    #expect(parameters["events"] == PolicyModel.Events.names.map(\.name).joined(separator: ","))
    let wrong = LifecycleCommand.run(["explore", "--policy", "--events", "reboot,fireworks"])
    #expect(wrong.exitCode == 2)
    #expect(wrong.standardError.contains("no event 'fireworks'"))
  }

  @Test("a bad profile or app count is a usage error")
  func usage() {
    #expect(LifecycleCommand.run(["explore", "--policy", "--wake-handlers", "later"]).exitCode == 2)
    #expect(LifecycleCommand.run(["explore", "--policy", "--profile", "ios99"]).exitCode == 2)
    #expect(LifecycleCommand.run(["explore", "--policy", "--apps", "0"]).exitCode == 2)
    #expect(LifecycleCommand.run(["explore", "--policy", "--depth", "x"]).exitCode == 2)
  }
}
