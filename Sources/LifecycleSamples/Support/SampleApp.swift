public import LifecycleCore
public import LifecycleSimulator
public import LifecycleUIKit

/// A sample app as the device runs it: a ``LifecycleUIKit/UIKitApp`` that, when its
/// process starts, also records the process's data folder for
/// `FileManager.default.appDocumentsDirectory` — LifecycleUIKit exposes no Documents
/// folder to app code yet. Everything else goes to the UIKit app unchanged; code that
/// needs the UIKit app's queries (alerts up, keyboard shown) reads ``uikitApp``.
public final class SampleApp: SimulatedApp {
  /// The UIKit app inside.
  public let uikitApp: UIKitApp

  /// Wraps a UIKit app.
  public init(_ uikitApp: UIKitApp) { self.uikitApp = uikitApp }

  /// Starts the UIKit app (which creates the delegate), then registers its data folder.
  public func start(in process: AppProcess) {
    let folder = process.dataDirectory
    uikitApp.start(in: process)
    // The device runs apps on the main actor's task (UIKitApp's warning); the wrapped
    // app is only touched there.
    nonisolated(unsafe) let app = uikitApp
    MainActor.assumeIsolated {
      if let application = app.application { DocumentFolders.register(folder, for: application) }
    }
  }

  /// Passes the delivery to the UIKit app.
  public func receive(_ delivery: Delivery) { uikitApp.receive(delivery) }
  /// Whether the UIKit app preserves state.
  public var preservesState: Bool { uikitApp.preservesState }
  /// Passes the request to the UIKit app.
  public func preserveState() { uikitApp.preserveState() }
  /// Passes the request to the UIKit app.
  public func restoreState() { uikitApp.restoreState() }
  /// The UIKit app's snapshot.
  public func snapshot() -> String { uikitApp.snapshot() }
  /// The UIKit app's actions.
  public var actionNames: [String] { uikitApp.actionNames }
  /// Runs an action of the UIKit app.
  public func perform(action: String, arguments: [String]) throws(AppActionError) {
    try uikitApp.perform(action: action, arguments: arguments)
  }
  /// The UIKit app's probes.
  public var probeNames: [String] { uikitApp.probeNames }
  /// Answers a probe of the UIKit app.
  public func probe(_ name: String) throws(AppActionError) -> String? { try uikitApp.probe(name) }
}
