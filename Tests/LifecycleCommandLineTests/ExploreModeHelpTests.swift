import Testing

@testable import LifecycleCommandLine

/// `lifecycle explore --app ID --help` (and `--around`, `--policy`) describe the options of that
/// mode, not the canonical world's.
@MainActor
@Suite("lifecycle explore: help per mode")
struct ExploreModeHelpTests {
  @Test("--app with --help lists --app's options and exit codes, without the internal --worker")
  func appHelp() {
    let result = LifecycleCommand.run(["explore", "--app", "notes-naive", "--help"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("lifecycle explore --app ID — every sequence of system events"))
    for option in ["--events LIST", "--swarm", "--profile", "--shard I/N", "--workers N"] {
      #expect(result.standardOutput.contains("  \(option)"), "\(option)")
    }
    #expect(!result.standardOutput.contains("--worker\n"))
    #expect(!result.standardOutput.contains("--world A"))
    #expect(!result.standardOutput.contains("[--app ID]"))
    #expect(result.standardOutput.contains("  130  interrupted (Ctrl-C) before anything was found\n"))
  }

  @Test("--around and --policy get their own help; the world keeps the command's")
  func otherModes() {
    let around = LifecycleCommand.run(["explore", "--around", "x.scn", "-h"]).standardOutput
    #expect(around.hasPrefix("lifecycle explore --around FILE — "))
    #expect(!around.contains("--world"))
    let policy = LifecycleCommand.run(["explore", "--policy", "--help"]).standardOutput
    #expect(policy.hasPrefix("lifecycle explore --policy — "))
    #expect(policy.contains("  --apps N"))
    let world = LifecycleCommand.run(["explore", "--world", "3", "--help"]).standardOutput
    #expect(world == ExploreCommand.spec.help())
    #expect(
      LifecycleCommand.run(["explore", "--app=notes", "--help"]).standardOutput
        == ExploreCommand.appSpec.help())
  }
}
