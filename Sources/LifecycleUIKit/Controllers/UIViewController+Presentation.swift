import LifecycleCore

extension UIViewController {
  /// Presents a controller modally over this one's root ancestor, in its window. The
  /// transition happens at once; `completion` runs after it.
  ///
  /// As in UIKit: presenting a nil controller — a mail composer made without a mail
  /// account (article “Multitasking pitfalls”) — or one that is already on screen is an
  /// exception, reported as a crash of the app (never a trap of the test process);
  /// presenting while already presenting, or from a view that is not in a window, is
  /// logged and ignored.
  public func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (@MainActor () -> Void)? = nil
  ) {
    let host = appHost ?? AppContext.current
    let presenter = rootAncestor
    if viewControllerToPresent.standsForNil {
      host?.crash(
        "NSInvalidArgumentException: Application tried to present a nil modal view controller on target"
          + " <\(type(of: presenter))>.")
      return
    }
    if viewControllerToPresent.parent != nil || viewControllerToPresent.presentingViewController != nil
      || viewControllerToPresent.viewIfLoaded?.window != nil
    {
      host?.crash(
        "NSInvalidArgumentException: Application tried to present modally an active controller"
          + " <\(type(of: viewControllerToPresent))>.")
      return
    }
    if let current = presenter.presentedViewController {
      host?.process?.log(
        "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) which is already"
          + " presenting \(type(of: current))")
      return
    }
    guard let window = presenter.viewIfLoaded?.window else {
      host?.process?.log(
        "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) whose view is not in"
          + " the window hierarchy")
      return
    }
    presenter.presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = presenter
    AppearanceUpdates.batch {
      window.addSubview(viewControllerToPresent.view)
      let profile = host?.process?.environment.profile ?? .of(OSGeneration.allCases.last!)
      if viewControllerToPresent.modalPresentationStyle.removesPresenterView(on: profile),
        let beneath = presenter.viewIfLoaded
      {
        viewControllerToPresent.viewBeneath = beneath
        beneath.removeFromSuperview()
      }
    }
    (viewControllerToPresent as? UISearchController)?.didGetPresentedByApp()
    completion?()
  }

  /// Dismisses the controller this one (or its root ancestor) presents, or — when it
  /// presents nothing — this controller itself, with everything presented above it.
  public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
    let root = rootAncestor
    if root.presentedViewController != nil {
      root.dismissPresentedController()
    } else if let presenter = root.presentingViewController {
      presenter.dismissPresentedController()
    }
    completion?()
  }

  private func dismissPresentedController() {
    guard let presented = presentedViewController else { return }
    presented.dismissPresentedController()
    // A search ends as its own dismissal does (its delegate told, its bar resigned).
    (presented as? UISearchController)?.deactivate()
    AppearanceUpdates.batch {
      if let beneath = presented.viewBeneath, let view = presented.viewIfLoaded, let window = view.window {
        window.insertSubview(beneath, belowSubview: view)
      }
      presented.viewIfLoaded?.removeFromSuperview()
    }
    presented.viewBeneath = nil
    presented.presentingViewController = nil
    presentedViewController = nil
  }
}
