import LifecycleCommandLine
import Testing

/// The `lifecycle` tool's dispatch: help, version, and unknown or missing commands.
@MainActor
@Suite("lifecycle command dispatch")
struct LifecycleCommandTests {
  @Test(
    "help prints the usage of every command and the profiles, exit 0", arguments: ["help", "--help", "-h"])
  func help(spelling: String) {
    let result = LifecycleCommand.run([spelling])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.contains("lifecycle demo"))
    #expect(result.standardOutput.contains("lifecycle diagram [--profile ios3|ios4|ios5|ios6|ios7|ios13]"))
    #expect(
      result.standardOutput.contains(
        "Profiles: ios3 ios4 ios5 ios6 ios7 (iOS 7–12) ios13 (iOS 13 and later)."))
    #expect(
      result.standardOutput.contains("Exit codes: 0 success, 1 a failed check, 2 a usage or input error."))
  }

  @Test("no command prints the help on standard error and exits 2")
  func noCommand() {
    let result = LifecycleCommand.run([])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError == LifecycleCommand.run(["help"]).standardOutput)
  }

  @Test("an unknown command exits 2 and names the valid commands")
  func unknownCommand() {
    let result = LifecycleCommand.run(["explode"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "lifecycle: unknown command 'explode'; valid commands: demo, run, diagram, bench, help, version\n"
        + "Run 'lifecycle help' for usage.\n")
  }

  @Test("version prints the tool's version", arguments: ["version", "--version"])
  func version(spelling: String) {
    let result = LifecycleCommand.run([spelling])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == "lifecycle \(LifecycleCommand.version)\n")
  }
}
