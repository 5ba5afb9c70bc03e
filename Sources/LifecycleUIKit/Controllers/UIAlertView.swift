/// An alert shown over the app (iOS 2 to 8 API; deprecated in iOS 9 but kept for the era
/// of the articles in `Docs/Sources.md`).
///
/// A shown alert stays up when the app enters the background and is still there when
/// it comes back (article “Multitasking pitfalls”): the app should dismiss it with
/// ``dismiss(withClickedButtonIndex:animated:)`` and the cancel index. The app's
/// visible alerts are queryable (``UIKitApp/visibleAlerts``) for the explorer's
/// clean-background check.
@preconcurrency @MainActor
open class UIAlertView: UIView {
  /// The title.
  public var title: String
  /// The message under the title.
  public var message: String?
  /// The delegate, told of clicks and dismissal (any object adopting `UIAlertViewDelegate`).
  public weak var delegate: AnyObject? {
    // A delegate method declared below the adopting class is never called (a misuse).
    didSet {
      if let delegate = delegate as? any UIAlertViewDelegate {
        appHost?.verifyDispatch(of: delegate, against: .alertViewDelegate)
      }
    }
  }
  /// The index of the cancel button; -1 when there is none.
  public var cancelButtonIndex = -1
  /// Whether the alert is shown.
  public private(set) var isVisible = false
  private var buttonTitles: [String] = []

  /// Creates an alert with a cancel button and other buttons, indexed in that order.
  public convenience init(
    title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?,
    otherButtonTitles firstButtonTitle: String, _ moreButtonTitles: String...
  ) {
    self.init(title: title, message: message, delegate: delegate, cancelButtonTitle: cancelButtonTitle)
    for buttonTitle in [firstButtonTitle] + moreButtonTitles { addButton(withTitle: buttonTitle) }
  }

  /// Creates an alert with at most a cancel button.
  public convenience init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?) {
    self.init(frame: .zero)
    self.title = title ?? ""
    self.message = message
    self.delegate = delegate as AnyObject?
    if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
  }

  /// Creates an empty alert.
  public override init(frame: CGRect) {
    title = ""
    super.init(frame: frame)
  }

  /// Creates an alert from an interface file: reads `title` and `message`.
  public required init?(coder: NSCoder) {
    title = coder.decodeObject(forKey: "title") as? String ?? ""
    super.init(coder: coder)
    message = coder.decodeObject(forKey: "message") as? String
  }

  /// Adds a button; returns its index.
  @discardableResult
  public func addButton(withTitle title: String?) -> Int {
    buttonTitles.append(title ?? "")
    return buttonTitles.count - 1
  }

  /// The number of buttons.
  public var numberOfButtons: Int { buttonTitles.count }

  /// The index of the first button that is not the cancel button; -1 when none.
  public var firstOtherButtonIndex: Int { buttonTitles.indices.first { $0 != cancelButtonIndex } ?? -1 }

  /// The title of a button; nil for an index out of range.
  public func buttonTitle(at buttonIndex: Int) -> String? {
    buttonTitles.indices.contains(buttonIndex) ? buttonTitles[buttonIndex] : nil
  }

  private var alertDelegate: (any UIAlertViewDelegate)? { delegate as? any UIAlertViewDelegate }

  /// Shows the alert over the app.
  public func show() {
    guard !isVisible, let host = appHost ?? AppContext.current else { return }
    isVisible = true
    host.alertViewShown(self)
  }

  /// Dismisses the alert as if `buttonIndex` had been clicked: the delegate gets
  /// `willDismiss` and `didDismiss`, not `clickedButtonAt` (as in UIKit).
  public func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
    guard isVisible else { return }
    alertDelegate?.alertView(self, willDismissWithButtonIndex: buttonIndex)
    isVisible = false
    (appHost ?? AppContext.current)?.alertViewDismissed(self)
    alertDelegate?.alertView(self, didDismissWithButtonIndex: buttonIndex)
  }

  /// The user taps a button: the delegate gets `clickedButtonAt`, then the alert is
  /// dismissed. (Simulator addition for scenario actions.)
  public func simulateUserTap(buttonAt buttonIndex: Int) {
    guard isVisible else { return }
    alertDelegate?.alertView(self, clickedButtonAt: buttonIndex)
    dismiss(withClickedButtonIndex: buttonIndex, animated: true)
  }
}

/// The delegate of an alert view.
@preconcurrency @MainActor
public protocol UIAlertViewDelegate: AnyObject {
  /// The user clicked a button.
  func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
  /// The alert is about to be dismissed.
  func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int)
  /// The alert was dismissed.
  func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
}

extension UIAlertViewDelegate {
  /// Does nothing.
  public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
  /// Does nothing.
  public func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
  /// Does nothing.
  public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
}
