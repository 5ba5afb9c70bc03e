/// The delegate protocols whose requirements have defaults that the system calls, with those
/// requirements as Swift names them: what ``DelegateDispatchCheck`` looks for in a subclass.
///
/// A requirement given a default in a protocol extension belongs here (a test compares
/// each list with the defaults the protocol extension's symbols declare).
extension DelegateDispatchCheck.DelegateProtocol {
  /// `UIApplicationDelegate`.
  static let applicationDelegate = Self(
    name: "UIApplicationDelegate", conforms: { $0 is any UIApplicationDelegate.Type },
    requirements: [
      "window", "application(_:willFinishLaunchingWithOptions:)",
      "application(_:didFinishLaunchingWithOptions:)",
      "applicationWillResignActive(_:)", "applicationDidBecomeActive(_:)",
      "applicationDidEnterBackground(_:)",
      "applicationWillEnterForeground(_:)", "applicationWillTerminate(_:)",
      "applicationDidReceiveMemoryWarning(_:)", "applicationSignificantTimeChange(_:)",
      "application(_:shouldSaveApplicationState:)", "application(_:shouldRestoreApplicationState:)",
      "application(_:shouldSaveSecureApplicationState:)",
      "application(_:shouldRestoreSecureApplicationState:)",
      "application(_:viewControllerWithRestorationIdentifierPath:coder:)",
      "application(_:willEncodeRestorableStateWith:)", "application(_:didDecodeRestorableStateWith:)",
      "application(_:performFetchWithCompletionHandler:)",
      "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
      "application(_:didReceiveRemoteNotification:)", "application(_:open:options:)",
      "application(_:open:sourceApplication:annotation:)", "application(_:handleOpen:)",
      "applicationProtectedDataWillBecomeUnavailable(_:)", "applicationProtectedDataDidBecomeAvailable(_:)",
      "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
      "application(_:didFailToRegisterForRemoteNotificationsWithError:)",
    ])

  /// `UISceneDelegate`.
  static let sceneDelegate = Self(
    name: "UISceneDelegate", conforms: { $0 is any UISceneDelegate.Type },
    requirements: [
      "scene(_:willConnectTo:options:)", "sceneDidDisconnect(_:)", "sceneDidBecomeActive(_:)",
      "sceneWillResignActive(_:)", "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)",
      "stateRestorationActivity(for:)", "scene(_:restoreInteractionStateWith:)",
      "scene(_:openURLContexts:)",
    ])

  /// `UIWindowSceneDelegate` (its own requirement; the scene delegate's are checked apart).
  static let windowSceneDelegate = Self(
    name: "UIWindowSceneDelegate", conforms: { $0 is any UIWindowSceneDelegate.Type },
    requirements: ["window"])

  /// `UITableViewDataSource`.
  static let tableViewDataSource = Self(
    name: "UITableViewDataSource", conforms: { $0 is any UITableViewDataSource.Type },
    requirements: ["numberOfSections(in:)", "tableView(_:canEditRowAt:)", "tableView(_:commit:forRowAt:)"])

  /// `UITableViewDelegate` (with `UIScrollViewDelegate`'s requirements, which it refines).
  static let tableViewDelegate = Self(
    name: "UITableViewDelegate", conforms: { $0 is any UITableViewDelegate.Type },
    requirements: ["tableView(_:didSelectRowAt:)"] + scrollViewDelegate.requirements)

  /// `UITextFieldDelegate`.
  static let textFieldDelegate = Self(
    name: "UITextFieldDelegate", conforms: { $0 is any UITextFieldDelegate.Type },
    requirements: [
      "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)", "textFieldShouldEndEditing(_:)",
      "textFieldDidEndEditing(_:)", "textField(_:shouldChangeCharactersIn:replacementString:)",
      "textFieldShouldReturn(_:)",
    ])

  /// `UIScrollViewDelegate`.
  static let scrollViewDelegate = Self(
    name: "UIScrollViewDelegate", conforms: { $0 is any UIScrollViewDelegate.Type },
    requirements: ["scrollViewDidScroll(_:)"])
}

extension DelegateDispatchCheck.DelegateProtocol {
  /// `UIAlertViewDelegate`.
  static let alertViewDelegate = Self(
    name: "UIAlertViewDelegate", conforms: { $0 is any UIAlertViewDelegate.Type },
    requirements: [
      "alertView(_:clickedButtonAt:)", "alertView(_:willDismissWithButtonIndex:)",
      "alertView(_:didDismissWithButtonIndex:)",
    ])

  /// `MFMailComposeViewControllerDelegate`.
  static let mailComposeDelegate = Self(
    name: "MFMailComposeViewControllerDelegate",
    conforms: { $0 is any MFMailComposeViewControllerDelegate.Type },
    requirements: ["mailComposeController(_:didFinishWith:error:)"])

  /// `UITabBarControllerDelegate`.
  static let tabBarControllerDelegate = Self(
    name: "UITabBarControllerDelegate", conforms: { $0 is any UITabBarControllerDelegate.Type },
    requirements: ["tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)"])
}
