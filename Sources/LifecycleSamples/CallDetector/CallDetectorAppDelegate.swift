#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `call-detector`: the counter of the article “Call or lock?”, which tells at launch
/// whether a phone call ended the previous run, so that the app can jump straight back
/// to the screen it showed.
///
/// On iPhone OS 3 an answered call and the lock screen look alike — both end in
/// `applicationWillTerminate` — but their paths differ (the same article): a call goes
/// resign → terminate, the lock screen resign → become active → terminate. So the app
/// counts: `jumpCount` starts at 0 with every launch, goes up in
/// `applicationWillResignActive` and down in `applicationDidBecomeActive`, and is saved
/// to a file in `applicationWillTerminate` with the screen shown. Running normally it
/// reads -1; a saved 0 means the app was ended between a resign and a become — by the
/// call. With multitasking (iOS 4 and later) an answered call sends the app to the
/// background instead and it resumes in memory, so there is nothing to detect.
@MainActor
final class CallDetectorAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private(set) var navigationController: UINavigationController?
  private var jumpCount = 0
  /// Whether this launch found that a call ended the previous run.
  private(set) var resumedAfterCall = false

  /// The file the state is saved in: the count, then the screen's title, one a line.
  private var stateURL: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent(
      "state.txt")
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let navigationController = UINavigationController(rootViewController: ScreenViewController(title: "Home"))
    self.navigationController = navigationController
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    self.window = window
    loadState()
    return true
  }

  func applicationWillResignActive(_ application: UIApplication) {
    jumpCount += 1
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    jumpCount -= 1
  }

  func applicationWillTerminate(_ application: UIApplication) {
    saveState()
  }

  /// The title of the screen on top.
  var currentScreen: String? { navigationController?.topViewController?.title }

  /// The user opens the screen `title`.
  func open(_ title: String) {
    navigationController?.pushViewController(ScreenViewController(title: title), animated: true)
  }

  private func saveState() {
    let text = "\(jumpCount)\n\(currentScreen ?? "Home")"
    try? text.write(to: stateURL, atomically: true, encoding: .utf8)
  }

  /// Reads the state the previous run saved; if a call ended it (a saved count of 0),
  /// jumps back to the screen it showed.
  private func loadState() {
    guard let text = try? String(contentsOf: stateURL, encoding: .utf8) else { return }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let savedCount = lines.first.flatMap({ Int($0) }), savedCount == 0 else { return }
    resumedAfterCall = true
    if lines.count > 1, lines[1] != "Home" { open(lines[1]) }
  }
}
