import Foundation
import LifecycleTestSupport
import Testing

/// Tests that need a program from outside the toolchain: found on PATH, skipped with a reason
/// where it is missing, failed where CI requires it.
@Suite("Programs the tests need from outside the toolchain")
struct ExternalProgramTests {
  /// A program no machine has, so that its presence is decided by the folders a test makes.
  static let program = ExternalProgram(
    executable: "lifecyclekit-test-program", displayName: "The test program", debianPackage: "test-package")

  /// A fresh folder holding `files` (name → executable?), removed by the caller.
  static func folder(_ files: [String: Bool]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "external-program-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, executable) in files {
      let path = folder.appending(path: name).path
      #expect(FileManager.default.createFile(atPath: path, contents: Data("#!/bin/sh\n".utf8)))
      try FileManager.default.setAttributes(
        [.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: path)
    }
    return folder
  }

  @Test("an executable on PATH is found, in the first folder that has it")
  func foundOnPath() throws {
    let first = try Self.folder([:])
    let second = try Self.folder([Self.program.executable: true])
    let third = try Self.folder([Self.program.executable: true])
    defer { for folder in [first, second, third] { try? FileManager.default.removeItem(at: folder) } }
    let path = "\(first.path)::\(second.path):\(third.path)"
    let expected = second.appending(path: Self.program.executable).path
    #expect(Self.program.availability(in: ["PATH": path]) == .found(expected))
    #expect(
      Self.program.availability(in: ["PATH": path, ExternalProgram.requireVariable: "1"]) == .found(expected))
  }

  @Test("a file that is not executable, or a folder of that name, is not the program")
  func notExecutable() throws {
    let plain = try Self.folder([Self.program.executable: false])
    let withFolder = try Self.folder([:])
    defer { for folder in [plain, withFolder] { try? FileManager.default.removeItem(at: folder) } }
    try FileManager.default.createDirectory(
      at: withFolder.appending(path: Self.program.executable), withIntermediateDirectories: true)
    #expect(Self.program.locate(onPath: "\(plain.path):\(withFolder.path)") == nil)
  }

  @Test("missing and not required: skipped, naming the program, its package and the install script")
  func skippedWhenMissing() {
    for environment in [
      [:], ["PATH": ""], ["PATH": "/nonexistent"], [ExternalProgram.requireVariable: "0"],
      [ExternalProgram.requireVariable: ""],
    ] {
      guard case .skip(let reason) = Self.program.availability(in: environment) else {
        Issue.record("expected a skip for \(environment)")
        continue
      }
      #expect(reason.contains("The test program (`lifecyclekit-test-program`) is not on PATH"))
      #expect(reason.contains("scripts/install-test-dependencies.sh"))
      #expect(reason.contains("apt-get install test-package"))
      #expect(reason.contains("LIFECYCLEKIT_REQUIRE_TOOLS=1"))
    }
  }

  @Test("missing and required by LIFECYCLEKIT_REQUIRE_TOOLS: a failure, naming the variable")
  func failsWhenRequired() {
    for value in ["1", "yes", "true"] {
      let availability = Self.program.availability(in: [
        "PATH": "/nonexistent", "LIFECYCLEKIT_REQUIRE_TOOLS": value,
      ])
      guard case .fail(let reason) = availability else {
        Issue.record("expected a failure for LIFECYCLEKIT_REQUIRE_TOOLS=\(value), got \(availability)")
        continue
      }
      #expect(reason.contains("is not on PATH and LIFECYCLEKIT_REQUIRE_TOOLS is set, so the test fails"))
      #expect(reason.contains("scripts/install-test-dependencies.sh"))
    }
  }

  @Test("the trait skips a test only where the program is missing and not required")
  func traitSwitchesBothWays() async throws {
    let withProgram = try Self.folder([Self.program.executable: true])
    defer { try? FileManager.default.removeItem(at: withProgram) }
    let found = ConditionTrait.requires(Self.program, in: ["PATH": withProgram.path])
    let skipped = ConditionTrait.requires(Self.program, in: ["PATH": "/nonexistent"])
    let required = ConditionTrait.requires(
      Self.program, in: ["PATH": "/nonexistent", ExternalProgram.requireVariable: "1"])
    #expect(try await found.evaluate())
    #expect(try await !skipped.evaluate())
    #expect(try await required.evaluate())
    #expect(
      skipped.comments.map(\.rawValue).joined().contains(
        "install it with scripts/install-test-dependencies.sh"))
    #expect(required.comments.map(\.rawValue).joined().contains("so the test fails"))
  }

  @Test("the install script installs every program the tests declare")
  func installScriptCoversThePrograms() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let script = try String(
      contentsOf: root.appending(path: ExternalProgram.installScript), encoding: .utf8)
    for program in [ExternalProgram.dot, .chromium] {
      #expect(
        script.contains("command -v \(program.executable)"), "the script checks for \(program.executable)")
      #expect(script.contains(program.debianPackage), "the script installs \(program.debianPackage)")
    }
    let ci = try String(contentsOf: root.appending(path: ".ci/run"), encoding: .utf8)
    #expect(ci.contains("\(ExternalProgram.requireVariable)=1"), ".ci/run requires the programs")
  }
}
