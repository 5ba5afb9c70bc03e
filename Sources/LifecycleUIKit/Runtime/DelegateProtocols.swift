import LifecycleLint

/// The delegate protocols whose requirements have defaults that the system calls, with those
/// requirements as Swift names them: what ``DelegateDispatchCheck`` looks for in a subclass.
///
/// The names come from LifecycleLint's ``LifecycleLint/DelegateRequirements`` table, which the
/// build-time check (``LifecycleLint/DelegateDispatchLint``) reads too. A requirement given a
/// default in a protocol extension belongs there (a test compares each list with the defaults the
/// protocol extension's symbols declare).
extension DelegateDispatchCheck.DelegateProtocol {
  /// The entry named `name` of the table, with how a class is seen to conform.
  private init(_ name: String, conforms: @escaping @Sendable (AnyClass) -> Bool) {
    guard let entry = DelegateRequirements.named(name) else {
      preconditionFailure("\(name) is not in LifecycleLint's DelegateRequirements table")
    }
    self.init(name: name, conforms: conforms, requirements: entry.requirements)
  }

  /// `UIApplicationDelegate`.
  static let applicationDelegate = Self("UIApplicationDelegate") { $0 is any UIApplicationDelegate.Type }

  /// `UISceneDelegate`.
  static let sceneDelegate = Self("UISceneDelegate") { $0 is any UISceneDelegate.Type }

  /// `UIWindowSceneDelegate` (its own requirement; the scene delegate's are checked apart).
  static let windowSceneDelegate = Self("UIWindowSceneDelegate") { $0 is any UIWindowSceneDelegate.Type }

  /// `UITableViewDataSource`.
  static let tableViewDataSource = Self("UITableViewDataSource") { $0 is any UITableViewDataSource.Type }

  /// `UITableViewDelegate` (with `UIScrollViewDelegate`'s requirements, which it refines).
  static let tableViewDelegate = Self("UITableViewDelegate") { $0 is any UITableViewDelegate.Type }

  /// `UICollectionViewDataSource`.
  static let collectionViewDataSource = Self("UICollectionViewDataSource") {
    $0 is any UICollectionViewDataSource.Type
  }

  /// `UICollectionViewDelegate` (with `UIScrollViewDelegate`'s requirements, which it refines).
  static let collectionViewDelegate = Self("UICollectionViewDelegate") {
    $0 is any UICollectionViewDelegate.Type
  }

  /// `UICollectionViewDelegateFlowLayout` (its own requirements).
  static let collectionViewDelegateFlowLayout = Self("UICollectionViewDelegateFlowLayout") {
    $0 is any UICollectionViewDelegateFlowLayout.Type
  }

  /// The protocols a scroll view's delegate is checked against: the most refined it adopts.
  @MainActor
  static func checked(forScrollViewDelegate delegate: any UIScrollViewDelegate) -> [Self] {
    switch delegate {
    case is any UITableViewDelegate: [.tableViewDelegate]
    case is any UICollectionViewDelegateFlowLayout:
      [.collectionViewDelegate, .collectionViewDelegateFlowLayout]
    case is any UICollectionViewDelegate: [.collectionViewDelegate]
    case is any UITextViewDelegate: [.textViewDelegate, .scrollViewDelegate]
    default: [.scrollViewDelegate]
    }
  }

  /// `UITextFieldDelegate`.
  static let textFieldDelegate = Self("UITextFieldDelegate") { $0 is any UITextFieldDelegate.Type }

  /// `UITextViewDelegate` (its own requirements; `UIScrollViewDelegate`'s are checked apart).
  static let textViewDelegate = Self("UITextViewDelegate") { $0 is any UITextViewDelegate.Type }

  /// `UISearchBarDelegate`.
  static let searchBarDelegate = Self("UISearchBarDelegate") { $0 is any UISearchBarDelegate.Type }

  /// `UISearchControllerDelegate`.
  static let searchControllerDelegate = Self("UISearchControllerDelegate") {
    $0 is any UISearchControllerDelegate.Type
  }

  /// `UIScrollViewDelegate`.
  static let scrollViewDelegate = Self("UIScrollViewDelegate") { $0 is any UIScrollViewDelegate.Type }

  /// `UIAlertViewDelegate`.
  static let alertViewDelegate = Self("UIAlertViewDelegate") { $0 is any UIAlertViewDelegate.Type }

  /// `MFMailComposeViewControllerDelegate`.
  static let mailComposeDelegate = Self("MFMailComposeViewControllerDelegate") {
    $0 is any MFMailComposeViewControllerDelegate.Type
  }

  /// `SFSafariViewControllerDelegate`.
  static let safariViewControllerDelegate = Self("SFSafariViewControllerDelegate") {
    $0 is any SFSafariViewControllerDelegate.Type
  }

  /// `UITabBarControllerDelegate`.
  static let tabBarControllerDelegate = Self("UITabBarControllerDelegate") {
    $0 is any UITabBarControllerDelegate.Type
  }

  /// `UIPickerViewDelegate`.
  static let pickerViewDelegate = Self("UIPickerViewDelegate") { $0 is any UIPickerViewDelegate.Type }
}
