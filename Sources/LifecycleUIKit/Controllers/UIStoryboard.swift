/// A storyboard: Xcode's file of view controller scenes and the segues between them, read from
/// `NAME.storyboard` in the app's ``InterfaceBundle`` (also in its `Base.lproj` and other
/// `.lproj` folders) as Xcode 8 and later write it (`Docs/InterfaceFiles.md`, Storyboards).
///
/// As UIKit does (Apple's “UIStoryboard”), each instantiation makes a new controller from its
/// scene alone: the controller, its navigation item and bar button items, and the controllers
/// its relationship segues name (a navigation controller's root, a tab bar controller's tabs);
/// its view is loaded from the scene only when first needed, as a nib-backed controller's is;
/// the other scenes are instantiated when a segue leads to them. Custom classes are the
/// `customClass` names registered with ``UINib/register(_:named:)`` (`customModule` is ignored).
///
/// A missing or bad file is an exception on iOS: here the app crashes (a crash report naming the
/// ``NibLoadingError``). ``loadOrThrow(name:bundle:)`` and the `…OrThrow` methods throw instead.
@preconcurrency @MainActor
public final class UIStoryboard {
  /// The storyboard's name, without extension (`Main`).
  public let name: String
  let document: StoryboardDocument
  private let host: UIKitAppHost?

  private init(name: String, document: StoryboardDocument, host: UIKitAppHost?) {
    self.name = name
    self.document = document
    self.host = host
  }

