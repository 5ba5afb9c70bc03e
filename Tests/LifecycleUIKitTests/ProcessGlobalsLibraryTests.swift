import Foundation
import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// An app model in a shared library of its own, as a package's dynamic library product puts it:
/// its variables are the app's as the executable's are, and start fresh in each process.
@MainActor
@Suite("Variables of an app's model in a shared library of its own start fresh in each process too")
struct ProcessGlobalsLibraryTests {
  /// The model: a lazily made journal and a launch counter with a constant initial value, and a
  /// C entry point that counts a launch in both and answers `launches * 100 + journal entries`.
  static let modelSource = """
    public final class Journal { public var entries: [String] = [] }
    public let journal = Journal()
    public var launches = 0

    @_cdecl("journal_model_launch")
    public func launch() -> Int {
      launches += 1
      journal.entries.append("launch")
      return launches * 100 + journal.entries.count
    }
    """

  /// The entry point of a model library.
  typealias Launch = @convention(c) () -> Int

  /// Compiles the model as a shared library with the toolchain's `swiftc` (module `module`,
  /// stripped with `strip`) in `folder`, loads it, and returns its entry point.
  static func loadModel(module: String, in folder: URL, strip: Bool = false) throws -> Launch {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let source = folder.appendingPathComponent("Model.swift")
    try modelSource.write(to: source, atomically: true, encoding: .utf8)
    let library = folder.appendingPathComponent("lib\(module).so")
    let (status, said) = try Swiftc.run(
      ["-emit-library", "-parse-as-library", "-module-name", module, "-o", library.path, source.path]
        + (strip ? ["-Xlinker", "--strip-all"] : []))
    try #require(status == 0, "swiftc: \(said)")
    // Loaded for the rest of this test process.
    let handle = try #require(dlopen(library.path, RTLD_NOW), "dlopen: \(String(cString: dlerror()))")
    let symbol = try #require(dlsym(handle, "journal_model_launch"))
    return unsafeBitCast(symbol, to: Launch.self)
  }

  /// A delegate that counts its launch in a model library.
  final class JournalDelegate: UIResponder, UIApplicationDelegate {
    static var model: Launch?
    private(set) var counted = 0

    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      counted = Self.model?() ?? -1
      return true
    }
  }

  /// What the running process of `Journal` counted at its launch.
  func counted(on device: Device) throws -> Int {
    try #require(uikitApp("Journal", in: device)?.delegate as? JournalDelegate).counted
  }

  func misuses(_ device: Device) -> [String] { device.misuses.map(\.text) }

  @Test("a relaunched process finds the library's counter at 0 and its journal not yet made")
  func libraryVariablesAreFresh() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("model-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    JournalDelegate.model = try Self.loadModel(module: "JournalModel", in: folder)
    let catalog = AppCatalog.builtIn.addingUIKitApp("journal") { JournalDelegate() }
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Journal", appID: "journal"))
    try device.launch("Journal")
    #expect(try counted(on: device) == 101)
    device.home()
    try device.jetsam("Journal")
    try device.launch("Journal")
    #expect(try counted(on: device) == 101, "one launch in this process, one entry in its journal")
    #expect(misuses(device).isEmpty)
  }

  @Test("a stripped library with app code is a misuse naming it, since its variables cannot be read")
  func strippedLibraryIsLoud() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("model-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    JournalDelegate.model = try Self.loadModel(module: "StrippedJournalModel", in: folder, strip: true)
    let catalog = AppCatalog.builtIn.addingUIKitApp("journal") { JournalDelegate() }
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Journal", appID: "journal"))
    try device.launch("Journal")
    let found = misuses(device)
    #expect(found.count == 1)
    #expect(found.first?.contains("libStrippedJournalModel.so holds app code (StrippedJournalModel)") == true)
    #expect(found.first?.contains("it was stripped") == true)
  }
}
