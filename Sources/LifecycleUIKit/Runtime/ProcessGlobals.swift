import CLifecycleAppThread
import Foundation
import LifecycleSimulator

/// Each process of a simulated app starts with the app's global and static variables as a new
/// process does on iOS, not with what an earlier process of the app left in them.
///
/// On iOS every launch is a new process, and a kill takes the process's memory with it: a
/// `static let shared = NoteStore()` is made anew, a `static var launches = 0` reads 0. In the
/// simulated device every process of every app runs inside the one host process, where a
/// variable of the app's code would keep what the ended process left — and a test that a draft
/// survives a kill would pass because a singleton still held the draft in memory, with nothing to
/// say so. So, for the variables of the modules the apps' code is in:
///
/// - A variable Swift initialises on first use (any value that is not a constant: objects,
///   arrays, strings, formatters) has a token that says whether it is initialised. The C target's
///   `swift_once` notes each token initialised while a process's code runs (``AppThread``'s
///   `globals_owner`); once that process has ended, the next process to start puts the token back,
///   so the variable's next use runs its initializer again, in that process.
/// - A variable with a constant initial value (`= 0`, `= false`, `= nil`) is laid out already
///   initialised and read with no call to watch. Its bytes are compared around each call into an
///   app's code; one that the call changed gets back the bytes it had before any app code ran,
///   once the process that changed it has ended.
///
/// Each app has its variables to itself, as each app's process has on iOS, even when two apps
/// are installed from the same code, or two devices have an app of the same name: the variables
/// some app's code initialised or changed hold, in memory, the values of the app whose code ran last; when another app's code is called they
/// are parked and that app's put in their place (or, for a variable its code never touched, the
/// variable as a new process finds it). Outside app code they are the last app's; a variable
/// only the test's code touched is never swapped.
///
/// What the ended process left in a variable is dropped without a `deinit`, as a killed
/// process's memory is. A variable a test's own code initialised or set, outside any app's code,
/// is the test's and is left alone (a test may configure an app through a static), and so are
/// LifecycleKit's own modules and the toolchain's. The variables come from the symbol table
/// (``ELFSymbolTable/variables()``) of the executable or library that holds each app delegate's
/// class, and of every other loaded library that is neither the toolchain's nor the system's
/// (ProcessGlobals+Images.swift): a stripped executable is a misuse at each launch, a stripped
/// library with app code once. Where this library's `swift_once` is not the executable's, or the
/// runtime's tokens have another layout, nothing is reset, which ``isActive`` says (an executable
/// with a static Swift runtime does not run at all: `lk_refuse_without_shared_runtime`).
@MainActor
enum ProcessGlobals {
  /// Modules whose variables are never reset: LifecycleKit's own (the simulator and its UIKit,
  /// not the sample apps) and the toolchain's, should they be linked into the executable.
  static let foreignModules: Set<String> = [
    "LifecycleCore", "LifecycleSimulator", "LifecycleRestoration", "LifecycleUIKit", "LifecycleExplorer",
    "LifecycleReports", "LifecycleCommandLine", "LifecycleKit", "LifecycleLint", "LifecycleTestSupport",
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "Dispatch", "XCTest", "Testing", "Synchronization", "Observation", "RegexBuilder",
    "Distributed", "Cxx", "CxxStdlib", "Glibc", "SwiftGlibc", "Musl", "CoreFoundation",
  ]

  /// Whether variables are reset: the executable's `swift_once` is the C target's and reads
  /// this runtime's tokens.
  nonisolated static let isActive: Bool = lk_install_once_watch() != 0

  /// A variable of an app module.
  struct Variable {
    /// Its storage in memory, and its size.
    var address: UInt
    var size: Int
    /// The token of its initialisation on first use; nil for a variable with a constant initial
    /// value.
    var token: UInt?
    /// For a constant-initialised variable: where its bytes lie in ``Image/baseline`` and in each
    /// snapshot.
    var offset: Int?
  }

  /// The variables of one executable or library that holds app code.
  struct Image {
    /// The file.
    var path: String
    /// Why its variables could not be read (a stripped file), or nil.
    var unreadable: String?
    var variables: [Variable] = []
    /// The variables initialised on first use, by token address.
    var byToken: [UInt: Int] = [:]
    /// The constant-initialised variables, by address.
    var constants: [Int] = []
    /// The stretches of memory that hold them (neighbours closer than 64 bytes share one, to
    /// copy a few long stretches rather than many small ones), and where each lies in a snapshot.
    var spans: [(address: UInt, length: Int, offset: Int)] = []
    /// The spans' bytes before any app code ran.
    var baseline: [UInt8] = []
  }

  /// A variable that app code initialised or changed.
  private struct Owned {
    /// The processes whose code did.
    var owners: Set<Int64>
    /// Its bytes as app code last left them: other bytes at a reset mean code outside any app,
    /// a test's, has set it since, and it is the test's.
    var lastLeft: [UInt8]
  }

  private struct VariableKey: Hashable {
    /// In ``images``.
    let image: Int
    /// In the image's ``Image/variables``.
    let index: Int
  }

