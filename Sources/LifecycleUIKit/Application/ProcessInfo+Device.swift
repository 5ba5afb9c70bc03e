import LifecycleSimulator

/// The process ``ProcessInfo`` describes in app code: the simulated app's process on the device,
/// not the host's.
///
/// Linux Foundation reads these from the C library at every call — `processIdentifier` from
/// `getpid`, `physicalMemory` from `sysconf(_SC_PHYS_PAGES)` — and the host name from
/// `gethostname`, once for the whole process. The C target answers them in app code (in every
/// file, Foundation-only ones included): the simulated process's identifier
/// (``LifecycleSimulator/AppProcess/processIdentifier``), the device's memory (the scenario's
/// `device … memory=`) and the device's name, `iPhone`, which is also the name Foundation keeps
/// for the whole process (read once before `main`; see `Docs/UIKitShadowing.md`, "The process").
extension ProcessInfo {
  /// The process's environment variables, as Foundation's `environment` gives them, with the
  /// app's sandbox inside an app's code: `HOME` and `CFFIXED_USER_HOME` are the app's data folder
  /// and `TMPDIR` its `tmp/` folder, as `getenv` answers there (and as iOS sets them for an app).
  /// Every other variable is the host process's, as a scheme's environment variables reach an app
  /// Xcode runs. Outside app code, and in a file that imports Foundation alone, Foundation's.
  public var environment: [String: String] {
    let sandbox: (home: String, tmp: String)?? = AppThread.withHost { host in
      host.runLoop.sandboxPaths(of: host).map {
        (String(cString: $0.home.pointer), String(cString: $0.tmp.pointer))
      }
    }
    var variables = ProcessInfo.processInfo.FoundationEssentials::environment
    guard let sandbox, let sandbox else { return variables }
    variables["HOME"] = sandbox.home
    variables["CFFIXED_USER_HOME"] = sandbox.home
    variables["TMPDIR"] = sandbox.tmp
    return variables
  }
}

extension ProcessInfo {
  /// The process's name: inside an app's code the app's executable name, its name on the device
  /// (`Notes`, its Info.plist's `CFBundleExecutable`), as iOS names an app's process; outside app
  /// code, and in a file that imports Foundation alone, Foundation's (the host executable's name,
  /// or what the test set).
  public var processName: String {
    get {
      let app: String?? = AppThread.withHost { host in host.process?.appName }
      guard let app, let app else { return ProcessInfo.processInfo.FoundationEssentials::processName }
      return app
    }
    set { ProcessInfo.processInfo.FoundationEssentials::processName = newValue }
  }
}

/// Reads Foundation's host name once, while the C target's `gethostname` answers the device's
/// name (before `main`, from the C target's constructor): Foundation keeps the first name it reads
/// for the whole process, so this makes `ProcessInfo.processInfo.hostName` the device's in every
/// file, whoever asks first.
@_cdecl("lk_read_host_name_in_foundation")
func readHostNameInFoundation() {
  _ = ProcessInfo.processInfo.FoundationEssentials::hostName
}
