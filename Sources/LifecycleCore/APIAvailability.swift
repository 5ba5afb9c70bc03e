// Which UIKit API exists from which OS generation, as data. Each row cites the Apple
// documentation page by its title and the first version that page gives ("iOS 4.0+"). The
// UIKit layer only asks these rows: it never decides availability itself.
//
// Apple documents cited: “beginBackgroundTask(expirationHandler:)”,
// “beginBackgroundTask(withName:expirationHandler:)”, “endBackgroundTask(_:)”,
// “applicationState”, “backgroundTimeRemaining”, “isMultitaskingSupported”,
// “systemVersion”, “identifierForVendor”, “didEnterBackgroundNotification”, “willEnterForegroundNotification”,
// “restorationIdentifier” (UIViewController and UIView), “restorationClass”,
// “connectedScenes”, “supportsMultipleScenes”, “init(systemName:)” (UIImage), “selectedImage”
// (UITabBarItem), “UIAction”, “addAction(_:for:)”, “init(frame:primaryAction:)”,
// “init(type:primaryAction:)”, “init(systemItem:primaryAction:menu:)”,
// “init(title:image:primaryAction:menu:)”, “systemBackground”, “systemGroupedBackground”,
// “label”, “secondaryLabel”, “systemBlue”, “systemRed”, “backgroundRefreshStatus”, “UICollectionView”,
// “keyboardFrameBeginUserInfoKey”, “keyboardFrameEndUserInfoKey”, “keyboardWillChangeFrameNotification”,
// “keyboardDidChangeFrameNotification”, “keyboardIsLocalUserInfoKey”, “UIRefreshControl”,
// “refreshControl” (UITableViewController and UIScrollView), “UIStepper”, “preferredDatePickerStyle”,
// “UISearchController”, “searchController” (UINavigationItem), “popoverPresentationController”.

/// One piece of UIKit API and the first OS generation that has it.
///
/// Calling a method that the running generation does not have is, on iOS, an Objective-C
/// message to a selector the class does not implement: the app dies with
/// `NSInvalidArgumentException` (“unrecognized selector sent to instance”). Reading a
/// weak-linked constant that the generation does not have reads through a NULL address: the
/// app dies with `EXC_BAD_ACCESS` (article “Multitasking pitfalls”: the notifications added in
/// iOS 4 are NULL on OS 3.x and must be checked before use). ``crashReason(receiver:)`` words
/// each as iOS reports it.
public struct APIAvailability: Hashable, Sendable {
  /// What sort of API the row describes.
  public enum Kind: String, Hashable, Sendable {
    /// An instance method or property accessor: a selector sent to an object.
    case instanceMethod
    /// A class method (a factory such as `+[UIImage systemImageNamed:]`): a selector sent to
    /// the class.
    case classMethod
    /// A weak-linked constant (a notification name): its address is NULL before it exists.
    case constant
  }

  /// The API as Swift code spells it (`UIApplication.beginBackgroundTask(expirationHandler:)`).
  public let api: String
  /// The class that declares it (`UIApplication`); for a constant, the class whose name it
  /// carries.
  public let owner: String
  /// The selector as iOS reports it (`beginBackgroundTaskWithExpirationHandler:`), or the
  /// constant's C symbol (`UIApplicationDidEnterBackgroundNotification`).
  public let selector: String
  /// What sort of API it is.
  public let kind: Kind
  /// The first generation that has it.
  public let introduced: OSGeneration
  /// The first release as Apple's page names it (`iOS 14.0`), when it is not the generation's
  /// first: an API of iOS 14 belongs to the `ios13` generation (iOS 13 and later), which has it,
  /// and is missing from the generations before.
  public let firstVersionName: String
  /// The public source: the title of Apple's page and the availability it states.
  public let source: String

  /// Creates a row.
  public init(
    api: String, owner: String, selector: String, kind: Kind = .instanceMethod, introduced: OSGeneration,
    firstVersion: String? = nil, source: String
  ) {
    self.api = api
    self.owner = owner
    self.selector = selector
    self.kind = kind
    self.introduced = introduced
    self.firstVersionName = firstVersion ?? introduced.firstVersionName
    self.source = source
  }

