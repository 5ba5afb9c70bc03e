public import LifecycleCore

/// The text both diagram renderers put on titles and edges (and `lifecycle diagram --json`).
public enum DiagramLabels {
  /// `iOS 4 app lifecycle — UIApplicationExitsOnSuspend`: the profile, then each way the
  /// device or the app differs from the standard one.
  public static func title(_ diagram: StateDiagram) -> String {
    var parts = ["\(diagram.environment.profile.generation.displayName) app lifecycle"]
    if !diagram.environment.device.multitaskingSupported { parts.append("device without multitasking") }
    if diagram.app.exitsOnSuspend { parts.append("UIApplicationExitsOnSuspend") }
    if diagram.app.adoptsScenes { parts.append("scenes") }
    if !diagram.app.backgroundModes.isEmpty {
      parts.append(
        "UIBackgroundModes " + diagram.app.backgroundModes.sorted().map(\.rawValue).joined(separator: ","))
    }
    return parts.joined(separator: " — ")
  }

  /// `home [task held] / applicationWillResignActive, applicationDidEnterBackground` (events
  /// that share an arrow are listed together: `launch, switchTo / …`),
  /// with the termination cause when the edge ends the process.
  public static func edge(_ group: StateDiagram.EdgeGroup) -> String {
    let edge = group.edge
    var text = group.events.map(\.rawValue).joined(separator: ", ")
    if let guardLabel = edge.guardLabel { text += " [\(guardLabel)]" }
    if !edge.callbacks.isEmpty { text += " /\n" + edge.callbacks.map(\.rawValue).joined(separator: ",\n") }
    if let cause = edge.terminationCause { text += "\n(\(cause.rawValue))" }
    return text
  }
}
