import Testing

@testable import LifecycleSimulator

@Suite("Scenario parser: errors name the file, line, column and what was expected")
struct ScenarioParserErrorTests {
  @Test("an unknown step suggests the closest step name")
  func unknownStepSuggests() {
    #expect(
      ScenarioTestSupport.error("install Notes\n\n# c\nhom", file: "notes.scn")
        == "notes.scn:4:1: unknown step 'hom'; did you mean 'home'?")
    #expect(
      ScenarioTestSupport.error("  lanch Notes") == "t.scn:1:3: unknown step 'lanch'; did you mean 'launch'?")
    #expect(ScenarioTestSupport.error("Home") == "t.scn:1:1: unknown step 'Home'; did you mean 'home'?")
    #expect(
      ScenarioTestSupport.error("memory-presure")
        == "t.scn:1:1: unknown step 'memory-presure'; did you mean 'memory-pressure'?")
  }

  @Test("an unknown step with no close name lists every step")
  func unknownStepLists() {
    #expect(
      ScenarioTestSupport.error("xyzzy")
        == "t.scn:1:1: unknown step 'xyzzy'; expected one of: device, install, launch, home, switch, quit, "
        + "call, lock, unlock, notification-center, advance, memory-warning, memory-pressure, jetsam, reboot, "
        + "settings, locale, language, mail-accounts, orientation, battery, accessory, network, respond, "
        + "significant-time-change, background-fetch, push, open-url, do, tap, type, scroll, select-row, "
        + "delete-row, select-tab, set, pull-to-refresh, back, expect")
    #expect(ScenarioTestSupport.error("\"home\"")?.hasPrefix("t.scn:1:1: unknown step '\"home\"'") == true)
  }

  @Test(
    "a missing argument points just after the step",
    arguments: [
      ("launch", "3:7: missing app name after 'launch'"),
      ("switch   ", "3:7: missing app name after 'switch'"),
      ("quit", "3:5: missing app name after 'quit'"),
      ("advance", "3:8: missing duration after 'advance' (like 250ms, 10s or 5m)"),
      ("call", "3:5: missing call action after 'call' (incoming, accept, decline, end)"),
      (
        "notification-center",
        "3:20: missing notification-center action after 'notification-center' (open, close)"
      ),
      ("settings Notes", "3:15: missing KEY=VALUE after 'settings Notes'"),
      ("locale", "3:7: missing locale identifier after 'locale' (like en_US)"),
      ("language", "3:9: missing language code after 'language' (like fr)"),
      ("mail-accounts", "3:14: missing number of mail accounts after 'mail-accounts'"),
      ("do Notes", "3:9: missing action name after 'do Notes'"),
      ("install", "3:8: missing app name after 'install'"),
      (
        "expect",
        "3:7: missing what to expect after 'expect' (state, callbacks, notifications, report, misuse, or an app name for a probe)"
      ),
      (
        "expect state Notes",
        "3:19: missing state after 'expect state Notes' (notRunning, inactive, active, background, suspended)"
      ),
      (
        "expect callbacks Notes",
        "3:23: missing callback names after 'expect callbacks Notes' (write 'none' for none)"
      ),
      (
        "expect notifications Game",
        "3:26: missing notification names after 'expect notifications Game' (write 'none' for none)"
      ),
      ("expect Notes", "3:13: missing probe name after 'expect Notes' (expect APP PROBE == VALUE)"),
      ("expect Notes text", "3:18: missing '==' after 'expect Notes text' (expect APP PROBE == VALUE)"),
      (
        "expect Notes text ==",
        "3:21: missing value after 'expect Notes text ==' (a word, a quoted string, or none)"
      ),
    ])
  func missingArguments(line: String, expected: String) {
    #expect(ScenarioTestSupport.errorAfterPreamble(line) == "t.scn:" + expected)
  }

  @Test(
    "an extra argument is refused at its column",
    arguments: [
      ("home x", "3:6: unexpected extra argument 'x' after 'home'"),
      ("launch Notes Game", "3:14: unexpected extra argument 'Game' after 'launch Notes'"),
      ("call end now", "3:10: unexpected extra argument 'now' after 'call end'"),
      ("advance 1s 2s", "3:12: unexpected extra argument '2s' after 'advance 1s'"),
      (
        "expect state Notes active \"x\"",
        "3:27: unexpected extra argument '\"x\"' after 'expect state Notes active'"
      ),
      ("expect Notes text == a b", "3:24: unexpected extra argument 'b' after 'expect Notes text == a'"),
      ("settings Notes a=1 b=2", "3:20: unexpected extra argument 'b=2' after 'settings Notes a=1'"),
    ])
  func extraArguments(line: String, expected: String) {
    #expect(ScenarioTestSupport.errorAfterPreamble(line) == "t.scn:" + expected)
  }

  @Test("an app that was not installed earlier is refused, listing the installed apps")
  func unknownApps() {
    #expect(
      ScenarioTestSupport.errorAfterPreamble("launch Notez")
        == "t.scn:3:8: unknown app 'Notez'; installed apps: Notes, Game; did you mean 'Notes'?")
    #expect(
      ScenarioTestSupport.errorAfterPreamble("do Mail send")
        == "t.scn:3:4: unknown app 'Mail'; installed apps: Notes, Game")
    #expect(
      ScenarioTestSupport.error("launch Notes\ninstall Notes")
        == "t.scn:1:8: unknown app 'Notes'; no app is installed before this line")
    #expect(
      ScenarioTestSupport.errorAfterPreamble("expect stat Notes active")
        == "t.scn:3:8: 'stat' is neither a check (state, callbacks, notifications, report, misuse) nor an "
        + "installed app (Notes, Game); did you mean 'state'?")
    #expect(
      ScenarioTestSupport.error("expect Notes state == active")
        == "t.scn:1:8: 'Notes' is neither a check (state, callbacks, notifications, report, misuse) nor an "
        + "app (none is installed before this line)")
    #expect(
      ScenarioTestSupport.errorAfterPreamble("expect callbacks notes none")
        == "t.scn:3:18: unknown app 'notes'; installed apps: Notes, Game; did you mean 'Notes'?")
  }

  @Test(
    "a value of the wrong form names what was expected",
    arguments: [
      ("advance 10x", "3:9: expected a duration like 250ms, 10s or 5m, found '10x'"),
      (
        "advance 10min",
        "3:9: expected a duration like 250ms, 10s or 5m, found '10min'; did you mean '10m'? (m: minutes)"
      ),
      (
        "advance 10",
        "3:9: expected a duration like 250ms, 10s or 5m, found '10' (write the unit right after the number)"
      ),
      ("advance -5s", "3:9: expected a duration like 250ms, 10s or 5m, found '-5s'"),
      ("advance 1.5s", "3:9: expected a duration like 250ms, 10s or 5m, found '1.5s'"),
      ("call answer", "3:6: unknown call action 'answer'; expected one of: incoming, accept, decline, end"),
      ("call acept", "3:6: unknown call action 'acept'; did you mean 'accept'?"),
      ("notification-center opn", "3:21: unknown notification-center action 'opn'; did you mean 'open'?"),
      ("expect state Notes activ", "3:20: unknown state 'activ'; did you mean 'active'?"),
      ("expect state Notes running", "3:20: unknown state 'running'; did you mean 'notRunning'?"),
      (
        "expect Notes text = x",
        "3:19: expected '==' after 'expect Notes text', found '=' (write spaces around '==')"
      ),
      ("settings Notes sync", "3:16: expected KEY=VALUE after 'settings Notes', found 'sync'"),
      ("settings Notes =on", "3:16: missing the setting's key before '='"),
      ("mail-accounts two", "3:15: expected a number of mail accounts, a whole number like 7, found 'two'"),
      ("mail-accounts -1", "3:15: expected a number of mail accounts, a whole number like 7, found '-1'"),
      ("locale en US", "3:11: unexpected extra argument 'US' after 'locale en'"),
      ("locale \"en US\"", "3:8: expected a locale identifier like en_US, found '\"en US\"'"),
      ("language \"\"", "3:10: language code must not be empty"),
      ("do \"\" x", "3:4: app name must not be empty"),
    ])
  func malformedValues(line: String, expected: String) {
    #expect(ScenarioTestSupport.errorAfterPreamble(line) == "t.scn:" + expected)
  }

  @Test("callback and notification names are checked one by one, at their own column")
  func unknownNames() {
    #expect(
      ScenarioTestSupport.errorAfterPreamble(
        "expect callbacks Notes applicationWillResignActive, applicationDidEnterBackgroud")
        == "t.scn:3:53: unknown callback 'applicationDidEnterBackgroud'; did you mean 'applicationDidEnterBackground'?"
    )
    #expect(
      ScenarioTestSupport.errorAfterPreamble("expect callbacks Notes didEnterBackground")
        == "t.scn:3:24: unknown callback 'didEnterBackground'; did you mean "
        + "'applicationDidEnterBackground' or 'sceneDidEnterBackground'?")
    #expect(
      ScenarioTestSupport.errorAfterPreamble("expect callbacks Notes viewDidLoad")
        == "t.scn:3:24: 'viewDidLoad' is a view controller callback; 'expect callbacks' checks only "
        + "application, scene and background task callbacks")
    #expect(
      ScenarioTestSupport.errorAfterPreamble(
        "expect notifications Notes UIApplicationDidEnterBackgroundNotification,DidBecomeActive")
        == "t.scn:3:72: unknown notification 'DidBecomeActive'; did you mean 'UIApplicationDidBecomeActiveNotification'?"
    )
    #expect(
      ScenarioTestSupport.errorAfterPreamble("expect notifications Notes UIApplicationDidEnterBackground")
        == "t.scn:3:28: unknown notification 'UIApplicationDidEnterBackground'; did you mean "
        + "'UIApplicationDidEnterBackgroundNotification'?")
  }

  @Test(
    "name lists need one comma between names and none around them",
    arguments: [
      (
        "expect callbacks Notes sceneWillConnect sceneDidBecomeActive",
        "3:41: expected ',' between callback names, found 'sceneDidBecomeActive'"
      ),
      (
        "expect callbacks Notes sceneWillConnect,,sceneDidBecomeActive",
        "3:41: expected a callback name before ','"
      ),
      ("expect callbacks Notes , sceneWillConnect", "3:24: expected a callback name before ','"),
      ("expect callbacks Notes sceneWillConnect,", "3:40: expected a callback name after ','"),
      ("expect callbacks Notes sceneWillConnect , ", "3:41: expected a callback name after ','"),
      (
        "expect callbacks Notes none, sceneWillConnect",
        "3:24: 'none' cannot be listed with other callback names"
      ),
      ("expect notifications Notes none,none", "3:28: 'none' cannot be listed with other notification names"),
    ])
  func nameListShape(line: String, expected: String) {
    #expect(ScenarioTestSupport.errorAfterPreamble(line) == "t.scn:" + expected)
  }
}
