import Foundation
import Testing

@testable import LifecycleSimulator

@Suite("Scenario parser: reading files")
struct ScenarioParserFileTests {
  /// A fresh directory for one test.
  private func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ScenarioParserFileTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test("a UTF-8 file parses, and its path names the scenario and its errors")
  func readsFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("notes.scn")
    try Data("\u{FEFF}install Notes\r\nlaunch Notes\r\n".utf8).write(to: url)
    let scenario = try ScenarioParser.parse(contentsOf: url)
    #expect(scenario.file == url.path)
    #expect(scenario.steps.map(\.command) == [.install(InstallSpec(name: "Notes")), .launch(app: "Notes")])

    try Data("install Notes\nhom\n".utf8).write(to: url)
    #expect(
      throws: ScenarioError(
        location: SourceLocation(file: url.path, line: 2, column: 1),
        message: "unknown step 'hom'; did you mean 'home'?")
    ) {
      try ScenarioParser.parse(contentsOf: url)
    }
  }

  @Test("a missing file, a directory and a non-file URL are errors at 1:1 naming the reason")
  func unreadable() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("missing.scn")
    #expect(
      throws: ScenarioError(
        location: SourceLocation(file: missing.path, line: 1, column: 1),
        message: "cannot read the scenario: no such file")
    ) {
      try ScenarioParser.parse(contentsOf: missing)
    }
    #expect(
      throws: ScenarioError(
        location: SourceLocation(file: directory.path, line: 1, column: 1),
        message: "cannot read the scenario: it is a directory")
    ) {
      try ScenarioParser.parse(contentsOf: directory)
    }
    let web = try #require(URL(string: "https://example.com/a.scn"))
    #expect(
      throws: ScenarioError(
        location: SourceLocation(file: "https://example.com/a.scn", line: 1, column: 1),
        message: "cannot read the scenario: only local files can be read, not 'https://example.com/a.scn'")
    ) {
      try ScenarioParser.parse(contentsOf: web)
    }
  }

  @Test("invalid UTF-8 is an error at the line and column of the first bad byte")
  func invalidUTF8() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("bad.scn")
    try Data(Array("install Notes\r\nlaunch é".utf8) + [0xFF, 0x41, 0x0A]).write(to: url)
    #expect(
      throws: ScenarioError(
        location: SourceLocation(file: url.path, line: 2, column: 9),
        message: "the file is not valid UTF-8: invalid byte sequence 0xFF")
    ) {
      try ScenarioParser.parse(contentsOf: url)
    }
    #expect(
      ScenarioParser.invalidUTF8(Data([0xEF, 0xBB, 0xBF, 0x61, 0xC3]), file: "f").location
        == SourceLocation(file: "f", line: 1, column: 2))
    #expect(
      ScenarioParser.invalidUTF8(Data([0x0D, 0x0D, 0x0A, 0x0A, 0xC0, 0x80]), file: "f").location
        == SourceLocation(file: "f", line: 4, column: 1))
  }
}
