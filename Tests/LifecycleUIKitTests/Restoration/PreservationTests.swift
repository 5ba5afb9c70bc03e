import LifecycleCore
import LifecycleRestoration
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A value that cannot outlive the process.
struct Opaque: Sendable {}

@MainActor
@Suite(
  "State preservation (App Programming Guide, “Visual Appearance Across Launches”; “Preserving your app's UI across launches”)"
)
struct PreservationTests {
  /// Nav(Nav) → [A(A), B(nil) ]; a second window's root Box(nil) → [C(C)].
  static let tree = RestoringAppDelegate.Options(build: { app in
    let navigation = UINavigationController(
      rootViewController: RecordingController("A", log: app.log))
    if navigation.responds(to: Selector(("setRestorationIdentifier:"))) {
      navigation.restorationIdentifier = "Nav"
    }
    navigation.pushViewController(RecordingController(nil, log: app.log), animated: false)
    app.show(navigation)
    let box = RecordingController(nil, log: app.log)
    box.addChild(RecordingController("C", log: app.log))
    let second = UIWindow(frame: UIScreen.main.bounds)
    second.rootViewController = box
    app.keep(second)
  })

  @Test(
    "only controllers with a restoration identifier are saved, along their paths; a nil one leaves out its children"
  )
  func onlyIdentifiedControllers() throws {
    let log = RestorationLog()
    let device = try launchedNotes(.ios7, log, Self.tree)
    device.home()
    #expect(log.events("encode") == ["encode A"])
    #expect(device.trace.logs(of: "Notes") == ["state preserved: Nav, Nav/A"])
    let archive = try #require(try archiveStore(device).load())
    #expect(archive.root.strings(forKey: "rootOrder") == ["Nav"])
    let nav = try #require(archive.root.container(forKey: "controllers")?.container(forKey: "Nav"))
    #expect(nav.string(forKey: "class") == "LifecycleUIKit.UINavigationController")
    #expect(nav.strings(forKey: "childOrder") == ["A"])
    let a = try #require(nav.container(forKey: "children")?.container(forKey: "A"))
    #expect(a.string(forKey: "class") == "LifecycleUIKitTests.RecordingController")
    #expect(a.container(forKey: "state") == ["value": ""])
  }

  @Test("the app delegate's state comes first, with UIKit's keys, then each controller in its own coder")
  func appStateFirst() throws {
    let log = RestorationLog()
    let device = try launchedNotes(.ios7, log, Self.tree)
    device.home()
    #expect(
      log.events("shouldSave", "willEncode", "encode") == [
        "shouldSave secure=false", "willEncode", "encode A",
      ])
    let archive = try #require(try archiveStore(device).load())
    #expect(
      archive.root.container(forKey: "app")
        == [
          "appValue": "app state", "UIApplicationStateRestorationBundleVersionKey": "1.0",
          "UIApplicationStateRestorationUserInterfaceIdiomKey": 0,
        ])
  }

  @Test("without the opt-in to saving nothing is written, and an older archive is removed")
  func optInToSaving() throws {
    let log = RestorationLog()
    let device = try launchedNotes(.ios7, log, Self.tree)
    device.home()
    #expect(try archiveStore(device).load() != nil)
    try device.launch("Notes")
    log.declinesSaving = true
    device.home()
    #expect(try archiveStore(device).load() == nil)
    #expect(log.events("encode", "willEncode") == ["willEncode", "encode A"])
  }

  @Test("a value iOS cannot archive (a struct that is not NSCoding) crashes the app where it is encoded")
  func unarchivableValue() throws {
    let log = RestorationLog()
    var options = Self.tree
    options.appValue = Opaque()
    let device = try launchedNotes(.ios7, log, options)
    device.home()
    #expect(device.state(of: "Notes") == .notRunning)
    let report = try #require(device.reports.last)
    #expect(report.cause == .crash)
    #expect(
      report.details.contains("-[__SwiftValue encodeWithCoder:]: unrecognized selector sent to instance"))
    #expect(report.details.contains("a Opaque encoded for the key appValue"))
  }

  @Test("a value iOS would keep but the archive cannot hold yet is left out and named in a misuse")
  func valueTheArchiveCannotHoldYet() throws {
    let log = RestorationLog()
    var options = Self.tree
    options.appValue = [1, 2, 3]
    let device = try launchedNotes(.ios7, log, options)
    device.warnsOfMisuses = false
    device.home()
    #expect(device.state(of: "Notes") == .suspended)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(
      device.misuses.map(\.text) == [
        "state preservation: LifecycleKit cannot keep appValue of the app delegate in its restoration archive"
          + " yet (iOS would), so the restored app will not find it; store it as strings, numbers, Data,"
          + " [String], a [String: …] of those, or an NSCoding object"
      ])
    let archive = try #require(try archiveStore(device).load())
    #expect(archive.root.container(forKey: "app")?.contains("appValue") == false)
  }

  @Test("iOS 13 asks the secure opt-in first, with a secure coder; iOS 6 and 7 know only the legacy one")
  func secureVariants() throws {
    for generation in [OSGeneration.ios6, .ios7, .ios13] {
      let log = RestorationLog()
      var options = Self.tree
      options.savesSecurely = true
      let device = try launchedNotes(generation, log, options)
      device.home()
      let expected =
        generation == .ios13 ? ["shouldSaveSecure secure=true"] : ["shouldSave secure=false"]
      #expect(log.events("shouldSave") == expected, "\(generation)")
    }
  }

  @Test("before iOS 6 nothing is preserved: the app does not keep preserved state")
  func noPreservationBeforeIOS6() throws {
    for generation in [OSGeneration.ios4, .ios5] {
      let log = RestorationLog()
      let device = try launchedNotes(generation, log, Self.tree)
      #expect(uikitApp("Notes", in: device)?.preservesState == false)
      device.home()
      #expect(log.events("shouldSave", "encode").isEmpty)
      #expect(!device.trace.effects(on: "Notes").contains(.preservedState))
    }
    let device = try launchedNotes(.ios6, RestorationLog(), Self.tree)
    #expect(uikitApp("Notes", in: device)?.preservesState == true)
  }

  @Test(
    "two tabs with one identifier: the later is not preserved (paths must be unique); a navigation stack may repeat one"
  )
  func duplicatePaths() throws {
    let log = RestorationLog()
    let options = RestoringAppDelegate.Options(build: { app in
      let tabs = UITabBarController()
      tabs.restorationIdentifier = "Tabs"
      let navigation = UINavigationController(rootViewController: RecordingController("N", log: app.log))
      navigation.restorationIdentifier = "A"
      navigation.pushViewController(RecordingController("N", log: app.log), animated: false)
      tabs.viewControllers = [navigation, RecordingController("A", log: app.log)]
      app.show(tabs)
    })
    let device = try launchedNotes(.ios7, log, options)
    device.home()
    #expect(log.events("encode") == ["encode N", "encode N"])
    #expect(
      device.trace.logs(of: "Notes").contains(
        "state preservation: two view controllers at Tabs/A; the later RecordingController is not preserved"
          + " (restoration paths must be unique)"))
    let archive = try #require(try archiveStore(device).load())
    let navigation = try #require(
      archive.root.container(forKey: "controllers")?.container(forKey: "Tabs")?.container(forKey: "children")?
        .container(forKey: "A"))
    #expect(navigation.strings(forKey: "childOrder") == ["N", "N#2"])
  }
}
