import LifecycleRestoration
import LifecycleSimulator

/// The app's restoration archive on disk: `restoration.archive` in the process's
/// `restorationDirectory`, written and read with ``DurableArchiveStore`` (atomic, fsync'd,
/// versioned, checksummed; `Docs/ArchiveFormat.md`).
///
/// Failures never crash the app and are never silent (`Docs/Architecture.md`, "Nothing
/// lost silently"): a damaged, truncated, unknown-version or foreign archive is reported
/// in the trace (a `.report` entry naming the file and the reason), discarded as UIKit
/// discards state it cannot restore (App
/// Programming Guide, “Visual Appearance Across Launches”), and the app launches fresh; a
/// failed save or discard is written into the trace as well.
@MainActor
struct RestorationArchiveFile {
  let process: AppProcess

  private var store: DurableArchiveStore { DurableArchiveStore(directory: process.restorationDirectory.path) }

  /// The archive's path as reports name it: from the app's own folder
  /// (`Notes/Restoration/restoration.archive`), the same on every run of a scenario.
  var displayPath: String {
    let folder = process.restorationDirectory.standardizedFileURL.pathComponents.suffix(2)
    return (folder + [store.fileName]).joined(separator: "/")
  }

  /// Writes `interface` as the archive, creating the folder when needed.
  func save(_ interface: PreservedInterface) {
    do {
      try FileManager.default.createDirectory(
        at: process.restorationDirectory, withIntermediateDirectories: true)
    } catch {
      process.log(
        "state preservation failed: cannot create the folder of \(displayPath): \(error.localizedDescription)"
      )
      return
    }
    do {
      try store.save(RestorationArchive(root: interface.container))
    } catch {
      process.log("state preservation failed: \(displayPath): \(error.reason)")
    }
  }

  /// The preserved interface, or nil when there is none — or when the archive cannot be
  /// used: then it is reported, discarded, and nil returned.
  func load() -> PreservedInterface? {
    let archive: RestorationArchive?
    do {
      archive = try store.load()
    } catch {
      return reject(String(describing: error.reason))
    }
    guard let archive else { return nil }
    do {
      return try PreservedInterface(container: archive.root)
    } catch {
      return reject(error.description)
    }
  }

  private func reject(_ reason: String) -> PreservedInterface? {
    process.reportRejectedArchive(path: displayPath, reason: reason + "; the app launches without restoring")
    discard()
    return nil
  }

  /// Removes the archive (nothing when there is none).
  func discard() {
    guard FileManager.default.fileExists(atPath: process.restorationDirectory.path) else { return }
    do {
      try store.discard()
    } catch {
      process.log("cannot discard preserved state: \(displayPath): \(error.reason)")
    }
  }
}
