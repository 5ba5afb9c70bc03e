import LifecycleSimulator

/// A button: a control with a title per state, whose tap sends `.touchDown`, `.touchUpInside`
/// and `.primaryActionTriggered` to what the app attached (``UIControl``).
///
/// Titles are kept per ``UIControl/State``; a state without its own title shows the normal
/// state's, as in UIKit (“setTitle(_:for:)”). Nothing is drawn: ``titleLabel`` holds the
/// title shown — the attributed title's characters when the state has one, else the plain
/// title — and the snapshot shows it. Images, title colours and insets are kept and read back
/// (`UIButton+Looks.swift`).
@preconcurrency @MainActor
open class UIButton: UIControl, UIDriverElement {
  /// The kinds of button UIKit makes (UIButton.ButtonType). Raw values are UIKit's.
  public enum ButtonType: Int, Sendable {
    /// No style of its own.
    case custom = 0
    /// The standard system button (iOS 7 and later; a rounded rectangle before).
    case system = 1
    /// A detail disclosure (ⓘ) button.
    case detailDisclosure = 2
    /// An information button on a light background.
    case infoLight = 3
    /// An information button on a dark background.
    case infoDark = 4
    /// A plus button that adds a contact.
    case contactAdd = 5
    /// A close button (iOS 13 and later).
    case close = 7

    /// The rounded rectangle of iOS 6 and earlier, now the system button.
    public static let roundedRect = ButtonType.system
  }

  /// The kind of button, fixed when it is made.
  public let buttonType: ButtonType
  private var titles: [UInt: String] = [:]
  private let label = UILabel()
  /// Images, title colours and attributed titles per state (`UIButton+Looks.swift`).
  var looks = ButtonLooks()

  /// A button of `buttonType` with an empty frame.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
  }

  /// A button of `buttonType` whose tap runs `primaryAction` (iOS 14 and later), titled with
  /// the action's title when it has one, as UIKit takes the title from the action.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    guard APIAvailabilityCheck.requireClassMethod("buttonWithType:primaryAction:", of: "UIButton"),
      let primaryAction
    else { return }
    if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    addAction(primaryAction, for: .primaryActionTriggered)
  }

  /// A custom button with a frame.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
  }

  /// A button from an interface file: reads the control's keys and `title`, the normal
  /// state's title.
  public required init?(coder: NSCoder) {
    buttonType = .system
    super.init(coder: coder)
    if let title = coder.decodeObject(forKey: "title") as? String { setTitle(title, for: .normal) }
  }

  /// Sets the title shown in `state` (nil removes it: the state shows the normal title).
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    label.text = shownTitle
  }

  /// What the button shows: the current attributed title's characters, else the current title.
  var shownTitle: String? { currentAttributedTitle?.string ?? currentTitle }

  /// The title shown in `state`: its own, else the normal state's.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

  /// The title shown now, for the control's ``UIControl/state``.
  open var currentTitle: String? { title(for: state) }

  /// The label that shows the current title.
  open var titleLabel: UILabel? {
    label.text = shownTitle
    return label
  }

  /// The UI driver names and reads a button by the title it shows.
  var driverTitle: String? { shownTitle }
  /// What the button shows: its title.
  var driverValue: String? { shownTitle }

  /// The user taps the button: `.touchDown`, `.touchUpInside`, then `.primaryActionTriggered`
  /// (iOS 9 and later), each to the actions attached for it. A disabled button refuses.
  func driverTap() throws(AppActionError) {
    try driverRequireEnabled()
    isHighlighted = true
    sendActions(for: .touchDown)
    isHighlighted = false
    sendActions(for: .touchUpInside)
    sendActions(for: .primaryActionTriggered)
  }
}
