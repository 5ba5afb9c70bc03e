import Foundation
import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// When the archive is written, used and thrown away (App Programming Guide, “Visual
/// Appearance Across Launches”; “Preserving your app's UI across launches”; “Preparing your UI
/// to run in the background”).
@MainActor
@Suite("The archive's lifetime (App Programming Guide, “Visual Appearance Across Launches”)")
struct ArchiveLifetimeTests {
  /// Nav → [List, Detail (restoration class)], Detail's value set.
  static let options = RestoringAppDelegate.Options(build: { app in
    let navigation = UINavigationController(rootViewController: RecordingController("List", log: app.log))
    navigation.restorationIdentifier = "Nav"
    app.show(navigation)
    guard !app.log.events.contains("decode List ") && app.log.events("willFinishLaunching").count == 1 else {
      return
    }
    let detail = RecordingController("Detail", log: app.log, restorationClass: RecordingRestorer.self)
    detail.value = "draft"
    navigation.pushViewController(detail, animated: false)
  })

  func stack(_ device: Device) -> [String] {
    let navigation = restoringDelegate(device)?.window?.rootViewController as? UINavigationController
    return navigation?.viewControllers.compactMap(\.restorationIdentifier) ?? []
  }

  func effects(_ device: Device) -> [TraceEffect] { device.trace.effects(on: "Notes") }

  @Test("the archive is written when the app enters the background, not before")
  func writtenOnEnteringBackground() throws {
    let device = try launchedNotes(.ios7, RestorationLog(), Self.options)
    #expect(try archiveStore(device).load() == nil)
    device.home()
    #expect(try archiveStore(device).load() != nil)
  }

  @Test("a resumed app is not restored: the archive is used only at a launch from scratch")
  func notOnResume() throws {
    let log = RestorationLog()
    let device = try launchedNotes(.ios7, log, Self.options)
    device.home()
    try device.launch("Notes")
    #expect(log.events("decode", "shouldRestore").isEmpty)
    #expect(!effects(device).contains(.restoreState))
    #expect(try archiveStore(device).load() != nil)  // kept for a kill while suspended
  }

  @Test(
    "the archive is discarded once restored: an app that crashes while active comes back fresh (App Programming Guide, “Visual Appearance Across Launches”)"
  )
  func discardedAfterLaunch() throws {
    let log = RestorationLog()
    let device = try launchedNotes(.ios7, log, Self.options)
    try killWhileSuspendedAndRelaunch(device)
    #expect(stack(device) == ["List", "Detail"])
    #expect(try archiveStore(device).load() == nil)
    restoringDelegate(device).map { app in uikitApp("Notes", in: device)?.runAsAppCode { app.crash() } }
    #expect(device.state(of: "Notes") == .notRunning)
    log.events.removeAll()
    try device.launch("Notes")
    #expect(effects(device).filter { $0 == .restoreState }.count == 1)  // the first relaunch only
    #expect(log.events("decode").isEmpty)
  }

  @Test(
    "the user force-quits the app from the switcher: its preserved state is deleted (App Programming Guide, “Visual Appearance Across Launches”)"
  )
  func forceQuit() throws {
    let log = RestorationLog()
    let device = try launchedNotes(.ios7, log, Self.options)
    device.home()
    try device.quit("Notes")
    #expect(effects(device).last == .discardedPreservedState(hadState: true))
    #expect(try archiveStore(device).load() == nil)
    log.events.removeAll()
    try device.launch("Notes")
    #expect(log.events("decode", "shouldRestore").isEmpty)
  }

  @Test(
    "a crash during restoration throws the state away; the next launch is fresh (App Programming Guide, “Visual Appearance Across Launches”)"
  )
  func crashDuringRestoration() throws {
    let log = RestorationLog()
    var options = Self.options
    options.provide = { app, path in
      if path == ["Nav"] && app.log.events.contains("crash on restore") { app.crash() }
      return nil
    }
    let device = try launchedNotes(.ios7, log, options)
    device.home()
    device.memoryPressure()
    log.events.append("crash on restore")
    try device.launch("Notes")
    #expect(device.state(of: "Notes") == .notRunning)
    #expect(device.reports.last?.cause == .crash)
    #expect(effects(device).suffix(2) == [.restoreState, .discardedPreservedState(hadState: true)])
    #expect(!callbackNames(device, "Notes").suffix(1).contains("applicationDidFinishLaunching"))
    #expect(try archiveStore(device).load() == nil)
    log.events.removeAll()
    try device.launch("Notes")
    #expect(log.events("decode", "shouldRestore").isEmpty)
    #expect(device.state(of: "Notes") == .active)
  }

  @Test(
    "a crash in willFinishLaunching, before restoration, throws the state away too (App Programming Guide, “Visual Appearance Across Launches”)"
  )
  func crashBeforeRestoration() throws {
    let log = RestorationLog()
    var options = Self.options
    let build = options.build
    options.build = { app in
      if app.log.events.contains("crash at launch") { app.crash() } else { build(app) }
    }
    let device = try launchedNotes(.ios7, log, options)
    device.home()
    device.memoryPressure()
    log.events.append("crash at launch")
    try device.launch("Notes")
    #expect(device.state(of: "Notes") == .notRunning)
    #expect(!effects(device).contains(.restoreState))
    #expect(effects(device).last == .discardedPreservedState(hadState: true))
    #expect(try archiveStore(device).load() == nil)
  }
}
