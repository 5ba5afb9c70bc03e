import LifecycleUIKit

/// The data folder of each running simulated app, by its `UIApplication`: where
/// `FileManager.default.appDocumentsDirectory` points in the simulator.
///
/// LifecycleUIKit does not expose an app's Documents folder yet (on iOS it is
/// `FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)`; on Linux
/// that answers the host's home folder, shared by every simulated app). ``SampleApp``
/// registers each process's `AppProcess.dataDirectory` here when it starts.
@MainActor
enum DocumentFolders {
  private struct Entry {
    weak var application: UIApplication?
    let folder: URL
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// Records that `application`'s files live in `folder`.
  static func register(_ folder: URL, for application: UIApplication) {
    entries = entries.filter { $0.value.application != nil }
    entries[ObjectIdentifier(application)] = Entry(application: application, folder: folder)
  }

  /// The folder of `application`, if registered.
  static func folder(of application: UIApplication) -> URL? {
    guard let entry = entries[ObjectIdentifier(application)], entry.application === application else {
      return nil
    }
    return entry.folder
  }

  /// Where files go when no simulated app's code is running (a test calling sample
  /// code directly): a folder of its own that no app reads.
  static let detached = FileManager.default.temporaryDirectory
    .appendingPathComponent("LifecycleSamples-outside-any-app", isDirectory: true)
}
