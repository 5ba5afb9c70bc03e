import LifecycleRestoration
import LifecycleSimulator

/// The app's restoration archive, kept by the device's storage (real files written atomically
/// and durably with ``DurableArchiveStore``, or memory), in the format of `Docs/ArchiveFormat.md`.
///
/// Failures never crash the app and are never silent: a damaged, truncated, unknown-version
/// or foreign archive is reported in the trace, naming the archive and the reason, and the app
/// launches fresh; the device discards it once the launch is over, as UIKit discards state it
/// cannot restore (App Programming Guide, “Preserving Your App's Visual Appearance Across
/// Launches”). A failed save is written into the trace as well. Deleting the archive is the
/// system's decision, never the app's: this type only reads and writes it.
@MainActor
struct RestorationArchiveFile {
  let process: AppProcess

  /// The archive's name as reports give it (`Notes/Restoration/restoration.archive`), the
  /// same on every run of a scenario.
  var displayPath: String { process.preservedStateName }

  /// Writes `interface` as the archive.
  func save(_ interface: PreservedInterface) {
    do {
      try process.savePreservedState(RestorationArchive(root: interface.container))
    } catch {
      process.log("state preservation failed: \(displayPath): \(error.reason)")
    }
  }

  /// The preserved interface, or nil when there is none — or when the archive cannot be
  /// used: then it is reported and nil returned.
  func load() -> PreservedInterface? {
    let archive: RestorationArchive?
    do {
      archive = try process.loadPreservedState()
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
    return nil
  }
}
