import LifecycleRestoration
import LifecycleSimulator

/// State preservation: what the device's `.preserveState` effect runs, shortly after
/// `applicationDidEnterBackground` returns (App Programming Guide, “Visual Appearance Across
/// Launches”; “Preparing your UI to run in the background”), on iOS 6 and later
/// (“Preserving your app's UI across launches”).
///
/// For an app without scenes: when the delegate opts in (``RestorationOptIn``), the delegate
/// writes its app-level state first (`application(_:willEncodeRestorableStateWith:)`, "at
/// the very beginning", as the guide says); then every view controller with a restoration
/// identifier, from each window's root down, encodes its state into a coder of its own, and
/// so does every view with a restoration identifier in its view tree. For scenes (iOS 13):
/// each scene's `stateRestorationActivity(for:)` and ``SceneStorage`` values. Everything
/// becomes one ``RestorationArchive`` — a nested container per object — saved with
/// ``DurableArchiveStore``; an app with nothing to preserve has its old archive removed.
@MainActor
final class StatePreservation {
  private let host: UIKitAppHost
  private var preservedPaths: [String] = []
  private var notes: [String] = []
  private var secure = false

  init(host: UIKitAppHost) { self.host = host }

  private var isAlive: Bool { host.process?.isAlive == true }

  /// Preserves the app's interface now.
  func preserve() {
    guard let process = host.process, let application = host.application else { return }
    var appState: RestorationContainer?
    var controllers: [PreservedController] = []
    // Scene apps restore through NSUserActivity and SceneStorage
    // (“stateRestorationActivity(for:)”, “SceneStorage”); view controller preservation is
    // for apps without scenes (a modelling choice: see Docs/UIKitShadowing.md).
    if !host.usesScenes, let delegate = application.delegate {
      let optIn = RestorationOptIn(
        application: application, delegate: delegate,
        offersSecureVariants: host.offersSecureRestorationVariants)
      if let coder = optIn.coderForSaving(), isAlive {
        secure = coder.requiresSecureCoding
        delegate.application(application, willEncodeRestorableStateWith: coder)
        controllers = preserveWindows()
        let archived = coder.archived()
        appState = archived.container
        note(archived.leftOut, of: "the app delegate")
      }
    }
    let scenes = preserveScenes()
    guard isAlive else { return }  // the app crashed in its own preservation code
    let interface = PreservedInterface(appState: appState, controllers: controllers, scenes: scenes)
    // Nothing to keep (the app did not opt in): nothing is saved, and the device decides what
    // becomes of an older archive.
    guard !interface.isEmpty else { return }
    RestorationArchiveFile(process: process).save(interface)
    var parts = scenes.map(\.summary)
    if appState != nil {
      parts.insert(
        preservedPaths.isEmpty ? "no view controller" : preservedPaths.joined(separator: ", "), at: 0)
    }
    process.log("state preserved: " + parts.joined(separator: "; "))
    for line in notes { process.log(line) }
  }

  /// The root controllers of the windows with a restoration identifier, each with its tree.
  private func preserveWindows() -> [PreservedController] {
    preserveSiblings(RestorableHierarchy.roots(in: host), under: [])
  }

  /// Preserves the controllers with a restoration identifier among `controllers`; a nil
  /// identifier leaves one out with its children, a repeated one leaves out the later
  /// controller (App Programming Guide, “Visual Appearance Across Launches”: paths must be
  /// unique) — except among a navigation controller's children, which may repeat one
  /// (“UINavigationController”: it keeps each child's path unique itself).
  private func preserveSiblings(
    _ controllers: [UIViewController], under path: [String], repeatsAllowed: Bool = false
  ) -> [PreservedController] {
    var records: [PreservedController] = []
    for controller in controllers {
      guard isAlive, let identifier = controller.restorationIdentifier else { continue }
      let childPath = path + [identifier]
      if !repeatsAllowed, records.contains(where: { $0.identifier == identifier }) {
        notes.append(
          "state preservation: two view controllers at \(RestorableHierarchy.describe(childPath)); the later"
            + " \(type(of: controller)) is not preserved (restoration paths must be unique)")
        continue
      }
      records.append(preserve(controller, identifier: identifier, path: childPath))
    }
    return records
  }

