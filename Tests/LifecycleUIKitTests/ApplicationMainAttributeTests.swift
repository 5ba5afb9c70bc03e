import LifecycleUIKit
import Testing

/// What the compiler says of an app delegate's entry point, checked with the toolchain's own
/// `swiftc` against the LifecycleUIKit module this build made: `@main` compiles on a class
/// that is not final too (as Xcode's templates declare it), and `@UIApplicationMain` does not.
@Suite("@main compiles on an app delegate; @UIApplicationMain does not")
struct ApplicationMainAttributeTests {
  /// The folder with this build's `.swiftmodule` files, beside the test binary.
  static func modulesFolder() throws -> String {
    var folders: [String] = []
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      folders.append((executable as NSString).deletingLastPathComponent)
    }
    if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent().path) }
    for folder in folders + folders.map({ ($0 as NSString).appendingPathComponent("../../..") }) {
      let modules = (folder as NSString).appendingPathComponent("Modules")
      if FileManager.default.fileExists(
        atPath: (modules as NSString).appendingPathComponent("LifecycleUIKit.swiftmodule"))
      {
        return modules
      }
    }
    throw MainFixtureTests.FixtureMissing(
      description: "no Modules/LifecycleUIKit.swiftmodule beside \(folders)")
  }

  /// Type-checks `source` as a library file in Swift language mode `version`, with `flags`: the
  /// exit code, the error lines and the warning lines.
  static func typecheck(_ source: String, swiftVersion version: String, flags: [String] = []) throws -> (
    status: Int32, errors: [String], warnings: [String]
  ) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "entry-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let modules = try modulesFolder()
    // LifecycleUIKit's C target (the thread mark): its module map is the one SwiftPM generated.
    let cModuleMap = ((modules as NSString).deletingLastPathComponent as NSString)
      .appendingPathComponent("CLifecycleAppThread.build/module.modulemap")
    let (status, output) = try Swiftc.run(
      [
        "-typecheck", "-parse-as-library", "-swift-version", version, "-I", modules,
        "-Xcc", "-fmodule-map-file=\(cModuleMap)", file.path,
      ] + flags)
    let lines = output.split(separator: "\n")
    func said(_ kind: String) -> [String] {
      lines.filter { $0.contains(": \(kind): ") }.map { String($0.split(separator: ": \(kind): ").last!) }
    }
    return (status, said("error"), said("warning"))
  }

  static let delegate = """
    import LifecycleUIKit
    ATTRIBUTE
    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
    }
    """

  @Test("@main finds UIApplicationDelegate's main(), on a class that is not final")
  func mainCompiles() throws {
    let result = try Self.typecheck(Self.delegate.replacing("ATTRIBUTE", with: "@main"), swiftVersion: "6")
    #expect(result.status == 0, "\(result.errors)")
  }

  @Test("@UIApplicationMain wants UIKit's own protocol, and Swift 6 makes it an error besides (SE-0383)")
  func uiApplicationMainFails() throws {
    let source = Self.delegate.replacing("ATTRIBUTE", with: "@UIApplicationMain")
    let swift6 = try Self.typecheck(source, swiftVersion: "6")
    #expect(swift6.status != 0)
    #expect(
      swift6.errors.contains("'UIApplicationMain' class must conform to the 'UIApplicationDelegate' protocol")
    )
    #expect(swift6.errors.contains("'UIApplicationMain' is deprecated"))
    let swift5 = try Self.typecheck(source, swiftVersion: "5")
    #expect(
      swift5.errors == ["'UIApplicationMain' class must conform to the 'UIApplicationDelegate' protocol"])
    #expect(swift5.warnings.isEmpty)
    // What iOS's compiler says of Swift 5 code that opts into the Swift 6 behaviour: a warning.
    let upcoming = try Self.typecheck(
      source, swiftVersion: "5", flags: ["-enable-upcoming-feature", "DeprecateApplicationMain"])
    #expect(
      upcoming.warnings.contains(
        "'UIApplicationMain' is deprecated; this is an error in the Swift 6 language mode"))
  }
}
