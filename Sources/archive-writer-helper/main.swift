// archive-writer-helper DIRECTORY FIRST-VERSION [COUNT]
//
// The writer process of LifecycleRestorationTests' "kill at any instant" test. It saves
// archives FIRST-VERSION, FIRST-VERSION + 1, … (COUNT of them, or until killed) to
// DIRECTORY/restoration.archive with DurableArchiveStore, and prints `ready` before the first
// save and each version's number once its save has returned, one per line, unbuffered.
// The content of version v is `sampleArchive(version: v)` below; the test rebuilds it with the
// same recipe (KillAtAnyInstantTests.swift) to check that what it loads is exactly version v.

import Foundation
import LifecycleRestoration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Version `v`'s archive: sizes vary from a few hundred bytes to 64 KiB.
func sampleArchive(version: Int) -> RestorationArchive {
  let blobSize = (version &* 40_503) % 65_536
  var editor = RestorationContainer()
  editor.encode("note-\(version)", forKey: "selection")
  editor.encode(version % 2 == 0, forKey: "isEditing")
  var root = RestorationContainer()
  root.encode(version, forKey: "version")
  root.encode(["TabBar", "Notes", "Editor"], forKey: "path")
  root.encode("draft \(version)", forKey: "text")
  root.encode(Double(version) * 0.5, forKey: "scrollOffset")
  root.encode(Data(repeating: UInt8(truncatingIfNeeded: version), count: blobSize), forKey: "blob")
  root.encode(editor, forKey: "editor")
  return RestorationArchive(root: root)
}

/// Writes `line` and a newline to standard output at once, bypassing any buffer.
func say(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  var written = 0
  while written < bytes.count {
    let count = bytes.withUnsafeBytes { write(1, $0.baseAddress! + written, $0.count - written) }
    if count < 0 && errno == EINTR { continue }
    if count <= 0 { exit(3) }
    written += count
  }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let first = Int(arguments[2]), arguments.count == 3 || Int(arguments[3]) != nil
else {
  FileHandle.standardError.write(Data("usage: archive-writer-helper DIRECTORY FIRST-VERSION [COUNT]\n".utf8))
  exit(2)
}
let last = arguments.count == 4 ? first + Int(arguments[3])! - 1 : Int.max
let store = DurableArchiveStore(directory: arguments[1])
say("ready")
var version = first
while version <= last {
  do {
    try store.save(sampleArchive(version: version))
  } catch {
    FileHandle.standardError.write(Data("archive-writer-helper: \(error)\n".utf8))
    exit(1)
  }
  say(String(version))
  version += 1
}
