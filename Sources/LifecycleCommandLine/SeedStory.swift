import LifecycleCore

/// A story one of the seeds tells, as a sequence of events applied to one app.
struct SeedStory: Sendable {
  var title: String
  var seed: String
  var device = DeviceCapabilities.standard
  var app = AppInfo.standard
  var steps: [(event: SystemEvent, conditions: AppConditions)]

  static let seed000 = "000_977b0f7bda7fc213.txt"
  static let seed001 = "001_217f40ce8b491bf2.txt"
  static let seed003 = "003_f8ac2781d3b998e8.txt"
  static let seed004 = "004_bf06578b9e357497.txt"

  static let catalog: [SeedStory] = [
    SeedStory(title: "Home, then back to the app", seed: seed000, steps: plain(.launch, .home, .launch)),
    SeedStory(
      title: "Home on a device without multitasking", seed: seed000,
      device: DeviceCapabilities(multitaskingSupported: false), steps: plain(.launch, .home, .launch)
    ),
    SeedStory(
      title: "Home with UIApplicationExitsOnSuspend", seed: seed001, app: AppInfo(exitsOnSuspend: true),
      steps: plain(.launch, .home, .launch)
    ),
    SeedStory(
      title: "Suspended, then killed for memory with no callback", seed: seed003,
      steps: plain(.launch, .home, .jetsamKill, .launch)
    ),
    SeedStory(
      title: "A background task that outlives its time", seed: seed003,
      steps: [
        (.launch, .idle), (.home, AppConditions(holdsBackgroundTask: true)),
        (.backgroundTimeExpiring, AppConditions(holdsBackgroundTask: true)),
        (.backgroundTimeExpired, AppConditions(holdsBackgroundTask: true)),
      ]
    ),
    SeedStory(title: "A call, declined", seed: seed004, steps: plain(.launch, .callIncoming, .callDeclined)),
    SeedStory(
      title: "A call, answered, then ended", seed: seed004,
      steps: plain(.launch, .callIncoming, .callAccepted, .callEnded)
    ),
    SeedStory(title: "Lock, unlock, then Home", seed: seed004, steps: plain(.launch, .lock, .unlock, .home)),
  ]

  private static func plain(_ events: SystemEvent...) -> [(event: SystemEvent, conditions: AppConditions)] {
    events.map { ($0, .idle) }
  }
}