  private func preserve(_ controller: UIViewController, identifier: String, path: [String])
    -> PreservedController
  {
    let described = RestorableHierarchy.describe(path)
    let coder = StateCoder(requiresSecureCoding: secure)
    controller.trace("encodeRestorableState")
    controller.encodeRestorableState(with: coder)
    TabBarRestoration.encode(controller, into: coder)
    let state = coder.archived()
    note(state.leftOut, of: described)
    var views: [String: RestorationContainer] = [:]
    for view in RestorableHierarchy.restorableViews(of: controller, loading: false) where isAlive {
      guard let viewIdentifier = view.restorationIdentifier, views[viewIdentifier] == nil else {
        notes.append(
          "state preservation: two views \(view.restorationIdentifier ?? "") in \(described); the later is not preserved"
        )
        continue
      }
      let viewCoder = StateCoder(requiresSecureCoding: secure)
      view.encodeRestorableState(with: viewCoder)
      let viewState = viewCoder.archived()
      note(viewState.leftOut, of: "\(described) view \(viewIdentifier)")
      views[viewIdentifier] = viewState.container
    }
    preservedPaths.append(
      described + (views.isEmpty ? "" : " [\(views.keys.sorted().joined(separator: ", "))]"))
    var children = preserveSiblings(
      RestorableHierarchy.children(of: controller), under: path,
      repeatsAllowed: controller is UINavigationController)
    // The controller it presents, after its children: its path continues the presenter's
    // (App Programming Guide, “Visual Appearance Across Launches”: the hierarchy UIKit walks
    // includes presented view controllers).
    if let presented = RestorableHierarchy.presented(by: controller), isAlive,
      let presentedIdentifier = presented.restorationIdentifier
    {
      if children.contains(where: { $0.identifier == presentedIdentifier }) {
        notes.append(
          "state preservation: the controller \(described) presents has the identifier of one of its children,"
            + " \(presentedIdentifier); it is not preserved (restoration paths must be unique)")
      } else {
        var record = preserve(presented, identifier: presentedIdentifier, path: path + [presentedIdentifier])
        record.isPresented = true
        children.append(record)
      }
    }
    return PreservedController(
      identifier: identifier, className: String(reflecting: type(of: controller)),
      restorationClassName: controller.restorationClass.map { String(reflecting: $0) },
      storyboardName: controller.storyboard?.name, state: state.container,
      views: views, children: children)
  }

  /// Each connected scene's activity (kept on its session too, as
  /// “stateRestorationActivity(for:)” says) and storage.
  private func preserveScenes() -> [PreservedScene] {
    var scenes: [PreservedScene] = []
    for scene in host.scenes where isAlive {
      let activity = scene.delegate?.stateRestorationActivity(for: scene)
      // Before archiving it, UIKit brings a managed activity up to date
      // (“stateRestorationActivity(for:)”, “updateUserActivityState(_:)”).
      activity?.prepareForSaving()
      guard isAlive else { break }
      scene.session.stateRestorationActivity = activity
      let identifier = scene.session.persistentIdentifier
      let preserved = activity.map(PreservedActivity.preserving)
      if let preserved { note(preserved.leftOut, of: "the user info of scene \(identifier)'s activity") }
      let storage = host.restorationStore.sceneStorage[identifier] ?? [:]
      if preserved != nil || !storage.isEmpty {
        scenes.append(
          PreservedScene(sessionIdentifier: identifier, activity: preserved?.activity, storage: storage))
      }
    }
    return scenes
  }

  /// Values iOS would have kept that this archive cannot hold yet (the app crashed already at
  /// those iOS cannot archive either): a misuse, which fails the run, naming them.
  private func note(_ leftOut: [String], of owner: String) {
    guard !leftOut.isEmpty else { return }
    host.process?.reportMisuse(
      "state preservation: LifecycleKit cannot keep \(leftOut.joined(separator: ", ")) of \(owner) in its"
        + " restoration archive yet (iOS would), so the restored app will not find it; store it as strings,"
        + " numbers, Data, [String], a [String: …] of those, or an NSCoding object")
  }
}
