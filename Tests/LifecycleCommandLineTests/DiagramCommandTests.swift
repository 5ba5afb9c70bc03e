import LifecycleCommandLine
import LifecycleCore
import Testing

/// `lifecycle diagram`: the state diagram of a profile, with usage errors that exit 2 and
/// name the valid values.
@MainActor
@Suite("lifecycle diagram")
struct DiagramCommandTests {
  static func edgeLines(_ output: String) -> Int {
    output.split(separator: "\n").filter { $0.contains(" -> ") }.count
  }

  /// The edge lines the DOT of `diagram` has: one per group of edges between two states, and
  /// one loop per state that edges leave and come back to (their labels are in the state's box).
  static func drawnEdges(_ diagram: StateDiagram) -> Int {
    let groups = diagram.groupedEdges
    return groups.filter { $0.edge.from != $0.edge.to }.count
      + Set(groups.filter { $0.edge.from == $0.edge.to }.map(\.edge.from)).count
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
      (["--format", "png"], "unknown value 'png' for --format; valid values: dot, svg, mermaid"),
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
        "unknown option '--colour'; valid options: --all-profiles, --background-modes, --exits-on-suspend,"
          + " --format, --json, --no-multitasking, --profile, --scenes"
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
        == Self.drawnEdges(StateDiagram(environment: LifecycleEnvironment(profile: .of(.ios4)))))
  }

  @Test("every profile draws", arguments: OSGeneration.allCases)
  func everyProfile(generation: OSGeneration) {
    let result = LifecycleCommand.run(["diagram", "--profile=\(generation.rawValue)"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("digraph \"\(generation.rawValue)\" {\n"))
    #expect(
      Self.edgeLines(result.standardOutput)
        == Self.drawnEdges(StateDiagram(environment: LifecycleEnvironment(profile: .of(generation)))))
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
        == Self.drawnEdges(
          StateDiagram(
            environment: LifecycleEnvironment(
              profile: .of(.ios4), device: DeviceCapabilities(multitaskingSupported: false))
          )))

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

  @Test(
    "an option that changes nothing on the profile is refused with the reason, exit 2",
    arguments: [
      (["--profile", "ios3", "--scenes"], "--scenes does not apply to iOS 3, which has no scene lifecycle"),
      (
        ["--profile", "ios7", "--scenes"], "--scenes does not apply to iOS 7–12, which has no scene lifecycle"
      ),
      (
        ["--scenes"],
        "--scenes does not apply to iOS 4, which has no scene lifecycle (profiles with scenes: ios13)"
      ),
      (
        ["--profile", "ios3", "--exits-on-suspend"],
        "--exits-on-suspend has no effect on iOS 3, which has no multitasking: every app quits on Home"
      ),
      (
        ["--profile", "ios13", "--exits-on-suspend"],
        "--exits-on-suspend has no effect on iOS 13+, which ignores UIApplicationExitsOnSuspend"
          + " (profiles that honour it: ios4, ios5, ios6, ios7)"
      ),
      (
        ["--profile", "ios5", "--no-multitasking", "--exits-on-suspend"],
        "--exits-on-suspend has no effect with --no-multitasking"
      ),
      (
        ["--profile", "ios3", "--background-modes", "audio"],
        "--background-modes has no effect on iOS 3, which has no multitasking: no app runs in the background"
      ),
      (
        ["--no-multitasking", "--background-modes", "voip"],
        "--background-modes has no effect with --no-multitasking: without multitasking no app runs in the background"
      ),
      (
        ["--profile", "ios3", "--no-multitasking"],
        "--no-multitasking has no effect on iOS 3, which has no multitasking on any device"
      ),
    ])
  func inapplicableOptions(arguments: [String], message: String) {
    let result = LifecycleCommand.run(["diagram"] + arguments)
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("lifecycle diagram: \(message)"))
  }

  @Test("what applies is read from the profiles' rows: every profile with the fact accepts the option")
  func applicabilityFromProfiles() {
    for profile in OSProfile.catalog {
      let generation = profile.generation.rawValue
      let scenes = LifecycleCommand.run(["diagram", "--profile", generation, "--scenes"])
      #expect((scenes.exitCode == 0) == profile.sceneLifecycle, "\(generation)")
      let exits = LifecycleCommand.run(["diagram", "--profile", generation, "--exits-on-suspend"])
      #expect(
        (exits.exitCode == 0) == (profile.supportsMultitasking && profile.honoursExitsOnSuspend),
        "\(generation)")
      let modes = LifecycleCommand.run(["diagram", "--profile", generation, "--background-modes", "audio"])
      #expect((modes.exitCode == 0) == profile.supportsMultitasking, "\(generation)")
    }
  }
}
