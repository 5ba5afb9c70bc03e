/// An alert or action sheet, presented like any view controller (iOS 8 and later).
///
/// Presented alerts stay up when the app enters the background, like `UIAlertView`s;
/// they are among ``UIKitApp/visibleAlerts``.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// Alert or action sheet.
  public enum Style: Int, Sendable {
    /// A sheet of actions from the bottom.
    case actionSheet = 0
    /// An alert in the middle of the screen.
    case alert = 1
  }

  /// The message under the title.
  public var message: String?
  /// Alert or action sheet.
  public private(set) var preferredStyle = Style.alert
  /// The actions, in the order added.
  public private(set) var actions: [UIAlertAction] = []
  /// The action emphasised.
  public var preferredAction: UIAlertAction?

  /// Creates an alert controller.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// Creates an empty alert; it is presented over full screen, leaving its presenter.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .overFullScreen
  }

  /// Creates an alert from an interface file.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    modalPresentationStyle = .overFullScreen
  }

  /// Adds an action (a button).
  public func addAction(_ action: UIAlertAction) { actions.append(action) }

  /// The text fields ``addTextField(configurationHandler:)`` added, in order; nil when none was.
  public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
  private var fields: [UITextField] = []

  /// Adds a text field to an alert (not an action sheet, where UIKit raises an exception: here
  /// the app crashes), after `configurationHandler` has set it up. The app reads and sets its
  /// text as on iOS; the UI driver does not type into it.
  public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      appHost?.crash(
        "NSInternalInconsistencyException: Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
      )
      return
    }
    let field = UITextField(frame: .zero)
    configurationHandler?(field)
    fields.append(field)
  }

  /// The user taps the action titled `title`: the alert is dismissed, then the
  /// action's handler runs, as in UIKit. Returns false when there is no such enabled
  /// action. (Simulator addition for scenario actions.)
  @discardableResult
  public func simulateUserTap(actionTitled title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title && $0.isEnabled }) else { return false }
    dismiss(animated: true)
    action.handler?(action)
    return true
  }
}

/// A button of an alert controller.
@preconcurrency @MainActor
public final class UIAlertAction {
  /// How the button looks.
  public enum Style: Int, Sendable {
    /// A plain button.
    case `default` = 0
    /// The cancel button.
    case cancel = 1
    /// A destructive button.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The button's style.
  public let style: Style
  /// Whether the button can be tapped.
  public var isEnabled = true
  let handler: (@MainActor (UIAlertAction) -> Void)?

  /// Creates an action; `handler` runs after the alert is dismissed.
  public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
