import LifecycleSimulator

/// One app's main run loop: the blocks its code put on the main queue, run when the call into
/// the app that queued them returns, and the sandbox folders its thread mark names.
///
/// On iOS, `DispatchQueue.main.async { … }` queues a block that the main thread runs on its
/// next turn of the run loop, once the code running now has returned, in the order the blocks
/// were queued (“DispatchQueue.main”, “Run Loops” in Apple's Threading Programming Guide). Here
/// the turn is the return of the outermost call into this app's code (``AppContext``): the
/// blocks run then, each as the app's code, before the device goes on — so a block queued by
/// `applicationDidEnterBackground` runs before the app is suspended, and a block queued by a
/// block runs after those queued before it. Nothing runs once the process has ended.
@MainActor
final class AppRunLoop {
  private var queued: [@MainActor @Sendable () -> Void] = []
  private var draining = false
  private var sandbox: (home: CString, tmp: CString)?

  nonisolated init() {}

  /// Queues `block` for the next turn.
  func enqueue(_ block: @escaping @MainActor @Sendable () -> Void) { queued.append(block) }

  /// How many blocks wait for the next turn.
  var pendingCount: Int { queued.count }

  /// Runs the queued blocks as `host`'s code, oldest first, including those they queue, until
  /// none is left; drops them all if the process has ended.
  func turn(for host: UIKitAppHost) {
    guard !draining else { return }
    draining = true
    defer { draining = false }
    while !queued.isEmpty {
      guard host.process?.isAlive == true else { return queued.removeAll() }
      let block = queued.removeFirst()
      host.run(block)
    }
  }

  /// The app's home (its data folder) and `tmp` folder, as C strings for the thread mark;
  /// the `tmp` folder is created on first use. Nil before the app has a process.
  func sandboxPaths(of host: UIKitAppHost) -> (home: UnsafePointer<CChar>, tmp: UnsafePointer<CChar>)? {
    if let sandbox { return (sandbox.home.pointer, sandbox.tmp.pointer) }
    guard let folder = host.process?.dataDirectory else { return nil }
    let tmp = folder.appendingPathComponent("tmp", isDirectory: true)
    try? Foundation.FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
    let paths = (home: CString(folder.path), tmp: CString(tmp.path + "/"))
    sandbox = paths
    return (paths.home.pointer, paths.tmp.pointer)
  }
}

/// A C string this object owns, freed with it.
private final class CString {
  let pointer: UnsafePointer<CChar>

  init(_ string: String) { pointer = UnsafePointer(strdup(string)!) }

  deinit { free(UnsafeMutablePointer(mutating: pointer)) }
}
