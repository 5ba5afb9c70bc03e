import Foundation
import Testing

#if os(Linux)
  /// A stripped executable keeps LifecycleKit's C interposition: `strip` drops the symbol table
  /// (`.symtab`) but keeps the dynamic one (`.dynsym`), which is what the dynamic linker resolves
  /// every library's calls with. What needs the symbol table — the reset of the app's global
  /// variables, the check of delegate methods Swift will not call — says so at each launch.
  @Suite("A stripped executable keeps the interposed functions; only what reads its symbol table is loud")
  struct StrippedExecutableTests {
    @Test("the @main fixture stripped of its symbol table launches with no interposition record")
    func strippedFixture() throws {
      let objcopy = try #require(
        Swiftc.toolchainProgram("llvm-objcopy"), "the toolchain's llvm-objcopy, beside swiftc")
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stripped-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let stripped = folder.appendingPathComponent("lifecycle-main-fixture").path
      let strip = try Swiftc.runProgram(objcopy, ["--strip-all", try MainFixtureTests.fixture(), stripped])
      try #require(strip.status == 0, "\(strip.output)")
      let tour = try Swiftc.runProgram(stripped, [])
      // It ran its launches, and the missing symbol table is loud where it matters…
      #expect(tour.output.contains("global and static variables: the executable has no symbol table"))
      #expect(tour.output.contains("it was stripped"))
      // …but every interposed function answered as the device at the first launch.
      #expect(!tour.output.contains("C interposition"), "\(tour.output)")
    }
  }
#endif
