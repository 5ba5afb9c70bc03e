import LifecycleRestoration

/// One preserved view controller as the archive holds it: its class, the restoration class
/// that recreates it, its own coder's values, its views' coders' values by restoration
/// identifier, and its preserved children — so the archive nests one container per object,
/// along the restoration path (`Nav`, then `Nav/List`; App Programming Guide, “Visual
/// Appearance Across Launches”).
struct PreservedController: Equatable {
  /// The controller's restoration identifier: the last component of its path.
  var identifier: String
  /// The controller's class as `String(reflecting:)` names it (`Notes.ListController`).
  var className: String
  /// The restoration class's name, when the controller had one.
  var restorationClassName: String?
  /// The name of the storyboard the controller was instantiated from, if any: what UIKit keeps
  /// under `UIStateRestorationViewControllerStoryboardKey`, to find it there again.
  var storyboardName: String? = nil
  /// What `encodeRestorableState(with:)` wrote.
  var state: RestorationContainer
  /// What each view with a restoration identifier wrote, by that identifier.
  var views: [String: RestorationContainer]
  /// The preserved children, in order (a navigation stack bottom first), then the controller
  /// this one presented, if any (``isPresented``).
  var children: [PreservedController]
  /// Whether this controller was presented by its parent rather than contained in it.
  var isPresented = false

  private enum Key {
    static let className = "class"
    static let restorationClass = "restorationClass"
    static let storyboard = "UIStateRestorationViewControllerStoryboardKey"
    static let state = "state"
    static let views = "views"
    static let children = "children"
    static let childOrder = "childOrder"
    /// The identifier, written only when the controller's key among its siblings is not its
    /// identifier (a repeated one in a navigation stack).
    static let identifier = "identifier"
    /// Written, true, for a presented controller.
    static let presented = "presented"
  }

  /// The controller's container.
  var container: RestorationContainer {
    var container = RestorationContainer()
    container.encode(className, forKey: Key.className)
    if let restorationClassName { container.encode(restorationClassName, forKey: Key.restorationClass) }
    if let storyboardName { container.encode(storyboardName, forKey: Key.storyboard) }
    if isPresented { container.encode(true, forKey: Key.presented) }
    container.encode(state, forKey: Key.state)
    container.encode(
      RestorationContainer(views.mapValues { RestorationValue.container($0) }), forKey: Key.views)
    let keys = Self.keys(of: children)
    container.encode(Self.containers(children, keys: keys), forKey: Key.children)
    container.encode(keys, forKey: Key.childOrder)
    return container
  }

  /// Reads a controller's container, kept under `key` among its siblings.
  init(identifier key: String, container: RestorationContainer) throws(LayoutError) {
    self.identifier = container.string(forKey: Key.identifier) ?? key
    let identifier = self.identifier
    guard let className = container.string(forKey: Key.className) else {
      throw LayoutError("controller \(identifier) has no class name")
    }
    self.className = className
    restorationClassName = container.string(forKey: Key.restorationClass)
    storyboardName = container.string(forKey: Key.storyboard)
    isPresented = container.bool(forKey: Key.presented) ?? false
    state = container.container(forKey: Key.state) ?? [:]
    var views: [String: RestorationContainer] = [:]
    for (key, value) in (container.container(forKey: Key.views) ?? [:]).entries {
      guard case .container(let viewState) = value else {
        throw LayoutError("view \(key) of controller \(identifier) is a \(value.kindName)")
      }
      views[key] = viewState
    }
    self.views = views
    children = try Self.read(
      container.container(forKey: Key.children) ?? [:],
      order: container.strings(forKey: Key.childOrder) ?? [],
      of: identifier)
  }

  /// A controller's record.
  init(
    identifier: String, className: String, restorationClassName: String?, storyboardName: String? = nil,
    state: RestorationContainer, views: [String: RestorationContainer], children: [PreservedController]
  ) {
    self.identifier = identifier
    self.className = className
    self.restorationClassName = restorationClassName
    self.storyboardName = storyboardName
    self.state = state
    self.views = views
    self.children = children
  }

  /// The keys of sibling controllers in the archive: each one's identifier, or, for a
  /// repeated identifier (a navigation stack may repeat one: “UINavigationController”: the
  /// navigation controller keeps each child's path unique), the identifier with `#2`, `#3`…
  /// — the first such key no sibling uses.
  static func keys(of controllers: [PreservedController]) -> [String] {
    var used = Set(controllers.map(\.identifier))
    var seen: Set<String> = []
    return controllers.map { controller in
      guard !seen.insert(controller.identifier).inserted else { return controller.identifier }
      var number = 2
      while used.contains("\(controller.identifier)#\(number)") { number += 1 }
      let key = "\(controller.identifier)#\(number)"
      used.insert(key)
      return key
    }
  }

  /// Controllers under their keys (``keys(of:)``); a controller whose key is not its
  /// identifier keeps the identifier in its container.
  static func containers(_ controllers: [PreservedController], keys: [String]? = nil) -> RestorationContainer
  {
    let keys = keys ?? Self.keys(of: controllers)
    return RestorationContainer(
      zip(keys, controllers).map { key, controller in
        var container = controller.container
        if key != controller.identifier { container.encode(controller.identifier, forKey: Key.identifier) }
        return (key, RestorationValue.container(container))
      })
  }

  /// Reads the controllers of `container` in `order`; every key must be listed once.
  static func read(
    _ container: RestorationContainer, order: [String], of owner: String
  ) throws(LayoutError) -> [PreservedController] {
    guard Set(order).count == order.count, Set(order) == Set(container.keys) else {
      throw LayoutError("the order of the controllers under \(owner) does not list each of them once")
    }
    var controllers: [PreservedController] = []
    for identifier in order {
      guard let child = container.container(forKey: identifier) else {
        throw LayoutError("controller \(identifier) under \(owner) is not a container")
      }
      controllers.append(try PreservedController(identifier: identifier, container: child))
    }
    return controllers
  }
}

/// An archive that is whole and checksummed but does not hold what state preservation
/// writes (another layout, a missing part): rejected like a damaged file.
struct LayoutError: Error, CustomStringConvertible {
  /// What is wrong.
  var description: String
  init(_ description: String) { self.description = description }
}
