import LifecycleUIKit
import Testing

/// One use of every faithful, inert and addition member that `Docs/Compatibility.md` lists,
/// keyed as the page names it (`Type.member`). This file stops compiling when a member goes
/// away; each inert value is written and read back when its closure runs; faithful members are
/// referenced here (their behaviour has its own tests). ``CompatibilityTests`` compares the keys
/// with the page's rows.
@MainActor
enum CompatibilityUsage {
  typealias Use = @MainActor () -> Void

  /// Reads `keyPath` of `root` after writing `value`, and expects it back.
  static func roundTrip<Root, Value: Equatable>(
    _ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ value: Value,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    root[keyPath: keyPath] = value
    #expect(root[keyPath: keyPath] == value, sourceLocation: sourceLocation)
  }

  /// Writes `object` into `keyPath` of `root`, and expects the same object back.
  static func sameObject<Root, Value: AnyObject>(
    _ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value?>, _ object: Value,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    root[keyPath: keyPath] = object
    #expect(root[keyPath: keyPath] === object, sourceLocation: sourceLocation)
  }

  static let uses: [String: Use] =
    application.merging(scenes) { $1 }.merging(controllers) { $1 }.merging(barItems) { $1 }
    .merging(views) { $1 }.merging(tables) { $1 }.merging(foundation) { $1 }
    .merging(tabBars) { $1 }.merging(controls) { $1 }.merging(coder) { $1 }.merging(storyboards) { $1 }
    .merging(layout) { $1 }.merging(viewLayout) { $1 }.merging(geometry) { $1 }.merging(layers) { $1 }
    .merging(text) { $1 }.merging(collections) { $1 }.merging(safari) { $1 }.merging(network) { $1 }
    .merging(listedFromTheCorpus) { $1 }.merging(navigationBars) { $1 }.merging(keyboard) { $1 }
    .merging(refreshControls) { $1 }.merging(steppers) { $1 }.merging(pickers) { $1 }
    .merging(datePickers) { $1 }.merging(coreData) { $1 }.merging(touches) { $1 }
    .merging(activity) { $1 }.merging(coreAnimation) { $1 }.merging(selectors) { $1 }.merging(effects) { $1 }
    .merging(popovers) { $1 }.merging(search) { $1 }

