import Testing

@testable import LifecycleUIKit

/// Reads every `.xib` and `.storyboard` in the folder `LIFECYCLEKIT_REAL_XIBS` names (files from public iOS
/// projects, kept out of the repository) and prints how each fared: read, or the error. Off
/// unless the variable is set; it fails only when a file makes the reader crash or hang.
@MainActor
@Suite("Real .xib files (LIFECYCLEKIT_REAL_XIBS)")
struct XibRealFilesTests {
  @Test(
    "each real file is read or refused with an error naming file and place",
    .enabled(
      if: ProcessInfo.processInfo.environment["LIFECYCLEKIT_REAL_XIBS"] != nil,
      Comment(
        rawValue: "LIFECYCLEKIT_REAL_XIBS is not set: set it to a folder of .xib and .storyboard files (from "
          + "public iOS projects, kept out of the repository) to read each")))
  func realFiles() throws {
    let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["LIFECYCLEKIT_REAL_XIBS"] ?? "")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard")
    }
    for name in names.sorted() {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      do {
        if name.hasSuffix(".storyboard") {
          let storyboard = try StoryboardDocument.read(data, file: name)
          let segues = storyboard.scenes.reduce(0) { $0 + $1.segues.count }
          print(
            "READ \(name): \(storyboard.isLaunchScreen ? "launch screen" : "\(storyboard.scenes.count) scenes"),"
              + " \(segues) segues")
          continue
        }
        let file = try XIBDocument.read(data, file: name)
        print("READ \(name): \(file.objects.count) top-level, \(file.connections.count) connections")
      } catch {
        #expect(error.file == name)
        #expect(!error.keyPath.isEmpty || error.kind == .malformed)
        print("REFUSED \(error)")
      }
    }
  }
}
