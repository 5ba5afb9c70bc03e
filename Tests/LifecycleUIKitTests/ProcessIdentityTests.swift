import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@MainActor
@Suite("ProcessInfo in app code describes the simulated process: its pid, the device's name and memory")
struct ProcessIdentityTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("jot") { JotAppDelegate() }

  /// The pids app code reads, in both kinds of file, through a day of two apps: Jot launched,
  /// sent home and resumed, killed and launched again, then Other launched.
  func pids() throws -> [String: [Int32]] {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Jot", appID: "jot"))
    try device.install(InstallSpec(name: "Other", appID: "jot"))
    var seen: [String: [Int32]] = [:]
    func read(_ name: String, _ moment: String) throws {
      let app = try #require(uikitApp(name, in: device))
      let (foundationOnly, switched) = app.runAsAppCode {
        (FoundationOnlyProcess.identifier, ProcessInfo.processInfo.processIdentifier)
      }
      #expect(foundationOnly == switched)
      seen[moment] = [foundationOnly, app.runAsAppCode { getpid() }]
    }
    try device.launch("Jot")
    try read("Jot", "launched")
    device.home()
    try device.launch("Jot")
    try read("Jot", "resumed")
    device.home()
    try device.jetsam("Jot")
    try device.launch("Jot")
    try read("Jot", "relaunched")
    try device.launch("Other")
    try read("Other", "other")
    return seen
  }

  @Test("the first process is pid 301, each process the device starts the next; a resumed one keeps its own")
  func pidsFollowTheDevicesProcesses() throws {
    let seen = try pids()
    #expect(seen["launched"] == [301, 301])
    #expect(seen["resumed"] == [301, 301])
    #expect(seen["relaunched"] == [302, 302])
    #expect(seen["other"] == [303, 303])
    #expect(try pids() == seen, "the same steps give the same pids")
  }

  @Test(
    "outside app code the pid is the host's, and a signal app code sends its own pid reaches the host process"
  )
  func hostOutsideApps() throws {
    let device = try makeDevice(.ios7, catalog: catalog)
    defer { withExtendedLifetime(device) {} }
    try device.install(InstallSpec(name: "Jot", appID: "jot"))
    try device.launch("Jot")
    let app = try #require(uikitApp("Jot", in: device))
    let host = try #require(
      Int32(try String(contentsOfFile: "/proc/self/stat", encoding: .utf8).prefix { $0 != " " }))
    #expect(FoundationOnlyProcess.identifier == host)
    #expect(getpid() == host)
    // A signal to the app's own pid reaches the host process, not whichever process has 301.
    #expect(app.runAsAppCode { kill(getpid(), 0) } == 0)
  }

  @Test("physicalMemory is the device's memory= in every file, the host's outside app code")
  func physicalMemoryIsTheDevices() throws {
    let device = try makeDevice(.ios13, catalog: catalog, memory: 256 << 20)
    defer { withExtendedLifetime(device) {} }
    try device.install(InstallSpec(name: "Jot", appID: "jot"))
    try device.launch("Jot")
    let app = try #require(uikitApp("Jot", in: device))
    #expect(app.runAsAppCode { FoundationOnlyProcess.physicalMemory } == 256 << 20)
    #expect(app.runAsAppCode { ProcessInfo.processInfo.physicalMemory } == 256 << 20)
    let hostPages = UInt64(sysconf(Int32(_SC_PHYS_PAGES))) * UInt64(sysconf(Int32(_SC_PAGESIZE)))
    #expect(FoundationOnlyProcess.physicalMemory == hostPages)
    #expect(hostPages != 256 << 20)
  }

  @Test(
    "activeProcessorCount and processorCount are the device's cores= in every file, the host's outside app code"
  )
  func processorsAreTheDevices() throws {
    let host = (ProcessInfo.processInfo.activeProcessorCount, ProcessInfo.processInfo.processorCount)
    for cores in [DeviceSpec.defaultProcessorCount, 6, 1] {
      let device = try Device(
        profile: .of(.ios13), memoryBytes: 512 << 20, processorCount: cores, catalog: catalog,
        storage: MemoryStorage())
      try device.install(InstallSpec(name: "Jot", appID: "jot"))
      try device.launch("Jot")
      let app = try #require(uikitApp("Jot", in: device))
      #expect(app.runAsAppCode { FoundationOnlyProcess.activeProcessorCount } == cores)
      #expect(app.runAsAppCode { FoundationOnlyProcess.processorCount } == cores)
      #expect(app.runAsAppCode { ProcessInfo.processInfo.activeProcessorCount } == cores)
      #expect(app.runAsAppCode { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) } == cores)
    }
    // Outside app code, and in the same process afterwards, the host's.
    #expect(FoundationOnlyProcess.activeProcessorCount == host.0)
    #expect(FoundationOnlyProcess.processorCount == host.1)
    #expect(Int(sysconf(Int32(_SC_NPROCESSORS_CONF))) == host.1)
  }

  @Test("cores= on the device line: read, printed back when not the default, refused out of range")
  func coresOnTheDeviceLine() throws {
    let scenario = try ScenarioParser.parse("device profile=ios7 cores=6\n", file: "cores.scn")
    guard case .device(let spec) = try #require(scenario.steps.first).command else {
      Issue.record("the first step is not the device line")
      return
    }
    #expect(spec.processorCount == 6)
    #expect(ScenarioPrinter.device(spec).hasSuffix(" cores=6"))
    var plain = spec
    plain.processorCount = DeviceSpec.defaultProcessorCount
    #expect(!ScenarioPrinter.device(plain).contains("cores="))
    #expect(throws: ScenarioError.self) { try ScenarioParser.parse("device cores=0\n", file: "cores.scn") }
    #expect(throws: ScenarioError.self) { try ScenarioParser.parse("device cores=65\n", file: "cores.scn") }
  }

  @Test(
    "hostName is the device's, iPhone, in every file and for the whole process; gethostname outside app code is the host's"
  )
  func hostNameIsTheDevices() throws {
    let device = try makeDevice(.ios13, catalog: catalog)
    defer { withExtendedLifetime(device) {} }
    try device.install(InstallSpec(name: "Jot", appID: "jot"))
    try device.launch("Jot")
    let app = try #require(uikitApp("Jot", in: device))
    #expect(app.runAsAppCode { FoundationOnlyProcess.hostName } == "iPhone")
    #expect(app.runAsAppCode { ProcessInfo.processInfo.hostName } == "iPhone")
    #expect(FoundationOnlyProcess.hostName == "iPhone")
    func cHostName() -> String {
      var buffer = [CChar](repeating: 0, count: 256)
      _ = gethostname(&buffer, buffer.count)
      return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    #expect(app.runAsAppCode { cHostName() } == "iPhone")
    let kernel = try String(contentsOfFile: "/proc/sys/kernel/hostname", encoding: .utf8)
    #expect(cHostName() == kernel.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test(
    "processName is the app's executable name in app code, as iOS names an app's process; Foundation's outside it and in a Foundation-only file"
  )
  func processNameIsTheApps() throws {
    let device = try makeDevice(.ios13, catalog: catalog)
    defer { withExtendedLifetime(device) {} }
    try device.install(InstallSpec(name: "Jot", appID: "jot"))
    try device.launch("Jot")
    let app = try #require(uikitApp("Jot", in: device))
    #expect(app.runAsAppCode { ProcessInfo.processInfo.processName } == "Jot")
    #expect(
      app.runAsAppCode { Bundle.main.object(forInfoDictionaryKey: "CFBundleExecutable") as? String } == "Jot")
    let host = FoundationOnlyProcess.processName
    #expect(host != "Jot")
    #expect(ProcessInfo.processInfo.processName == host)
    // A file that imports Foundation alone reads Foundation's (the build plugin reports it).
    #expect(app.runAsAppCode { FoundationOnlyProcess.processName } == host)
  }

  @Test("environment's HOME and TMPDIR are the app's sandbox with the import switch, as getenv answers")
  func environmentHasTheSandbox() throws {
    let device = try makeDevice(.ios13, catalog: catalog)
    defer { withExtendedLifetime(device) {} }
    try device.install(InstallSpec(name: "Jot", appID: "jot"))
    try device.launch("Jot")
    let app = try #require(uikitApp("Jot", in: device))
    let (environment, home, tmp) = app.runAsAppCode {
      (
        ProcessInfo.processInfo.environment, String(cString: getenv("HOME")),
        String(cString: getenv("TMPDIR"))
      )
    }
    #expect(environment["HOME"] == home)
    #expect(environment["CFFIXED_USER_HOME"] == home)
    #expect(environment["TMPDIR"] == tmp)
    #expect(home.hasPrefix(device.storage.dataDirectory(of: "Jot").path))
    let hostHome = String(cString: getenv("HOME"))
    #expect(ProcessInfo.processInfo.environment["HOME"] == hostHome)
    #expect(hostHome != home)
    // Foundation's own copies the process's environment itself: a file that imports Foundation
    // alone reads the host's there (the build plugin reports it).
    #expect(app.runAsAppCode { FoundationOnlyProcess.home } == hostHome)
  }
}
