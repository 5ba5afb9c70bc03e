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

  @Test("a bad profile or app count is a usage error")
  func usage() {
    #expect(LifecycleCommand.run(["explore", "--policy", "--profile", "ios99"]).exitCode == 2)
    #expect(LifecycleCommand.run(["explore", "--policy", "--apps", "0"]).exitCode == 2)
    #expect(LifecycleCommand.run(["explore", "--policy", "--depth", "x"]).exitCode == 2)
  }
}
