public import Foundation
public import LifecycleRestoration

/// Where a simulated device keeps what the system keeps for each app: its preserved
/// interface state (the restoration archive) and the folder for the app's own files.
///
/// Two backends behave the same (a test runs the same scenarios on both):
/// - ``DiskStorage``: real folders, the archive written atomically and durably (temporary
///   file, `fsync`, rename, `fsync` of the folder — ``DurableArchiveStore``), so a host
///   killed mid-save loses nothing. The default.
/// - ``MemoryStorage``: the archives' bytes in memory, in the same format, validated the same
///   way when read; no `fsync` per preservation, for tests and for searching many runs.
///
/// The app's own files (`Documents`, `Library`) are always real folders: app code writes
/// them with `FileManager`. A folder is created only when an app first runs.
@MainActor
public protocol DeviceStorage: AnyObject {
  /// The folder of `app`'s own files.
  func dataDirectory(of app: String) -> URL
  /// How reports name the archive of `app` (`Notes/Restoration/restoration.archive`).
  func archiveName(of app: String) -> String
  /// Whether `app` has preserved state kept.
  func hasArchive(of app: String) -> Bool
  /// Reads `app`'s archive: nil when there is none; a damaged one throws, naming what is wrong.
  func loadArchive(of app: String) throws(ArchiveError) -> RestorationArchive?
  /// Replaces `app`'s archive.
  func saveArchive(_ archive: RestorationArchive, of app: String) throws(ArchiveError)
  /// Deletes `app`'s archive (nothing when there is none).
  func discardArchive(of app: String) throws(ArchiveError)
}

extension DeviceStorage {
  /// A name safe as a folder name for `app` (letters, digits and `-`; anything else `_`).
  nonisolated static func folderName(for app: String) -> String {
    String(
      app.unicodeScalars.map {
        CharacterSet.alphanumerics.contains($0) || $0 == "-" ? Character($0) : "_"
      })
  }
}

/// The folder of each app under a storage's root, worked out once per app name: the folder's
/// name takes a character-set test per character and the URL a path parse, and the simulator
/// asks for an app's folder at every process start and every read of its sandbox (about a
/// twentieth of an app exploration). `DeviceStorageTests` compare it with the folder made anew.
struct AppFolders {
  private var known: [String: URL] = [:]

  /// `root/<folder name of app>/`.
  mutating func folder(of app: String, under root: URL) -> URL {
    if let folder = known[app] { return folder }
    let folder = root.appendingPathComponent(DiskStorage.folderName(for: app), isDirectory: true)
    known[app] = folder
    return folder
  }
}

/// Apps' data in real folders under a root: `ROOT/<App>/` for the app's files and
/// `ROOT/<App>/Restoration/restoration.archive` for its preserved state.
@MainActor
public final class DiskStorage: DeviceStorage {
  /// The folder every app's folder is in.
  public let root: URL
  /// Whether the storage made `root` for itself, and so removes it when it goes away.
  private let ownsRoot: Bool

  /// Storage under `root`, created if missing; the folder and what the apps write there stay
  /// when the storage goes away.
  public convenience init(root: URL) throws {
    try self.init(root: root, owned: false)
  }

  /// Storage in a fresh temporary folder, removed with everything in it when the storage
  /// (and the device holding it) goes away.
  public convenience init() throws {
    try self.init(
      root: FileManager.default.temporaryDirectory.appendingPathComponent(
        "lifecycle-device-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"),
      owned: true)
  }

