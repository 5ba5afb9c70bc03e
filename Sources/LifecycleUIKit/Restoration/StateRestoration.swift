import Foundation
import LifecycleRestoration
import LifecycleSimulator

/// State restoration: what the device's `.restoreState` effect runs at a cold launch that
/// finds preserved state, between `willFinishLaunching` and `didFinishLaunching` — only at a
/// launch from scratch, never when a suspended app resumes (the core places the effect in
/// cold launches alone).
///
/// Sources, cited below as "the guide" and "the restoration pages": App Programming Guide,
/// “Visual Appearance Across Launches”, and Apple's “Preserving your app's UI across
/// launches” with its pages on the opt-ins and on `applicationFinishedRestoringState()`;
/// for scenes, “stateRestorationActivity(for:)” (`Docs/Sources.md`).
///
/// It reads the archive (a damaged one is reported, discarded, and the app launches fresh),
/// hands each scene's activity and storage to the scene when it connects
/// (“stateRestorationActivity(for:)”), and — for an app without scenes whose delegate opts
/// in — restores view controllers in two phases (article “Lifecycle and state transitions”:
/// the hierarchy first, then the saved state poured in):
///
/// 1. Rebuild. For each preserved path, parents first, a controller comes from its
///    `restorationClass` (whose nil answer skips it and its children, with no other search),
///    else the delegate's `application(_:viewControllerWithRestorationIdentifierPath:coder:)`,
///    else the controller the app already made at that path (the restoration pages, the
///    guide). A navigation controller gets its restored stack back, a tab bar controller its
///    tabs and selection (``TabBarRestoration``).
/// Between them each restored controller's view is loaded, parents first (`viewDidLoad` down
/// the chain: Matt Neuburg, "Programming iOS 9", pp. 386–387), so that decoding finds its
/// outlets.
/// 2. Decode. Each controller's `decodeRestorableState(with:)` with its own coder — skipped
///    when its class is not the one preserved (the restoration pages) — then its views'.
///
/// Then `application(_:didDecodeRestorableStateWith:)`, and last
/// `applicationFinishedRestoringState()` on each decoded controller, parents first, where the
/// OS has it (iOS 7 and later: the profile's `callsApplicationFinishedRestoringState`) — the
/// order Neuburg observed. Apple's pages call the delegate's method "the final step" and the
/// controllers' "after other object decoding is complete"; they do not order the two, and an
/// app may rely on the delegate's having run when its controllers finish. The archive is then discarded:
/// "the file is typically discarded after your app finishes launching" (the guide) — the
/// state now lives in the app, and the next preservation writes it again; an app killed
/// before then comes back fresh rather than into an older screen.
@MainActor
final class StateRestoration {
  private let host: UIKitAppHost
  private var restored: [RestoredController] = []
  private var lines: [String] = []
  private var secure = false
  /// The presentations phase 1 found, each with the presented controller's path: made once
  /// every root is in its window, presenters first.
  private var presentations: [(presenter: UIViewController, presented: UIViewController, path: [String])] = []

  /// A controller found for a preserved path, with its coder.
  private struct RestoredController {
    var controller: UIViewController
    var record: PreservedController
    var path: [String]
    var coder: StateCoder

    /// Whether the controller is of the class that was preserved (the restoration pages:
    /// else no decoding).
    var classMatches: Bool { String(reflecting: type(of: controller)) == record.className }
  }

  init(host: UIKitAppHost) { self.host = host }

  private var isAlive: Bool { host.process?.isAlive == true }

  /// Restores the preserved interface, if any. (The device discards the archive once the
  /// launch is over, or at once if the app dies restoring it.)
  func restore() {
    guard let process = host.process else { return }
    let file = RestorationArchiveFile(process: process)
    guard let interface = file.load() else { return }
    restoreScenes(interface.scenes)
    if !host.usesScenes, let appState = interface.appState {
      restoreControllers(interface.controllers, appState: appState)
    }
    // The app crashed while restoring: the device discards the state (the guide) and ends the
    // launch.
    guard isAlive else { return }
    for line in lines { process.log(line) }
  }

  // MARK: Scenes