  private struct WeakHost {
    weak var host: UIKitAppHost?
  }

  /// The files read so far, in the order they were.
  static var images: [Image] = []
  /// The processes by number, while their host is alive (`globals_owner` in the thread mark).
  private static var processes: [Int64: WeakHost] = [:]
  private static var lastNumber: Int64 = 0
  /// The app of each process by number.
  private static var appOfProcess: [Int64: AppKey] = [:]
  /// The variables each app's code initialised or changed, by app.
  private static var owned: [AppKey: [VariableKey: Owned]] = [:]
  /// Every variable an app's code ever initialised or changed: those each app has to itself.
  private static var touched: Set<VariableKey> = []
  /// The app whose values of ``touched`` are in memory.
  private static var residentApp: AppKey?
  /// The other apps' values of them (``held(_:)``), by app.
  private static var parked: [AppKey: [VariableKey: [UInt8]]] = [:]
  /// What ``held(_:)`` read of each of them when app code, or a swap, last left it: other bytes
  /// at the next swap mean a test's code has set it, and it is the test's from then on.
  private static var leftByApps: [VariableKey: [UInt8]] = [:]
  /// One snapshot of the constant-initialised variables per call into app code in progress
  /// (calls nest), with the app called and how many images it covers.
  private static var snapshots: [(app: AppKey, images: Int, bytes: [UInt8])] = []

  /// A process of `host` starts, its code not yet run: the variables that ended processes
  /// initialised or changed, and no code outside the apps has set since, are put back; the
  /// process gets the number its code's mark carries.
  static func processStarts(_ host: UIKitAppHost, imageOf type: AnyClass) {
    guard isActive else { return }
    for reason in [register(imageOf: type)].compactMap({ $0 }) + registerLoadedLibraries() {
      host.process?.reportMisuse(
        "global and static variables: \(reason), so the app's variables keep what an earlier process of "
          + "the app left in them (on iOS each process starts with its own); build without stripping "
          + "(a debug build, as `swift test` makes)")
    }
    collectNotes()
    let app = appKey(of: host)
    makeResident(app)
    for number in processes.keys where !isAlive(number) { processes[number] = nil }
    for (key, variable) in owned[app] ?? [:] where variable.owners.isDisjoint(with: processes.keys) {
      owned[app]?[key] = nil
      guard bytes(of: images[key.image].variables[key.index]) == variable.lastLeft else { continue }
      reset(images[key.image].variables[key.index], in: images[key.image])
    }
    lastNumber += 1
    processes[lastNumber] = WeakHost(host: host)
    appOfProcess[lastNumber] = app
    host.globalsOwner = lastNumber
  }

  /// What keys an app's variables: its device's number (``LifecycleSimulator/Device/number``)
  /// and its name on the device, so that two devices with an app of the same name (two in one
  /// test, or one device after another) each have their own.
  private struct AppKey: Hashable {
    var device: Int
    var name: String
  }

  /// The key of `host`'s app.
  private static func appKey(of host: UIKitAppHost) -> AppKey {
    guard let process = host.process else { return AppKey(device: 0, name: "") }
    return AppKey(device: process.deviceNumber, name: process.appName)
  }

  /// Puts `app`'s values of the variables apps' code touched in memory, parking the values of
  /// the app whose they were; a variable `app`'s code never touched is put as a new process finds
  /// it (uninitialised, or its constant initial value).
  private static func makeResident(_ app: AppKey) {
    guard residentApp != app else { return }
    defer { residentApp = app }
    guard !touched.isEmpty else { return }
    let incoming = parked.removeValue(forKey: app) ?? [:]
    var leaving: [VariableKey: [UInt8]] = [:]
    for key in Array(touched) {
      let image = images[key.image]
      let variable = image.variables[key.index]
      let now = held(variable)
      if let left = leftByApps[key], left != now {
        // Code outside any app, a test's, set it since app code left it: it is the test's now.
        touched.remove(key)
        leftByApps[key] = nil
        continue
      }
      leaving[key] = now
      if let bytes = incoming[key] { put(bytes, into: variable) } else { reset(variable, in: image) }
      leftByApps[key] = held(variable)
    }
    if let resident = residentApp { parked[resident] = leaving }
    // What the apps of devices that are gone left is let go with them.
    for key in Array(parked.keys) where !DeviceNumbers.isAlive(key.device) {
      parked[key] = nil
      owned[key] = nil
    }
  }

  /// `variable`'s bytes and, for one initialised on first use, its token's word after them.
  private static func held(_ variable: Variable) -> [UInt8] {
    var bytes = bytes(of: variable)
    if let token = variable.token {
      bytes += UnsafeRawBufferPointer(
        start: UnsafeRawPointer(bitPattern: token), count: MemoryLayout<Int>.size)
    }
    return bytes
  }