  /// The storyboard `name` (`NAME.storyboard`) of the running app's interface bundle — nil and
  /// `Bundle.main` mean the app's; another bundle (a package's `Bundle.module`) is searched as
  /// ``InterfaceBundle/init(bundle:)`` does. A storyboard that is not there, or that cannot be
  /// read, crashes the app, as UIKit's exception does; the storyboard then has no scenes.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    let host = AppContext.current
    do {
      let document = try Self.read(name, bundle: storyboardBundleOrNil, host: host)
      self.init(name: name, document: document, host: host)
    } catch {
      host?.crash(
        "NSInvalidArgumentException: Could not load the storyboard named '\(name)' in bundle \(storyboardBundleOrNil.map { "\($0.bundleURL.path)" } ?? "main"): \(error)"
      )
      self.init(name: name, document: StoryboardDocument(file: "\(name).storyboard"), host: host)
    }
  }

  /// The storyboard `name`, or what is wrong with it: the file is found and read (every scene
  /// and segue checked), not instantiated. (LifecycleUIKit addition.)
  public static func loadOrThrow(name: String, bundle storyboardBundleOrNil: Bundle?) throws(NibLoadingError)
    -> UIStoryboard
  {
    let host = AppContext.current
    return UIStoryboard(
      name: name, document: try read(name, bundle: storyboardBundleOrNil, host: host), host: host)
  }

  /// A storyboard given as the text of its file (a test's): `name` is what errors call it.
  /// (LifecycleUIKit addition.)
  public static func loadOrThrow(name: String, xml: String) throws(NibLoadingError) -> UIStoryboard {
    UIStoryboard(
      name: name, document: try StoryboardDocument.read(Data(xml.utf8), file: "\(name).storyboard"),
      host: AppContext.current)
  }

  private static func read(_ name: String, bundle: Bundle?, host: UIKitAppHost?) throws(NibLoadingError)
    -> StoryboardDocument
  {
    let interfaceBundle =
      if let bundle, bundle !== Bundle.main {
        InterfaceBundle(bundle: bundle)
      } else {
        host?.interfaceBundle ?? InterfaceBundle.shared
      }
    let (data, file) = try interfaceBundle.contents(forStoryboardNamed: name)
    return try StoryboardDocument.read(data, file: file)
  }

  /// Whether the storyboard is a launch screen (`launchScreen="YES"`): read and ignored, it
  /// instantiates nothing. (LifecycleUIKit addition.)
  public var isLaunchScreen: Bool { document.isLaunchScreen }

  /// A new instance of the initial view controller (the arrow in Xcode, `initialViewController`),
  /// nil when the storyboard has none (a launch screen among them). A scene that cannot be
  /// instantiated crashes the app (a crash report) and gives nil.
  public func instantiateInitialViewController() -> UIViewController? {
    do {
      return try instantiateInitialViewControllerOrThrow()
    } catch {
      crash(
        "NSInternalInconsistencyException: could not instantiate the storyboard's initial view controller: \(error)"
      )
      return nil
    }
  }

  /// A new instance of the initial view controller, or nil when there is none; throws what is
  /// wrong with its scene. (LifecycleUIKit addition.)
  public func instantiateInitialViewControllerOrThrow() throws(NibLoadingError) -> UIViewController? {
    guard !document.isLaunchScreen, let id = document.initialControllerID,
      let scene = document.scene(controllerID: id)
    else { return nil }
    return try instantiate(scene)
  }

  /// A new instance of the controller whose Storyboard ID is `identifier`. No such controller is
  /// UIKit's `NSInvalidArgumentException`: the app crashes (a crash report), and a plain
  /// controller stands in for the result.
  public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    do {
      return try instantiateViewControllerOrThrow(withIdentifier: identifier)
    } catch {
      crash(
        error.kind == .unknownObject
          ? "NSInvalidArgumentException: Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller"
            + " with identifier '\(identifier)'"
          : "NSInternalInconsistencyException: could not instantiate the view controller '\(identifier)': \(error)"
      )
      return UIViewController()
    }
  }

  /// A new instance of the controller whose Storyboard ID is `identifier`, or what is wrong
  /// (`unknownObject` when no scene has that identifier). (LifecycleUIKit addition.)
  public func instantiateViewControllerOrThrow(withIdentifier identifier: String) throws(NibLoadingError)
    -> UIViewController
  {
    guard let scene = document.scene(identifier: identifier) else {
      let known = document.scenes.compactMap(\.storyboardIdentifier).sorted().map { "'\($0)'" }
      throw NibLoadingError(
        .unknownObject, file: document.file, keyPath: "",
        "no view controller has the Storyboard ID '\(identifier)'; Storyboard IDs: "
          + (known.isEmpty ? "none" : known.joined(separator: ", ")))
    }
    return try instantiate(scene)
  }

  private func crash(_ reason: String) { (host ?? AppContext.current)?.crash(reason) }

  // MARK: Scenes

  /// Makes the controller of `scene`: its file, then the controllers of its relationship
  /// segues, then the segues its bar button items trigger.
  func instantiate(_ scene: StoryboardScene) throws(NibLoadingError) -> UIViewController {
    var loader = NibLoader(fileName: document.file, file: scene.controllerFile)
    _ = try loader.load(owner: nil, externalObjects: [:])
    log(loader.notes)
    guard let controller = loader.objectsByID[scene.controllerID] as? UIViewController else {
      throw NibLoadingError(
        .malformed, file: document.file, keyPath: scene.controllerFile.objects.first?.origin ?? scene.origin,
        "the scene's view controller is not a UIViewController")
    }
    var objects = loader.objectsByID
    objects[scene.controllerID] = nil
    let context = StoryboardContext(storyboard: self, scene: scene, objects: objects)
    controller.storyboardContext = context
    let relationships = scene.segues.filter { $0.kind == .relationship && $0.source == scene.controllerID }
    if let first = relationships.first {
      var children: [UIViewController] = []
      for segue in relationships {
        guard let destination = document.scene(controllerID: segue.destination) else { continue }
        children.append(try instantiate(destination))
      }
      switch (controller, first.relationship) {
      case (let navigation as UINavigationController, "rootViewController"):
        navigation.setViewControllers(Array(children.prefix(1)), animated: false)
      case (let tabs as UITabBarController, "viewControllers"):
        tabs.setViewControllers(children, animated: false)
      default:
        throw NibLoadingError(
          .malformed, file: document.file, keyPath: first.origin,
          "a '\(first.relationship ?? "")' relationship needs a "
            + (first.relationship == "rootViewController" ? "navigation" : "tab bar")
            + " controller, not \(type(of: controller))")
      }
    }
    context.wireSegues(from: objects, ids: scene.controllerIDs, of: controller)
    return controller
  }

  func log(_ notes: [String]) {
    for note in notes { (host ?? AppContext.current)?.process?.log(note) }
  }
}

