import Foundation
import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// The scenario printer: what it writes parses back to the same steps, and the trace's step
/// lines are scenario lines that replay.
@MainActor
@Suite("Scenario printer")
struct ScenarioPrinterTests {
  /// The commands of `text`, parsed.
  static func commands(_ text: String, file: String = "p.scn") throws -> [ScenarioCommand] {
    try ScenarioParser.parse(text, file: file).steps.map(\.command)
  }

  /// The example scenarios of the repository, by file name.
  static func exampleFiles() throws -> [(String, String)] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Examples/Scenarios")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".scn")
    }
    return try names.sorted().map {
      ($0, try String(contentsOf: folder.appending(path: $0), encoding: .utf8))
    }
  }

  @Test("every example scenario and every repository scenario prints to text that parses to the same steps")
  func examplesRoundTrip() throws {
    let files = try Self.exampleFiles()
    #expect(files.count >= 40)
    for (name, text) in ScenarioExamples.all.map({ ("example", $0) }) + files {
      let scenario = try ScenarioParser.parse(text, file: name)
      let printed = ScenarioPrinter.text(scenario)
      #expect(try Self.commands(printed) == scenario.steps.map(\.command), "\(name):\n\(printed)")
      #expect(
        try ScenarioPrinter.text(ScenarioParser.parse(printed, file: name)) == printed, "printing is stable")
    }
  }

  @Test("every mutated scenario that parses prints back to the same steps")
  func mutatedScenariosRoundTrip() {
    var mutator = ScenarioMutator(random: SplitMix64(seed: 0x9817_7E55))
    var parsed = 0
    var failures: [String] = []
    for _ in 0..<8_000 {
      let input = mutator.mutate(mutator.random.pick(ScenarioExamples.all))
      guard let scenario = try? ScenarioParser.parse(input, file: "fuzz.scn") else { continue }
      parsed += 1
      let printed = ScenarioPrinter.text(scenario)
      let again = try? Self.commands(printed)
      if again != scenario.steps.map(\.command), failures.count < 5 {
        failures.append("input:\n\(input)\nprinted:\n\(printed)")
      }
    }
    #expect(parsed > 500, "the mutations should leave many scenarios valid")
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n---\n"))")
  }

  @Test(
    "arguments are quoted exactly where a bare word would read back differently",
    arguments: [
      (
        ScenarioCommand.perform(app: "Radio", action: "open", arguments: ["Jazz FM"]),
        #"do Radio open "Jazz FM""#
      ),
      (
        .perform(
          app: "My Radio", action: "say", arguments: ["", #"a "quote""#, #"back\slash"#, "#5", "a,b"]),
        ##"do "My Radio" say "" "a \"quote\"" "back\\slash" "#5" "a,b""##
      ),
      (.expectProbe(app: "Notes", probe: "text", value: .none), "expect Notes text == none"),
      (.expectProbe(app: "Notes", probe: "text", value: .text("none")), #"expect Notes text == "none""#),
      (.expectProbe(app: "state", probe: "mode", value: .text("dark")), #"expect "state" mode == dark"#),
      (.expectProbe(app: "Notes", probe: "text", value: .text("")), #"expect Notes text == """#),
      (.install(InstallSpec(name: "scenes")), #"install "scenes" app=tracer footprint=20MB"#),
      (
        .install(
          InstallSpec(
            name: "Music", appID: "player", footprintBytes: 64 << 10,
            info: AppInfo(exitsOnSuspend: true, backgroundModes: [.voip, .audio], adoptsScenes: true))),
        "install Music app=player footprint=64KB exits-on-suspend background-modes=audio,voip scenes"
      ),
      (.settings(app: "Reader", key: "title", value: "Big News"), #"settings Reader title="Big News""#),
      (.settings(app: "Reader", key: "fontSize", value: "18"), "settings Reader fontSize=18"),
      (.advance(.seconds(300)), "advance 5m"),
      (.advance(.milliseconds(1_500)), "advance 1500ms"),
      (.advance(.seconds(7_200)), "advance 2h"),
      (.advance(.zero), "advance 0ms"),
      (.expectCallbacks(app: "A", callbacks: []), "expect callbacks A none"),
      (
        .expectNotifications(app: "A", notifications: ["UIApplicationDidBecomeActiveNotification"]),
        "expect notifications A UIApplicationDidBecomeActiveNotification"
      ),
      (
        .device(DeviceSpec(profile: .ios4, memoryBytes: 1 << 30, multitaskingSupported: true, seed: 7)),
        "device profile=ios4 memory=1GB multitasking=yes seed=7 passcode=no"
      ),
    ])
  func quoting(command: ScenarioCommand, line: String) throws {
    #expect(ScenarioPrinter.line(for: command) == line)
    let installs = ["Radio", "My Radio", "Notes", "state", "A", "Reader"].map { "install \"\($0)\"\n" }
      .joined()
    let parsed = try Self.commands(
      (command.isDevice ? line + "\n" + installs : installs + line) + "\n")
    #expect(parsed.contains(command), "\(line) reads back as the same step")
  }

  @Test("a duration finer than a millisecond is written in whole milliseconds")
  func subMillisecondDuration() {
    #expect(ScenarioPrinter.duration(.microseconds(2_500)) == "2ms")
    #expect(ScenarioPrinter.duration(.nanoseconds(10)) == "0ms")
  }

  @Test("the trace's device line says what is true of the OS: iPhone OS 3 has no multitasking")
  func deviceLineAsRun() {
    let ios3 = DeviceSpec(profile: .ios3, memoryBytes: 256 << 20, multitaskingSupported: true, seed: 1)
    #expect(
      ScenarioPrinter.deviceAsRun(ios3)
        == "device profile=ios3 memory=256MB multitasking=no seed=1 passcode=no")
    let ios4 = DeviceSpec(profile: .ios4, memoryBytes: 256 << 20, multitaskingSupported: true, seed: 1)
    #expect(
      ScenarioPrinter.deviceAsRun(ios4)
        == "device profile=ios4 memory=256MB multitasking=yes seed=1 passcode=no")
    let runner = ScenarioRunner()
    let result = runner.run(
      try! ScenarioParser.parse("device profile=ios3 memory=256MB\ninstall A\nlaunch A", file: "ios3.scn"))
    // The trace's first line is the device line as run, in the scenario language: the printed
    // text is what is under test.
    #expect(
      result.trace.entries.first?.detail
        == "device profile=ios3 memory=256MB multitasking=no seed=0 passcode=no")
  }

  @Test("the step lines of a run's trace, pasted into a scenario, are the same steps")
  func traceStepsReplay() throws {
    let text = """
      device profile=ios5 memory=512MB seed=9
      install "My Notes" footprint=40MB
      install Game footprint=120MB exits-on-suspend
      install Player background-modes=audio
      launch "My Notes"
      advance 1500ms
      settings "My Notes" title="Big News"
      locale fr_FR
      home
      launch Game
      notification-center open
      notification-center close
      call incoming
      call decline
      lock
      unlock
      switch "My Notes"
      quit Game
      memory-warning
      memory-pressure
      mail-accounts 0
      language ja
      advance 5m
      reboot
      """
    let scenario = try ScenarioParser.parse(text, file: "replay.scn")
    let result = ScenarioRunner().run(scenario)
    #expect(result.error == nil)
    // The lines as the text trace prints them: that they parse back is what is under test.
    let stepLines = result.trace.entries.filter { $0.kind == .step }.map(\.detail)
    #expect(try Self.commands(stepLines.joined(separator: "\n")) == scenario.steps.map(\.command))
  }

  @Test("a step performed through the device's API is traced as a scenario line")
  func apiStepsAreScenarioLines() throws {
    let device = try Device(profile: .of(.ios4), catalog: .with("scripted") { ScriptedApp() })
    try device.install(InstallSpec(name: "My Radio", appID: "scripted"))
    try device.launch("My Radio")
    _ = try device.perform("busy", arguments: ["1"], in: "My Radio")
    device.advance(by: .milliseconds(250))
    // The printed scenario lines are what is under test.
    let steps = device.trace.entries.filter { $0.kind == .step }.map(\.detail)
    #expect(
      steps == [
        #"install "My Radio" app=scripted footprint=20MB"#, #"launch "My Radio""#, #"do "My Radio" busy 1"#,
        "advance 250ms",
      ])
  }
}

extension ScenarioCommand {
  /// Whether this is the `device` step, which must come first.
  fileprivate var isDevice: Bool {
    if case .device = self { return true }
    return false
  }
}
