import LifecycleCore
import LifecycleSimulator
import Testing

/// A completion handler the system hands with a background fetch is called once, by the process
/// it was handed to; the device records any other call as a misuse of its own kind.
@MainActor
@Suite("Completion handlers called out of turn")
struct CompletionHandlerMisuseTests {
  /// What the fetcher kept of the fetch: its process and the handler's identifier.
  @MainActor final class Kept {
    var process: AppProcess?
    var handler: Int?
  }

  @Test("a fetch's handler called after jetsam ended its process is a misuse that says so")
  func afterTheProcessEnded() throws {
    let kept = Kept()
    let catalog = AppCatalog.with("fetcher") {
      ScriptedApp([
        .applicationDidFinishLaunching: { app in app.process?.setMinimumBackgroundFetchInterval(.zero) },
        .applicationPerformFetch: { app in
          kept.process = app.process
          kept.handler = app.process?.pendingCompletionHandler
        },
      ])
    }
    let device = try Device(profile: .of(.ios7), memoryBytes: 512 << 20, catalog: catalog)
    device.warnsOfMisuses = false
    try device.install(InstallSpec(name: "Feed", appID: "fetcher", info: AppInfo(backgroundModes: [.fetch])))
    try device.launch("Feed")
    device.home()
    try device.backgroundFetch("Feed")
    let process = try #require(kept.process)
    let handler = try #require(kept.handler)
    try device.jetsam("Feed")
    #expect(device.state(of: "Feed") == .notRunning)
    process.callCompletionHandler(handler, of: .applicationPerformFetch, result: "newData")
    #expect(
      device.misuses.map(\.kind) == [.completionHandlerCalledAfterProcessEnded(.applicationPerformFetch)])
  }
}
