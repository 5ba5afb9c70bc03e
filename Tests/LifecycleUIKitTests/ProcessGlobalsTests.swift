import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A model kept the way many iOS apps keep theirs: a shared instance, with the text being typed
/// held in memory only, a launch counter and a formatter made once.
@MainActor
final class JotStore {
  static let shared = JotStore()
  /// Typed and not saved: on iOS a kill loses it.
  var draft = ""
  /// Counted in memory at each launch: a new process starts at 0.
  static var launches = 0
  /// The last store made, as Objective-C-era singletons kept it: nil in a new process.
  static var lastMade: JotStore?
  /// Made once, with the region format of the day it was made.
  static let dayFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .full
    return formatter
  }()

  init() { Self.lastMade = self }
}

/// What a test sets up before the app runs, as a test configures an app through a static.
@MainActor
enum JotTestSettings {
  static var greeting = "hello"
}

@MainActor
final class JotAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private(set) var greeting = ""

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    JotStore.launches += 1
    greeting = JotTestSettings.greeting
    return true
  }
}

@MainActor
@Suite("Each process of an app starts with fresh global and static variables, as a new process on iOS")
struct ProcessGlobalsTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("jot") { JotAppDelegate() }

  func launched(_ generation: OSGeneration = .ios4) throws -> (Device, UIKitApp) {
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "Jot", appID: "jot"))
    try device.launch("Jot")
    return (device, try #require(uikitApp("Jot", in: device)))
  }

  @Test("the executable's swift_once is LifecycleKit's, so lazily made variables can be reset")
  func active() {
    #expect(VirtualTimeInterposition.resetsGlobals)
  }

  @Test(
    "the symbol table names the app's variables: storage and token of a lazy one, storage of a constant one")
  func variablesInTheTable() throws {
    let names = Set(
      try ELFSymbolTable(contentsOf: "/proc/self/exe", indexingModules: false).variables().map(\.name))
    let store = "$s" + (_mangledTypeName(JotStore.self) ?? "?")
    #expect(names.contains(store + "6shared_Wz"))
    #expect(names.contains { $0.hasPrefix(store + "6shared") && $0.hasSuffix("vpZ") })
    #expect(names.contains { $0.hasPrefix(store + "8launches") && $0.hasSuffix("vpZ") })
    #expect(!names.contains(store + "8launches_Wz"))
    #expect(ProcessGlobals.module(of: store + "6shared_Wz") == "LifecycleUIKitTests")
  }

  @Test("a singleton's unsaved draft is gone after a kill: the relaunched process makes a new one")
  func singletonIsNewAfterKill() throws {
    let (device, app) = try launched()
    let first = app.runAsAppCode { () -> ObjectIdentifier in
      JotStore.shared.draft = "buy milk"
      return ObjectIdentifier(JotStore.shared)
    }
    device.home()
    device.memoryPressure()
    #expect(device.state(of: "Jot") == .notRunning)
    try device.launch("Jot")
    let relaunched = try #require(uikitApp("Jot", in: device))
    let (draft, second) = relaunched.runAsAppCode {
      (JotStore.shared.draft, ObjectIdentifier(JotStore.shared))
    }
    #expect(draft == "", "the draft the killed process held in memory survived the kill")
    #expect(first != second)
  }

  @Test("a counter and an optional with constant initial values start again at 0 and nil")
  func constantsStartAgain() throws {
    let (device, app) = try launched()
    #expect(app.runAsAppCode { JotStore.launches } == 1)
    device.home()
    device.memoryPressure()
    try device.launch("Jot")
    let relaunched = try #require(uikitApp("Jot", in: device))
    #expect(relaunched.runAsAppCode { JotStore.launches } == 1)
    relaunched.runAsAppCode { JotStore.lastMade = JotStore() }
    device.home()
    try device.quit("Jot")
    try device.launch("Jot")
    #expect(try #require(uikitApp("Jot", in: device)).runAsAppCode { JotStore.lastMade } == nil)
  }

  @Test("a suspended app that comes back is the same process: it keeps its variables")
  func resumedProcessKeepsThem() throws {
    let (device, app) = try launched()
    app.runAsAppCode { JotStore.shared.draft = "eggs" }
    device.home()
    try device.launch("Jot")
    #expect(
      try #require(uikitApp("Jot", in: device)).runAsAppCode { (JotStore.shared.draft, JotStore.launches) }
        == ("eggs", 1))
  }

  @Test("a formatter made once follows a locale change that reached a new process")
  func staticFormatterMadeAgain() throws {
    let (device, app) = try launched(.ios7)
    let day = Date(timeIntervalSince1970: 1_609_459_200)  // a Friday
    #expect(app.runAsAppCode { JotStore.dayFormatter.string(from: day) }.hasPrefix("Friday"))
    device.home()
    device.changeLocale(to: "de_DE")
    device.memoryPressure()
    try device.launch("Jot")
    let relaunched = try #require(uikitApp("Jot", in: device))
    #expect(relaunched.runAsAppCode { JotStore.dayFormatter.string(from: day) }.hasPrefix("Freitag"))
  }

  @Test("two apps installed from the same code each have their own variables, as their own processes do")
  func twoAppsOfOneCode() throws {
    let device = try makeDevice(.ios4, catalog: catalog)
    try device.install(InstallSpec(name: "Jot", appID: "jot"))
    try device.install(InstallSpec(name: "Other Jot", appID: "jot"))
    try device.launch("Jot")
    let jot = try #require(uikitApp("Jot", in: device))
    let first = jot.runAsAppCode { () -> ObjectIdentifier in
      JotStore.shared.draft = "buy milk"
      return ObjectIdentifier(JotStore.shared)
    }
    device.home()
    try device.launch("Other Jot")
    let other = try #require(uikitApp("Other Jot", in: device))
    let (draft, launches, store) = other.runAsAppCode {
      (JotStore.shared.draft, JotStore.launches, ObjectIdentifier(JotStore.shared))
    }
    #expect(draft == "", "the other app saw the first app's singleton")
    #expect(launches == 1, "the other app's launch counter went on from the first app's")
    #expect(store != first)
    other.runAsAppCode { JotStore.shared.draft = "post letter" }
    device.home()
    try device.launch("Jot")
    // Resumed: the same process, with its own singleton and counter.
    #expect(
      jot.runAsAppCode { (JotStore.shared.draft, JotStore.launches, ObjectIdentifier(JotStore.shared)) }
        == ("buy milk", 1, first))
    device.home()
    try device.launch("Other Jot")
    #expect(other.runAsAppCode { JotStore.shared.draft } == "post letter")
  }

  @Test("two devices with an app of the same name each have their own variables, as two iPhones do")
  func twoDevicesOneAppName() throws {
    let phone = try makeDevice(.ios4, catalog: catalog)
    let other = try makeDevice(.ios13, catalog: catalog)
    #expect(phone.number != other.number)
    for device in [phone, other] {
      try device.install(InstallSpec(name: "Jot", appID: "jot"))
      try device.launch("Jot")
    }
    let jot = try #require(uikitApp("Jot", in: phone))
    let first = jot.runAsAppCode { () -> ObjectIdentifier in
      JotStore.shared.draft = "buy milk"
      return ObjectIdentifier(JotStore.shared)
    }
    let otherJot = try #require(uikitApp("Jot", in: other))
    let (draft, launches, store) = otherJot.runAsAppCode {
      (JotStore.shared.draft, JotStore.launches, ObjectIdentifier(JotStore.shared))
    }
    #expect(draft == "", "the other device's app saw the first device's singleton")
    #expect(launches == 1, "the other device's launch counter went on from the first device's")
    #expect(store != first)
    otherJot.runAsAppCode { JotStore.shared.draft = "post letter" }
    #expect(
      jot.runAsAppCode { (JotStore.shared.draft, ObjectIdentifier(JotStore.shared)) } == ("buy milk", first))
    #expect(otherJot.runAsAppCode { JotStore.shared.draft } == "post letter")
  }

  @Test("what the test's own code set up before the app ran stays the test's")
  func testSetUpStays() throws {
    JotTestSettings.greeting = "bonjour"
    defer { JotTestSettings.greeting = "hello" }
    let (device, _) = try launched()
    device.home()
    device.memoryPressure()
    try device.launch("Jot")
    #expect(device.appDelegate(of: "Jot", as: JotAppDelegate.self)?.greeting == "bonjour")
  }
}
