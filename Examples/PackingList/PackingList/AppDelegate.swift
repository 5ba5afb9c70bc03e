import UIKit

/// A packing list: trips, each with a name and whether it is packed. Written for iOS 9 and later
/// as Xcode's templates of the time wrote apps: a main storyboard, outlets and actions connected in
/// Interface Builder, selectors for the bar button and the notification observer, state restoration,
/// a Settings bundle and an asset catalog. LifecycleKit runs it as it is: `lifecycle import` reads
/// PackingList.xcodeproj (Docs/Import.md).
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let store = TripStore()

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // The Settings bundle's default is not in the defaults until the app registers it.
        UserDefaults.standard.register(defaults: [TripStore.sortKey: false])
        store.load()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        store.save()
    }

    // State restoration: the screen the user was on comes back after the system ends the app.
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
        return true
    }

    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        return true
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        return true
    }
}
