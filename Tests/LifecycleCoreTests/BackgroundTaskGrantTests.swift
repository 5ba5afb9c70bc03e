import LifecycleCore
import Testing

/// When `beginBackgroundTask` can grant a task (“beginBackgroundTask(expirationHandler:)”:
/// `.invalid` "if running in the background isn't possible").
@Suite("Granting background tasks")
struct BackgroundTaskGrantTests {
  func grants(
    _ generation: OSGeneration, _ state: AppState, app: AppInfo = .standard, timeUp: Bool = false,
    multitasking: Bool = true
  ) -> Bool {
    LifecycleModel.canBeginBackgroundTask(
      app, in: state, backgroundTimeUp: timeUp,
      environment: LifecycleEnvironment(
        profile: .of(generation), device: DeviceCapabilities(multitaskingSupported: multitasking)))
  }

  @Test("a running app on a multitasking generation gets a task, in front or in the background")
  func granted() {
    for generation in [OSGeneration.ios4, .ios7, .ios13] {
      #expect(grants(generation, .active))
      #expect(grants(generation, .background))
    }
  }

  @Test("no task without multitasking, for an app that exits on suspend, once time is up, or while suspended")
  func refused() {
    #expect(!grants(.ios3, .active))
    #expect(!grants(.ios4, .active, multitasking: false))
    #expect(!grants(.ios4, .active, app: AppInfo(exitsOnSuspend: true)))
    // UIApplicationExitsOnSuspend is ignored from iOS 13 (“UIApplicationExitsOnSuspend”).
    #expect(grants(.ios13, .active, app: AppInfo(exitsOnSuspend: true)))
    #expect(!grants(.ios7, .background, timeUp: true))
    #expect(!grants(.ios7, .suspended))
    #expect(!grants(.ios7, .notRunning))
  }
}
