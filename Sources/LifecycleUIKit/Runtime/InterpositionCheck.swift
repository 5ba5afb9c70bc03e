import LifecycleSimulator

/// At the first launch of an app in the host process, each function the C target takes the place
/// of is called on a thread marked as running the app's code and its answer compared with the
/// simulated one (``InterposedFunction/table``); where one answers as the host's, the run fails
/// with one misuse record naming every such function, what the app then gets, and the fix.
///
/// The C target's definitions take the C library's, CoreFoundation's and the Swift runtime's place
/// only where the dynamic linker lets an executable's definitions win: on Linux with the shared C
/// library and Swift runtime. Elsewhere — macOS, whose two-level namespace binds each call to the
/// library that defines it; a library that binds its calls inside itself; an executable that does
/// not export the definitions — app code would read the host's clock, entropy and defaults with
/// nothing to say so. A static Swift runtime never gets here: such an executable refuses to run
/// (`lk_refuse_without_shared_runtime`, exit 2). On a platform other than Linux every function is
/// named, since none is interposed.
///
/// The check is made once per host process (it takes about half a millisecond), and its record is
/// made once per device, at the first launch of an app on it: every run on that device — a
/// scenario, a test reading ``LifecycleSimulator/Device/misuses``, a path of the explorer — fails.
@MainActor
package enum InterpositionCheck {
  /// The functions found not in force in this process; nil before the first launch.
  private static var notInForce: [InterposedFunction]?
  /// The devices that have the record (by ``LifecycleSimulator/Device/number``).
  private static var recordedDevices: Set<Int> = []
  /// The functions whose exercise runs with the thread's mark cleared (``answeringAsHost(_:_:)``).
  private static var answeredByHost: Set<String> = []

  /// A process of `host`'s app starts, its code not yet run: checks the functions at the first
  /// launch in this host process, and records what is not in force once on `host`'s device.
  static func processStarts(_ host: UIKitAppHost) {
    guard let process = host.process else { return }
    let failing = notInForce ?? check(in: host)
    notInForce = failing
    guard !failing.isEmpty, recordedDevices.insert(process.deviceNumber).inserted else { return }
    process.reportMisuse(record(naming: failing))
  }

  /// Each function of the table and whether it answered as the simulated device, in `host`'s
  /// running process (every function false where the platform interposes none).
  static func observations(in host: UIKitAppHost) -> [(function: InterposedFunction, simulated: Bool)] {
    #if os(Linux)
      InterpositionProbe.observe(in: host, answeredByHost: answeredByHost)
    #else
      InterposedFunction.table.map { ($0, false) }
    #endif
  }

  private static func check(in host: UIKitAppHost) -> [InterposedFunction] {
    observations(in: host).filter { !$0.simulated }.map(\.function)
  }

  /// The misuse record for `failing`, the functions not in force: each with what the app then
  /// gets, and the fix. The same in every run (no answer of the host's in it).
  static func record(naming failing: [InterposedFunction]) -> String {
    "LifecycleKit's C interposition: \(failing.count) of \(InterposedFunction.table.count) functions answer as "
      + "the host's, not as the simulated device, in app code (checked at the first launch): "
      + failing.map { "\($0.name) (\($0.withoutIt))" }.joined(separator: "; ") + ". " + fix
  }

  /// What makes the functions the device's.
  static var fix: String {
    #if os(Linux)
      "Build with the shared C library and Swift runtime (no --static-swift-stdlib, no -static-executable), "
        + "LifecycleUIKit linked into the executable and its definitions exported (no version script or "
        + "--exclude-libs hiding them; strip keeps them). Where it is built so, a library of the toolchain calls "
        + "the function without the dynamic linker, which LifecycleKit cannot stand in front of: use the Swift "
        + "release LifecycleKit is tested with, or report it (README, \"Platforms\")"
    #else
      "Only Linux with the GNU C library lets an executable's definitions take the C library's place: run "
        + "the app's scenarios and tests there (the repository's Containerfile; README, \"Platforms\")"
    #endif
  }

  /// For tests, not public API: runs `body` with the exercises of the functions named in `names`
  /// (``InterposedFunction/name``) made on a thread whose mark is cleared — so each gets the host's
  /// answer, as a function not in force gives it — and with this process not yet checked, so the
  /// next launch checks again and records on its device; afterwards the process's own result is
  /// back. Call it on the main actor with no suspension inside, as a `@MainActor` test does.
  package static func answeringAsHost<T>(_ names: Set<String>, _ body: () throws -> T) rethrows -> T {
    let known = Set(InterposedFunction.table.map(\.name))
    precondition(names.isSubset(of: known), "not in the table: \(names.subtracting(known).sorted())")
    let outer = (notInForce, answeredByHost)
    (notInForce, answeredByHost) = (nil, names)
    defer { (notInForce, answeredByHost) = outer }
    return try body()
  }

  /// For tests: each function's name and whether it answers as the simulated device in the
  /// running process of `app`, checked anew (with ``answeringAsHost(_:_:)``'s functions, if any,
  /// answering as the host's).
  package static func observe(in app: UIKitApp) -> [(name: String, simulated: Bool)] {
    observations(in: app.host).map { ($0.function.name, $0.simulated) }
  }
}