  /// Whether the API exists on `generation`.
  public func exists(on generation: OSGeneration) -> Bool { generation >= introduced }

  /// The reason of the crash report when app code uses the API where it does not exist,
  /// worded as iOS words it; `receiver` names the object the message was sent to (the
  /// class of the instance, which may be a subclass of ``owner``).
  public func crashReason(receiver: String) -> String {
    switch kind {
    case .instanceMethod:
      "NSInvalidArgumentException: -[\(receiver) \(selector)]: unrecognized selector sent to instance"
        + " <\(receiver)> (\(api) is \(firstVersionName)+; check it with responds(to:) first)"
    case .classMethod:
      "NSInvalidArgumentException: +[\(receiver) \(selector)]: unrecognized selector sent to class"
        + " \(receiver) (\(api) is \(firstVersionName)+; check that the API exists first)"
    case .constant:
      "EXC_BAD_ACCESS (SIGSEGV): KERN_INVALID_ADDRESS at 0x0000000000000000 reading \(selector),"
        + " a weak-linked constant that does not exist before \(firstVersionName) (\(api);"
        + " check that the API exists first)"
    }
  }

  /// The row for `selector` sent to an instance of `owner` or of one of its superclasses
  /// (`classes`, most derived first), or nil when no row describes it.
  public static func row(for selector: String, in classes: [String]) -> APIAvailability? {
    for owner in classes {
      if let row = catalog.first(where: { $0.owner == owner && $0.selector == selector }) { return row }
    }
    return nil
  }

