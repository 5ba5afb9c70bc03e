import LifecycleUIKit
import Testing

/// The fixture executable `lifecycle-main-fixture`: an `@main final class AppDelegate:
/// UIResponder, UIApplicationDelegate` written as for iOS, whose generated entry point calls
/// `UIApplicationDelegate.main()`.
@Suite("An @main app delegate's executable")
struct MainFixtureTests {
  /// The fixture's path: beside the test binary, else in this package's `.build/debug`.
  static func fixture(filePath: String = #filePath) throws -> String {
    var folders: [String] = []
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      folders.append((executable as NSString).deletingLastPathComponent)
    }
    if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent().path) }
    let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    folders += ["debug", "release"].map { root.appendingPathComponent(".build/\($0)").path }
    for folder in folders {
      let candidate = (folder as NSString).appendingPathComponent("lifecycle-main-fixture")
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw FixtureMissing(
      description: "lifecycle-main-fixture is not built (looked in \(folders.joined(separator: ", "))); "
        + "`swift build --build-tests` builds it")
  }

  struct FixtureMissing: Error, CustomStringConvertible { var description: String }

  /// Runs the fixture with `arguments`: its output, error output and exit code.
  static func runFixture(_ arguments: [String]) throws -> (output: String, error: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try fixture())
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self),
      process.terminationStatus
    )
  }

  @Test("run with no arguments, it tours the app's lifecycle and exits 0")
  func tour() throws {
    let run = try Self.runFixture([])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("App       callback     viewDidLoad ListViewController"))
    #expect(run.output.contains("ListViewController \"Shopping\" |       table offset=(0, 0) rows=3"))
    #expect(run.output.hasSuffix("PASS tour on ios13: 4 checks, 0 failed, 1 report\n"))
    // What the app's code prints is its console's, on standard error: not in the trace.
    #expect(!run.output.contains("AppDelegate: saved"))
    #expect(run.error.contains("AppDelegate: saved 3 items\n"))
  }

  @Test("its scenarios tap the Add and Edit buttons and delete a row; the list survives a kill")
  func scenario() throws {
    let scenario = """
      device profile=ios6
      install Shop app=main
      launch Shop
      do Shop tap-bar-button add
      expect Shop items == "Item 4,Milk,Eggs,Bread"
      do Shop tap-bar-button Edit
      expect Shop editing == yes
      do Shop delete-row 1
      expect Shop items == "Item 4,Eggs,Bread"
      home
      memory-pressure
      launch Shop
      expect Shop items == "Item 4,Eggs,Bread"
      expect Shop items == "Milk"
      """
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fixture-\(UUID().uuidString).scn"
    ).path
    try scenario.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try Self.runFixture([path])
    // Every check holds but the last, written to fail: exit code 1, and where it failed.
    #expect(run.status == 1)
    #expect(run.output.contains("FAIL \(path) on ios6: 5 checks, 1 failed, 1 report"))
    #expect(run.error.contains("\(path):14:1: expect Shop items == \"Milk\""))
    #expect(
      run.error.split(separator: "\n").filter { $0.contains("check failed") || $0.contains(".scn:") }.count
        == 1)
  }
}
