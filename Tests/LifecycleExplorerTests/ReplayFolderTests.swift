import Foundation
import Testing

@testable import LifecycleExplorer

/// Where an app search keeps the apps' files between replays.
@Suite struct ReplayFolderTests {
  @Test func memoryFileSystemUnlessTMPDIRNamesAPlace() {
    #expect(
      ReplayFolder.chooseBase(
        temporaryDirectoryVariable: nil, memoryFileSystemIsWritable: true, temporaryDirectory: "/tmp")
        == "/dev/shm")
    #expect(
      ReplayFolder.chooseBase(
        temporaryDirectoryVariable: "", memoryFileSystemIsWritable: true, temporaryDirectory: "/tmp")
        == "/dev/shm")
    #expect(
      ReplayFolder.chooseBase(
        temporaryDirectoryVariable: "/scratch", memoryFileSystemIsWritable: true,
        temporaryDirectory: "/scratch")
        == "/scratch")
    #expect(
      ReplayFolder.chooseBase(
        temporaryDirectoryVariable: nil, memoryFileSystemIsWritable: false, temporaryDirectory: "/tmp")
        == "/tmp")
  }

  @Test func aFolderIsMadeEmptiedOfFilesAndRemoved() throws {
    var folder: ReplayFolder? = ReplayFolder()
    let url = try #require(folder?.url)
    let inner = url.appendingPathComponent("Notes/Documents", isDirectory: true)
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try Data("draft".utf8).write(to: inner.appendingPathComponent("draft.txt"))
    folder?.removeFiles()
    #expect(FileManager.default.fileExists(atPath: inner.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: inner.path).isEmpty)
    folder = nil
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }
}