  /// The rows, one per API whose first generation matters to lifecycle code.
  public static let catalog: [APIAvailability] = [
    // Background execution: iOS 4.0 (article “Multitasking pitfalls”; each page says iOS 4.0+).
    .init(
      api: "UIApplication.beginBackgroundTask(expirationHandler:)", owner: "UIApplication",
      selector: "beginBackgroundTaskWithExpirationHandler:", introduced: .ios4,
      source: "Apple, “beginBackgroundTask(expirationHandler:)”: iOS 4.0+"),
    .init(
      api: "UIApplication.beginBackgroundTask(withName:expirationHandler:)", owner: "UIApplication",
      selector: "beginBackgroundTaskWithName:expirationHandler:", introduced: .ios7,
      source: "Apple, “beginBackgroundTask(withName:expirationHandler:)”: iOS 7.0+"),
    .init(
      api: "UIApplication.endBackgroundTask(_:)", owner: "UIApplication", selector: "endBackgroundTask:",
      introduced: .ios4, source: "Apple, “endBackgroundTask(_:)”: iOS 4.0+"),
    .init(
      api: "UIApplication.applicationState", owner: "UIApplication", selector: "applicationState",
      introduced: .ios4, source: "Apple, “applicationState”: iOS 4.0+"),
    .init(
      api: "UIApplication.backgroundTimeRemaining", owner: "UIApplication",
      selector: "backgroundTimeRemaining",
      introduced: .ios4, source: "Apple, “backgroundTimeRemaining”: iOS 4.0+"),
    .init(
      api: "UIDevice.isMultitaskingSupported", owner: "UIDevice", selector: "isMultitaskingSupported",
      introduced: .ios4, source: "Apple, “isMultitaskingSupported”: iOS 4.0+"),
    .init(
      api: "UIDevice.identifierForVendor", owner: "UIDevice", selector: "identifierForVendor",
      introduced: .ios6, source: "Apple, “identifierForVendor”: iOS 6.0+"),
    .init(
      api: "UIDevice.systemVersion", owner: "UIDevice", selector: "systemVersion", introduced: .ios3,
      source: "Apple, “systemVersion”: iOS 2.0+"),
    .init(
      api: "UIApplication.didEnterBackgroundNotification", owner: "UIApplication",
      selector: "UIApplicationDidEnterBackgroundNotification", kind: .constant, introduced: .ios4,
      source: "Apple, “didEnterBackgroundNotification”: iOS 4.0+"),
    .init(
      api: "UIApplication.willEnterForegroundNotification", owner: "UIApplication",
      selector: "UIApplicationWillEnterForegroundNotification", kind: .constant, introduced: .ios4,
      source: "Apple, “willEnterForegroundNotification”: iOS 4.0+"),
    // State preservation and restoration: iOS 6.0.
    .init(
      api: "UIViewController.restorationIdentifier", owner: "UIViewController",
      selector: "setRestorationIdentifier:", introduced: .ios6,
      source: "Apple, “restorationIdentifier” (UIViewController): iOS 6.0+"),
    .init(
      api: "UIViewController.restorationIdentifier", owner: "UIViewController",
      selector: "restorationIdentifier", introduced: .ios6,
      source: "Apple, “restorationIdentifier” (UIViewController): iOS 6.0+"),
    .init(
      api: "UIViewController.restorationClass", owner: "UIViewController", selector: "setRestorationClass:",
      introduced: .ios6, source: "Apple, “restorationClass”: iOS 6.0+"),
    .init(
      api: "UIView.restorationIdentifier", owner: "UIView", selector: "setRestorationIdentifier:",
      introduced: .ios6, source: "Apple, “restorationIdentifier” (UIView): iOS 6.0+"),
    .init(
      api: "UIView.restorationIdentifier", owner: "UIView", selector: "restorationIdentifier",
      introduced: .ios6, source: "Apple, “restorationIdentifier” (UIView): iOS 6.0+"),
    // Collection views: iOS 6.0.
    .init(
      api: "UICollectionView.init(frame:collectionViewLayout:)", owner: "UICollectionView",
      selector: "initWithFrame:collectionViewLayout:", introduced: .ios6,
      source: "Apple, “UICollectionView”: iOS 6.0+"),
    // Controls and images.
    .init(
      api: "UITabBarItem.selectedImage", owner: "UITabBarItem", selector: "setSelectedImage:",
      introduced: .ios7, source: "Apple, “selectedImage” (UITabBarItem): iOS 7.0+"),
    .init(
      api: "UITabBarItem.init(title:image:selectedImage:)", owner: "UITabBarItem",
      selector: "initWithTitle:image:selectedImage:", introduced: .ios7,
      source: "Apple, “init(title:image:selectedImage:)”: iOS 7.0+"),
    .init(
      api: "UIImage.init(systemName:)", owner: "UIImage", selector: "systemImageNamed:", kind: .classMethod,
      introduced: .ios13, source: "Apple, “init(systemName:)” (UIImage): iOS 13.0+"),
    // The system colours: class properties of UIColor.
    .init(
      api: "UIColor.systemBackground", owner: "UIColor", selector: "systemBackgroundColor",
      kind: .classMethod,
      introduced: .ios13, source: "Apple, “systemBackground”: iOS 13.0+"),
    .init(
      api: "UIColor.systemGroupedBackground", owner: "UIColor", selector: "systemGroupedBackgroundColor",
      kind: .classMethod, introduced: .ios13, source: "Apple, “systemGroupedBackground”: iOS 13.0+"),
    .init(
      api: "UIColor.label", owner: "UIColor", selector: "labelColor", kind: .classMethod, introduced: .ios13,
      source: "Apple, “label”: iOS 13.0+"),
    .init(
      api: "UIColor.secondaryLabel", owner: "UIColor", selector: "secondaryLabelColor", kind: .classMethod,
      introduced: .ios13, source: "Apple, “secondaryLabel”: iOS 13.0+"),
    .init(
      api: "UIColor.systemBlue", owner: "UIColor", selector: "systemBlueColor", kind: .classMethod,
      introduced: .ios7, source: "Apple, “systemBlue”: iOS 7.0+"),
    .init(
      api: "UIColor.systemRed", owner: "UIColor", selector: "systemRedColor", kind: .classMethod,
      introduced: .ios7, source: "Apple, “systemRed”: iOS 7.0+"),
    // Actions as closures: UIAction is iOS 13.0; the controls and bar button items that take one
    // are iOS 14.0, which the ios13 generation (iOS 13 and later) stands for.
    .init(
      api: "UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)",
      owner: "UIAction", selector: "actionWithTitle:image:identifier:handler:", kind: .classMethod,
      introduced: .ios13, source: "Apple, “UIAction”: iOS 13.0+"),
    .init(
      api: "UIControl.addAction(_:for:)", owner: "UIControl", selector: "addAction:forControlEvents:",
      introduced: .ios13, firstVersion: "iOS 14.0", source: "Apple, “addAction(_:for:)”: iOS 14.0+"),
    .init(
      api: "UIControl.init(frame:primaryAction:)", owner: "UIControl",
      selector: "initWithFrame:primaryAction:",
      introduced: .ios13, firstVersion: "iOS 14.0", source: "Apple, “init(frame:primaryAction:)”: iOS 14.0+"),
    .init(
      api: "UIButton.init(type:primaryAction:)", owner: "UIButton", selector: "buttonWithType:primaryAction:",
      kind: .classMethod, introduced: .ios13, firstVersion: "iOS 14.0",
      source: "Apple, “init(type:primaryAction:)”: iOS 14.0+"),
    .init(
      api: "UIBarButtonItem.init(systemItem:primaryAction:menu:)", owner: "UIBarButtonItem",
      selector: "initWithBarButtonSystemItem:primaryAction:", introduced: .ios13, firstVersion: "iOS 14.0",
      source: "Apple, “init(systemItem:primaryAction:menu:)”: iOS 14.0+"),
    .init(
      api: "UIBarButtonItem.init(title:image:primaryAction:menu:)", owner: "UIBarButtonItem",
      selector: "initWithTitle:image:primaryAction:menu:", introduced: .ios13, firstVersion: "iOS 14.0",
      source: "Apple, “init(title:image:primaryAction:menu:)”: iOS 14.0+"),
    // Background fetch's switch in Settings: iOS 7.0.
    .init(
      api: "UIApplication.backgroundRefreshStatus", owner: "UIApplication",
      selector: "backgroundRefreshStatus",
      introduced: .ios7, source: "Apple, “backgroundRefreshStatus”: iOS 7.0+"),
    // The keyboard's notifications and their user-info keys (UIResponder). The show and hide
    // notifications, the animation keys and the frame's old bounds and centre keys are in every
    // generation here (iOS 2.0 and 3.0); the frame keys came in iPhone OS 3.2, which the ios4
    // generation stands for; the frame-change notifications in iOS 5.0; the key that says
    // whether the keyboard is the app's own in iOS 9.0, the ios13 generation's.
    .init(
      api: "UIResponder.keyboardFrameBeginUserInfoKey", owner: "UIResponder",
      selector: "UIKeyboardFrameBeginUserInfoKey", kind: .constant, introduced: .ios4,
      firstVersion: "iOS 3.2",
      source: "Apple, “keyboardFrameBeginUserInfoKey”: iOS 3.2+"),
    .init(
      api: "UIResponder.keyboardFrameEndUserInfoKey", owner: "UIResponder",
      selector: "UIKeyboardFrameEndUserInfoKey", kind: .constant, introduced: .ios4, firstVersion: "iOS 3.2",
      source: "Apple, “keyboardFrameEndUserInfoKey”: iOS 3.2+"),
    .init(
      api: "UIResponder.keyboardWillChangeFrameNotification", owner: "UIResponder",
      selector: "UIKeyboardWillChangeFrameNotification", kind: .constant, introduced: .ios5,
      source: "Apple, “keyboardWillChangeFrameNotification”: iOS 5.0+"),
    .init(
      api: "UIResponder.keyboardDidChangeFrameNotification", owner: "UIResponder",
      selector: "UIKeyboardDidChangeFrameNotification", kind: .constant, introduced: .ios5,
      source: "Apple, “keyboardDidChangeFrameNotification”: iOS 5.0+"),
    .init(
      api: "UIResponder.keyboardIsLocalUserInfoKey", owner: "UIResponder",
      selector: "UIKeyboardIsLocalUserInfoKey", kind: .constant, introduced: .ios13, firstVersion: "iOS 9.0",
      source: "Apple, “keyboardIsLocalUserInfoKey”: iOS 9.0+"),
    // A date picker's preferred style: iOS 13.4, in the ios13 generation.
    .init(
      api: "UIDatePicker.preferredDatePickerStyle", owner: "UIDatePicker",
      selector: "setPreferredDatePickerStyle:",
      introduced: .ios13, firstVersion: "iOS 13.4", source: "Apple, “preferredDatePickerStyle”: iOS 13.4+"),
    // Steppers: iOS 5.0.
    .init(
      api: "UIStepper.init(frame:)", owner: "UIStepper", selector: "initWithFrame:", introduced: .ios5,
      source: "Apple, “UIStepper”: iOS 5.0+"),
    // Pull to refresh: the control and a table view controller's property are iOS 6.0; any
    // scroll view's property is iOS 10.0, which the ios13 generation stands for.
    .init(
      api: "UIRefreshControl.init()", owner: "UIRefreshControl", selector: "init", introduced: .ios6,
      source: "Apple, “UIRefreshControl”: iOS 6.0+"),
    .init(
      api: "UITableViewController.refreshControl", owner: "UITableViewController",
      selector: "setRefreshControl:", introduced: .ios6,
      source: "Apple, “refreshControl” (UITableViewController): iOS 6.0+"),
    .init(
      api: "UIScrollView.refreshControl", owner: "UIScrollView", selector: "refreshControl",
      introduced: .ios13,
      firstVersion: "iOS 10.0", source: "Apple, “refreshControl” (UIScrollView): iOS 10.0+"),
    .init(
      api: "UIScrollView.refreshControl", owner: "UIScrollView", selector: "setRefreshControl:",
      introduced: .ios13, firstVersion: "iOS 10.0",
      source: "Apple, “refreshControl” (UIScrollView): iOS 10.0+"),
    // Search controllers and popover presentations: iOS 8.0; a navigation item's search
    // controller: iOS 11.0. All in the ios13 generation: the ios7 profile is iOS 7.0.
    .init(
      api: "UISearchController.init(searchResultsController:)", owner: "UISearchController",
      selector: "initWithSearchResultsController:", introduced: .ios13, firstVersion: "iOS 8.0",
      source: "Apple, “UISearchController”: iOS 8.0+"),
    .init(
      api: "UINavigationItem.searchController", owner: "UINavigationItem", selector: "setSearchController:",
      introduced: .ios13, firstVersion: "iOS 11.0", source: "Apple, “searchController”: iOS 11.0+"),
    .init(
      api: "UIViewController.popoverPresentationController", owner: "UIViewController",
      selector: "popoverPresentationController", introduced: .ios13, firstVersion: "iOS 8.0",
      source: "Apple, “popoverPresentationController”: iOS 8.0+"),
    // Scenes: iOS 13.0.
    .init(
      api: "UIApplication.connectedScenes", owner: "UIApplication", selector: "connectedScenes",
      introduced: .ios13, source: "Apple, “connectedScenes”: iOS 13.0+"),
    .init(
      api: "UIApplication.supportsMultipleScenes", owner: "UIApplication", selector: "supportsMultipleScenes",
      introduced: .ios13, source: "Apple, “supportsMultipleScenes”: iOS 13.0+"),
  ]
}

extension OSGeneration {
  /// The first release of the generation as `UIDevice.systemVersion` reports it (`4.0`): the
  /// version the availability rows compare with. A generation spans several releases
  /// (`ios7` is iOS 7 to 12); the profile stands for its first.
  public var systemVersion: String {
    switch self {
    case .ios3: "3.0"
    case .ios4: "4.0"
    case .ios5: "5.0"
    case .ios6: "6.0"
    case .ios7: "7.0"
    case .ios13: "13.0"
    }
  }

  /// The first release as Apple's pages name it (`iPhone OS 3.0`, `iOS 4.0`).
  public var firstVersionName: String { self == .ios3 ? "iPhone OS 3.0" : "iOS \(systemVersion)" }
}
