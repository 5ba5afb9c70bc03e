#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// What both list apps share: the list screen, saving the items as a file in Documents
/// when the app leaves the foreground or terminates, and loading them at launch.
/// What happens in `applicationWillEnterForeground` is what differs — see
/// ``NaiveListAppDelegate`` and ``CarefulListAppDelegate``.
@MainActor
class ListAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let listController = ItemListViewController()

  /// The file the items are saved in, one a line.
  var itemsURL: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent(
      "items.txt")
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    loadSavedItems()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = listController
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  // Article “Multitasking pitfalls”: save on both paths to Not running.
  func applicationDidEnterBackground(_ application: UIApplication) { saveItems() }
  func applicationWillTerminate(_ application: UIApplication) { saveItems() }

  /// Overridden by the subclasses.
  func applicationWillEnterForeground(_ application: UIApplication) {}

  /// Adds the saved items to the list — written for a fresh launch, when the list is
  /// empty.
  func loadSavedItems() {
    guard let text = try? String(contentsOf: itemsURL, encoding: .utf8) else { return }
    for item in text.split(separator: "\n") { listController.items.append(String(item)) }
  }

  /// Writes the list to the file.
  func saveItems() {
    let text = listController.items.joined(separator: "\n")
    try? text.write(to: itemsURL, atomically: true, encoding: .utf8)
  }

  /// Removes the saved file.
  func discardSavedItems() {
    try? FileManager.default.removeItem(at: itemsURL)
  }
}
