import Foundation
import Testing

@testable import LifecycleSimulator

/// An app's folder under a storage's root is worked out once per name and kept: what is kept
/// is what working it out anew gives, for every kind of name, on both backends.
@MainActor
@Suite("Apps' folders")
struct AppFoldersTests {
  static let names = ["Notes", "My App", "Ünïcode ✓", "a/b", "..", "", "Notes"]

  @Test("a kept folder is the folder made anew, for names with spaces, slashes and other letters")
  func keptIsFresh() {
    let root = URL(fileURLWithPath: "/tmp/lifecycle-folders-test", isDirectory: true)
    var folders = AppFolders()
    for name in Self.names + Self.names.reversed() {
      let fresh = root.appendingPathComponent(DiskStorage.folderName(for: name), isDirectory: true)
      #expect(folders.folder(of: name, under: root) == fresh, "\(name)")
    }
    #expect(folders.folder(of: "a/b", under: root) != folders.folder(of: "a_c", under: root))
  }

  @Test("both backends answer each app's folder under their own root, the same at every call")
  func backends() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-folders-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let disk = try DiskStorage(root: root)
    let memory = MemoryStorage(filesRoot: root)
    for name in Self.names {
      let expected = root.appendingPathComponent(DiskStorage.folderName(for: name), isDirectory: true)
      #expect(disk.dataDirectory(of: name) == expected)
      #expect(memory.dataDirectory(of: name) == expected)
      #expect(disk.dataDirectory(of: name) == disk.dataDirectory(of: name))
    }
  }
}
