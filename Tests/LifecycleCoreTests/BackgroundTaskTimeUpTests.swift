import LifecycleCore
import Testing

/// An app kept in the background by a continuous mode (audio) has its background time count
/// down while it holds no task (“beginBackgroundTask(expirationHandler:)”: the time is the
/// app's, not the task's). Once the moment of the expiration handlers has passed, the time is
/// up: a task begun then is refused, as after the handlers ran — otherwise its deadline would
/// already be overdue.
@Suite("Background time up for an app kept running by a mode")
struct BackgroundTaskTimeUpTests {
  @Test("with 5 s or less left, an audio app holding no task is refused a task; with more it is granted")
  func refusedOnceTheHandlersMomentPassed() {
    var device = PolicyDevice(.ios13)
    let music = device.install("Music", info: AppInfo(backgroundModes: [.audio]))
    device.run([.launch(music), .home, .advance(.seconds(24))])
    #expect(device.appState(music) == .background)
    guard
      case .taskBegun(let task) = device.submit(
        .beginBackgroundTask(music, name: nil, hasExpirationHandler: true))
    else {
      Issue.record("a task with 6 s left was refused")
      return
    }
    device.drain()
    device.run([.endBackgroundTask(music, identifier: task.identifier), .advance(.seconds(1))])
    #expect(device.state.apps[music].backgroundTimeLeft == .seconds(5))
    #expect(
      device.submit(.beginBackgroundTask(music, name: nil, hasExpirationHandler: true))
        == .taskRefused("running in the background is not possible now"))
    #expect(device.state.nextDeadline != .zero)
  }
}
