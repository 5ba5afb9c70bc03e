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
    #expect(!result.standardOutput.contains("--world"))
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

  @Test("no help and no list of valid options names the internal --worker or --share; each still runs")
  func plumbingHidden() {
    let around = LifecycleCommand.run(["explore", "--around", "x.scn", "--help"]).standardOutput
    #expect(!around.contains("--worker\n"), "\(around)")
    #expect(!around.contains("serve runs on standard input"))
    #expect(!LifecycleCommand.run(["help", "demo"]).standardOutput.contains("--share"))
    let unknown = LifecycleCommand.run(["explore", "--around", "x.scn", "--bogus"])
    #expect(unknown.standardError.contains("valid options: --around, --json, --out, --workers\n"))
    let appUnknown = LifecycleCommand.run(["explore", "--app", "notes", "--bogus"])
    #expect(!appUnknown.standardError.contains("--worker,"))
    #expect(LifecycleCommand.run(["demo", "--share", "3/2"]).standardError.contains("--share"))
  }

  @Test("the canonical world is --world N in the usage lines, the help and the errors")
  func worldPlaceholder() {
    #expect(LifecycleCommand.run(["help"]).standardOutput.contains("lifecycle explore --world N [--depth N]"))
    let help = LifecycleCommand.run(["help", "explore"]).standardOutput
    #expect(help.contains("[--world N]"))
    #expect(help.contains("  --world N (default: none"))
    #expect(!help.contains("--world A"))
    #expect(
      LifecycleCommand.run(["explore"]).standardError.contains(
        "say what to explore: --world N (the canonical"))
  }

  @Test(
    "two modes at once are refused as such, whichever the order",
    arguments: [
      (["--app", "notes", "--policy"], "--app and --policy cannot be combined"),
      (["--policy", "--app=notes"], "--policy and --app cannot be combined"),
      (["--world", "3", "--around", "x.scn"], "--world and --around cannot be combined"),
      (["--world", "3", "--policy", "--app", "notes"], "--world, --policy and --app cannot be combined"),
    ])
  func combinedModes(arguments: [String], message: String) {
    let result = LifecycleCommand.run(["explore"] + arguments)
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "lifecycle explore: \(message): explore one thing at a time (--world N, --policy, --app ID or "
        + "--around FILE)\nRun 'lifecycle help explore' for usage.\n")
  }
}
