/// A transition from one view controller to another, as a storyboard's `<segue>` describes it
/// or as code makes it (Apple's “UIStoryboardSegue”): ``perform()`` carries it out. The source
/// controller's ``UIViewController/prepare(for:sender:)`` is called before.
@preconcurrency @MainActor
open class UIStoryboardSegue {
  /// The segue's identifier in the storyboard (nil when it has none).
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue leads to (for an unwind segue, the one it returns to).
  public let destination: UIViewController
  private let performHandler: (@MainActor () -> Void)?

  /// A segue whose ``perform()`` does nothing: subclasses override it.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    performHandler = nil
  }

  /// A segue whose ``perform()`` runs `performHandler` (iOS 9 and later).
  public init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping @MainActor () -> Void
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.performHandler = performHandler
  }

  /// Carries out the transition: a storyboard's segue pushes, presents or returns as its kind
  /// says; one made with a perform handler runs it; the base class does nothing.
  open func perform() { performHandler?() }
}

extension UIViewController {
  /// The storyboard this controller was instantiated from; nil for one made in code or by a
  /// nib.
  public var storyboard: UIStoryboard? { storyboardContext?.storyboard }

  /// Runs the segue `identifier` of this controller's storyboard scene (any of its segues with
  /// that identifier: the controller's own, or one a control, bar button item or cell of the
  /// scene triggers), with `sender` handed to ``prepare(for:sender:)``.
  /// ``shouldPerformSegue(withIdentifier:sender:)`` is not consulted, as in UIKit. No such segue
  /// is UIKit's `NSInvalidArgumentException`: the app crashes (a crash report).
  public func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let segue = storyboardContext?.scene.segues.first(where: { $0.identifier == identifier }) else {
      (appHost ?? AppContext.current)?.crash(
        "NSInvalidArgumentException: Receiver (<\(type(of: self))>) has no segue with identifier '\(identifier)'"
      )
      return
    }
    StoryboardSegues.run(segue, from: self, sender: sender)
  }
}

/// How a storyboard's segues are carried out.
@MainActor
enum StoryboardSegues {
  /// A segue its source triggered (a tap, a row's selection): the source controller's
  /// `shouldPerformSegue(withIdentifier:sender:)` first.
  static func trigger(_ segue: InterfaceFile.Segue, from source: UIViewController, sender: Any?) {
    guard source.shouldPerformSegue(withIdentifier: segue.identifier ?? "", sender: sender) else { return }
    run(segue, from: source, sender: sender)
  }

  /// Instantiates the destination, calls `prepare(for:sender:)`, then performs.
  static func run(_ segue: InterfaceFile.Segue, from source: UIViewController, sender: Any?) {
    guard let context = source.storyboardContext else { return }
    if segue.kind == .unwind { return unwind(segue, from: source, sender: sender) }
    guard let destination = instantiateDestination(of: segue, context: context, source: source) else {
      return
    }
    if let style = segue.presentationStyle { destination.modalPresentationStyle = style }
    let made = UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
      transition(segue.kind, from: source, to: destination)
    }
    source.prepare(for: made, sender: sender)
    made.perform()
  }

  /// A container view's child: added to the source controller, its view put in the container.
  static func embed(
    _ segue: InterfaceFile.Segue, in container: UIView, of source: UIViewController,
    context: StoryboardContext
  ) {
    guard let destination = instantiateDestination(of: segue, context: context, source: source) else {
      return
    }
    let made = UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
      source.addChild(destination)
      container.addSubview(destination.view)
      destination.didMove(toParent: source)
    }
    source.prepare(for: made, sender: nil)
    made.perform()
  }

  private static func instantiateDestination(
    of segue: InterfaceFile.Segue, context: StoryboardContext, source: UIViewController
  ) -> UIViewController? {
    guard let scene = context.storyboard.document.scene(controllerID: segue.destination) else { return nil }
    do {
      return try context.storyboard.instantiate(scene)
    } catch {
      (source.appHost ?? AppContext.current)?.crash(
        "NSInternalInconsistencyException: could not instantiate the destination of the segue: \(error)")
      return nil
    }
  }

  private static func transition(
    _ kind: InterfaceFile.Segue.Kind, from source: UIViewController, to destination: UIViewController
  ) {
    switch kind {
    case .show:
      // “show(_:sender:)”: pushed by the navigation controller the source is in, else presented.
      source.show(destination, sender: nil)
    case .push:
      guard let navigation = source.navigationController else {
        (source.appHost ?? AppContext.current)?.crash(
          "NSGenericException: Push segues can only be used when the source controller is managed by an"
            + " instance of UINavigationController.")
        return
      }
      navigation.pushViewController(destination, animated: true)
    case .showDetail:
      source.showDetailViewController(destination, sender: nil)
    case .presentation, .modal:
      source.present(destination, animated: true)
    case .relationship, .embed, .unwind:
      break
    }
  }

  // MARK: Unwinding

  /// Finds the nearest controller up the navigation and presentation chain whose class has the
  /// unwind action registered (``SelectorDispatch``), calls `prepare(for:sender:)` on the
  /// source, the action on the destination with the segue, then returns to it: dismissing what
  /// it presents, popping its navigation stack to it.
  private static func unwind(_ segue: InterfaceFile.Segue, from source: UIViewController, sender: Any?) {
    let action = segue.unwindAction ?? ""
    let host = source.appHost ?? AppContext.current
    guard
      let destination = unwindCandidates(from: source).first(where: {
        SelectorDispatch.responds($0, to: Selector(action))
      })
    else {
      host?.process?.log(
        "the unwind segue '\(segue.identifier ?? segue.id)' found no controller up the chain from"
          + " \(type(of: source)) with a method registered for '\(action)' (SelectorDispatch.register):"
          + " nothing happened")
      return
    }
    let made = UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
      if destination.rootAncestor.presentedViewController != nil {
        destination.rootAncestor.dismiss(animated: true)
      }
      if let navigation = destination.navigationController,
        navigation.viewControllers.contains(where: { $0 === destination }),
        navigation.topViewController !== destination
      {
        let stack = navigation.viewControllers
        if let index = stack.firstIndex(where: { $0 === destination }) {
          navigation.setViewControllers(Array(stack[...index]), animated: true)
        }
      }
    }
    source.prepare(for: made, sender: sender)
    _ = SelectorDispatch.send(action, to: destination, from: made, what: "an unwind segue", host: host)
    made.perform()
  }

  /// The controllers an unwind segue may return to, nearest first: below the source in its
  /// navigation stacks, its containers, then the controllers that presented it and below them.
  static func unwindCandidates(from source: UIViewController) -> [UIViewController] {
    var result: [UIViewController] = []
    var node: UIViewController? = source
    while let current = node {
      if let parent = current.parent {
        if let navigation = parent as? UINavigationController,
          let index = navigation.viewControllers.firstIndex(where: { $0 === current })
        {
          result += navigation.viewControllers[..<index].reversed()
        }
        result.append(parent)
        node = parent
      } else if let presenter = current.presentingViewController {
        var chain = [presenter]
        while let child = chain.last?.visibleChild { chain.append(child) }
        // The presenter's own controller on screen first, then up from it.
        let deepest = chain.last ?? presenter
        result.append(deepest)
        node = deepest
      } else {
        node = nil
      }
    }
    var seen: Set<ObjectIdentifier> = []
    return result.filter { $0 !== source && seen.insert(ObjectIdentifier($0)).inserted }
  }
}
