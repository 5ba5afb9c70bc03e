import Foundation

/// A program from outside the toolchain that a command runs (Graphviz's `dot` for
/// `lifecycle diagram --format svg`): found on `PATH`, fed on standard input.
enum ExternalCommand {
  /// What the program printed and how it exited.
  struct Output {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The first executable file named `name` in the folders of `path` (a colon-separated
  /// `PATH`; empty entries are skipped), or nil.
  static func locate(_ name: String, onPath path: String) -> String? {
    for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name).path
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate)
      {
        return candidate
      }
    }
    return nil
  }

  /// Runs `program` with `arguments`, `input` on its standard input, and waits for it. Its
  /// output goes through temporary files, so that neither pipe can fill up and stall it.
  static func run(_ program: String, arguments: [String], input: String) -> Output {
    let files = FileManager.default
    let folder = files.temporaryDirectory.appendingPathComponent("lifecycle-\(UUID().uuidString)")
    defer { try? files.removeItem(at: folder) }
    do {
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
      let outputURL = folder.appendingPathComponent("stdout")
      let errorURL = folder.appendingPathComponent("stderr")
      guard files.createFile(atPath: outputURL.path, contents: nil),
        files.createFile(atPath: errorURL.path, contents: nil)
      else {
        return Output(exitCode: -1, standardOutput: "", standardError: "cannot create \(folder.path)")
      }
      let output = try FileHandle(forWritingTo: outputURL)
      let error = try FileHandle(forWritingTo: errorURL)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
      let pipe = Pipe()
      process.standardInput = pipe
      process.standardOutput = output
      process.standardError = error
      try process.run()
      try pipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
      try pipe.fileHandleForWriting.close()
      process.waitUntilExit()
      try output.close()
      try error.close()
      return Output(
        exitCode: process.terminationStatus,
        standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
        standardError: try String(contentsOf: errorURL, encoding: .utf8))
    } catch {
      return Output(exitCode: -1, standardOutput: "", standardError: "cannot run \(program): \(error)")
    }
  }
}
