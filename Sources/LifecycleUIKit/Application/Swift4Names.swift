/// The names of UIKit as Swift 4 spelt them, before the Swift 4.2 SDK nested them in their types
/// (“Swift 4.2 … UIKit API renames”, Xcode 10's release notes): `UIViewAnimationOptions` for
/// `UIView.AnimationOptions`, `NSNotification.Name.UIApplicationDidEnterBackground` for
/// `UIApplication.didEnterBackgroundNotification`. The SDK keeps the old names for code built in
/// Swift 4 mode (its API notes are versioned), so a project whose `SWIFT_VERSION` is 4.0 builds
/// in Xcode as it is; `lifecycle import` keeps that mode (`swiftLanguageMode(.v4)`), and here the
/// old names exist in that mode only, as there: in Swift 4.2 and later each is an error naming its
/// new spelling, which the compiler offers as a fix.
///
/// Only the names of types and constants are here. A Swift 4 method name an app overrides
/// (`didMove(toParentViewController:)`) is not: an override of an old name would never be called
/// by LifecycleKit, which calls the new one, so the build stops at it instead (“method does not
/// override any method from its superclass”), and the fix is the new name.
import Foundation

/// Swift 4's name of `UIApplication.LaunchOptionsKey`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// Swift 4's name of `UIApplication.OpenURLOptionsKey`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.OpenURLOptionsKey")
public typealias UIApplicationOpenURLOptionsKey = UIApplication.OpenURLOptionsKey

/// Swift 4's name of `UIApplication.State`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State

/// Swift 4's name of `UIView.AnimationOptions`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

/// Swift 4's name of `UIView.ContentMode`.
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// Swift 4's name of `UIView.AutoresizingMask`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

/// Swift 4's name of `UIControl.State`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// Swift 4's name of `UIControl.Event`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// Swift 4's name of `UISwipeGestureRecognizer.Direction`.
@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction

/// Swift 4's name of `UIGestureRecognizer.State`.
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

/// Swift 4's name of `UITableViewCell.CellStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// Swift 4's name of `UITableViewCell.EditingStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

/// Swift 4's name of `UITableViewCell.AccessoryType`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

/// Swift 4's name of `UITableViewCell.SelectionStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

/// Swift 4's name of `UITableView.RowAnimation`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

/// Swift 4's name of `UITableView.ScrollPosition`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

/// Swift 4's name of `UITableView.Style`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

/// Swift 4's name of `UICollectionView.ScrollPosition`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition

/// Swift 4's name of `UICollectionView.ScrollDirection`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

/// Swift 4's name of `UIAlertController.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

/// Swift 4's name of `UIAlertAction.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style

/// Swift 4's name of `UIBarButtonItem.SystemItem`.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

/// Swift 4's name of `UIBarButtonItem.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

/// Swift 4's name of `UIButton.ButtonType`.
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

/// Swift 4's name of `UIActivityIndicatorView.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

/// Swift 4's name of `UIFont.TextStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

/// Swift 4's name of `NSAttributedString.Key`.
@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

/// Swift 4's name of `NSLayoutConstraint.Axis`.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

/// Swift 4's name of `NSLayoutConstraint.Attribute`.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute

/// Swift 4's name of `NSLayoutConstraint.Relation`.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation

/// Swift 4's name of `UIStackView.Distribution`.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution

/// Swift 4's name of `UIStackView.Alignment`.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment

extension NSNotification.Name {
  /// Swift 4's name of `UIApplication.didEnterBackgroundNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
  public static var UIApplicationDidEnterBackground: NSNotification.Name {
    UIApplication.didEnterBackgroundNotification
  }

  /// Swift 4's name of `UIApplication.willEnterForegroundNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
  public static var UIApplicationWillEnterForeground: NSNotification.Name {
    UIApplication.willEnterForegroundNotification
  }

  /// Swift 4's name of `UIApplication.didBecomeActiveNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
  public static var UIApplicationDidBecomeActive: NSNotification.Name {
    UIApplication.didBecomeActiveNotification
  }

  /// Swift 4's name of `UIApplication.willResignActiveNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
  public static var UIApplicationWillResignActive: NSNotification.Name {
    UIApplication.willResignActiveNotification
  }

  /// Swift 4's name of `UIApplication.willTerminateNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.willTerminateNotification")
  public static var UIApplicationWillTerminate: NSNotification.Name {
    UIApplication.willTerminateNotification
  }

  /// Swift 4's name of `UIApplication.didFinishLaunchingNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didFinishLaunchingNotification")
  public static var UIApplicationDidFinishLaunching: NSNotification.Name {
    UIApplication.didFinishLaunchingNotification
  }

  /// Swift 4's name of `UIApplication.didReceiveMemoryWarningNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didReceiveMemoryWarningNotification")
  public static var UIApplicationDidReceiveMemoryWarning: NSNotification.Name {
    UIApplication.didReceiveMemoryWarningNotification
  }

  /// Swift 4's name of `UIApplication.significantTimeChangeNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.significantTimeChangeNotification")
  public static var UIApplicationSignificantTimeChange: NSNotification.Name {
    UIApplication.significantTimeChangeNotification
  }

  /// Swift 4's name of `UIApplication.protectedDataWillBecomeUnavailableNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.protectedDataWillBecomeUnavailableNotification")
  public static var UIApplicationProtectedDataWillBecomeUnavailable: NSNotification.Name {
    UIApplication.protectedDataWillBecomeUnavailableNotification
  }

  /// Swift 4's name of `UIApplication.protectedDataDidBecomeAvailableNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.protectedDataDidBecomeAvailableNotification")
  public static var UIApplicationProtectedDataDidBecomeAvailable: NSNotification.Name {
    UIApplication.protectedDataDidBecomeAvailableNotification
  }
}

/// Swift 4's name of `UISegmentedControl.noSegment`.
@available(swift, obsoleted: 4.2, renamed: "UISegmentedControl.noSegment")
@MainActor public var UISegmentedControlNoSegment: Int { UISegmentedControl.noSegment }
