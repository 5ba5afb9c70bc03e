#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "background fetch". “application(_:performFetchWithCompletionHandler:)”: the app has
// up to 30 seconds to download and must call the completion handler as soon as it is done,
// with whether it found anything; an app that does not is ended (WWDC 2020 session 10078:
// background work that overruns leaves no crash log, only the kill). The method and
// `setMinimumBackgroundFetchInterval(_:)` exist from iOS 7, so both apps ask for fetches only
// there. The naive app returns without calling the handler when there is nothing new; the
// careful one calls it on every path.

/// A news reader that asks for background fetches.
@MainActor
class NewsDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let headline = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    headline.accessibilityIdentifier = "Headline"
    headline.text = UserDefaults.standard.string(forKey: "headline") ?? "No news yet"
    controller.view.addSubview(headline)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    let major = Int(UIDevice.current.systemVersion.split(separator: ".").first ?? "") ?? 0
    if major >= 7 {
      application.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
    }
    return true
  }

  func application(
    _ application: UIApplication,
    performFetchWithCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    // The feed is stored by the push that announces it; none has come.
    guard let fresh = UserDefaults.standard.string(forKey: "feed") else {
      return nothingNew(completionHandler)
    }
    UserDefaults.standard.set(fresh, forKey: "headline")
    completionHandler(.newData)
  }

  /// What the fetch does when the feed has nothing new.
  func nothingNew(_ completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void) {}
}

/// Returns without calling the handler when there is nothing new.
@MainActor
final class NaiveNewsDelegate: NewsDelegate {}

/// Calls the handler on every path.
@MainActor
final class CarefulNewsDelegate: NewsDelegate {
  override func nothingNew(_ completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void) {
    completionHandler(.noData)
  }
}

#if !canImport(UIKit)
  extension NaiveNewsDelegate: MainInstantiable {}
  extension CarefulNewsDelegate: MainInstantiable {}
#endif
