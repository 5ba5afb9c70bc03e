/// The running app's file manager: Foundation's, except that the app's own folders —
/// `urls(for: .documentDirectory, in: .userDomainMask)` and the Library folders — are
/// the app's data folder on the simulated device, as they are the app's sandbox on iOS.
///
/// On Linux `FileManager.default.urls(for: .documentDirectory, …)` answers the host's
/// home folder, shared by every simulated app. Inside an app's code this subclass,
/// which shadows Foundation's for files that import LifecycleUIKit (see
/// `Docs/UIKitShadowing.md`), answers that app's folders instead: `Documents`,
/// `Library`, `Library/Caches` and `Library/Application Support` under
/// `AppProcess.dataDirectory`, created on first use. They are real files: a kill loses
/// only what was not written. `temporaryDirectory` and `homeDirectoryForCurrentUser` are
/// the app's `tmp` folder and data folder. Everything else is Foundation's.
open class FileManager: Foundation.FileManager, @unchecked Sendable {
  private static let shared = FileManager()

  /// The running app's file manager (one instance; it asks which app is running).
  override open class var `default`: Foundation.FileManager { shared }

  /// The app's own folder for `directory`, or Foundation's answer outside an app or
  /// for folders an app does not own.
  override open func urls(
    for directory: Foundation.FileManager.SearchPathDirectory,
    in domainMask: Foundation.FileManager.SearchPathDomainMask
  ) -> [URL] {
    // The app whose code runs on this thread (its mark, ``AppThread``), if any.
    let appFolder: URL?? = AppThread.withHost { $0.process?.dataDirectory }
    guard domainMask.contains(.userDomainMask), let appFolder, let root = appFolder,
      let relative = Self.sandboxPath(for: directory)
    else {
      return super.urls(for: directory, in: domainMask)
    }
    let url = root.appendingPathComponent(relative, isDirectory: true)
    try? createDirectory(at: url, withIntermediateDirectories: true)
    return [url]
  }

  /// The app's `tmp` folder inside its code (``NSTemporaryDirectory()``); Foundation's elsewhere.
  override open var temporaryDirectory: URL {
    URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
  }

  /// The app's home — its data folder — inside its code (``NSHomeDirectory()``); Foundation's
  /// elsewhere.
  override open var homeDirectoryForCurrentUser: URL {
    URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
  }

  /// Where iOS puts each folder inside an app's sandbox.
  static func sandboxPath(for directory: Foundation.FileManager.SearchPathDirectory) -> String? {
    switch directory {
    case .documentDirectory: "Documents"
    case .libraryDirectory: "Library"
    case .cachesDirectory: "Library/Caches"
    case .applicationSupportDirectory: "Library/Application Support"
    default: nil
    }
  }
}

extension URL {
  /// The app's `Documents` folder inside its code, as iOS 16's `URL.documentsDirectory` is in
  /// the app's sandbox (Linux Foundation has no such member); Foundation's user folder elsewhere.
  public static var documentsDirectory: URL { folder(.documentDirectory) }

  /// The app's `Library` folder inside its code (iOS 16's `URL.libraryDirectory`).
  public static var libraryDirectory: URL { folder(.libraryDirectory) }

  /// The app's `Library/Caches` folder inside its code (iOS 16's `URL.cachesDirectory`).
  public static var cachesDirectory: URL { folder(.cachesDirectory) }

  /// The app's `Library/Application Support` folder inside its code (iOS 16's
  /// `URL.applicationSupportDirectory`).
  public static var applicationSupportDirectory: URL { folder(.applicationSupportDirectory) }

  private static func folder(_ directory: Foundation.FileManager.SearchPathDirectory) -> URL {
    FileManager.default.urls(for: directory, in: .userDomainMask).first
      ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
      .appendingPathComponent(FileManager.sandboxPath(for: directory) ?? "", isDirectory: true)
  }
}