/// What a controller made from a storyboard keeps of it: the storyboard, its scene, and the
/// objects its scene's controller file made (its navigation item and bar button items), which
/// its view's file and its prototype cells refer to.
@MainActor
final class StoryboardContext {
  let storyboard: UIStoryboard
  let scene: StoryboardScene
  /// The controller file's objects by id, the controller left out.
  let objects: [String: Any]

  init(storyboard: UIStoryboard, scene: StoryboardScene, objects: [String: Any]) {
    self.storyboard = storyboard
    self.scene = scene
    self.objects = objects
  }

  /// Loads the scene's view with `controller` as File's Owner; gives its tables and collection
  /// views their prototype cells, wires the segues its controls trigger, then performs its embed segues (before the
  /// controller's `viewDidLoad`, as UIKit does). A bad view crashes the app (a crash report).
  func loadView(of controller: UIViewController) {
    guard let file = scene.viewFile else { return }
    do {
      var loader = NibLoader(fileName: storyboard.document.file, file: file)
      _ = try loader.load(owner: controller, externalObjects: objects)
      storyboard.log(loader.notes)
      for prototype in scene.prototypes {
        let make = { @MainActor [weak self, weak controller] () -> UIView? in
          guard let self, let controller else { return nil }
          return makeCell(prototype, owner: controller)
        }
        switch loader.objectsByID[prototype.listID] {
        case let table as UITableView:
          table.storyboardPrototypes[prototype.reuseIdentifier] = { make() as? UITableViewCell }
        case let collection as UICollectionView:
          let key = UICollectionView.ReuseKey(
            kind: prototype.kind ?? UICollectionView.cellKind, identifier: prototype.reuseIdentifier)
          collection.storyboardPrototypes[key] = { make() as? UICollectionReusableView }
        default: continue
        }
      }
      wireSegues(from: loader.objectsByID, ids: scene.viewIDs, of: controller)
      for segue in scene.segues where segue.kind == .embed && scene.viewIDs.contains(segue.source) {
        guard let container = loader.objectsByID[segue.source] as? UIView else { continue }
        StoryboardSegues.embed(segue, in: container, of: controller, context: self)
      }
    } catch {
      (controller.appHost ?? AppContext.current)?.crash(
        "NSInternalInconsistencyException: could not load the view of \(type(of: controller)) from the storyboard: \(error)"
      )
    }
  }

  /// A new cell (or supplementary view) of `prototype`, its segues wired; a bad cell crashes the
  /// app and gives nil.
  private func makeCell(_ prototype: StoryboardScene.Prototype, owner: UIViewController) -> UIView? {
    do {
      var loader = NibLoader(fileName: storyboard.document.file, file: prototype.file)
      let cell = try loader.load(owner: owner, externalObjects: objects).first as? UIView
      storyboard.log(loader.notes)
      wireSegues(from: loader.objectsByID, ids: prototype.ids, of: owner)
      return cell
    } catch {
      (owner.appHost ?? AppContext.current)?.crash(
        "NSInternalInconsistencyException: could not make the prototype cell '\(prototype.reuseIdentifier)': \(error)"
      )
      return nil
    }
  }

  /// Makes the segues whose source is one of `ids` run when their source is used: a control's
  /// primary action, a bar button item's tap, a cell's selection.
  func wireSegues(from created: [String: Any], ids: Set<String>, of controller: UIViewController) {
    for segue in scene.segues
    where ids.contains(segue.source) && segue.kind != .relationship && segue.kind != .embed {
      let trigger: @MainActor (Any) -> Void = { [weak controller] sender in
        guard let controller else { return }
        StoryboardSegues.trigger(segue, from: controller, sender: sender)
      }
      switch created[segue.source] {
      case let cell as UITableViewCell: cell.selectionSegue = { [weak cell] in if let cell { trigger(cell) } }
      case let cell as UICollectionViewCell:
        cell.selectionSegue = { [weak cell] in if let cell { trigger(cell) } }
      case let control as UIControl:
        control.addSegueTrigger { [weak control] in if let control { trigger(control) } }
      case let item as UIBarButtonItem:
        item.builtInTap = { [weak item] in if let item { trigger(item) } }
      default: break  // The controller's own segues run by identifier (performSegue).
      }
    }
  }
}
