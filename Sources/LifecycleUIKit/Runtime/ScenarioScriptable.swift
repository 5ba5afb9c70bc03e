import LifecycleSimulator

/// An app delegate that defines user actions and probes for scenarios:
/// `do Notes type "buy milk"` and `expect Notes text == "buy milk"`.
///
/// The script is static — the device lists an app's actions and probes before the app
/// runs — and its closures get the running delegate:
///
///     extension AppDelegate: ScenarioScriptable {
///       static let scenarioScript = ScenarioScript(
///         for: AppDelegate.self,
///         actions: [
///           "type": { app, arguments in app.notes.textView.insertText(arguments.joined(separator: " ")) }
///         ],
///         probes: ["text": { app in app.notes.textView.text }]
///       )
///     }
///
/// Actions run only while the app is active, as the app's code, on the main actor.
/// Every UIKit app also has the built-in probes and actions of ``UIKitApp``
/// (`alert`, `keyboard`, `screen`, `application-state`; `tap-alert`); a script's own
/// names take precedence.
@preconcurrency @MainActor
public protocol ScenarioScriptable: AnyObject {
  /// The app's actions and probes.
  static var scenarioScript: ScenarioScript { get }
}

/// The actions and probes of an app, with closures that receive its delegate.
public struct ScenarioScript: Sendable {
  /// An action: the delegate and the arguments written after the action's name. An
  /// error it throws fails the `do` step with its description (an ``AppActionError``'s
  /// message as is).
  public typealias Action<App> = @MainActor @Sendable (App, [String]) throws -> Void
  /// A probe: the delegate; returns the value, nil for `none`.
  public typealias Probe<App> = @MainActor @Sendable (App) -> String?

  let actions: [String: @MainActor @Sendable (AnyObject, [String]) -> Result<Void, AppActionError>]
  let probes: [String: Probe<AnyObject>]
  /// The argument lists the explorer tries for each action (`lifecycle explore --app`).
  let exploredArguments: [String: [[String]]]
  /// The settings the explorer changes while the app is away, each with the values it tries.
  let exploredSettings: [String: [String]]

  /// Creates a script for delegates of type `App`.
  ///
  /// `explore` gives, for an action that takes arguments, the argument lists the explorer
  /// tries (`["type": [["a"]], "scroll": [["200"]]]`: a small set, since each multiplies the
  /// sequences it tries); an action it does not name is tried with no arguments, and one it
  /// maps to `[]` is not tried at all. `settings` names the keys of the app's Settings bundle
  /// the explorer changes while the app is away (`settings APP KEY=VALUE`), with the values it
  /// tries (`["fontSize": ["18"]]`): the `fresh-settings` invariant checks the app shows them.
  public init<App: AnyObject>(
    for appType: App.Type, actions: [String: Action<App>] = [:], probes: [String: Probe<App>] = [:],
    explore: [String: [[String]]] = [:], settings: [String: [String]] = [:]
  ) {
    self.exploredArguments = explore
    self.exploredSettings = settings
    self.actions = actions.mapValues { action in
      { object, arguments in
        guard let app = object as? App else {
          return .failure(AppActionError("the delegate is not a \(App.self)"))
        }
        do {
          try action(app, arguments)
          return .success(())
        } catch let error as AppActionError {
          return .failure(error)
        } catch {
          return .failure(AppActionError("\(error)"))
        }
      }
    }
    self.probes = probes.mapValues { probe in { object in (object as? App).flatMap(probe) } }
  }

  /// The action names, sorted.
  public var actionNames: [String] { actions.keys.sorted() }
  /// Each action with the argument lists the explorer tries, in the order of the names.
  public var exploredActions: [(action: String, arguments: [String])] {
    actionNames.flatMap { name in (exploredArguments[name] ?? [[]]).map { (name, $0) } }
  }
  /// Each explored setting with each of its values, in the order of the keys.
  public var exploredSettingValues: [(key: String, value: String)] {
    exploredSettings.keys.sorted().flatMap { key in exploredSettings[key, default: []].map { (key, $0) } }
  }
  /// The probe names, sorted.
  public var probeNames: [String] { probes.keys.sorted() }
}
