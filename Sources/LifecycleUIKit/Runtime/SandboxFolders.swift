/// The app's home folder inside its code: its data folder on the simulated device, as an iOS
/// app's home is its sandbox; the host's home elsewhere.
///
/// Shadows Foundation's function for files that import LifecycleUIKit; in a file that imports
/// Foundation alone, Foundation's answers the same inside app code, because it reads `HOME`,
/// which the app's thread mark answers (``AppThread``).
public func NSHomeDirectory() -> String {
  let home: String?? = AppThread.withHost { host in host.process?.dataDirectory.path }
  guard let home, let home else { return Foundation.NSHomeDirectory() }
  return home
}

/// The app's temporary folder inside its code: `tmp/` in its data folder (created on first use),
/// as on iOS; the host's elsewhere. Ends with `/`, as Foundation's does.
public func NSTemporaryDirectory() -> String {
  let tmp: String?? = AppThread.withHost { host in
    host.runLoop.sandboxPaths(of: host).map { String(cString: $0.tmp.pointer) }
  }
  guard let tmp, let tmp else { return Foundation.NSTemporaryDirectory() }
  return tmp
}

/// The app's own folders inside its code, as on iOS: for the user domain, the Documents,
/// Library, Caches and Application Support folders of its sandbox on the simulated device
/// (``FileManager``'s, created on first use); every other folder and every call outside app
/// code, Foundation's. On Linux Foundation's answers the host's folders (`~/.cache` for
/// Caches), shared by every simulated app and kept between runs.
///
/// Shadows Foundation's function for files that import LifecycleUIKit. `expandTilde` is
/// honoured for Foundation's answers; the app's are absolute already.
public func NSSearchPathForDirectoriesInDomains(
  _ directory: Foundation.FileManager.SearchPathDirectory,
  _ domainMask: Foundation.FileManager.SearchPathDomainMask,
  _ expandTilde: Bool
) -> [String] {
  let inApp: Bool? = AppThread.withHost { _ in true }
  guard inApp == true, domainMask.contains(.userDomainMask), FileManager.sandboxPath(for: directory) != nil
  else {
    return Foundation.NSSearchPathForDirectoriesInDomains(directory, domainMask, expandTilde)
  }
  return FileManager.default.urls(for: directory, in: .userDomainMask).map(\.path)
}
