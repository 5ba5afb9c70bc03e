import Foundation

/// The toolchain's `swiftc` and its other programs, run by the tests that compile or rewrite code
/// of their own.
enum Swiftc {
  /// Runs `swiftc` with `arguments` (found on the path, as `swift test` leaves it): its exit
  /// status and what it printed, output and errors together.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try runProgram("/usr/bin/env", ["swiftc"] + arguments)
  }

  /// Runs the program at `path` with `arguments`: its exit status and what it printed, output and
  /// errors together.
  static func runProgram(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardError = output
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The toolchain's program `name` (`llvm-objcopy`), in the folder of the `swiftc` on the path.
  static func toolchainProgram(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let (swiftc, program) = ("\(folder)/swiftc", "\(folder)/\(name)")
      if FileManager.default.isExecutableFile(atPath: swiftc) {
        return FileManager.default.isExecutableFile(atPath: program) ? program : nil
      }
    }
    return nil
  }
}
