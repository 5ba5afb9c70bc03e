import Foundation

/// The toolchain's `swiftc`, run by the tests that compile code of their own.
enum Swiftc {
  /// Runs `swiftc` with `arguments` (found on the path, as `swift test` leaves it): its exit
  /// status and what it printed, output and errors together.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    let output = Pipe()
    process.standardError = output
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
