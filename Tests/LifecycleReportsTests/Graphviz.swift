import Foundation
import LifecycleTestSupport
import Testing

/// Runs Graphviz's `dot` on DOT source fed through standard input.
enum Graphviz {
  struct Output {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Renders `source` with `dot -T<format>`, `dot` found on `PATH`. Tests that call it are
  /// marked `.requires(.dot)`: skipped where `dot` is missing, unless CI requires it, in which
  /// case this records the failure.
  static func render(_ source: String, format: String = "svg") throws -> Output {
    let dotPath = try ExternalProgram.dot.locateOrFail()
    let files = FileManager.default
    let directory = files.temporaryDirectory.appending(path: "lifecycle-dot-\(UUID().uuidString)")
    try files.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: directory) }
    let outputURL = directory.appending(path: "stdout")
    let errorURL = directory.appending(path: "stderr")
    try #require(files.createFile(atPath: outputURL.path, contents: nil))
    try #require(files.createFile(atPath: errorURL.path, contents: nil))
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: dotPath)
    process.arguments = ["-T\(format)"]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: Data(source.utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    try output.close()
    try error.close()
    return Output(
      exitCode: process.terminationStatus,
      standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
      standardError: try String(contentsOf: errorURL, encoding: .utf8))
  }
}
