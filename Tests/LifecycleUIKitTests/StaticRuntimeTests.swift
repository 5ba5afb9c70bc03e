import Foundation
import Testing

#if os(Linux)
  /// A program linked with CLifecycleAppThread and its own copy of the Swift runtime
  /// (`-static-stdlib`, what `swift build --static-swift-stdlib` passes) cannot hand the runtime's
  /// calls over to a shared library's: it says so and exits 2 before its own code runs, where it
  /// used to abort (SIGABRT). The same program linked with the shared runtime runs.
  @Suite("an executable with a static Swift runtime refuses to run, with a message and exit 2")
  struct StaticRuntimeTests {
    /// A program whose first use of a lazily initialised variable goes through `swift_once`.
    static let source = """
      enum Greeting { static let text = "hello from " + CommandLine.arguments[0] }
      print(Greeting.text)
      """

    /// The C target's object files, as `swift build` left them beside the test binary.
    static func objects() throws -> [String] {
      let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      let folder = URL(fileURLWithPath: binary).deletingLastPathComponent()
        .appendingPathComponent("CLifecycleAppThread.build")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      let objects = names.filter { $0.hasSuffix(".o") }.sorted().map {
        folder.appendingPathComponent($0).path
      }
      try #require(!objects.isEmpty, "no object files of CLifecycleAppThread in \(folder.path)")
      return objects
    }

    /// Links the program in `folder` (with `-static-stdlib` when `statically`) and runs it.
    static func linkAndRun(statically: Bool, in folder: URL) throws -> (status: Int32, error: String) {
      let main = folder.appendingPathComponent("main.swift")
      try source.write(to: main, atomically: true, encoding: .utf8)
      let program = folder.appendingPathComponent(statically ? "static-program" : "shared-program")
      let (status, said) = try Swiftc.run(
        (statically ? ["-static-stdlib"] : []) + [main.path] + (try objects()) + ["-o", program.path])
      try #require(status == 0, "swiftc: \(said)")
      let process = Process()
      process.executableURL = program
      let error = Pipe()
      process.standardError = error
      process.standardOutput = Pipe()
      try process.run()
      let data = error.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationReason == .exit, "ended by a signal, not an exit")
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("linked with -static-stdlib: exit 2, naming the function, the cause and the fix; not SIGABRT")
    func staticRuntimeRefuses() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("static-runtime-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let (status, error) = try Self.linkAndRun(statically: true, in: folder)
      #expect(status == 2)
      #expect(error.hasPrefix("static-program: cannot run: swift_once is this executable's own copy"))
      #expect(error.contains("--static-swift-stdlib"))
      #expect(error.contains("build without --static-swift-stdlib"))
      #expect(!error.contains("hello from"))
    }

    @Test("the same program linked with the shared Swift runtime runs")
    func sharedRuntimeRuns() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shared-runtime-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let (status, error) = try Self.linkAndRun(statically: false, in: folder)
      #expect(status == 0)
      #expect(error.isEmpty)
    }
  }
#endif
