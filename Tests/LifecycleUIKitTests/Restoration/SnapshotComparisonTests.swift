import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// The switcher snapshot against the restored screen (article “Lifecycle and state
/// transitions”: after a kill the app should look as if it had never stopped; App Programming
/// Guide, “App State Transitions”, and “Preparing your UI to run in the background”: the
/// snapshot is taken after `applicationDidEnterBackground`).
@MainActor
@Suite("The restored screen against the switcher snapshot")
struct SnapshotComparisonTests {
  /// The form of ``ViewRestorationTests``, scrolled, with text typed.
  func editedForm(_ log: RestorationLog, _ options: RestoringAppDelegate.Options) throws -> Device {
    let device = try launchedNotes(.ios7, log, options)
    let form = try #require(restoringDelegate(device)?.window?.rootViewController as? FormController)
    uikitApp("Notes", in: device)?.runAsAppCode {
      form.table.contentOffset = CGPoint(x: 0, y: 7 * 44 + 10)
      form.field.insertText("buy milk")
    }
    return device
  }

  /// The last comparison of a restored screen with the app's snapshot
  /// (``TraceEffect/restoredScreen(matches:snapshot:shown:)``), if a launch restored one.
  func comparison(_ device: Device) -> (matches: Bool, snapshot: String, shown: String)? {
    for case .restoredScreen(let matches, let snapshot, let shown) in device.trace.effects(on: "Notes")
      .reversed()
    {
      return (matches, snapshot, shown)
    }
    return nil
  }

  @Test("a restored app shows the screen, offset and text its snapshot recorded")
  func matches() throws {
    let device = try editedForm(RestorationLog(), ViewRestorationTests.form)
    try killWhileSuspendedAndRelaunch(device)
    let snapshot = try #require(device.snapshot(of: "Notes"))
    #expect(snapshot.contains("table offset=(0, 318) rows=30"))
    #expect(snapshot.contains("text-field \"buy milk\""))
    #expect(comparison(device)?.matches == true)
  }

  @Test("an app that does not restore its text comes back different, and the trace shows both screens")
  func textNotRestored() throws {
    var options = ViewRestorationTests.form
    options.build = { app in
      let form = FormController(rows: ViewRestorationTests.rows(newer: 0))
      app.show(form)
      _ = form.view
      form.field.restorationIdentifier = nil
    }
    let device = try editedForm(RestorationLog(), options)
    try killWhileSuspendedAndRelaunch(device)
    let compared = try #require(comparison(device))
    #expect(!compared.matches)
    #expect(compared.snapshot.contains("text-field \"buy milk\""))
    #expect(!compared.shown.contains("buy milk"))
    #expect(compared.shown.contains("table offset=(0, 318) rows=30"))
  }

  @Test("an app that declines restoration comes back on its first screen: the snapshot says it differs")
  func declined() throws {
    var options = ViewRestorationTests.form
    options.restores = false
    let device = try editedForm(RestorationLog(), options)
    try killWhileSuspendedAndRelaunch(device)
    let compared = try #require(comparison(device))
    #expect(!compared.matches)
    #expect(compared.shown.contains("table offset=(0, 0) rows=30"))
  }
}
