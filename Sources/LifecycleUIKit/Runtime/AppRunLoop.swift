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
/// block runs after those queued before it. Nothing runs once the process has ended. Then the
/// windows on screen are laid out (`UIView+Layout.swift`), as UIKit does at the end of a turn.
@MainActor
final class AppRunLoop {
  private var queued: [@MainActor @Sendable () -> Void] = []
  private var draining = false
  private var sandbox: SandboxPaths?

  nonisolated init() {}

  /// Queues `block` for the next turn.
  func enqueue(_ block: @escaping @MainActor @Sendable () -> Void) { queued.append(block) }

  /// How many blocks wait for the next turn.
  var pendingCount: Int { queued.count }

  /// How many global-queue blocks are running now (nested): on iOS they would run on another
  /// thread, from which `DispatchQueue.main.sync` is allowed.
  private(set) var globalWorkDepth = 0

  /// Runs `block` as work of a global queue.
  func runAsGlobalWork(_ block: @MainActor () -> Void) {
    globalWorkDepth += 1
    defer { globalWorkDepth -= 1 }
    block()
  }

  /// Runs the queued blocks as `host`'s code, oldest first, including those they queue, until
  /// none is left; drops them all if the process has ended.
  func turn(for host: UIKitAppHost) {
    guard !draining else { return }
    draining = true
    defer { draining = false }
    drain(for: host)
    // UIKit lays out what the turn marked before it draws, once the queued blocks have run.
    guard host.process?.isAlive == true, host.layOutShownWindows() else { return }
    drain(for: host)
  }

  private func drain(for host: UIKitAppHost) {
    while !queued.isEmpty {
      guard host.process?.isAlive == true else { return queued.removeAll() }
      let block = queued.removeFirst()
      host.run(block)
    }
  }

  /// The app's home (its data folder) and `tmp` folder, as C strings for the thread mark. `Documents`, `Library/Caches` and `tmp` are
  /// created on first use, as an iOS sandbox has them from the start. Nil before the app has a
  /// process.
  func sandboxPaths(of host: UIKitAppHost) -> SandboxPaths? {
    if let sandbox { return sandbox }
    guard let folder = host.process?.dataDirectory else { return nil }
    func path(_ relative: String) -> String {
      folder.appendingPathComponent(relative, isDirectory: true).path
    }
    for relative in ["Documents", "Library/Caches", "tmp"] {
      try? Foundation.FileManager.default.createDirectory(
        atPath: path(relative), withIntermediateDirectories: true)
    }
    let paths = SandboxPaths(home: CString(folder.path), tmp: CString(path("tmp") + "/"))
    sandbox = paths
    return paths
  }
}

/// An app's sandbox folders as C strings, owned for as long as the app's run loop.
struct SandboxPaths {
  let home: CString
  let tmp: CString
}

/// A C string this object owns, freed with it.
final class CString {
  let pointer: UnsafePointer<CChar>

  init(_ string: String) { pointer = UnsafePointer(strdup(string)!) }

  deinit { free(UnsafeMutablePointer(mutating: pointer)) }
}
