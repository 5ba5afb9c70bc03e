import Foundation
import LifecycleRestoration
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("DurableArchiveStore")
struct DurableArchiveStoreTests {
  @Test("save, load, overwrite and discard; nothing but the archive is left in the folder")
  func saveLoadDiscard() throws {
    let folder = try TemporaryFolder("store")
    defer { folder.remove() }
    let store = DurableArchiveStore(directory: folder.path)

    #expect(try store.load() == nil)
    try store.save(ArchiveSamples.notesEditor)
    #expect(try store.load() == ArchiveSamples.notesEditor)
    #expect(try folder.contents() == ["restoration.archive"])

    let replacement = RestorationArchive(root: ["text": "replaced"])
    try store.save(replacement)
    #expect(try store.load() == replacement)

    try store.discard()
    #expect(try store.load() == nil)
    #expect(try folder.contents() == [])
    try store.discard()  // discarding nothing is not an error
  }

  @Test("the archive file is the encoded archive, readable by its owner only")
  func fileContentsAndMode() throws {
    let folder = try TemporaryFolder("mode")
    defer { folder.remove() }
    let store = DurableArchiveStore(directory: folder.path + "/", fileName: "state.bin")
    #expect(store.path == folder.path + "/state.bin")
    try store.save(ArchiveSamples.notesEditor)
    #expect(FileManager.default.contents(atPath: store.path) == (try ArchiveSamples.notesEditor.encoded()))
    let attributes = try FileManager.default.attributesOfItem(atPath: store.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  @Test("a damaged file is reported with its path, not loaded")
  func damagedFileIsReported() throws {
    let folder = try TemporaryFolder("damaged")
    defer { folder.remove() }
    let store = DurableArchiveStore(directory: folder.path)
    var bytes = try ArchiveSamples.notesEditor.encoded()
    bytes[40] ^= 0x20
    try bytes.write(to: URL(fileURLWithPath: store.path))
    let error = #expect(throws: ArchiveError.self) { try store.load() }
    #expect(error?.path == store.path)
    #expect(error?.reason.kind == "checksumMismatch")
    #expect(error?.description.hasPrefix("\(store.path): checksum mismatch (stored 0x") == true)
  }

  @Test("saving into a folder that does not exist names the archive and the temporary file")
  func missingFolder() throws {
    let folder = try TemporaryFolder("missing")
    defer { folder.remove() }
    let store = DurableArchiveStore(directory: folder.path + "/gone")
    let error = #expect(throws: ArchiveError.self) { try store.save(ArchiveSamples.notesEditor) }
    #expect(error?.path == folder.path + "/gone/restoration.archive")
    #expect(error?.reason.kind == "system")
    let message = error?.description ?? ""
    #expect(
      message.hasPrefix(
        "\(store.path): cannot create temporary file \(folder.path)/gone/.restoration.archive.tmp-"))
    #expect(message.hasSuffix(": No such file or directory (errno 2)"))
  }

  @Test(
    "saving into a read-only folder fails with an error naming the path",
    .enabled(
      if: geteuid() != 0, "root writes into read-only folders; see the next test for a case root cannot write"
    )
  )
  func readOnlyFolder() throws {
    let folder = try TemporaryFolder("readonly")
    defer { folder.remove() }
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
    let store = DurableArchiveStore(directory: folder.path)
    let error = #expect(throws: ArchiveError.self) { try store.save(ArchiveSamples.notesEditor) }
    #expect(error?.description.hasPrefix("\(store.path): cannot create temporary file") == true)
    #expect(error?.description.hasSuffix(": Permission denied (errno 13)") == true)
  }

  @Test("a 'folder' that is a file cannot be written, even by root, and the error names the path")
  func folderThatIsAFile() throws {
    let folder = try TemporaryFolder("notafolder")
    defer { folder.remove() }
    try Data("plain file".utf8).write(to: URL(fileURLWithPath: folder.path + "/file"))
    let store = DurableArchiveStore(directory: folder.path + "/file")
    let error = #expect(throws: ArchiveError.self) { try store.save(ArchiveSamples.notesEditor) }
    #expect(error?.path == "\(folder.path)/file/restoration.archive")
    #expect(error?.description.hasSuffix(": Not a directory (errno 20)") == true)
  }

  @Test("when the rename fails the temporary file is removed and the error says so")
  func failedRenameCleansUp() throws {
    let folder = try TemporaryFolder("rename")
    defer { folder.remove() }
    let store = DurableArchiveStore(directory: folder.path)
    // A non-empty folder where the archive should be: rename(2) refuses to replace it.
    try FileManager.default.createDirectory(atPath: store.path + "/inside", withIntermediateDirectories: true)
    let error = #expect(throws: ArchiveError.self) { try store.save(ArchiveSamples.notesEditor) }
    #expect(error?.description.contains("cannot rename \(folder.path)/.restoration.archive.tmp-") == true)
    #expect(error?.description.contains(" over the archive: ") == true)
    #expect(try folder.contents() == ["restoration.archive"])
  }

  @Test("loading a file that cannot be read names the path")
  func unreadableArchive() throws {
    let folder = try TemporaryFolder("unreadable")
    defer { folder.remove() }
    let store = DurableArchiveStore(directory: folder.path)
    try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: false)
    let error = #expect(throws: ArchiveError.self) { try store.load() }
    #expect(error?.description == "\(store.path): cannot read the archive: Is a directory (errno 21)")
  }

  @Test("temporary files of dead writers are swept on save; a live writer's and other files are kept")
  func abandonedTemporaryFilesAreSwept() throws {
    let folder = try TemporaryFolder("sweep")
    defer { folder.remove() }
    let store = DurableArchiveStore(directory: folder.path)
    let dead = ".restoration.archive.tmp-2147483646-abc"  // above any pid_max Linux allows
    let live = ".restoration.archive.tmp-\(getpid())-abc"
    let other = ".other.archive.tmp-2147483646-abc"
    for name in [dead, live, other, "notes.txt"] {
      try Data("partial".utf8).write(to: URL(fileURLWithPath: folder.path + "/" + name))
    }
    try store.save(ArchiveSamples.notesEditor)
    #expect(try folder.contents() == [live, other, "notes.txt", "restoration.archive"].sorted())
  }
}
