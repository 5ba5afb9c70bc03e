/// A story one of the articles in Docs/Sources.md tells, as a scenario body that runs on
/// every profile with `tracer` apps.
struct DemoStory: Sendable {
  var title: String
  var source: Article
  /// Whether the story's device supports multitasking; false writes `multitasking=no`
  /// on the device line.
  var multitasking = true
  /// Scenario steps without the `device` line.
  var body: String

  /// The articles the stories come from, by the titles Docs/Sources.md gives them.
  enum Article: String, Sendable {
    case multitaskingPitfalls = "Multitasking pitfalls"
    case treacherousMultitasking = "Treacherous multitasking"
    case scrollPositionAfterMemoryWarning = "Scroll position after a memory warning"
    case lifecycleAndStateTransitions = "Lifecycle and state transitions"
    case callOrLock = "Call or lock?"

    /// `the article “Multitasking pitfalls” (Docs/Sources.md)`.
    var citation: String { "the article “\(rawValue)” (Docs/Sources.md)" }
  }

  /// The apps the story installs, in order.
  var apps: [String] {
    body.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      return words.first == "install" && words.count > 1 ? String(words[1]) : nil
    }
  }

  /// The steps after the installs: one table row each.
  var steps: [String] {
    body.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("install") }
  }

  /// The scenario text on `generation`: the device line, then the body.
  func scenario(on generation: String) -> String {
    "device profile=\(generation) memory=256MB\(multitasking ? "" : " multitasking=no") seed=1\n" + body
  }

  static let catalog: [DemoStory] = [
    DemoStory(
      title: "Home, then back to the app", source: .multitaskingPitfalls,
      body: "install App\nlaunch App\nhome\nlaunch App"
    ),
    DemoStory(
      title: "Home on a device without multitasking", source: .multitaskingPitfalls, multitasking: false,
      body: "install App\nlaunch App\nhome\nlaunch App"
    ),
    DemoStory(
      title: "Home with UIApplicationExitsOnSuspend", source: .treacherousMultitasking,
      body: "install App exits-on-suspend\nlaunch App\nhome\nlaunch App"
    ),
    DemoStory(
      title: "Suspended, then killed for memory: no callback", source: .lifecycleAndStateTransitions,
      body:
        "install App footprint=100MB\ninstall Game footprint=120MB\nlaunch App\nlaunch Game\nmemory-pressure\nlaunch App"
    ),
    DemoStory(
      title: "A call, declined", source: .callOrLock,
      body: "install App\nlaunch App\ncall incoming\ncall decline"
    ),
    DemoStory(
      title: "A call, answered, then ended", source: .callOrLock,
      body: "install App\nlaunch App\ncall incoming\ncall accept\ncall end"
    ),
    DemoStory(
      title: "Lock, unlock, then Home", source: .callOrLock,
      body: "install App\nlaunch App\nlock\nunlock\nhome"
    ),
    DemoStory(
      title: "Settings changed while suspended", source: .multitaskingPitfalls,
      body: "install App\nlaunch App\nhome\nsettings App fontSize=18\nlocale fr_FR\nlaunch App"
    ),
    DemoStory(
      title: "Language changed: the app is terminated", source: .multitaskingPitfalls,
      body: "install App\nlaunch App\nhome\nlanguage ja\nlaunch App"
    ),
  ]
}
