/// A section's header or footer view (Apple's “UITableViewHeaderFooterView”): custom content goes
/// in its `contentView`; its `textLabel` is made on first use, as UIKit makes it.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The reuse identifier it was made with.
  public let reuseIdentifier: String?
  /// The view custom content goes in.
  public let contentView = UIView()
  /// The view behind the content: kept and read back (inert).
  open var backgroundView: UIView?
  private var madeTextLabel: UILabel?
  private var madeDetailTextLabel: UILabel?

  /// A view to be reused under `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// What ``UITableView/dequeueReusableHeaderFooterView(withIdentifier:)`` makes a registered
  /// class with: ``init(reuseIdentifier:)``, reached through a subclass's own override. (A
  /// required convenience initializer, which a subclass inherits once it overrides the two
  /// designated ones, as UIKit code does, so that its `override init(reuseIdentifier:)` compiles
  /// as on iOS.)
  public required convenience init(dequeuedWith identifier: String?) {
    self.init(reuseIdentifier: identifier)
  }

  /// A view from an interface file.
  public required init?(coder: NSCoder) {
    reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The title's label, put into the content view the first time it is asked for.
  open var textLabel: UILabel? {
    if let madeTextLabel { return madeTextLabel }
    let label = UILabel()
    contentView.addSubview(label)
    madeTextLabel = label
    return label
  }

  /// The detail label (grouped tables' footers), put into the content view when first asked for.
  open var detailTextLabel: UILabel? {
    if let madeDetailTextLabel { return madeDetailTextLabel }
    let label = UILabel()
    contentView.addSubview(label)
    madeDetailTextLabel = label
    return label
  }

  /// Called before the view is handed out again: nothing to reset here, as views are not reused.
  open func prepareForReuse() {}

  /// The content view fills the view, as UIKit keeps it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}

extension UITableView {
  /// Registers the class made for `identifier` by ``dequeueReusableHeaderFooterView(withIdentifier:)``;
  /// nil unregisters.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    registeredHeaderFooters[identifier] = aClass as? UITableViewHeaderFooterView.Type
  }

  /// A new view of the class registered for `identifier`, or nil when none is (as UIKit answers;
  /// views are not reused in the simulator).
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    registeredHeaderFooters[identifier].map { $0.init(dequeuedWith: identifier) }
  }

  /// The header view of `section`: what the delegate's `tableView(_:viewForHeaderInSection:)`
  /// gives, asked when first needed after the table last read its rows, as UIKit asks for a
  /// section it shows; nil when that is not a `UITableViewHeaderFooterView` (as UIKit answers) or
  /// the section does not exist.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionView(section, header: true)
  }

  /// The footer view of `section`, as ``headerView(forSection:)``.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionView(section, header: false)
  }

  private func sectionView(_ section: Int, header: Bool) -> UITableViewHeaderFooterView? {
    guard section >= 0, section < numberOfSections else { return nil }
    let key = header ? section : -1 - section
    if let known = sectionViews[key] { return known as? UITableViewHeaderFooterView }
    guard let delegate = delegate as? any UITableViewDelegate else { return nil }
    let view =
      header
      ? delegate.tableView(self, viewForHeaderInSection: section)
      : delegate.tableView(self, viewForFooterInSection: section)
    sectionViews[key] = view
    return view as? UITableViewHeaderFooterView
  }
}
