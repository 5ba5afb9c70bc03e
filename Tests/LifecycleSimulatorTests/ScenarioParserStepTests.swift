import LifecycleCore
import Testing

@testable import LifecycleSimulator

@Suite("Scenario parser: steps")
struct ScenarioParserStepTests {
  @Test("the example scenario of Docs/ScenarioLanguage.md parses into its eleven steps")
  func designExampleParses() throws {
    let text = """
      device profile=ios4 memory=256MB multitasking=yes seed=7
      install Notes app=notes-naive footprint=40MB
      install Game app=tracer footprint=120MB exits-on-suspend
      launch Notes                 # user taps the icon (cold launch, or resume if suspended)
      do Notes type "buy milk"     # an action the app defines for its user
      home                         # Home button
      launch Game
      memory-pressure              # jetsam until free memory is above the threshold
      launch Notes
      expect state Notes active
      expect Notes text == "buy milk"
      """
    let scenario = try ScenarioParser.parse(text, file: "notes.scn")
    #expect(scenario.file == "notes.scn")
    #expect(
      scenario.steps.map(\.command) == [
        .device(DeviceSpec(profile: .ios4, memoryBytes: 256 << 20, multitaskingSupported: true, seed: 7)),
        .install(InstallSpec(name: "Notes", appID: "notes-naive", footprintBytes: 40 << 20)),
        .install(
          InstallSpec(
            name: "Game", appID: "tracer", footprintBytes: 120 << 20, info: AppInfo(exitsOnSuspend: true))),
        .launch(app: "Notes"),
        .perform(app: "Notes", action: "type", arguments: ["buy milk"]),
        .home,
        .launch(app: "Game"),
        .memoryPressure,
        .launch(app: "Notes"),
        .expectState(app: "Notes", state: .active),
        .expectProbe(app: "Notes", probe: "text", value: .text("buy milk")),
      ])
    #expect(scenario.steps.map(\.location.line) == Array(1...11))
    #expect(scenario.steps[3].text == "launch Notes")
    #expect(scenario.steps[4].text == "do Notes type \"buy milk\"")
  }

  @Test(
    "each step without app or value parses into its command",
    arguments: [
      ("home", ScenarioCommand.home), ("lock", .lock), ("unlock", .unlock),
      ("memory-warning", .memoryWarning),
      ("memory-pressure", .memoryPressure), ("reboot", .reboot), ("call incoming", .call(.incoming)),
      ("call accept", .call(.accept)), ("call decline", .call(.decline)), ("call end", .call(.end)),
      ("notification-center open", .notificationCenter(open: true)),
      ("notification-center close", .notificationCenter(open: false)),
    ])
  func simpleSteps(line: String, command: ScenarioCommand) throws {
    #expect(try ScenarioTestSupport.command(line) == command)
  }

  @Test(
    "each step naming an app or a value parses into its command",
    arguments: [
      ("launch Notes", ScenarioCommand.launch(app: "Notes")), ("switch Game", .switchTo(app: "Game")),
      ("quit Notes", .quit(app: "Notes")), ("advance 250ms", .advance(.milliseconds(250))),
      ("advance 10s", .advance(.seconds(10))), ("advance 5m", .advance(.seconds(300))),
      ("advance 1h", .advance(.seconds(3600))),
      ("settings Notes sync=off", .settings(app: "Notes", key: "sync", value: "off")),
      ("settings Notes name=\"A B\"", .settings(app: "Notes", key: "name", value: "A B")),
      ("settings Notes token=a=b", .settings(app: "Notes", key: "token", value: "a=b")),
      ("settings Notes empty=", .settings(app: "Notes", key: "empty", value: "")),
      ("locale fr_FR", .locale("fr_FR")), ("language zh-Hant", .language("zh-Hant")),
      ("mail-accounts 0", .mailAccounts(0)), ("mail-accounts 3", .mailAccounts(3)),
      ("do Notes save", .perform(app: "Notes", action: "save", arguments: [])),
      (
        "do Notes type \"buy milk\" x=1 \"\"",
        .perform(app: "Notes", action: "type", arguments: ["buy milk", "x=1", ""])
      ),
      ("expect state Game suspended", .expectState(app: "Game", state: .suspended)),
      ("expect state Notes notRunning", .expectState(app: "Notes", state: .notRunning)),
      ("expect Notes text == none", .expectProbe(app: "Notes", probe: "text", value: .none)),
      ("expect Notes text == \"none\"", .expectProbe(app: "Notes", probe: "text", value: .text("none"))),
      ("expect Notes text == \"\"", .expectProbe(app: "Notes", probe: "text", value: .text(""))),
      ("expect Notes scroll == 120", .expectProbe(app: "Notes", probe: "scroll", value: .text("120"))),
    ])
  func stepsWithArguments(line: String, command: ScenarioCommand) throws {
    #expect(try ScenarioTestSupport.command(line) == command)
  }

  @Test("expect callbacks reads names separated by commas, with or without spaces")
  func expectCallbacksLists() throws {
    let expected = ScenarioCommand.expectCallbacks(
      app: "Notes",
      callbacks: [.applicationWillResignActive, .applicationDidEnterBackground, .sceneWillConnect])
    for spelling in [
      "applicationWillResignActive, applicationDidEnterBackground, sceneWillConnect",
      "applicationWillResignActive,applicationDidEnterBackground,sceneWillConnect",
      "applicationWillResignActive ,applicationDidEnterBackground , sceneWillConnect",
      "applicationWillResignActive , applicationDidEnterBackground,sceneWillConnect",
    ] {
      #expect(try ScenarioTestSupport.command("expect callbacks Notes " + spelling) == expected)
    }
    #expect(
      try ScenarioTestSupport.command("expect callbacks Notes none")
        == .expectCallbacks(app: "Notes", callbacks: []))
    let every = LifecycleCallback.allCases.map(\.rawValue).joined(separator: ", ")
    #expect(
      try ScenarioTestSupport.command("expect callbacks Game " + every)
        == .expectCallbacks(app: "Game", callbacks: LifecycleCallback.allCases))
  }

  @Test("expect notifications reads UIKit constant names, or none")
  func expectNotificationsLists() throws {
    #expect(
      try ScenarioTestSupport.command(
        "expect notifications Notes UIApplicationWillResignActiveNotification,UIApplicationDidEnterBackgroundNotification"
      )
        == .expectNotifications(
          app: "Notes",
          notifications: [
            "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
          ]))
    #expect(
      try ScenarioTestSupport.command("expect notifications Game none")
        == .expectNotifications(app: "Game", notifications: []))
  }

  @Test("device flags are optional, in any order, and default to DeviceSpec.default")
  func deviceDefaults() throws {
    #expect(try ScenarioParser.parse("device", file: "d").steps[0].command == .device(.default))
    var spec = DeviceSpec.default
    spec.multitaskingSupported = false
    spec.seed = 18_446_744_073_709_551_615
    spec.profile = .ios3
    #expect(
      try ScenarioParser.parse("device seed=18446744073709551615 multitasking=no profile=ios3", file: "d")
        .steps[0].command
        == .device(spec))
    for profile in OSGeneration.allCases {
      let command = try ScenarioParser.parse("device profile=\(profile.rawValue) memory=1GB", file: "d")
        .steps[0].command
      #expect(
        command
          == .device(DeviceSpec(profile: profile, memoryBytes: 1 << 30, multitaskingSupported: true, seed: 0))
      )
    }
  }

  @Test("install reads every flag; an app without flags runs the tracer with 20 MB")
  func installFlags() throws {
    let scenario = try ScenarioParser.parse(
      """
      install Plain
      install Music app=player footprint=64KB background-modes=audio,remote-notification scenes exits-on-suspend
      install "My App" background-modes="location, voip"
      """, file: "i")
    #expect(
      scenario.steps[0].command
        == .install(InstallSpec(name: "Plain", appID: "tracer", footprintBytes: 20 << 20)))
    #expect(
      scenario.steps[1].command
        == .install(
          InstallSpec(
            name: "Music", appID: "player", footprintBytes: 64 << 10,
            info: AppInfo(
              exitsOnSuspend: true, backgroundModes: [.audio, .remoteNotification], adoptsScenes: true))))
    #expect(
      scenario.steps[2].command
        == .install(InstallSpec(name: "My App", info: AppInfo(backgroundModes: [.location, .voip]))))
  }

  @Test("comments, blank lines, tabs, CR LF and a byte order mark are accepted")
  func layout() throws {
    let text =
      "\u{FEFF}# a scenario\r\n\r\n\tinstall\tNotes   # the app\r\n  \t \r\nlaunch Notes#no space needed\r\nhome"
    let scenario = try ScenarioParser.parse(text, file: "crlf.scn")
    #expect(
      scenario.steps.map(\.command) == [.install(InstallSpec(name: "Notes")), .launch(app: "Notes"), .home])
    #expect(
      scenario.steps.map(\.location) == [
        SourceLocation(file: "crlf.scn", line: 3, column: 2),
        SourceLocation(file: "crlf.scn", line: 5, column: 1),
        SourceLocation(file: "crlf.scn", line: 6, column: 1),
      ])
    #expect(scenario.steps.map(\.text) == ["install\tNotes", "launch Notes", "home"])
  }

  @Test("a file with no step is an error at its first line, so that it cannot pass with nothing checked")
  func noSteps() {
    for text in ["", "\n\n", "# only a comment\n\n", "\u{FEFF}  \t# a comment\r\n"] {
      #expect(
        throws: ScenarioError(
          location: SourceLocation(file: "e.scn", line: 1, column: 1),
          message: "no steps: the file has only blank lines and comments; a scenario needs at least one step")
      ) {
        try ScenarioParser.parse(text, file: "e.scn")
      }
    }
  }

  @Test("quoted strings keep spaces and '#', resolve \\\" and \\\\, and may be empty")
  func quoting() throws {
    let command = try ScenarioTestSupport.command(
      #"do Notes type "a # b" "say \"hi\"" "back\\slash" "" # comment"#)
    #expect(
      command
        == .perform(app: "Notes", action: "type", arguments: ["a # b", "say \"hi\"", "back\\slash", ""]))
    let step = try ScenarioParser.parse(
      ScenarioTestSupport.preamble + #"do Notes type "a # b"  # note"#, file: "q")
    #expect(step.steps.last?.text == #"do Notes type "a # b""#)
  }

  @Test("an app may be named by a quoted string, even with the name of an expect kind")
  func quotedAppNames() throws {
    let scenario = try ScenarioParser.parse(
      """
      install "state"
      install "two words"
      launch "two words"
      expect "state" mode == dark
      expect state state active
      """, file: "q")
    #expect(
      scenario.steps.dropFirst(2).map(\.command) == [
        .launch(app: "two words"), .expectProbe(app: "state", probe: "mode", value: .text("dark")),
        .expectState(app: "state", state: .active),
      ])
  }

  @Test("columns count characters, so a line with accents and emoji points at the right token")
  func columnsCountCharacters() throws {
    let scenario = try ScenarioParser.parse("install Café\n  launch   Café", file: "u")
    #expect(scenario.steps[1].location.column == 3)
    #expect(
      ScenarioTestSupport.error("do \"🍎🍏\" x")
        == "t.scn:1:4: unknown app '\"🍎🍏\"'; no app is installed before this line")
    #expect(
      ScenarioTestSupport.error("install é🍎 x")
        == "t.scn:1:12: unknown flag 'x' for 'install'; expected app=ID, footprint=SIZE, exits-on-suspend, background-modes=MODE,…, scenes"
    )
  }
}