  private func restoreScenes(_ scenes: [PreservedScene]) {
    for scene in scenes {
      host.restorationStore.sceneStorage[scene.sessionIdentifier] = scene.storage
      if let activity = scene.activity {
        host.restorationStore.pendingActivities[scene.sessionIdentifier] = activity.makeActivity()
      }
      lines.append("state restored: " + scene.summary)
    }
  }

  // MARK: View controllers

  private func restoreControllers(_ roots: [PreservedController], appState: RestorationContainer) {
    guard let application = host.application, let delegate = application.delegate,
      let profile = host.process?.environment.profile
    else { return }
    let optIn = RestorationOptIn(
      application: application, delegate: delegate, offersSecureVariants: host.offersSecureRestorationVariants
    )
    guard let appCoder = optIn.coderForRestoring(ArchivableValue.decodeCoderValues(appState)) else {
      lines.append("state restoration declined by the app delegate: the app launches fresh")
      return
    }
    secure = appCoder.requiresSecureCoding
    if host.windows.isEmpty && !roots.isEmpty {
      lines.append(
        "state restoration: the app has no window yet; make it key and visible in"
          + " application(_:willFinishLaunchingWithOptions:), which comes before restoration")
    }
    // Phase 1: the hierarchy.
    for root in roots where isAlive {
      if let controller = rebuild(root, path: [root.identifier], application: application, delegate: delegate)
      {
        attachRoot(controller, path: root.identifier)
      }
    }
    // The presented controllers, presented again by their presenters now that these are in
    // their windows, outer ones first.
    for item in presentations.sorted(by: { $0.path.count < $1.path.count }) where isAlive {
      item.presenter.present(item.presented, animated: false)
    }
    // Between the phases, each restored controller's view is loaded, parents first: an app may
    // rely on its outlets in `decodeRestorableState(with:)` (Matt Neuburg, "Programming iOS 9",
    // pp. 386–387: `viewDidLoad` down the chain, then `decodeRestorableState(with:)` down the
    // chain; a tab never shown before the kill is loaded too).
    for item in restored where isAlive { item.controller.loadViewIfNeeded() }
    // Phase 2: the state, each object from its own coder.
    for item in restored where isAlive { decode(item) }
    // After decoding: the app delegate, then applicationFinishedRestoringState (iOS 7+) down
    // the chain (Neuburg's order).
    guard isAlive else { return }
    delegate.application(application, didDecodeRestorableStateWith: appCoder)
    let decoded = restored.filter { $0.classMatches }
    if profile.callsApplicationFinishedRestoringState {
      for item in decoded where isAlive {
        item.controller.trace("applicationFinishedRestoringState")
        item.controller.applicationFinishedRestoringState()
      }
    }
    guard isAlive else { return }
    let paths = decoded.map { RestorableHierarchy.describe($0.path) }
    lines.insert(
      "state restored: " + (paths.isEmpty ? "no view controller" : paths.joined(separator: ", ")), at: 0)
  }

  /// Finds or makes the controller for `record`, then its children; returns it.
  private func rebuild(
    _ record: PreservedController, path: [String], application: UIApplication,
    delegate: any UIApplicationDelegate
  ) -> UIViewController? {
    let described = RestorableHierarchy.describe(path)
    let coder = StateCoder.restoring(record.state, requiresSecureCoding: secure)
    let storyboard = storyboard(of: record, described: described)
    if let storyboard {
      coder.encode(
        .unarchivable(storyboard), forKey: UIApplication.stateRestorationViewControllerStoryboardKey)
    }
    guard
      let controller = find(
        record, path: path, coder: coder, storyboard: storyboard, delegate: delegate, application: application
      )
    else {
      if isAlive {
        lines.append("state restoration: no view controller for \(described); skipped with its children")
      }
      return nil
    }
    if restored.contains(where: { $0.controller === controller }) {
      lines.append("state restoration: the controller given for \(described) was already restored; skipped")
      return nil
    }
    restored.append(RestoredController(controller: controller, record: record, path: path, coder: coder))
    var children: [UIViewController] = []
    for child in record.children where isAlive {
      let childPath = path + [child.identifier]
      if let found = rebuild(child, path: childPath, application: application, delegate: delegate) {
        if child.isPresented {
          presentations.append((controller, found, childPath))
        } else {
          children.append(found)
        }
      }
    }
    if let navigation = controller as? UINavigationController, !children.isEmpty,
      !navigation.viewControllers.elementsEqual(children, by: ===)
    {
      navigation.setViewControllers(children, animated: false)
    }
    TabBarRestoration.restore(controller, children: children, from: coder)
    return controller
  }

