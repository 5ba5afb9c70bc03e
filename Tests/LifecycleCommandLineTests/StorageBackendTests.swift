import Foundation
import LifecycleCore
import LifecycleRestoration
import LifecycleSimulator
import Testing

@testable import LifecycleCommandLine

/// The two storage backends behave alike: real folders with durable writes, or memory (for
/// tests and searches: no `fsync` per preservation). Every example scenario gives the same
/// trace and the same result on both.
@MainActor
@Suite("Storage backends: disk and memory")
struct StorageBackendTests {
  static let examples: [(String, String)] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Examples/Scenarios")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".scn") }.sorted().compactMap { name in
      (try? String(contentsOf: folder.appending(path: name), encoding: .utf8)).map { (name, $0) }
    }
  }()

  @Test("every example scenario gives the same trace, checks and reports on disk and in memory")
  func sameTraces() throws {
    #expect(Self.examples.count >= 40)
    let runner = ScenarioRunner(catalog: LifecycleCommand.catalog)
    var restoring = 0
    for (name, text) in Self.examples {
      let scenario = try ScenarioParser.parse(text, file: name)
      let onDisk = runner.run(scenario)
      let memory = MemoryStorage()
      let inMemory = runner.run(scenario, storage: memory)
      #expect(TraceRenderer.text(inMemory.trace) == TraceRenderer.text(onDisk.trace), "\(name)")
      #expect(inMemory.failures == onDisk.failures, "\(name)")
      #expect(inMemory.reports == onDisk.reports, "\(name)")
      if onDisk.trace.records.contains(where: {
        if case .effect(_, .restoreState) = $0.event { true } else { false }
      }) {
        restoring += 1
      }
    }
    // The comparison covered scenarios that preserve and restore state, not only tracers.
    #expect(restoring >= 8, "\(restoring) scenarios restored state")
  }

  @Test(
    "in memory, a damaged archive is reported with its name and the reason, discarded, and the app launches fresh"
  )
  func damagedArchiveInMemory() throws {
    let memory = MemoryStorage()
    let device = try Device(
      profile: .of(.ios7), memoryBytes: 256 << 20, catalog: LifecycleCommand.catalog, storage: memory)
    try device.install(InstallSpec(name: "Notes", appID: "restoration-notes", footprintBytes: 40 << 20))
    try device.launch("Notes")
    _ = try device.perform("open", arguments: ["12"], in: "Notes")
    device.home()
    #expect(memory.hasArchive(of: "Notes"))
    device.memoryPressure()
    #expect(device.state(of: "Notes") == .notRunning)
    memory.replaceArchiveBytes(Data([0x4C, 0x4B]), of: "Notes")
    try device.launch("Notes")
    let rejections = device.trace.effects(on: "Notes").compactMap {
      if case .rejectedArchive(let path, let reason) = $0 { "\(path): \(reason)" } else { nil }
    }
    #expect(
      rejections == [
        "Notes/Restoration/restoration.archive: truncated (2 bytes, expected at least 14); the app launches without restoring"
      ])
    #expect(!memory.hasArchive(of: "Notes"))
    #expect(device.state(of: "Notes") == .active)
    #expect(device.reports.map(\.kind) == [.jetsam])  // the kill; the damaged archive crashed nothing
    #expect(try device.probe("stack", of: "Notes") == "List")
  }

  @Test("in memory nothing is written to the archive folder on disk")
  func memoryWritesNoArchiveFile() throws {
    let memory = MemoryStorage()
    let device = try Device(
      profile: .of(.ios7), memoryBytes: 256 << 20, catalog: LifecycleCommand.catalog, storage: memory)
    try device.install(InstallSpec(name: "Notes", appID: "restoration-notes"))
    try device.launch("Notes")
    device.home()
    #expect(memory.hasArchive(of: "Notes"))
    let archiveFolder = memory.dataDirectory(of: "Notes").appending(path: "Restoration")
    #expect(!FileManager.default.fileExists(atPath: archiveFolder.path))
  }

  @Test("temporary storage removes its folder when it goes away; storage in a given folder leaves it")
  func temporaryFoldersGoAway() throws {
    var memoryFolder: URL?
    var diskFolder: URL?
    do {
      let memory = MemoryStorage()
      let disk = try DiskStorage()
      for storage in [memory, disk] as [any DeviceStorage] {
        let device = try Device(profile: .of(.ios7), catalog: LifecycleCommand.catalog, storage: storage)
        try device.install(InstallSpec(name: "Notes", appID: "tracer"))
        try device.launch("Notes")
        #expect(FileManager.default.fileExists(atPath: try #require(device.dataDirectory(of: "Notes")).path))
      }
      memoryFolder = memory.dataDirectory(of: "Notes").deletingLastPathComponent()
      diskFolder = disk.root
    }
    #expect(!FileManager.default.fileExists(atPath: try #require(memoryFolder).path))
    #expect(!FileManager.default.fileExists(atPath: try #require(diskFolder).path))

    let given = FileManager.default.temporaryDirectory.appending(path: "lifecycle-given-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: given) }
    do {
      let device = try Device(profile: .of(.ios7), catalog: LifecycleCommand.catalog, storageRoot: given)
      try device.install(InstallSpec(name: "Notes", appID: "tracer"))
      try device.launch("Notes")
    }
    #expect(FileManager.default.fileExists(atPath: given.appending(path: "Notes").path))
  }
}
