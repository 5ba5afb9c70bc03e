import LifecycleCommandLine
import LifecycleCore
import Testing

/// `lifecycle diagram`: the state diagram of a profile, with usage errors that exit 2 and
/// name the valid values.
@Suite("lifecycle diagram")
struct DiagramCommandTests {
  static func edgeLines(_ output: String) -> Int {
    output.split(separator: "\n").filter { $0.contains(" -> ") }.count
  }

  @Test("an unknown profile exits 2 and names the valid profiles")
  func unknownProfile() {
    let result = LifecycleCommand.run(["diagram", "--profile", "android"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "lifecycle diagram: unknown value 'android' for --profile; valid values: ios3, ios4, ios5, ios6, ios7, ios13\n"
        + "Run 'lifecycle help diagram' for usage.\n")
  }

  @Test(
    "a release without a profile of its own suggests the profile that covers it",
    arguments: [("ios9", "ios7", "iOS 7–12"), ("ios12", "ios7", "iOS 7–12"), ("ios17", "ios13", "iOS 13+")])
  func coveringProfile(typed: String, profile: String, covers: String) {
    let result = LifecycleCommand.run(["diagram", "--profile", typed])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError.hasPrefix(
        "lifecycle diagram: unknown value '\(typed)' for --profile; did you mean '\(profile)'? It covers \(covers).\n"
      ))
  }

  @Test(
    "usage errors exit 2 with a message on standard error",
    arguments: [
      (["--format", "svg"], "unknown value 'svg' for --format; valid values: dot, mermaid"),
      (["--format", "mermiad"], "unknown value 'mermiad' for --format; did you mean 'mermaid'?"),
      (["--fromat", "dot"], "unknown option '--fromat'; did you mean '--format'?"),
      (
        ["--background-modes", "audio,banana"],
        "unknown value 'banana' in --background-modes; valid values: audio, location, voip, fetch,"
          + " remote-notification, processing, external-accessory, bluetooth-central"
      ),
      (
        ["--background-modes", "audio,viop"],
        "unknown value 'viop' in --background-modes; did you mean 'voip'?"
      ),
      (["ios4"], "unexpected argument 'ios4'"),
      (["scenes"], "unexpected argument 'scenes'; did you mean '--scenes'?"),
      (["--profile"], "--profile needs a value"),
      (
        ["--colour"],
        "unknown option '--colour'; valid options: --background-modes, --exits-on-suspend, --format,"
          + " --no-multitasking, --profile, --scenes"
      ),
    ])
  func usageErrors(arguments: [String], message: String) {
    let result = LifecycleCommand.run(["diagram"] + arguments)
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("lifecycle diagram: \(message)\n"))
  }

  @Test("by default it draws iOS 4 as DOT", arguments: [[], ["--profile", "ios4", "--format", "dot"]])
  func defaults(arguments: [String]) {
    let result = LifecycleCommand.run(["diagram"] + arguments)
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.hasPrefix("digraph \"ios4\" {\n  label=\"iOS 4 app lifecycle\";\n"))
    #expect(
      Self.edgeLines(result.standardOutput)
        == StateDiagram(environment: LifecycleEnvironment(profile: .of(.ios4))).groupedEdges.count)
  }

  @Test("every profile draws", arguments: OSGeneration.allCases)
  func everyProfile(generation: OSGeneration) {
    let result = LifecycleCommand.run(["diagram", "--profile=\(generation.rawValue)"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("digraph \"\(generation.rawValue)\" {\n"))
    #expect(
      Self.edgeLines(result.standardOutput)
        == StateDiagram(environment: LifecycleEnvironment(profile: .of(generation))).groupedEdges.count)
  }

  @Test("the flags choose the device and the app the diagram is walked for")
  func flags() {
    let scenes = LifecycleCommand.run(["diagram", "--profile", "ios13", "--scenes"]).standardOutput
    #expect(scenes.contains("label=\"iOS 13+ app lifecycle — scenes\";"))
    #expect(scenes.contains("sceneWillResignActive"))
    #expect(!scenes.contains("applicationWillResignActive"))

    let exits = LifecycleCommand.run(["diagram", "--exits-on-suspend"]).standardOutput
    #expect(exits.contains("label=\"iOS 4 app lifecycle — UIApplicationExitsOnSuspend\";"))
    #expect(exits.contains("(exitsOnSuspend)"))
    #expect(!exits.contains("suspended ["))

    let noMultitasking = LifecycleCommand.run(["diagram", "--no-multitasking"]).standardOutput
    #expect(noMultitasking.contains("label=\"iOS 4 app lifecycle — device without multitasking\";"))
    #expect(!noMultitasking.contains("background ["))
    #expect(
      Self.edgeLines(noMultitasking)
        == StateDiagram(
          environment: LifecycleEnvironment(
            profile: .of(.ios4), device: DeviceCapabilities(multitaskingSupported: false))
        ).groupedEdges.count)

    let audio = LifecycleCommand.run(["diagram", "--profile", "ios7", "--background-modes", "voip,audio"])
    #expect(audio.exitCode == 0)
    #expect(audio.standardOutput.contains("label=\"iOS 7–12 app lifecycle — UIBackgroundModes audio,voip\";"))
  }

  @Test("--format mermaid draws a Mermaid state diagram")
  func mermaid() {
    let result = LifecycleCommand.run(["diagram", "--format", "mermaid", "--profile", "ios3"])
    #expect(result.exitCode == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.contains("stateDiagram-v2"))
    #expect(
      lines.filter { $0.contains(" --> ") && !$0.contains("[*]") }.count
        == StateDiagram(environment: LifecycleEnvironment(profile: .of(.ios3))).groupedEdges.count)
  }
}
