import Foundation
import Testing

@testable import LifecycleImport

/// Reading `project.pbxproj` as Xcode writes it: the old-style property list, the groups that
/// give each file its path, the build phases and the build settings.
@Suite("Reading an Xcode project")
struct XcodeProjectTests {
  @Test("the old-style property list reads quoted and bare strings, arrays, dictionaries, data and comments")
  func propertyListValues() throws {
    let value = try OpenStepPropertyListReader.parse(
      """
      // !$*UTF8*$!
      { a = bare.value-1; "b c" = "quoted \\"x\\"\\n"; list = (1, "two", /* three */ ); data = <0fbd 77>; nested = { }; }
      """)
    let dictionary = try #require(value.dictionary)
    #expect(dictionary["a"] == .string("bare.value-1"))
    #expect(dictionary["b c"] == .string("quoted \"x\"\n"))
    #expect(dictionary["list"] == .array([.string("1"), .string("two")]))
    #expect(dictionary["data"] == .data([0x0f, 0xbd, 0x77]))
    #expect(dictionary["nested"] == .dictionary([:]))
  }

  @Test("a truncated file is an error at the line and column where it ends")
  func truncatedFile() {
    let text = "{\n  objects = {\n    A = {isa = PBXGroup; children = (B, "
    #expect(
      throws: OpenStepParseError(
        line: 3, column: 41, message: "the file ends inside an array (a ')' is missing)")
    ) {
      try OpenStepPropertyListReader.parse(text)
    }
  }

  @Test("nesting without end is an error, not a crash")
  func deepNesting() {
    let text = String(repeating: "(", count: 100_000)
    #expect(throws: OpenStepParseError.self) { try OpenStepPropertyListReader.parse(text) }
  }

  @Test("the app target's sources, resources and build settings, with paths through the groups")
  func appTarget() throws {
    let project = try XcodeProject(
      pbxproj: Array(Fixtures.pbxproj.utf8), file: "Notes.xcodeproj/project.pbxproj")
    #expect(project.objectVersion == "50")
    #expect(project.targets.map(\.name) == ["Notes", "NotesTests"])
    let app = project.targets[0]
    #expect(app.isApplication)
    #expect(app.sources == ["Notes/AppDelegate.swift", "Notes/NotesViewController.swift"])
    #expect(app.resources == ["Notes/Base.lproj/Main.storyboard", "Notes/Assets.xcassets"])
    #expect(app.outside == ["../../Outside.swift"])
    #expect(
      app.setting("SWIFT_VERSION") == "4.2", "the Release configuration, the project's under the target's")
    #expect(app.setting("PRODUCT_BUNDLE_IDENTIFIER") == "com.example.Notes")
    #expect(app.setting("OTHER_SWIFT_FLAGS") == "-D LEGACY")
    #expect(app.moduleName == "Notes")
  }

  @Test("a pbxproj naming an object that is not there says which")
  func danglingReference() {
    let broken = Fixtures.pbxproj.replacingOccurrences(
      of: "buildPhases = (SRC1, R1, );", with: "buildPhases = (SRCX, );")
    #expect(throws: XcodeProjectError.self) {
      try XcodeProject(pbxproj: Array(broken.utf8), file: "p")
    }
    do {
      _ = try XcodeProject(pbxproj: Array(broken.utf8), file: "p")
    } catch {
      #expect(
        error.description
          == "p:SRCX: error: the target 'Notes' names the object 'SRCX', which is not in the file"
      )
    }
  }

  @Test("module names are made identifiers as Xcode makes them")
  func moduleNames() {
    #expect(XcodeProject.moduleName("swift-2048") == "swift_2048")
    #expect(XcodeProject.moduleName("My App") == "My_App")
    #expect(XcodeProject.moduleName("2048") == "_2048")
  }
}
