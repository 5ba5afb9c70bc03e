import LifecycleSimulator

/// Scenario actions and probes: the delegate's ``ScenarioScript``, then the ones every
/// UIKit app has.
extension UIKitAppHost {
  /// Probes every UIKit app answers.
  static let builtInProbes = ["alert", "application-state", "keyboard", "screen"]
  /// Actions every UIKit app has.
  static let builtInActions = ["tap-alert"]

  private var script: ScenarioScript? { scriptSource() }

  var actionNames: [String] {
    let own = script?.actionNames ?? []
    return own + Self.builtInActions.filter { !own.contains($0) }
  }

  var probeNames: [String] {
    let own = script?.probeNames ?? []
    return own + Self.builtInProbes.filter { !own.contains($0) }
  }

  func perform(action: String, arguments: [String]) throws(AppActionError) {
    if let own = script?.actions[action] {
      guard let delegate else { throw AppActionError("the app has no delegate") }
      try run { own(delegate, arguments) }.get()
      return
    }
    switch action {
    case "tap-alert": try run { () throws(AppActionError) in try tapAlert(arguments.joined(separator: " ")) }
    default: throw .unknownAction(action, known: actionNames)
    }
  }

  func probe(_ name: String) throws(AppActionError) -> String? {
    if let own = script?.probes[name] { return run { delegate.flatMap(own) } }
    switch name {
    case "alert": return visibleAlertTitles.last
    case "application-state": return application.map { "\($0.state)" }
    case "keyboard": return isKeyboardVisible ? "shown" : nil
    case "screen": return visibleController.map { String(describing: type(of: $0)) }
    default: throw .unknownProbe(name, known: probeNames)
    }
  }

  /// The controller the user sees: the key window's root, through presentations and
  /// navigation stacks.
  var visibleController: UIViewController? {
    var controller = (windows.first { $0.isKeyWindow } ?? windows.first)?.rootViewController
    while let current = controller {
      if let presented = current.presentedViewController {
        controller = presented
      } else if let navigation = current as? UINavigationController, let top = navigation.topViewController {
        controller = top
      } else {
        break
      }
    }
    return controller
  }

  /// The user taps the button titled `title` of the frontmost alert.
  private func tapAlert(_ title: String) throws(AppActionError) {
    if let alert = presentedAlertControllers.last {
      guard alert.simulateUserTap(actionTitled: title) else {
        throw AppActionError(
          "the alert '\(alert.title ?? "")' has no button '\(title)'; buttons: "
            + alert.actions.compactMap(\.title).joined(separator: ", "))
      }
    } else if let alert = alertViews.last {
      guard let index = (0..<alert.numberOfButtons).first(where: { alert.buttonTitle(at: $0) == title })
      else {
        throw AppActionError(
          "the alert '\(alert.title)' has no button '\(title)'; buttons: "
            + (0..<alert.numberOfButtons).compactMap(alert.buttonTitle(at:)).joined(separator: ", "))
      }
      alert.simulateUserTap(buttonAt: index)
    } else {
      throw AppActionError("no alert is up")
    }
  }
}
