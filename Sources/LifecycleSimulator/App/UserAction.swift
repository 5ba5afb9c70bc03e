/// Something the user can do in an app on screen, as the explorer tries it: a UI step on an
/// element the app shows, or one of the app's own declared actions with an argument list.
public enum UserAction: Hashable, Sendable {
  /// A UI step (`tap APP TARGET`, `type APP TARGET "a"`, `back APP`, …).
  case drive(UIDriverAction)
  /// An action the app declares (`do APP ACTION ARGUMENTS…`).
  case perform(action: String, arguments: [String])

  /// The scenario step that does it in `app`.
  public func command(in app: String) -> ScenarioCommand {
    switch self {
    case .drive(let action): .drive(app: app, action)
    case .perform(let action, let arguments): .perform(app: app, action: action, arguments: arguments)
    }
  }
}
