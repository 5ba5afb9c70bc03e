import LifecycleCore
import LifecycleSamples
import LifecycleSimulator
import Testing

/// The sample catalog: every app of the table is there, with the actions and probes it
/// declares, and each of them works.
@MainActor
@Suite("Sample catalog")
struct CatalogTests {
  /// The identifiers the issue's table asks for.
  nonisolated static let identifiers = [
    "notes-naive", "notes", "list-naive", "list", "settings-naive", "settings", "alert-naive", "alert",
    "mail-naive", "mail", "table-naive", "table", "upload-naive", "upload", "drafts-naive", "drafts",
    "call-detector", "feed-naive", "feed",
    "nib-external",
  ]

  /// The short names of the five articles in `Docs/Sources.md`.
  nonisolated static let articles = [
    "Multitasking pitfalls", "Treacherous multitasking", "Scroll position after a memory warning",
    "Lifecycle and state transitions", "Call or lock?",
  ]

  /// One use of an action: the app, the action with its arguments, then a probe and
  /// the value it must answer afterwards.
  struct Use: Sendable, CustomTestStringConvertible {
    var app: String
    var action: [String]
    var probe: String
    var expected: String?
    var testDescription: String { "\(app): \(action.joined(separator: " ")) → \(probe)" }
  }

  nonisolated static let uses: [Use] = [
    Use(app: "notes-naive", action: ["type", "buy milk"], probe: "text", expected: "buy milk"),
    Use(app: "notes", action: ["type", "buy milk"], probe: "saved", expected: nil),
    Use(app: "list-naive", action: ["add", "milk"], probe: "items", expected: "milk"),
    Use(app: "list", action: ["add", "milk"], probe: "count", expected: "1"),
    Use(app: "alert-naive", action: ["show-alert", "Sure?"], probe: "alert", expected: "Sure?"),
    Use(app: "alert", action: ["show-alert", "Sure?"], probe: "alert", expected: "Sure?"),
    Use(app: "mail-naive", action: ["compose"], probe: "composer", expected: "shown"),
    Use(app: "mail", action: ["compose"], probe: "alert", expected: nil),
    Use(app: "table-naive", action: ["scroll", "120"], probe: "offset", expected: "120"),
    Use(app: "table-naive", action: ["push"], probe: "screen", expected: "ItemDetailViewController"),
    Use(app: "table-naive", action: ["pop"], probe: "screen", expected: "NaiveScrollTableViewController"),
    Use(app: "table", action: ["scroll", "44"], probe: "offset", expected: "44"),
    Use(app: "table", action: ["push"], probe: "screen", expected: "ItemDetailViewController"),
    Use(app: "table", action: ["pop"], probe: "offset", expected: "0"),
    Use(app: "upload-naive", action: ["upload", "10"], probe: "uploaded", expected: "0"),
    Use(app: "upload", action: ["upload", "10"], probe: "uploaded", expected: "0"),
    Use(app: "drafts-naive", action: ["type", "dear diary"], probe: "text", expected: "dear diary"),
    Use(app: "drafts-naive", action: ["save"], probe: "saved", expected: ""),
    Use(app: "drafts", action: ["type", "dear diary"], probe: "saved", expected: nil),
    Use(app: "drafts", action: ["save"], probe: "saved", expected: ""),
    Use(app: "call-detector", action: ["open", "News"], probe: "screen", expected: "News"),
    Use(app: "call-detector", action: ["open", "News"], probe: "resumed-after-call", expected: "no"),
    Use(app: "nib-external", action: ["rename", "Ann"], probe: "field", expected: "Ann"),
    // Offline, as a device starts: the launch's load and the reload both fail at once.
    Use(app: "feed-naive", action: ["reload"], probe: "loads", expected: "2"),
    Use(
      app: "feed", action: ["reload"], probe: "headline",
      expected: "The Internet connection appears to be offline."),
  ]

  @Test("every sample id of the table is registered, and described")
  func everyIdentifierIsRegistered() {
    #expect(Samples.catalog.identifiers == Self.identifiers.sorted())
    #expect(Samples.descriptions.map(\.identifier) == Self.identifiers)
    for description in Samples.descriptions {
      #expect(!description.seeds.isEmpty && description.seeds.allSatisfy(Self.articles.contains))
    }
  }

  @Test("the command line can install every sample next to the tracer")
  func mergesWithTheBuiltIns() {
    let merged = AppCatalog.builtIn.merging(Samples.catalog)
    #expect(merged.identifiers == (["tracer"] + Self.identifiers).sorted())
  }

  @Test("every sample defines the actions and answers the probes its description declares")
  func declaredNamesExist() throws {
    for description in Samples.descriptions {
      let app = try #require(Samples.catalog.makeApp(description.identifier))
      #expect(Set(description.actions).isSubset(of: app.actionNames), "\(description.identifier)")
      #expect(Set(description.probes).isSubset(of: app.probeNames), "\(description.identifier)")
    }
  }

  @Test("every declared probe answers on a freshly launched app", arguments: identifiers)
  func probesAnswer(_ identifier: String) throws {
    let description = try #require(Samples.descriptions.first { $0.identifier == identifier })
    try withDevice(.ios7) { device in
      try device.install("App", app: identifier)
      try device.launch("App")
      for probe in description.probes { _ = try device.probe(probe, of: "App") }
      #expect(device.state(of: "App") == .active)
    }
  }

  @Test("every declared action works", arguments: uses)
  func actionWorks(_ use: Use) throws {
    try withDevice(.ios7) { device in
      try device.install("App", app: use.app)
      try device.launch("App")
      #expect(try device.perform(use.action[0], arguments: Array(use.action.dropFirst()), in: "App") == nil)
      #expect(try device.probe(use.probe, of: "App") == use.expected)
      #expect(device.reports.isEmpty)
    }
  }

  @Test("every declared action is exercised by the action test")
  func everyActionIsExercised() {
    let exercised = Set(Self.uses.map { "\($0.app) \($0.action[0])" })
    for description in Samples.descriptions {
      for action in description.actions {
        #expect(
          exercised.contains("\(description.identifier) \(action)"), "\(description.identifier) \(action)")
      }
    }
  }
}
