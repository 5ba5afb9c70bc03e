import LifecycleCore

/// Why an app shows nothing: the callback in which its code would make its window that did not
/// arrive on this profile. The UI driver's "nothing on screen" names it, so that a step that
/// finds no window says why instead of leaving the user to guess.
extension UIKitAppHost {
  /// The launch method iOS 3 to 5 do not call.
  static let willFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"

  /// Why the app has no window, one sentence per cause, or nil when it has one or no missing
  /// callback explains it:
  /// - a scene delegate on a device or install without scenes: `scene(_:willConnectTo:options:)`,
  ///   where a scene app makes its window, never comes (the `scenes` flag is missing, or the
  ///   profile is older than iOS 13);
  /// - `application(_:willFinishLaunchingWithOptions:)` on a profile that has no such callback
  ///   (iOS 3 to 5; it came in iOS 6), when the delegate declares it (or when the symbol table
  ///   cannot say: then the sentence is conditional).
  var missingWindowReason: String? {
    guard windows.isEmpty, let process, let delegate else { return nil }
    let environment = process.environment
    let profile = environment.profile
    var reasons: [String] = []
    let hasScenes = sceneDelegateFactory != nil || sceneStoryboard != nil || appBundle?.sceneManifest != nil
    if hasScenes, !environment.usesScenes(process.info) {
      let connect = "scene(_:willConnectTo:options:), where a scene app makes its window, never came"
      if profile.sceneLifecycle {
        reasons.append(
          "the app has a scene delegate but was installed without scenes, so \(connect); add the `scenes` "
            + "flag to its install step (install \(process.appName) … scenes)")
      } else {
        reasons.append(
          "the app has a scene delegate, but \(profile.generation.displayName) has no scenes (they came in "
            + "\(Self.firstRelease { $0.sceneLifecycle })), so \(connect); make the window in "
            + "application(_:didFinishLaunchingWithOptions:) where there are no scenes")
      }
    }
    if !profile.hasWillFinishLaunching {
      let className = String(describing: type(of: delegate))
      let without = Self.releases { !$0.hasWillFinishLaunching }
      let came = Self.firstRelease { $0.hasWillFinishLaunching }
      switch DelegateDispatchCheck.declares(type(of: delegate), Self.willFinishLaunching) {
      case true?:
        reasons.append(
          "\(Self.willFinishLaunching), which \(className) implements, never came: \(without) have no such "
            + "callback (it came in \(came)); make the window in application(_:didFinishLaunchingWithOptions:) "
            + "there")
      case nil:
        reasons.append(
          "if \(className) makes its window in \(Self.willFinishLaunching): \(without) never call it (it came in "
            + "\(came)); make the window in application(_:didFinishLaunchingWithOptions:) there")
      case false?:
        break
      }
    }
    return reasons.isEmpty ? nil : "no window: " + reasons.joined(separator: "; ")
  }

  /// The first release whose profile has what `has` asks (`iOS 6`).
  private static func firstRelease(where has: (OSProfile) -> Bool) -> String {
    OSProfile.catalog.first(where: has).map { "iOS " + $0.generation.rawValue.dropFirst(3) } ?? "no release"
  }

  /// The releases whose profiles have what `has` asks, as a range (`iOS 3–5`).
  private static func releases(where has: (OSProfile) -> Bool) -> String {
    let numbers = OSProfile.catalog.filter(has).map { $0.generation.rawValue.dropFirst(3) }
    guard let first = numbers.first, let last = numbers.last else { return "no release" }
    return first == last ? "iOS \(first)" : "iOS \(first)–\(last)"
  }
}
