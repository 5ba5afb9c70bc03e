import LifecycleCore
import LifecycleKit
import LifecycleSamples
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// What the explorer and its workers send each other: scenario lines, read once per process.
@MainActor
@Suite("Worker messages")
struct AppWorkerMessagesTests {
  @Test("Every path an exploration replays reads back line by line as it reads in one scenario")
  func linesReadAlone() throws {
    let setup = AppExplorationSetup(
      catalog: AppCatalog.builtIn.merging(Samples.catalog), appID: "table-naive"
    ).on(.ios4)
    let model = AppModel(setup: setup)
    model.counter.recorded = []
    let report = AppExplorer.explore(model, depth: 3)
    #expect(report.edges > 50)
    let paths = try #require(model.counter.recorded)
    #expect(paths.count > 50)
    let installLine = ScenarioPrinter.line(for: .install(setup.install))
    for path in paths {
      let lines = AppWorkerMessages.lines(path)
      // Twice: read, then kept.
      #expect(AppWorkerMessages.commands(lines, install: setup.install) == path)
      #expect(AppWorkerMessages.commands(lines, install: setup.install) == path)
      #expect(AppWorkerMessages.readTogether(lines, installLine: installLine) == path)
    }
  }

  @Test("A line that does not read makes the whole list unreadable, kept or not")
  func unreadable() {
    let install = InstallSpec(name: "Notes", appID: "notes-naive")
    #expect(AppWorkerMessages.commands(["home"], install: install) == [.home])
    #expect(AppWorkerMessages.commands(["home", "sneeze twice"], install: install) == nil)
    #expect(AppWorkerMessages.commands(["tap Elsewhere x"], install: install) == nil)
  }
}