  static let storyboards: [String: Use] = [
    "UIViewController.storyboard": { #expect(UIViewController().storyboard == nil) },
    "UIViewController.performSegue(withIdentifier:sender:)": {
      _ = UIViewController.performSegue(withIdentifier:sender:)
    },
    "UIViewController.prepare(for:sender:)": { _ = UIViewController.prepare(for:sender:) },
    "UIViewController.shouldPerformSegue(withIdentifier:sender:)": {
      #expect(UIViewController().shouldPerformSegue(withIdentifier: "x", sender: nil))
    },
    "UIStoryboard.init(name:bundle:)": { _ = UIStoryboard.init(name:bundle:) },
    "UIStoryboard.instantiateInitialViewController()": { _ = UIStoryboard.instantiateInitialViewController },
    "UIStoryboard.instantiateViewController(withIdentifier:)": {
      _ = UIStoryboard.instantiateViewController(withIdentifier:)
    },
    "UIStoryboard.loadOrThrow(name:bundle:)": { _ = UIStoryboard.loadOrThrow(name:bundle:) },
    "UIStoryboard.instantiateViewControllerOrThrow(withIdentifier:)": {
      _ = UIStoryboard.instantiateViewControllerOrThrow(withIdentifier:)
    },
    "UIStoryboardSegue.identifier": { _ = \UIStoryboardSegue.identifier },
    "UIStoryboardSegue.source": { _ = \UIStoryboardSegue.source },
    "UIStoryboardSegue.destination": { _ = \UIStoryboardSegue.destination },
    "UIStoryboardSegue.perform()": { _ = UIStoryboardSegue.perform },
    "UIStoryboardSegue.init(identifier:source:destination:performHandler:)": {
      let segue = UIStoryboardSegue(
        identifier: nil, source: UIViewController(), destination: UIViewController()
      ) {}
      segue.perform()
    },
  ]

  static let application: [String: Use] = [
    "UIApplication.shared": { _ = UIApplication.shared },
    "UIApplication.delegate": { _ = \UIApplication.delegate },
    "UIApplication.applicationState": { _ = \UIApplication.applicationState },
    "UIApplication.beginBackgroundTask(withName:expirationHandler:)": {
      _ = UIApplication.beginBackgroundTask(withName:expirationHandler:)
    },
    "UIApplication.beginBackgroundTask(expirationHandler:)": {
      _ = UIApplication.beginBackgroundTask(expirationHandler:)
    },
    "UIApplication.endBackgroundTask(_:)": { _ = UIApplication.endBackgroundTask(_:) },
    "UIApplication.backgroundTimeRemaining": { _ = \UIApplication.backgroundTimeRemaining },
    "UIApplication.windows": { _ = \UIApplication.windows },
    "UIApplication.keyWindow": { _ = \UIApplication.keyWindow },
    "UIApplication.connectedScenes": { _ = \UIApplication.connectedScenes },
    "UIApplication.supportsMultipleScenes": { _ = \UIApplication.supportsMultipleScenes },
    "UIApplication.setMinimumBackgroundFetchInterval(_:)": {
      _ = UIApplication.setMinimumBackgroundFetchInterval(_:)
    },
    "UIApplication.isProtectedDataAvailable": { _ = \UIApplication.isProtectedDataAvailable },
    "UIApplication.registerForRemoteNotifications()": { _ = UIApplication.registerForRemoteNotifications },
    "UIApplication.isIdleTimerDisabled": {
      roundTrip(UIApplication.shared, \.isIdleTimerDisabled, true)
      roundTrip(UIApplication.shared, \.isIdleTimerDisabled, false)
    },
    "UIApplication.applicationIconBadgeNumber": {
      roundTrip(UIApplication.shared, \.applicationIconBadgeNumber, 3)
      roundTrip(UIApplication.shared, \.applicationIconBadgeNumber, 0)
    },
    "UIApplication.isNetworkActivityIndicatorVisible": {
      roundTrip(UIApplication.shared, \.isNetworkActivityIndicatorVisible, true)
      roundTrip(UIApplication.shared, \.isNetworkActivityIndicatorVisible, false)
    },
    "UIApplication.statusBarStyle": {
      roundTrip(UIApplication.shared, \.statusBarStyle, .lightContent)
      roundTrip(UIApplication.shared, \.statusBarStyle, .default)
    },
    "UIApplication.backgroundRefreshStatus": { _ = \UIApplication.backgroundRefreshStatus },
    "UIApplication.backgroundRefreshStatusDidChangeNotification": {
      #expect(
        UIApplication.backgroundRefreshStatusDidChangeNotification.rawValue
          == "UIApplicationBackgroundRefreshStatusDidChangeNotification")
    },
    "UIApplication.LaunchOptionsKey.remoteNotification": {
      let options: [UIApplication.LaunchOptionsKey: Any] = [
        .remoteNotification: 1, .localNotification: 2, .location: 3,
      ]
      #expect(options.count == 3)
    },
    "UIApplicationDelegate.window": { _ = \TourAppDelegate.window },
    "UIApplicationDelegate.application(_:willFinishLaunchingWithOptions:)": {
      _ = TourAppDelegate.application(_:willFinishLaunchingWithOptions:)
    },
    "UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)": {
      _ = TourAppDelegate.application(_:didFinishLaunchingWithOptions:)
    },
    "UIApplicationDelegate.applicationDidBecomeActive(_:)": {
      _ = TourAppDelegate.applicationDidBecomeActive
    },
    "UIApplicationDelegate.applicationWillResignActive(_:)": {
      _ = TourAppDelegate.applicationWillResignActive
    },
    "UIApplicationDelegate.applicationDidEnterBackground(_:)": {
      _ = TourAppDelegate.applicationDidEnterBackground
    },
    "UIApplicationDelegate.applicationWillEnterForeground(_:)": {
      _ = TourAppDelegate.applicationWillEnterForeground
    },
    "UIApplicationDelegate.applicationWillTerminate(_:)": { _ = TourAppDelegate.applicationWillTerminate },
    "UIApplicationDelegate.applicationDidReceiveMemoryWarning(_:)": {
      _ = TourAppDelegate.applicationDidReceiveMemoryWarning
    },
    "UIApplicationDelegate.applicationSignificantTimeChange(_:)": {
      _ = TourAppDelegate.applicationSignificantTimeChange
    },
    "UIApplicationDelegate.application(_:shouldSaveApplicationState:)": {
      _ = TourAppDelegate.application(_:shouldSaveApplicationState:)
    },
    "UIApplicationDelegate.application(_:performFetchWithCompletionHandler:)": {
      _ = TourAppDelegate.application(_:performFetchWithCompletionHandler:)
    },
    "UIApplicationDelegate.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)": {
      _ = TourAppDelegate.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
    },
    "UIApplicationDelegate.application(_:didReceiveRemoteNotification:)": {
      _ = TourAppDelegate.application(_:didReceiveRemoteNotification:)
    },
    "UIApplicationDelegate.application(_:open:options:)": {
      _ = TourAppDelegate.application(_:open:options:)
    },
    "UIApplicationDelegate.application(_:open:sourceApplication:annotation:)": {
      _ = TourAppDelegate.application(_:open:sourceApplication:annotation:)
    },
    "UIApplicationDelegate.application(_:handleOpen:)": { _ = TourAppDelegate.application(_:handleOpen:) },
    "UIApplicationDelegate.applicationProtectedDataWillBecomeUnavailable(_:)": {
      _ = TourAppDelegate.applicationProtectedDataWillBecomeUnavailable
    },
    "UIApplicationDelegate.applicationProtectedDataDidBecomeAvailable(_:)": {
      _ = TourAppDelegate.applicationProtectedDataDidBecomeAvailable
    },
    // A reference only: calling it would end the test process.
    "UIApplicationDelegate.main()": { _ = TourAppDelegate.main },
    "UIDevice.current": { _ = UIDevice.current },
    "UIDevice.isMultitaskingSupported": { _ = \UIDevice.isMultitaskingSupported },
    "UIDevice.systemVersion": { _ = \UIDevice.systemVersion },
    "UIDevice.identifierForVendor": { _ = \UIDevice.identifierForVendor },
    "UIDevice.responds(to:)": { _ = UIDevice.current.responds(to: Selector(("isMultitaskingSupported"))) },
    "UIDevice.orientation": { _ = \UIDevice.orientation },
    "UIDevice.batteryLevel": { _ = \UIDevice.batteryLevel },
    "UIScreen.main": { _ = UIScreen.main },
    "UIScreen.bounds": { #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 480)) },
  ]

  static let scenes: [String: Use] = [
    "UIScene.session": { _ = \UIScene.session },
    "UIScene.activationState": { _ = \UIScene.activationState },
    "UIScene.delegate": { _ = \UIScene.delegate },
    "UIScene.title": { let _: ReferenceWritableKeyPath<UIScene, String> = \.title },
    "UIWindowScene.windows": { _ = \UIWindowScene.windows },
    "UISceneSession.stateRestorationActivity": { _ = \UISceneSession.stateRestorationActivity },
    "NSUserActivity.init(activityType:)": {
      #expect(NSUserActivity(activityType: "com.example.editing").activityType == "com.example.editing")
    },
    "NSUserActivity.userInfo": {
      let activity = NSUserActivity(activityType: "com.example.editing")
      activity.userInfo = ["text": "milk"]
      #expect(activity.userInfo?["text"] as? String == "milk")
    },
    "NSUserActivity.addUserInfoEntries(from:)": {
      let activity = NSUserActivity(activityType: "com.example.editing")
      activity.addUserInfoEntries(from: ["a": 1])
      activity.addUserInfoEntries(from: ["b": 2])
      #expect(activity.userInfo?.count == 2)
    },
    "NSUserActivity.title": {
      let activity = NSUserActivity(activityType: "com.example.editing")
      activity.title = "Editing"
      #expect(activity.title == "Editing")
    },
    "NSUserActivity.persistentIdentifier": {
      let activity = NSUserActivity(activityType: "com.example.editing")
      activity.persistentIdentifier = "note-1"
      #expect(activity.persistentIdentifier == "note-1")
    },
    "UISceneSession.role": { let _: KeyPath<UISceneSession, UISceneSession.Role> = \.role },
    "UISceneSession.configuration": { _ = \UISceneSession.configuration },
    "UISceneSession.userInfo": {
      let _: ReferenceWritableKeyPath<UISceneSession, [String: Any]?> = \.userInfo
    },
    "UISceneConfiguration.init(name:sessionRole:)": {
      let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
      #expect(configuration.name == "Default Configuration")
      #expect(configuration.role == .windowApplication)
    },
    "UISceneConfiguration.delegateClass": {
      let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
      configuration.delegateClass = ConfiguredSceneDelegate.self
      #expect(configuration.delegateClass == ConfiguredSceneDelegate.self)
    },
    "UISceneConfiguration.storyboard": {
      let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
      #expect(configuration.storyboard == nil)
      let storyboard = UIStoryboard(name: "Main", bundle: nil)
      configuration.storyboard = storyboard
      #expect(configuration.storyboard === storyboard)
    },
    "UIApplicationDelegate.application(_:configurationForConnecting:options:)": {
      let _:
        (any UIApplicationDelegate, UIApplication, UISceneSession, UIScene.ConnectionOptions) ->
          UISceneConfiguration = {
            $0.application($1, configurationForConnecting: $2, options: $3)
          }
    },
    "UISceneDelegate.scene(_:willConnectTo:options:)": {
      let _: (any UISceneDelegate, UIScene, UISceneSession, UIScene.ConnectionOptions) -> Void = {
        $0.scene($1, willConnectTo: $2, options: $3)
      }
    },
    "UISceneDelegate.sceneDidBecomeActive(_:)": {
      let _: (any UISceneDelegate, UIScene) -> Void = { $0.sceneDidBecomeActive($1) }
    },
    "UISceneDelegate.stateRestorationActivity(for:)": {
      let _: (any UISceneDelegate, UIScene) -> NSUserActivity? = { $0.stateRestorationActivity(for: $1) }
    },
    "UIWindowSceneDelegate.window": {
      let _: (any UIWindowSceneDelegate) -> UIWindow? = { $0.window }
    },
  ]

  static let controllers: [String: Use] = [
    "UIViewController.show(_:sender:)": {
      let _: (UIViewController, UIViewController, Any?) -> Void = { $0.show($1, sender: $2) }
    },
    "UIViewController.showDetailViewController(_:sender:)": {
      let _: (UIViewController, UIViewController, Any?) -> Void = {
        $0.showDetailViewController($1, sender: $2)
      }
    },
    "UIViewController.view": { #expect(UIViewController().view != nil) },
    "UIViewController.loadView()": { _ = UIViewController.loadView },
    "UIViewController.viewDidLoad()": { _ = UIViewController.viewDidLoad },
    "UIViewController.didReceiveMemoryWarning()": { _ = UIViewController.didReceiveMemoryWarning },
    "UIViewController.isViewLoaded": { #expect(!UIViewController().isViewLoaded) },
    "UIViewController.title": { roundTrip(UIViewController(), \.title, "Inbox") },
    "UIViewController.navigationController": { #expect(UIViewController().navigationController == nil) },
    "UIViewController.present(_:animated:completion:)": {
      _ = UIViewController.present(_:animated:completion:)
    },
    "UIViewController.restorationIdentifier": {
      roundTrip(UIViewController(), \.restorationIdentifier, "Main")
    },
    "UIViewController.isEditing": { roundTrip(UIViewController(), \.isEditing, true) },
    "UIViewController.setEditing(_:animated:)": { _ = UIViewController.setEditing(_:animated:) },
    "UIViewController.editButtonItem": { #expect(UIViewController().editButtonItem.title == "Edit") },
    "UIViewController.navigationItem": {
      let controller = UIViewController()
      roundTrip(controller.navigationItem, \.title, "Inbox")
    },
    "UINavigationController.init(rootViewController:)": {
      _ = UINavigationController(rootViewController: UIViewController())
    },
    "UINavigationController.pushViewController(_:animated:)": {
      _ = UINavigationController.pushViewController(_:animated:)
    },
    "UINavigationController.popViewController(animated:)": { _ = UINavigationController.popViewController },
    "UINavigationController.viewControllers": { _ = \UINavigationController.viewControllers },
    "UINavigationController.topViewController": { _ = \UINavigationController.topViewController },
    "UINavigationController.isNavigationBarHidden": {
      roundTrip(UINavigationController(nibName: nil, bundle: nil), \.isNavigationBarHidden, true)
    },
    "UINavigationController.setNavigationBarHidden(_:animated:)": {
      let navigation = UINavigationController(nibName: nil, bundle: nil)
      navigation.setNavigationBarHidden(true, animated: true)
      #expect(navigation.isNavigationBarHidden)
    },
    "UIViewController.supportedInterfaceOrientations": {
      #expect(
        UIViewController().supportedInterfaceOrientations == [.portrait, .landscapeLeft, .landscapeRight])
      #expect(PortraitOnlyController().supportedInterfaceOrientations == .portrait)
    },
    "UIViewController.shouldAutorotate": { #expect(!PortraitOnlyController().shouldAutorotate) },
    "UIViewController.preferredStatusBarStyle": {
      #expect(PortraitOnlyController().preferredStatusBarStyle == .lightContent)
    },
    "UIViewController.prefersStatusBarHidden": { #expect(!UIViewController().prefersStatusBarHidden) },
    "UIViewController.setNeedsStatusBarAppearanceUpdate()": {
      UIViewController().setNeedsStatusBarAppearanceUpdate()
    },
    "UINavigationItem.title": { roundTrip(UINavigationItem(title: "A"), \.title, "B") },
    "UINavigationItem.leftBarButtonItem": {
      let item = UIBarButtonItem(systemItem: .cancel)
      sameObject(UINavigationItem(title: ""), \.leftBarButtonItem, item)
    },
    "UINavigationItem.rightBarButtonItem": {
      let item = UIBarButtonItem(systemItem: .save)
      sameObject(UINavigationItem(title: ""), \.rightBarButtonItem, item)
    },
    "UINavigationItem.rightBarButtonItems": {
      let items = [UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .edit)]
      let navigationItem = UINavigationItem(title: "")
      navigationItem.rightBarButtonItems = items
      #expect(
        navigationItem.rightBarButtonItems?.map(ObjectIdentifier.init) == items.map(ObjectIdentifier.init))
    },
    "UINavigationItem.backBarButtonItem": {
      sameObject(
        UINavigationItem(title: ""), \.backBarButtonItem, UIBarButtonItem(title: "Back", primaryAction: nil))
    },
    "UINavigationItem.hidesBackButton": { roundTrip(UINavigationItem(title: ""), \.hidesBackButton, true) },
    "UINavigationItem.prompt": { roundTrip(UINavigationItem(title: ""), \.prompt, "Pick one") },
    "UITableViewController.init(style:)": {
      #expect(UITableViewController(style: .grouped).tableView.style == .grouped)
    },
    "UITableViewController.tableView": { _ = \UITableViewController.tableView },
    "UITableViewController.clearsSelectionOnViewWillAppear": {
      roundTrip(UITableViewController(style: .plain), \.clearsSelectionOnViewWillAppear, false)
    },
    "UITableViewController.tableView(_:commit:forRowAt:)": {
      _ = UITableViewController.tableView(_:commit:forRowAt:)
    },
    "UITableViewController.tableView(_:editingStyleForRowAt:)": {
      let list = UITableViewController(style: .plain)
      #expect(list.tableView(list.tableView, editingStyleForRowAt: IndexPath(row: 0, section: 0)) == .delete)
    },
    "UIAlertController.init(title:message:preferredStyle:)": {
      _ = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    },
    "UIAlertController.addAction(_:)": { _ = UIAlertController.addAction },
    "UIAlertController.addTextField(configurationHandler:)": {
      let alert = UIAlertController(title: "New note", message: nil, preferredStyle: .alert)
      alert.addTextField { $0.placeholder = "Note" }
      #expect(alert.textFields?.first?.placeholder == "Note")
    },
    "UIAlertController.textFields": {
      #expect(UIAlertController(title: nil, message: nil, preferredStyle: .alert).textFields == nil)
    },
    "UIAlertView.show()": { _ = UIAlertView.show },
    "MFMailComposeViewController.canSendMail()": { _ = MFMailComposeViewController.canSendMail },
  ]
}

/// A controller that overrides what it tells the system about its look, as iPhone apps did.
@MainActor
private final class PortraitOnlyController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  override var shouldAutorotate: Bool { false }
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
