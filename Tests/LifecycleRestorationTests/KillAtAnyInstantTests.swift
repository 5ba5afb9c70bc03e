import Foundation
import LifecycleCore
import LifecycleRestoration
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reliability: a writer killed with SIGKILL at any instant — as iOS kills a suspended app —
/// leaves an archive that decodes cleanly and is exactly the last version it finished saving
/// or the one it was saving, never anything else.
@Suite("Kill at any instant")
struct KillAtAnyInstantTests {
  static let seed: UInt64 = 0x4B11_1A77
  static let kills = 400

  @Test(
    "400 SIGKILLs of a writer mid-save leave the previous archive or the new one, whole",
    .timeLimit(.minutes(3)))
  func killedWriterLeavesPreviousOrNewArchive() throws {
    let executable = try HelperProcess.locate("archive-writer-helper")
    let folder = try TemporaryFolder("kill")
    defer { folder.remove() }
    let store = DurableArchiveStore(directory: folder.path)
    var random = SplitMix64(seed: Self.seed)
    var onDisk = 0  // the version in the folder; 0 for none
    var outcomes = ["previous": 0, "new": 0]
    var versionsCompleted = 0
    var killedMidSave = 0

    var saveMicroseconds = 5_000.0  // how long one save takes here, measured as the test goes

    for kill in 1...Self.kills {
      // The moment: after 0 or 1 whole saves, a seeded fraction (0–1.5) of a save's duration into
      // the next — a few ms on an idle machine, stretched in proportion when the machine is busy.
      let wholeSaves = Int.random(in: 0...1, using: &random)
      let fraction = Double.random(in: 0..<1.5, using: &random)
      let first = onDisk + 1
      let writer = try HelperProcess(executable: executable, arguments: [folder.path, String(first)])
      guard writer.waitForLine("ready", timeoutMilliseconds: 20_000) else {
        return gaveUp(writer, "kill \(kill): archive-writer-helper did not start within 20 s")
      }
      let started = DispatchTime.now().uptimeNanoseconds
      if wholeSaves == 1 {
        guard writer.waitForLine(String(first), timeoutMilliseconds: 20_000) else {
          return gaveUp(writer, "kill \(kill): archive-writer-helper did not save within 20 s")
        }
        let tookMicroseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000
        saveMicroseconds = 0.8 * saveMicroseconds + 0.2 * tookMicroseconds
      }
      usleep(UInt32(fraction * saveMicroseconds))
      let (lines, diedOfSIGKILL) = writer.killAndCollectOutput()
      #expect(diedOfSIGKILL, "kill \(kill): archive-writer-helper exited by itself; see its standard error")
      let reported = lines.dropFirst().map { Int($0) }
      // Its temporary file, still there, means the kill landed between creating it and the rename.
      let temporaryPrefix = ".restoration.archive.tmp-\(writer.processID)-"
      if try folder.contents().contains(where: { $0.hasPrefix(temporaryPrefix) }) { killedMidSave += 1 }
      #expect(reported == Array(first..<first + reported.count), "kill \(kill): versions out of order")
      versionsCompleted += reported.count
      let previous = reported.last.flatMap { $0 } ?? onDisk

      let context = "seed \(Self.seed), kill \(kill): last reported \(previous)"
      let loaded: RestorationArchive?
      do {
        loaded = try store.load()
      } catch {
        Issue.record("\(context): the archive is damaged: \(error)")
        return
      }
      let version = loaded?.root.int(forKey: "version") ?? 0
      switch version {
      case previous: outcomes["previous", default: 0] += 1
      case previous + 1: outcomes["new", default: 0] += 1
      default:
        Issue.record("\(context): found version \(version), expected \(previous) or \(previous + 1)")
        return
      }
      if let loaded {
        #expect(
          loaded == Self.sampleArchive(version: version), "\(context): version \(version) has wrong content")
      }
      onDisk = version
    }

    let leftovers = try folder.contents().filter { $0 != "restoration.archive" }
    let saveMilliseconds = Int(saveMicroseconds / 1_000)
    print(
      """
      kill at any instant (seed \(Self.seed)): \(Self.kills) kills, \(killedMidSave) of them mid-save \
      (temporary file written, not yet renamed; a save took about \(saveMilliseconds) ms); archive found: \
      previous \(outcomes["previous"]!), new \(outcomes["new"]!), damaged or other 0; \
      \(versionsCompleted) saves reported complete; last version on disk \(onDisk); \
      \(leftovers.count) temporary files left before the final sweep
      """)
    #expect(outcomes.values.reduce(0, +) == Self.kills)

    // The next save sweeps what killed writers left behind.
    try store.save(Self.sampleArchive(version: onDisk + 1))
    #expect(try folder.contents() == ["restoration.archive"])
  }

  @Test("a helper that is not built is reported with where it was looked for and how to build it")
  func missingHelperIsExplained() {
    let error = #expect(throws: HelperError.self) { try HelperProcess.locate("no-such-helper") }
    #expect(error?.description.hasPrefix("no-such-helper is not built. Looked in: ") == true)
    #expect(error?.description.contains("swift build --product no-such-helper") == true)
  }

  /// Stops a writer the test cannot go on with, and records why.
  private func gaveUp(_ writer: HelperProcess, _ why: String) {
    let (lines, _) = writer.killAndCollectOutput()
    Issue.record("\(why) (it printed \(lines); its standard error is above)")
  }

  /// Version `v` as archive-writer-helper writes it: the same recipe as `sampleArchive(version:)`
  /// in Sources/archive-writer-helper/main.swift, kept separate so the test checks the helper
  /// rather than trusting it.
  static func sampleArchive(version: Int) -> RestorationArchive {
    let blobSize = (version &* 40_503) % 65_536
    return RestorationArchive(root: [
      "version": .int(version),
      "path": ["TabBar", "Notes", "Editor"],
      "text": .string("draft \(version)"),
      "scrollOffset": .double(Double(version) * 0.5),
      "blob": .data(Data(repeating: UInt8(truncatingIfNeeded: version), count: blobSize)),
      "editor": ["selection": .string("note-\(version)"), "isEditing": .bool(version % 2 == 0)],
    ])
  }
}
