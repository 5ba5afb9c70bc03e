import Testing

@testable import LifecycleImport

/// Swift's naming of Objective-C selectors (Swift's `lib/AST/Decl.cpp`; Apple's "Using
/// Objective-C Runtime Features in Swift"), which interface files and `#selector` both use.
@Suite("Objective-C selector names")
struct SelectorNameTests {
  @Test(
    "methods are named by Swift's rules",
    arguments: [
      ("addNote", [String?](), "addNote"),
      ("tapped", [nil], "tapped:"),
      ("buttonHandler", ["sender"], "buttonHandlerWithSender:"),
      ("chooseCity", ["from"], "chooseCityFrom:"),
      ("move", [nil, "to"], "move:to:"),
      ("saveTo", ["file"], "saveToFile:"),
      ("handle", ["withEvent"], "handleWithEvent:"),
      (
        "image", [nil, "didFinishSavingWithError", "contextInfo"],
        "image:didFinishSavingWithError:contextInfo:"
      ),
    ])
  func methodSelectors(base: String, labels: [String?], expected: String) {
    #expect(ObjCSelectorName.method(base, labels: labels) == expected)
  }

  @Test("a Swift name with its labels gives the selector; a bare name does not")
  func swiftNames() {
    #expect(ObjCSelectorName.fromSwiftName("tapped(_:)") == "tapped:")
    #expect(ObjCSelectorName.fromSwiftName("chooseCity(from:)") == "chooseCityFrom:")
    #expect(ObjCSelectorName.fromSwiftName("refresh()") == "refresh")
    #expect(ObjCSelectorName.fromSwiftName("tapped") == nil)
  }

  @Test("getters keep the name, setters add set and a colon")
  func accessors() {
    #expect(ObjCSelectorName.getter("isOn") == "isOn")
    #expect(ObjCSelectorName.setter("title") == "setTitle:")
  }
}
