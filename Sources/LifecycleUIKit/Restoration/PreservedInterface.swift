import LifecycleRestoration

/// What state preservation writes into the ``RestorationArchive``'s root container: the
/// layout version, the app delegate's own state (when it opted in), the preserved view
/// controllers from each window's root, and each scene's activity and storage.
///
///     layout: 1
///     app: [UIApplicationStateRestorationBundleVersionKey: "1.0", …, the delegate's keys]
///     controllers: [Nav: [class: …, state: […], views: […], children: [List: […], Editor: […]],
///                         childOrder: ["List", "Editor"]]]
///     rootOrder: ["Nav"]
///     scenes: [scene-1: [activity: [activityType: …, userInfo: […]], storage: [draft: "…"]]]
///
/// The container's keys are sorted in the file, so the orders that matter are kept as lists
/// (`rootOrder`, `childOrder`).
struct PreservedInterface: Equatable {
  /// The layout this build writes and reads; another is rejected like a damaged archive.
  static let layoutVersion = 1

  /// The app delegate's coder values; nil when the delegate did not opt in to view
  /// controller preservation (a scene app's archive holds only its scenes).
  var appState: RestorationContainer?
  /// The preserved root view controllers, one per window, in window order.
  var controllers: [PreservedController]
  /// The preserved scenes.
  var scenes: [PreservedScene]

  /// An interface record.
  init(appState: RestorationContainer?, controllers: [PreservedController], scenes: [PreservedScene]) {
    self.appState = appState
    self.controllers = controllers
    self.scenes = scenes
  }

  /// Whether there is anything to restore.
  var isEmpty: Bool { appState == nil && controllers.isEmpty && scenes.isEmpty }

  /// The archive's root container.
  var container: RestorationContainer {
    var root: RestorationContainer = ["layout": .int(Self.layoutVersion)]
    if let appState { root["app"] = .container(appState) }
    if !controllers.isEmpty {
      root["controllers"] = .container(PreservedController.containers(controllers))
      root["rootOrder"] = .strings(controllers.map(\.identifier))
    }
    if !scenes.isEmpty {
      root["scenes"] = .container(
        RestorationContainer(scenes.map { ($0.sessionIdentifier, RestorationValue.container($0.container)) }))
    }
    return root
  }

  /// Reads the archive's root container.
  init(container root: RestorationContainer) throws(LayoutError) {
    guard let layout = root.int(forKey: "layout") else {
      throw LayoutError("no layout version: not written by state preservation")
    }
    guard layout == Self.layoutVersion else {
      throw LayoutError("unknown layout version \(layout) (this build reads layout \(Self.layoutVersion))")
    }
    appState = root.container(forKey: "app")
    controllers = try PreservedController.read(
      root.container(forKey: "controllers") ?? [:], order: root.strings(forKey: "rootOrder") ?? [],
      of: "the root")
    var scenes: [PreservedScene] = []
    for (identifier, value) in (root.container(forKey: "scenes") ?? [:]).entries {
      guard case .container(let scene) = value else {
        throw LayoutError("scene \(identifier) is not a container")
      }
      scenes.append(try PreservedScene(sessionIdentifier: identifier, container: scene))
    }
    self.scenes = scenes
  }
}
