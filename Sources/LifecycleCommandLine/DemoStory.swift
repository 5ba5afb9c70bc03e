/// A story one of the seeds tells, as a scenario body that runs on every profile with
/// a `tracer` app.
struct DemoStory: Sendable {
  var title: String
  var seed: String
  var multitasking = true
  /// Scenario steps without the `device` line.
  var body: String

  static let catalog: [DemoStory] = [
    DemoStory(
      title: "Home, then back to the app", seed: "000_977b0f7bda7fc213.txt",
      body: "install App\nlaunch App\nhome\nlaunch App"
    ),
    DemoStory(
      title: "Home on a device without multitasking", seed: "000_977b0f7bda7fc213.txt", multitasking: false,
      body: "install App\nlaunch App\nhome\nlaunch App"
    ),
    DemoStory(
      title: "Home with UIApplicationExitsOnSuspend", seed: "001_217f40ce8b491bf2.txt",
      body: "install App exits-on-suspend\nlaunch App\nhome\nlaunch App"
    ),
    DemoStory(
      title: "Suspended, then killed for memory: no callback", seed: "003_f8ac2781d3b998e8.txt",
      body:
        "install App footprint=100MB\ninstall Game footprint=120MB\nlaunch App\nlaunch Game\nmemory-pressure\nlaunch App"
    ),
    DemoStory(
      title: "A call, declined", seed: "004_bf06578b9e357497.txt",
      body: "install App\nlaunch App\ncall incoming\ncall decline"
    ),
    DemoStory(
      title: "A call, answered, then ended", seed: "004_bf06578b9e357497.txt",
      body: "install App\nlaunch App\ncall incoming\ncall accept\ncall end"
    ),
    DemoStory(
      title: "Lock, unlock, then Home", seed: "004_bf06578b9e357497.txt",
      body: "install App\nlaunch App\nlock\nunlock\nhome"
    ),
    DemoStory(
      title: "Settings changed while suspended", seed: "000_977b0f7bda7fc213.txt",
      body: "install App\nlaunch App\nhome\nsettings App fontSize=18\nlocale fr_FR\nlaunch App"
    ),
    DemoStory(
      title: "Language changed: the app is terminated", seed: "000_977b0f7bda7fc213.txt",
      body: "install App\nlaunch App\nhome\nlanguage ja\nlaunch App"
    ),
  ]
}
