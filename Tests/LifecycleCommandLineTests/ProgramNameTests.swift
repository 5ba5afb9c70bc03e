import Foundation
import LifecycleSimulator
import Testing

@testable import LifecycleCommandLine
@testable import LifecycleUIKit

/// An app's own program (`lifecycle-app`, which `lifecycle import` writes, or any executable that
/// calls `LifecycleCommand.main(catalog:)`) is the whole `lifecycle`, and says so under its own name:
/// its overview, each command's help, usage errors and error messages name the program as it was
/// invoked, so that what they tell the user to type is what the user can type.
@MainActor
@Suite("an app's own program names itself")
struct ProgramNameTests {
  static let program = "lifecycle-app"

  func run(_ arguments: [String], program: String = Self.program) -> CommandResult {
    LifecycleCommand.run(arguments, program: program)
  }

  /// Each `lifecycle COMMAND` that `text` still names (a command the app's program has).
  func toolReferences(in text: String) -> [String] {
    let words = LifecycleCommand.commands + ["COMMAND", "--version"]
    return words.filter { word in
      [" ", "\n", "'", "`", ")", ","].contains { text.contains("lifecycle \(word)\($0)") }
    } + (text.contains("'lifecycle help'") ? ["help"] : [])
  }

  @Test("the overview names the program in every usage line, and no other")
  func overview() {
    let help = run(["--help"])
    #expect(help.exitCode == 0)
    #expect(help.standardOutput.hasPrefix("lifecycle-app — the iOS application lifecycle"))
    #expect(help.standardOutput.contains("\n  lifecycle-app explore --app ID"))
    #expect(
      help.standardOutput.contains("Run 'lifecycle-app help COMMAND' or 'lifecycle-app COMMAND --help'"))
    #expect(toolReferences(in: help.standardOutput).isEmpty, "\(help.standardOutput)")
    #expect(run(["help"]).standardOutput == help.standardOutput)
  }

  @Test("each command's help names the program", arguments: LifecycleCommand.commands)
  func commandHelp(command: String) {
    let help = run([command, "--help"])
    #expect(help.standardOutput.hasPrefix("lifecycle-app \(command) — "), "\(help.standardOutput)")
    #expect(toolReferences(in: help.standardOutput).isEmpty, "\(help.standardOutput)")
    #expect(run(["help", command]).standardOutput == help.standardOutput)
  }

  @Test("explore's help per mode names the program")
  func exploreModes() {
    let app = run(["explore", "--app", "tracer", "--help"]).standardOutput
    #expect(app.contains("lifecycle-app explore --app ID"), "\(app)")
    #expect(toolReferences(in: app).isEmpty, "\(app)")
  }

  @Test("usage errors, unknown commands and --version name the program")
  func errors() {
    let usage = run(["explore", "--app", "tracer", "--depth", "x"])
    #expect(usage.exitCode == 2)
    #expect(usage.standardError.hasPrefix("lifecycle-app explore: "), "\(usage.standardError)")
    #expect(usage.standardError.hasSuffix("Run 'lifecycle-app help explore' for usage.\n"))
    let unknown = run(["explor"])
    #expect(unknown.standardError.hasPrefix("lifecycle-app: unknown command 'explor'"))
    #expect(unknown.standardError.hasSuffix("Run 'lifecycle-app help' for usage.\n"))
    #expect(run(["--version"]).standardOutput == "lifecycle-app \(LifecycleCommand.version)\n")
    let json = run(["run", "--json", "--bogus"]).standardOutput
    #expect(
      json.contains("\"help\": \"lifecycle-app help run\"")
        || json.contains("\"help\":\"lifecycle-app help run\""), "\(json)")
  }

  @Test("the tool itself still says lifecycle")
  func tool() {
    #expect(LifecycleCommand.run(["--help"]).standardOutput.hasPrefix("lifecycle — "))
    #expect(LifecycleCommand.run(["run", "--help"]).standardOutput.hasPrefix("lifecycle run — "))
    #expect(
      LifecycleCommand.run(["explor"]).standardError.hasSuffix("Run 'lifecycle help' for usage.\n"))
  }

  @Test("an @main delegate's program knows lifecycle's commands, to say where they are")
  func applicationMainKnowsTheCommands() {
    #expect(ApplicationMain.lifecycleCommands == LifecycleCommand.commands)
  }

  @Test("the program's name is its path's last component")
  func invoked() {
    #expect(ProgramName.invoked(["/tmp/x/.build/debug/lifecycle-app", "run"]) == "lifecycle-app")
    #expect(ProgramName.invoked(["notes-lifecycle"]) == "notes-lifecycle")
    #expect(ProgramName.invoked([]) == "lifecycle")
  }

  @Test("only `lifecycle COMMAND` and a leading `lifecycle:` are renamed")
  func renaming() {
    let text =
      "lifecycle: x\nsee lifecycle run --html; lifecycle-demo.html, lifecycle notifications, (lifecycle explore)\n"
    #expect(
      ProgramName.naming("app", in: text, commands: ["run", "explore"])
        == "app: x\nsee app run --html; lifecycle-demo.html, lifecycle notifications, (app explore)\n")
    #expect(ProgramName.naming("lifecycle", in: text, commands: ["run"]) == text)
  }

  @Test("every option lifecycle explore --app and run take, the app's program takes")
  func everyOption() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "program-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let page = scratch.appendingPathComponent("found.html").path
    let explored = run([
      "explore", "--app", "tracer", "--profile", "all", "--depth", "1", "--out", scratch.path, "--html", page,
    ])
    #expect(explored.exitCode != 2, "\(explored.standardError)")
    #expect(FileManager.default.fileExists(atPath: page))
    let scenario = scratch.appendingPathComponent("home.scn")
    try "install Notes\nlaunch Notes\nhome\nexpect state Notes suspended\n".write(
      to: scenario, atomically: true, encoding: .utf8)
    let ran = run(["run", "--profile", "all", "--json", scenario.path])
    // iPhone OS 3 quits on Home: the failure and the summary name the profile.
    #expect(ran.exitCode == 1)
    #expect(ran.standardOutput.contains("\"ios3\""), "\(ran.standardOutput)")
  }

  @Test("the built executable, invoked as lifecycle-app, names itself")
  func executable() throws {
    let tool = try ShardProcessTests.executable()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("program-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent(Self.program)
    try FileManager.default.createSymbolicLink(atPath: app.path, withDestinationPath: tool)
    let process = Process()
    process.executableURL = app
    process.arguments = ["explore", "--help"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(text.hasPrefix("lifecycle-app explore — "), "\(text)")
  }
}