  /// Writes back what ``held(_:)`` took of `variable`.
  private static func put(_ bytes: [UInt8], into variable: Variable) {
    bytes.withUnsafeBytes { saved in
      UnsafeMutableRawPointer(bitPattern: variable.address)!.copyMemory(
        from: saved.baseAddress!, byteCount: variable.size)
      if let token = variable.token {
        UnsafeMutableRawPointer(bitPattern: token)!.copyMemory(
          from: saved.baseAddress! + variable.size, byteCount: MemoryLayout<Int>.size)
      }
    }
  }

  /// Puts `variable` back as a new process finds it.
  private static func reset(_ variable: Variable, in image: Image) {
    if let token = variable.token {
      lk_once_reset(UnsafeMutableRawPointer(bitPattern: token)!)
    } else if let offset = variable.offset {
      image.baseline.withUnsafeBytes { saved in
        UnsafeMutableRawPointer(bitPattern: variable.address)!.copyMemory(
          from: saved.baseAddress! + offset, byteCount: variable.size)
      }
    }
  }

  /// Whether process `number`'s host is still there and its process still running.
  private static func isAlive(_ number: Int64) -> Bool {
    guard let host = processes[number]?.host, let process = host.process else { return false }
    return process.isAlive
  }

  /// The process number the interposition check's mark carries (``InterpositionCheck``): no
  /// process has it, and what is initialised under it is nobody's.
  static let probeOwner: Int64 = -1

  /// Notes, as owned by their processes, the variables of the apps' modules that the C target
  /// saw initialised; returns the tokens it saw initialised under ``probeOwner``.
  @discardableResult
  static func collectNotes() -> [UInt] {
    let placeholder = lk_once_note(token: UnsafeMutableRawPointer(bitPattern: 1)!, owner: 0)
    var buffer = [lk_once_note](repeating: placeholder, count: 64)
    var probed: [UInt] = []
    while true {
      let taken = buffer.withUnsafeMutableBufferPointer { lk_once_take($0.baseAddress!, $0.count) }
      for note in buffer[..<taken] {
        let token = UInt(bitPattern: note.token)
        guard note.owner != probeOwner else {
          probed.append(token)
          continue
        }
        guard let imageIndex = images.firstIndex(where: { $0.byToken[token] != nil }) else { continue }
        own(VariableKey(image: imageIndex, index: images[imageIndex].byToken[token]!), by: note.owner)
      }
      if taken < buffer.count { break }
    }
    return probed
  }

  private static func own(_ key: VariableKey, by owner: Int64) {
    touched.insert(key)
    owned[appOfProcess[owner] ?? AppKey(device: 0, name: ""), default: [:]][
      key, default: Owned(owners: [], lastLeft: [])
    ].owners
      .insert(
        owner)
  }

  /// A call into `host`'s code begins: its app's variables in memory, and the
  /// constant-initialised ones' bytes now.
  static func callBegins(for host: UIKitAppHost) {
    guard isActive, !images.isEmpty else { return }
    let app = appKey(of: host)
    makeResident(app)
    var bytes: [UInt8] = []
    for image in images { bytes.append(contentsOf: snapshot(of: image)) }
    snapshots.append((app, images.count, bytes))
  }

  /// The call into `host`'s code that ``callBegins(for:)`` saw begin returns: each
  /// constant-initialised variable it changed, and each variable initialised meanwhile, is owned
  /// by `host`'s process; what the app's code left in the variables it owns is kept
  /// (``Owned/lastLeft``); and when the call was made from another app's code, that app's
  /// variables are put back in memory.
  static func callEnds(in host: UIKitAppHost) {
    guard isActive, let (app, imagesBefore, before) = snapshots.popLast() else { return }
    var position = 0
    for (imageIndex, image) in images.prefix(imagesBefore).enumerated() {
      let now = snapshot(of: image)
      defer { position += now.count }
      guard position + now.count <= before.count,
        !now.elementsEqual(before[position..<(position + now.count)])
      else { continue }
      for index in image.constants {
        let variable = image.variables[index]
        let start = position + variable.offset!
        if !now[variable.offset!..<(variable.offset! + variable.size)].elementsEqual(
          before[start..<(start + variable.size)])
        {
          own(VariableKey(image: imageIndex, index: index), by: host.globalsOwner)
        }
      }
    }
    collectNotes()
    for key in (owned[app] ?? [:]).keys {
      owned[app]![key]!.lastLeft = bytes(of: images[key.image].variables[key.index])
    }
    for key in touched { leftByApps[key] = held(images[key.image].variables[key.index]) }
    if let outer = snapshots.last { makeResident(outer.app) }
  }

  /// The bytes of `variable` now.
  private static func bytes(of variable: Variable) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: variable.address), count: variable.size))
  }

  /// The bytes of `image`'s spans now, in ``Image/baseline``'s order.
  static func snapshot(of image: Image) -> [UInt8] {
    let count = image.spans.last.map { $0.offset + $0.length } ?? 0
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      for span in image.spans {
        UnsafeMutableRawPointer(buffer.baseAddress! + span.offset).copyMemory(
          from: UnsafeRawPointer(bitPattern: span.address)!, byteCount: span.length)
      }
      initialized = count
    }
  }
}
