/// A delegate protocol whose requirements have defaults in a protocol extension, with those
/// requirements as Swift names them (`applicationDidEnterBackground(_:)`, `window`).
///
/// These are the methods the system calls on iOS by sending an Objective-C message, which finds
/// a method wherever the delegate's class hierarchy declares it. Swift binds each requirement once,
/// at the class that adopts the protocol: when that class does not declare it, the binding is the
/// extension's default, and a subclass's method of the same name is a new method nothing calls.
/// LifecycleUIKit checks delegates for it when they are installed (reading the executable's
/// symbols), and ``DelegateDispatchLint`` checks the source at build time; both read this table.
public struct DelegateRequirements: Sendable, Equatable {
  /// The protocol's name (`UIApplicationDelegate`).
  public var name: String
  /// Protocols that refine this one: a class that lists one of them adopts this one too
  /// (`UIWindowSceneDelegate` for `UISceneDelegate`).
  public var refinedBy: [String]
  /// The requirements with a default, as Swift names them.
  public var requirements: [String]

  /// The entry for the protocol named `name`; nil for a protocol not in ``all``.
  public static func named(_ name: String) -> DelegateRequirements? { all.first { $0.name == name } }

  /// Every delegate protocol LifecycleUIKit gives defaults to.
  public static let all: [DelegateRequirements] = [
    DelegateRequirements(
      name: "UIApplicationDelegate", refinedBy: [],
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
        "application(_:configurationForConnecting:options:)", "application(_:didDiscardSceneSessions:)",
      ]),
    DelegateRequirements(
      name: "UISceneDelegate", refinedBy: ["UIWindowSceneDelegate"],
      requirements: [
        "scene(_:willConnectTo:options:)", "sceneDidDisconnect(_:)", "sceneDidBecomeActive(_:)",
        "sceneWillResignActive(_:)", "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)",
        "stateRestorationActivity(for:)", "scene(_:restoreInteractionStateWith:)",
        "scene(_:openURLContexts:)",
      ]),
    // Its own requirement; the scene delegate's are checked apart.
    DelegateRequirements(name: "UIWindowSceneDelegate", refinedBy: [], requirements: ["window"]),
    DelegateRequirements(
      name: "UITableViewDataSource", refinedBy: [],
      requirements: ["numberOfSections(in:)", "tableView(_:canEditRowAt:)", "tableView(_:commit:forRowAt:)"]),
    // With `UIScrollViewDelegate`'s requirements, which it refines.
    DelegateRequirements(
      name: "UITableViewDelegate", refinedBy: [],
      requirements: [
        "tableView(_:didSelectRowAt:)", "tableView(_:editingStyleForRowAt:)",
        "tableView(_:viewForHeaderInSection:)",
        "tableView(_:viewForFooterInSection:)", "scrollViewDidScroll(_:)",
      ]),
    DelegateRequirements(
      name: "UICollectionViewDataSource", refinedBy: [],
      requirements: ["numberOfSections(in:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)"]),
    // With `UIScrollViewDelegate`'s requirements, which it refines.
    DelegateRequirements(
      name: "UICollectionViewDelegate", refinedBy: ["UICollectionViewDelegateFlowLayout"],
      requirements: [
        "collectionView(_:shouldSelectItemAt:)", "collectionView(_:didSelectItemAt:)",
        "collectionView(_:shouldDeselectItemAt:)", "collectionView(_:didDeselectItemAt:)",
        "collectionView(_:willDisplay:forItemAt:)", "collectionView(_:didEndDisplaying:forItemAt:)",
        "scrollViewDidScroll(_:)",
      ]),
    // Its own requirements; the collection view delegate's are checked apart.
    DelegateRequirements(
      name: "UICollectionViewDelegateFlowLayout", refinedBy: [],
      requirements: [
        "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
        "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
        "collectionView(_:layout:referenceSizeForHeaderInSection:)",
        "collectionView(_:layout:referenceSizeForFooterInSection:)",
      ]),
    DelegateRequirements(
      name: "UITextFieldDelegate", refinedBy: [],
      requirements: [
        "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)", "textFieldShouldEndEditing(_:)",
        "textFieldDidEndEditing(_:)", "textField(_:shouldChangeCharactersIn:replacementString:)",
        "textFieldShouldReturn(_:)",
      ]),
    DelegateRequirements(
      name: "UITextViewDelegate", refinedBy: [],
      requirements: [
        "textViewShouldBeginEditing(_:)", "textViewDidBeginEditing(_:)", "textViewShouldEndEditing(_:)",
        "textViewDidEndEditing(_:)", "textView(_:shouldChangeTextIn:replacementText:)",
        "textViewDidChange(_:)",
      ]),
    DelegateRequirements(
      name: "UISearchBarDelegate", refinedBy: [],
      requirements: [
        "searchBarShouldBeginEditing(_:)", "searchBarTextDidBeginEditing(_:)",
        "searchBarShouldEndEditing(_:)",
        "searchBarTextDidEndEditing(_:)", "searchBar(_:textDidChange:)",
        "searchBar(_:shouldChangeTextIn:replacementText:)", "searchBarSearchButtonClicked(_:)",
        "searchBarCancelButtonClicked(_:)", "searchBar(_:selectedScopeButtonIndexDidChange:)",
      ]),
    DelegateRequirements(
      name: "UISearchControllerDelegate", refinedBy: [],
      requirements: [
        "presentSearchController(_:)", "willPresentSearchController(_:)", "didPresentSearchController(_:)",
        "willDismissSearchController(_:)", "didDismissSearchController(_:)",
      ]),
    DelegateRequirements(
      name: "UIScrollViewDelegate",
      refinedBy: [
        "UITableViewDelegate", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout",
        "UITextViewDelegate",
      ],
      requirements: ["scrollViewDidScroll(_:)"]),
    DelegateRequirements(
      name: "UIAlertViewDelegate", refinedBy: [],
      requirements: [
        "alertView(_:clickedButtonAt:)", "alertView(_:willDismissWithButtonIndex:)",
        "alertView(_:didDismissWithButtonIndex:)",
      ]),
    DelegateRequirements(
      name: "MFMailComposeViewControllerDelegate", refinedBy: [],
      requirements: ["mailComposeController(_:didFinishWith:error:)"]),
    DelegateRequirements(
      name: "SFSafariViewControllerDelegate", refinedBy: [],
      requirements: ["safariViewControllerDidFinish(_:)", "safariViewController(_:didCompleteInitialLoad:)"]),
    DelegateRequirements(
      name: "UITabBarControllerDelegate", refinedBy: [],
      requirements: ["tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)"]),
    DelegateRequirements(
      name: "UIPickerViewDelegate", refinedBy: [],
      requirements: [
        "pickerView(_:titleForRow:forComponent:)", "pickerView(_:attributedTitleForRow:forComponent:)",
        "pickerView(_:didSelectRow:inComponent:)",
      ]),
  ]
}