  /// The storyboard the controller was made from, loaded again from the app's interface
  /// bundle; nil (with a line) when it cannot be.
  private func storyboard(of record: PreservedController, described: String) -> UIStoryboard? {
    guard let name = record.storyboardName else { return nil }
    do {
      return try UIStoryboard.loadOrThrow(name: name, bundle: nil)
    } catch {
      lines.append("state restoration: the storyboard of \(described) cannot be loaded: \(error)")
      return nil
    }
  }

  /// The four ways of the restoration pages in order; the fourth, for a controller preserved
  /// with its storyboard: a new instance of the storyboard's controller whose Storyboard ID is
  /// the restoration identifier (Apple's “UIStateRestorationViewControllerStoryboardKey”).
  private func find(
    _ record: PreservedController, path: [String], coder: StateCoder, storyboard: UIStoryboard?,
    delegate: any UIApplicationDelegate, application: UIApplication
  ) -> UIViewController? {
    if let name = record.restorationClassName {
      if let restorationClass = Self.restorationClass(named: name) {
        return restorationClass.viewController(withRestorationIdentifierPath: path, coder: coder)
      }
      lines.append(
        "state restoration: restoration class \(name) of \(RestorableHierarchy.describe(path)) not found by name"
          + " (it must be a top-level class)")
    }
    if let made = delegate.application(
      application, viewControllerWithRestorationIdentifierPath: path, coder: coder)
    {
      return made
    }
    guard isAlive else { return nil }
    if let existing = RestorableHierarchy.controller(at: path, in: host) { return existing }
    guard let storyboard else { return nil }
    do {
      return try storyboard.instantiateViewControllerOrThrow(withIdentifier: record.identifier)
    } catch {
      lines.append(
        "state restoration: \(RestorableHierarchy.describe(path)) is not in its storyboard \(storyboard.name): \(error)"
      )
      return nil
    }
  }

  /// The class UIKit would find with `NSClassFromString`. Swift on Linux finds top-level
  /// classes by their `Module.Class` name only.
  static func restorationClass(named name: String) -> (any UIViewControllerRestoration.Type)? {
    guard name.split(separator: ".").count == 2 else { return nil }
    return NSClassFromString(name) as? any UIViewControllerRestoration.Type
  }

  /// A restored root goes into the first window without a root controller.
  private func attachRoot(_ controller: UIViewController, path: String) {
    let windows = host.windows
    if windows.contains(where: { $0.rootViewController === controller }) { return }
    if let window = windows.first(where: { $0.rootViewController == nil }) {
      window.rootViewController = controller
    } else {
      lines.append("state restoration: \(path) is in no window (every window has another root controller)")
    }
  }

  private func decode(_ item: RestoredController) {
    let described = RestorableHierarchy.describe(item.path)
    guard item.classMatches else {
      lines.append(
        "state restoration: \(described) is a \(String(reflecting: type(of: item.controller))), not the preserved"
          + " \(item.record.className); its state is not decoded")
      return
    }
    item.controller.trace("decodeRestorableState")
    item.controller.decodeRestorableState(with: item.coder)
    guard isAlive, !item.record.views.isEmpty else { return }
    let views = RestorableHierarchy.restorableViews(of: item.controller, loading: true)
    for (identifier, state) in item.record.views.sorted(by: { $0.key < $1.key }) where isAlive {
      guard let view = views.first(where: { $0.restorationIdentifier == identifier }) else {
        lines.append(
          "state restoration: no view \(identifier) in \(described) any more; its state is not decoded")
        continue
      }
      view.decodeRestorableState(with: StateCoder.restoring(state, requiresSecureCoding: secure))
    }
  }
}
