import LifecycleCore
import LifecycleSimulator

/// A test app whose reaction to each callback is a closure, for driving the device's
/// background time, watchdog and work scheduling from tests.
final class ScriptedApp: SimulatedApp {
  var process: AppProcess?
  var reactions: [LifecycleCallback: @MainActor (ScriptedApp) -> Void]
  private(set) var received: [Delivery] = []

  init(_ reactions: [LifecycleCallback: @MainActor (ScriptedApp) -> Void] = [:]) {
    self.reactions = reactions
  }

  func start(in process: AppProcess) { self.process = process }

  func receive(_ delivery: Delivery) {
    received.append(delivery)
    if case .callback(let callback) = delivery { reactions[callback]?(self) }
  }

  var actionNames: [String] { ["busy"] }

  func perform(action: String, arguments: [String]) throws(AppActionError) {
    guard action == "busy" else { throw .unknownAction(action, known: actionNames) }
    process?.keepMainThreadBusy(for: .seconds(Int64(arguments.first.flatMap(Int.init) ?? 1)))
  }

  var probeNames: [String] { ["tasks"] }

  func probe(_ name: String) throws(AppActionError) -> String? {
    guard name == "tasks" else { throw .unknownProbe(name, known: probeNames) }
    return process.map { String($0.openBackgroundTasks.count) }
  }
}

extension AppCatalog {
  /// The built-in catalog plus one scripted app under `id`, made fresh for every process.
  static func with(_ id: String, _ make: @escaping @MainActor @Sendable () -> ScriptedApp) -> AppCatalog {
    AppCatalog.builtIn.adding(id) { make() }
  }
}
