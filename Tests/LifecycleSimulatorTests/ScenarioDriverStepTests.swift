import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// The UI driver's steps and checks in the scenario language: what they parse to, that the
/// printer writes them back to the same steps, their errors, and their route through the
/// device (only while the app is active, as `do`).
@MainActor
@Suite("Scenario language: UI steps")
struct ScenarioDriverStepTests {
  @Test(
    "each UI step and check parses to its action and prints back as written",
    arguments: [
      ("tap Notes Save", ScenarioCommand.drive(app: "Notes", .tap(.named("Save")))),
      (#"tap Notes "Sign in""#, .drive(app: "Notes", .tap(.named("Sign in")))),
      ("tap Notes UIButton[2]", .drive(app: "Notes", .tap(.classIndex(className: "UIButton", index: 2)))),
      (#"tap Notes "UIButton[2]""#, .drive(app: "Notes", .tap(.named("UIButton[2]")))),
      (#"type Notes title "buy milk""#, .drive(app: "Notes", .type(.named("title"), text: "buy milk"))),
      (
        #"type Notes UITextField[0] """#,
        .drive(app: "Notes", .type(.classIndex(className: "UITextField", index: 0), text: ""))
      ),
      (
        "scroll Notes UITableView[0] 240",
        .drive(app: "Notes", .scroll(.classIndex(className: "UITableView", index: 0), offset: 240))
      ),
      ("scroll Notes list 12.5", .drive(app: "Notes", .scroll(.named("list"), offset: 12.5))),
      (
        "select-row Notes UITableView[1] 3",
        .drive(app: "Notes", .selectRow(.classIndex(className: "UITableView", index: 1), row: 3))
      ),
      (
        "delete-row Notes UITableView[0] 2",
        .drive(app: "Notes", .deleteRow(.classIndex(className: "UITableView", index: 0), row: 2))
      ),
      (
        #"delete-row Notes "Shopping list" 0"#,
        .drive(app: "Notes", .deleteRow(.named("Shopping list"), row: 0))
      ),
      ("select-tab Notes 2", .drive(app: "Notes", .selectTab(2))),
      (
        "set Notes UISlider[0] 0.75",
        .drive(app: "Notes", .set(.classIndex(className: "UISlider", index: 0), value: "0.75"))
      ),
      (
        #"set Notes units "Miles per hour""#,
        .drive(app: "Notes", .set(.named("units"), value: "Miles per hour"))
      ),
      ("back Notes", .drive(app: "Notes", .back)),
      (
        #"expect Notes value title == "buy milk""#,
        .expectValue(app: "Notes", target: .named("title"), value: .text("buy milk"))
      ),
      (
        "expect Notes value UISwitch[0] == on",
        .expectValue(app: "Notes", target: .classIndex(className: "UISwitch", index: 0), value: .text("on"))
      ),
      ("expect Notes value title == none", .expectValue(app: "Notes", target: .named("title"), value: .none)),
      (#"expect Notes value "==" == x"#, .expectValue(app: "Notes", target: .named("=="), value: .text("x"))),
      ("expect Notes value == 3", .expectProbe(app: "Notes", probe: "value", value: .text("3"))),
      (
        #"expect Notes rows UITableView[0] == "milk ✓,eggs""#,
        .expectRows(
          app: "Notes", target: .classIndex(className: "UITableView", index: 0), value: .text("milk ✓,eggs"))
      ),
      ("expect Notes rows list == none", .expectRows(app: "Notes", target: .named("list"), value: .none)),
      ("expect Notes rows == 3", .expectProbe(app: "Notes", probe: "rows", value: .text("3"))),
      (
        #"expect Notes screen-path == "UINavigationController > Notes""#,
        .expectProbe(app: "Notes", probe: "screen-path", value: .text("UINavigationController > Notes"))
      ),
    ])
  func parsesAndPrints(line: String, command: ScenarioCommand) throws {
    #expect(try ScenarioTestSupport.command(line) == command)
    #expect(ScenarioPrinter.line(for: command) == line)
  }

  @Test("names and texts that would read back differently are quoted")
  func quoting() throws {
    let commands: [ScenarioCommand] = [
      .drive(app: "My Notes", .tap(.named("A[1]"))),
      .drive(app: "Notes", .tap(.named("none"))),
      .drive(app: "Notes", .type(.named("a b"), text: #"say "hi" # now"#)),
      .drive(app: "Notes", .set(.named("x=y"), value: "a,b")),
      .drive(app: "Notes", .scroll(.named("list"), offset: 0.125)),
      .expectValue(app: "state", target: .named("[0]"), value: .text("none")),
      .expectRows(app: "report", target: .named("none"), value: .text("a, b")),
      .drive(app: "Notes", .deleteRow(.named("UITableView[0]"), row: 1)),
    ]
    let text =
      #"install "My Notes"\#ninstall Notes\#ninstall "state"\#ninstall "report"\#n"#
      + commands.map { ScenarioPrinter.line(for: $0) + "\n" }.joined()
    let parsed = try ScenarioParser.parse(text, file: "q.scn").steps.dropFirst(4).map(\.command)
    #expect(parsed == commands, "\(text)")
  }

  @Test(
    "malformed UI steps are errors at the offending word",
    arguments: [
      ("tapp Notes Save", "t.scn:3:1: unknown step 'tapp'; did you mean 'tap'?"),
      ("slect-row Notes x 1", "t.scn:3:1: unknown step 'slect-row'; did you mean 'select-row'?"),
      (
        "tap Notes",
        "t.scn:3:10: missing target after 'tap Notes' (an accessibility identifier, a title, or CLASS[INDEX] like UISlider[0])"
      ),
      (
        "tap Notes UIButton[x]",
        "t.scn:3:11: expected CLASS[INDEX] like UISlider[0], found 'UIButton[x]'; quote it to name a title or an identifier"
      ),
      (
        "tap Notes [3]",
        "t.scn:3:11: expected CLASS[INDEX] like UISlider[0], found '[3]'; quote it to name a title or an identifier"
      ),
      (
        "tap Notes UIButton[99999999999999999999]",
        "t.scn:3:11: the index in 'UIButton[99999999999999999999]' is too large"
      ),
      (
        "scroll Notes list -5",
        "t.scn:3:19: expected an offset in points from 0 to 1000000 with at most three decimals (like 240 or 12.5), found '-5'"
      ),
      (
        "scroll Notes list 1.2345",
        "t.scn:3:19: expected an offset in points from 0 to 1000000 with at most three decimals (like 240 or 12.5), found '1.2345'"
      ),
      ("select-row Notes list two", "t.scn:3:23: expected a row, a whole number like 7, found 'two'"),
      ("delete-row Notes list -1", "t.scn:3:23: expected a row, a whole number like 7, found '-1'"),
      (
        "delete-row Notes UITableView[0]",
        "t.scn:3:32: missing row number after 'delete-row Notes UITableView[0]' (from 0)"
      ),
      (
        "delete-row Notes",
        "t.scn:3:17: missing target after 'delete-row Notes' (an accessibility identifier, a title, or CLASS[INDEX] like UISlider[0])"
      ),
      (
        "delete-row Notes list 1 2",
        "t.scn:3:25: unexpected extra argument '2' after 'delete-row Notes list 1'"
      ),
      ("delet-row Notes list 1", "t.scn:3:1: unknown step 'delet-row'; did you mean 'delete-row'?"),
      ("select-tab Notes", "t.scn:3:17: missing tab number after 'select-tab Notes' (from 0)"),
      (
        "type Notes title",
        "t.scn:3:17: missing text to type after 'type Notes title' (a word or a quoted string)"
      ),
      ("back Notes now", "t.scn:3:12: unexpected extra argument 'now' after 'back Notes'"),
      ("back Notez", "t.scn:3:6: unknown app 'Notez'; installed apps: Notes, Game; did you mean 'Notes'?"),
      (
        "expect Notes value title",
        "t.scn:3:25: missing '==' after 'expect Notes value title' (expect APP PROBE == VALUE)"
      ),
      (
        "expect Notes rows UITableView[0] milk",
        "t.scn:3:34: expected '==' after 'expect Notes rows UITableView[0]', found 'milk' (write spaces around '==')"
      ),
      (
        "expect Notes rows UITableView[x] == none",
        "t.scn:3:19: expected CLASS[INDEX] like UISlider[0], found 'UITableView[x]'; quote it to name a title or an identifier"
      ),
      (
        "expect Notes rows list ==",
        "t.scn:3:26: missing value after 'expect Notes rows list ==' (a word, a quoted string, or none)"
      ),
    ])
  func errors(line: String, message: String) {
    #expect(ScenarioTestSupport.errorAfterPreamble(line) == message)
  }

  @Test("a UI step for an app that is not active is refused as 'do' is: a failed check, and the run goes on")
  func refusedWhenNotActive() throws {
    let text = """
      install Notes
      tap Notes Save
      launch Notes
      lock
      back Notes
      """
    let result = ScenarioRunner().run(try ScenarioParser.parse(text, file: "r.scn"))
    #expect(result.error == nil)
    #expect(result.failures.map(\.step) == ["tap Notes Save", "back Notes"])
    #expect(result.failures.first?.expected == "Notes performs 'tap'")
    #expect(result.failures.allSatisfy { !$0.actual.isEmpty })
    #expect(result.checkCount == 2)
    // The text trace shows the steps as the scenario wrote them: the words are what is checked
    // here; the typed records below say which steps they are.
    let steps = result.trace.entries.filter { $0.kind == .step }.map(\.detail)
    #expect(
      steps.contains("tap Notes Save") && steps.contains("back Notes"), "the steps are traced as written")
    let typed = result.trace.records.compactMap { record -> ScenarioCommand? in
      if case .step(let command) = record.event, case .drive = command { return command }
      return nil
    }
    #expect(typed == [.drive(app: "Notes", .tap(.named("Save"))), .drive(app: "Notes", .back)])
  }

  @Test("an active app without an interface stops the run at a UI step, saying so")
  func appWithoutInterface() throws {
    let result = ScenarioRunner().run(
      try ScenarioParser.parse("install A\nlaunch A\nselect-tab A 0\nexpect state A active", file: "n.scn"))
    #expect(result.error?.description == "n.scn:3:1: A: this app has no interface to drive")
  }

  @Test("a value check on an app without an interface fails with the reason; one not running reads none")
  func valueWithoutInterface() throws {
    let text = "install A\nexpect A value x == none\nlaunch A\nexpect A value x == none"
    let result = ScenarioRunner().run(try ScenarioParser.parse(text, file: "v.scn"))
    #expect(result.error == nil)
    #expect(result.checkCount == 2)
    #expect(result.failures.map(\.actual) == ["A: this app has no interface to read"])
  }

  @Test("a rows check on an app without an interface fails with the reason; one not running reads none")
  func rowsWithoutInterface() throws {
    let text = "install A\nexpect A rows x == none\nlaunch A\nexpect A rows x == none"
    let result = ScenarioRunner().run(try ScenarioParser.parse(text, file: "v.scn"))
    #expect(result.error == nil)
    #expect(result.checkCount == 2)
    #expect(result.failures.map(\.step) == ["expect A rows x == none"])
    #expect(result.failures.map(\.actual) == ["A: this app has no interface to read"])
  }
}
