#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let store = GroceryStore()
  private(set) lazy var uploader = ListUploader { [weak self] in self?.store.markSynced() }
  private var memoryWarningObserver: NSObjectProtocol?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UserDefaults.standard.register(defaults: ["sortAlphabetically": false, "recentItems": [String]()])
    store.load()

    let list = GroceryListViewController(store: store)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UINavigationController(rootViewController: list)
    window?.makeKeyAndVisible()

    memoryWarningObserver = NotificationCenter.default.addObserver(
      forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main
    ) { [weak self] _ in
      self?.store.save()
    }
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
}
