import Foundation
import LifecycleCore
import LifecycleRestoration
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A damaged archive is reported, discarded, and the app launches fresh (`Docs/Architecture.md`:
/// nothing lost silently; App Programming Guide, “Visual Appearance Across Launches”: UIKit
/// discards state it cannot restore).
@MainActor
@Suite("Damaged restoration archives between runs of a device")
struct DamagedArchiveTests {
  /// Ways to damage the archive file, and the reason the report gives.
  enum Damage: String, CaseIterable, CustomTestStringConvertible {
    case truncated, flippedByte, unknownVersion, foreignLayout, notAnArchive

    var testDescription: String { rawValue }

    func apply(to bytes: inout [UInt8]) throws {
      switch self {
      case .truncated: bytes.removeLast(bytes.count / 2)
      case .flippedByte: bytes[20] ^= 0x40
      case .unknownVersion: bytes[5] = 2
      case .foreignLayout:
        bytes = [UInt8](try RestorationArchive(root: ["layout": 7]).encoded())
      case .notAnArchive: bytes = Array("PK\u{3}\u{4} a zip file".utf8)
      }
    }

    func expectedReason(fileSize: Int) -> String {
      switch self {
      case .truncated: "truncated (\(fileSize - fileSize / 2) bytes, expected at least \(fileSize))"
      case .flippedByte: "checksum mismatch"
      case .unknownVersion: "unknown format version 2 (this build reads version 1)"
      case .foreignLayout: "unknown layout version 7 (this build reads layout 1)"
      case .notAnArchive: "bad magic (found 0x504B0304, expected 0x4C4B5241): not a restoration archive"
      }
    }
  }

  static let options = ArchiveLifetimeTests.options

  @Test(
    "a damaged archive is reported with the file and the reason, discarded, and the app launches fresh",
    arguments: Damage.allCases)
  func damagedArchive(_ damage: Damage) throws {
    let log = RestorationLog()
    let first = try launchedNotes(.ios7, log, Self.options)
    first.home()
    let file = archiveStore(first).path
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
    let size = bytes.count
    try damage.apply(to: &bytes)
    try Data(bytes).write(to: URL(fileURLWithPath: file))

    log.events.removeAll()
    let second = try launchedNotes(
      .ios7, log, Self.options, storageRoot: (first.storage as! DiskStorage).root)
    let reports = rejectedArchives(second, "Notes")
    #expect(reports.count == 1)
    let report = try #require(reports.first)
    #expect(report.hasPrefix("restoration archive rejected: Notes/Restoration/restoration.archive: "))
    #expect(report.contains(damage.expectedReason(fileSize: size)), "\(report)")
    #expect(report.hasSuffix("; the app launches without restoring"))
    #expect(second.reports.isEmpty)  // no crash
    #expect(second.state(of: "Notes") == .active)
    #expect(log.events("decode", "shouldRestore", "restorer").isEmpty)
    #expect(!FileManager.default.fileExists(atPath: file))

    // The next preservation writes a whole archive again.
    second.home()
    #expect(try archiveStore(second).load() != nil)
  }

  @Test("the report is the same on every run: it names the file from the app's folder")
  func deterministicReport() throws {
    var details: [String] = []
    for _ in 0..<2 {
      let log = RestorationLog()
      let first = try launchedNotes(.ios7, log, Self.options)
      first.home()
      try Data([0x4C, 0x4B]).write(to: URL(fileURLWithPath: archiveStore(first).path))
      let second = try launchedNotes(
        .ios7, log, Self.options, storageRoot: (first.storage as! DiskStorage).root)
      details += rejectedArchives(second, "Notes")
    }
    #expect(details.count == 2 && details[0] == details[1])
    #expect(
      details.first
        == "restoration archive rejected: Notes/Restoration/restoration.archive: truncated (2 bytes, expected at"
        + " least 14); the app launches without restoring")
  }
}

/// The rejected-archive effects recorded for `app`, in words.
@MainActor func rejectedArchives(_ device: Device, _ app: String) -> [String] {
  device.trace.effects(on: app).compactMap {
    if case .rejectedArchive(let path, let reason) = $0 {
      "restoration archive rejected: \(path): \(reason)"
    } else {
      nil
    }
  }
}
