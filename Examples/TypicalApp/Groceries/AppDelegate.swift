import UIKit

/// A shopping list: the list is saved whenever the app leaves the foreground (and on a memory
/// warning), and sent to the server when the app becomes active with changes the server has not
/// seen, with background time to finish when the user leaves in the middle.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let store = GroceryStore()
  private(set) lazy var uploader = ListUploader { [weak self] in self?.store.markSynced() }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UserDefaults.standard.register(defaults: ["sortAlphabetically": false, "recentItems": [String]()])
    store.load()

    let list = GroceryListViewController(store: store)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UINavigationController(rootViewController: list)
    window?.makeKeyAndVisible()

    NotificationCenter.default.addObserver(
      self, selector: #selector(didReceiveMemoryWarning(_:)),
      name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    if store.hasUnsyncedChanges {
      uploader.start(count: store.items.count)
    }
  }

  func applicationWillResignActive(_ application: UIApplication) {
    store.save()
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    store.save()
    uploader.continueInBackground(application)
  }

  func applicationWillTerminate(_ application: UIApplication) {
    store.save()
  }

  /// The system is short of memory: save now, in case the app is killed next.
  @objc func didReceiveMemoryWarning(_ notification: Notification) {
    store.save()
  }
}
