/// The bar of tabs at the bottom of a ``UITabBarController``'s view: its items, one per child,
/// and the selected one. Kept and read back; nothing is drawn. The tab bar controller keeps
/// it up to date — select tabs through the controller, as on iOS.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The items shown, one per tab, in order.
  open internal(set) var items: [UITabBarItem]?
  /// The item of the selected tab.
  open internal(set) var selectedItem: UITabBarItem?
  /// Whether the bar is translucent: kept and read back (inert).
  open var isTranslucent = true
  /// The bar's background tint: kept and read back (inert).
  open var barTintColor: UIColor?
  /// The tint of unselected items: kept and read back (inert).
  open var unselectedItemTintColor: UIColor?

  /// A tab bar with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A tab bar from an interface file: reads the view's keys.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