  private init(root: URL, owned: Bool) throws {
    self.root = root
    self.ownsRoot = owned
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit {
    if ownsRoot { try? FileManager.default.removeItem(at: root) }
  }

  /// The folder of `app`'s own files, under the storage's root.
  public func dataDirectory(of app: String) -> URL { folders.folder(of: app, under: root) }

  private var folders = AppFolders()

  /// The folder of `app`'s preserved state.
  public func restorationDirectory(of app: String) -> URL {
    dataDirectory(of: app).appendingPathComponent("Restoration", isDirectory: true)
  }

  private func store(of app: String) -> DurableArchiveStore {
    DurableArchiveStore(directory: restorationDirectory(of: app).path)
  }

  /// `<App>/Restoration/restoration.archive`, as reports name it.
  public func archiveName(of app: String) -> String {
    "\(Self.folderName(for: app))/Restoration/restoration.archive"
  }

  /// Whether `app` has an archive kept.
  public func hasArchive(of app: String) -> Bool {
    FileManager.default.fileExists(atPath: store(of: app).path)
  }

  /// Reads and validates `app`'s archive; nil when there is none.
  public func loadArchive(of app: String) throws(ArchiveError) -> RestorationArchive? {
    do {
      return try store(of: app).load()
    } catch {
      throw ArchiveError(path: archiveName(of: app), reason: error.reason)
    }
  }

  /// Replaces `app`'s archive.
  public func saveArchive(_ archive: RestorationArchive, of app: String) throws(ArchiveError) {
    do {
      try FileManager.default.createDirectory(
        at: restorationDirectory(of: app), withIntermediateDirectories: true)
    } catch {
      let code = (error as NSError).domain == NSPOSIXErrorDomain ? Int32((error as NSError).code) : EIO
      throw ArchiveError(
        path: archiveName(of: app),
        reason: .system(operation: "create the folder of the archive", errno: code))
    }
    do {
      try store(of: app).save(archive)
    } catch {
      throw ArchiveError(path: archiveName(of: app), reason: error.reason)
    }
  }

  /// Deletes `app`'s archive, if any.
  public func discardArchive(of app: String) throws(ArchiveError) {
    guard FileManager.default.fileExists(atPath: restorationDirectory(of: app).path) else { return }
    do {
      try store(of: app).discard()
    } catch {
      throw ArchiveError(path: archiveName(of: app), reason: error.reason)
    }
  }
}

/// Apps' preserved state in memory, as the same bytes a disk archive holds (validated the
/// same way when read), and the apps' own folders under a temporary root created on first
/// use.
@MainActor
public final class MemoryStorage: DeviceStorage {
  /// The archives' bytes by app name.
  public private(set) var archives: [String: Data] = [:]
  private let root: URL
  private let ownsRoot: Bool

  /// Empty storage. The apps' own files go to a fresh temporary folder, made when an app
  /// first runs and removed with everything in it when the storage goes away.
  public init() {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lifecycle-memory-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    ownsRoot = true
  }

  /// Empty archives, with the apps' own files under `filesRoot`, which the caller owns: it is
  /// neither emptied nor removed here. The explorer replays thousands of runs in one folder it
  /// empties between them, since making and removing folders is what costs most there.
  public init(filesRoot: URL) {
    root = filesRoot
    ownsRoot = false
  }

  deinit {
    if ownsRoot { try? FileManager.default.removeItem(at: root) }
  }

  /// The folder of `app`'s own files, under the storage's root.
  public func dataDirectory(of app: String) -> URL { folders.folder(of: app, under: root) }

  private var folders = AppFolders()

  /// `<App>/Restoration/restoration.archive`, as reports name it.
  public func archiveName(of app: String) -> String {
    "\(Self.folderName(for: app))/Restoration/restoration.archive"
  }

  /// Whether `app` has an archive kept.
  public func hasArchive(of app: String) -> Bool { archives[app] != nil }

  /// Reads and validates `app`'s archive; nil when there is none.
  public func loadArchive(of app: String) throws(ArchiveError) -> RestorationArchive? {
    guard let data = archives[app] else { return nil }
    return try RestorationArchive(decoding: data, source: archiveName(of: app))
  }

  /// Replaces `app`'s archive.
  public func saveArchive(_ archive: RestorationArchive, of app: String) throws(ArchiveError) {
    archives[app] = try archive.encoded(source: archiveName(of: app))
  }

  /// Deletes `app`'s archive, if any.
  public func discardArchive(of app: String) throws(ArchiveError) { archives[app] = nil }

  /// Replaces the bytes of `app`'s archive as they are, for tests that damage an archive.
  public func replaceArchiveBytes(_ bytes: Data?, of app: String) { archives[app] = bytes }
}
