/// The path of screens the user sees, for `expect APP screen-path == "…"`.
///
/// The controllers from the key window's root to the one on screen, as
/// ``UIKitAppHost/visibleController`` walks them — a presented controller after its presenter,
/// a container's visible child (a tab bar controller's selected tab) after the container, a
/// navigation controller followed by its whole stack, bottom first — containers included. Each level is named by its `title`, else its
/// navigation item's title, else its class name; levels are joined by ` > `:
/// `UITabBarController > Cities > Paris`.
extension UIKitAppHost {
  /// The controllers on the way to the one on screen, outermost first, each with whether it
  /// was reached by a presentation (rather than as a container's child or the root).
  var visibleChain: [(controller: UIViewController, isPresented: Bool)] {
    var chain: [(controller: UIViewController, isPresented: Bool)] = []
    var controller = (windows.first { $0.isKeyWindow } ?? windows.first)?.rootViewController
    var presented = false
    while let current = controller {
      chain.append((current, presented))
      if let next = current.presentedViewController, next.coversPresenter {
        (controller, presented) = (next, true)
      } else if let child = current.visibleChild {
        (controller, presented) = (child, false)
      } else {
        break
      }
    }
    return chain
  }

  /// The screen path (`UINavigationController > Notes > Note`); nil when no window shows a
  /// controller.
  var screenPath: String? {
    let chain = visibleChain
    guard !chain.isEmpty else { return nil }
    var levels: [String] = []
    for (position, level) in chain.enumerated() {
      levels.append(Self.levelName(of: level.controller))
      guard let navigation = level.controller as? UINavigationController else { continue }
      // The stack below the top; the top follows as the next level unless something is
      // presented over the stack, and then the whole stack is under it.
      let next = chain.indices.contains(position + 1) ? chain[position + 1] : nil
      let topFollows = next.map { !$0.isPresented } ?? false
      let stack = topFollows ? Array(navigation.viewControllers.dropLast()) : navigation.viewControllers
      levels += stack.map(Self.levelName(of:))
    }
    return levels.joined(separator: " > ")
  }

  /// A level of the path: the controller's title, else its navigation item's, else its class.
  static func levelName(of controller: UIViewController) -> String {
    if let title = controller.title, !title.isEmpty { return title }
    if let title = controller.navigationItem.title, !title.isEmpty { return title }
    return String(describing: type(of: controller))
  }
}
