#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// The `CustomView` of the article “Scroll position after a memory warning”: a view made
/// by an interface file that always shows its model. Its `visitor` outlet is connected to
/// the file's External Object, so it can fill itself in `awakeFromNib` — no
/// `initWithModel:`, nothing for the controller's `viewDidLoad` to hand over.
@MainActor
final class VisitorCardView: UIView {
  /// The model (an outlet to the External Object `Visitor`).
  var visitor: Visitor?
  /// The field showing the name (an outlet).
  var nameField: UITextField?

  // The same article: outlets are connected with setValue(_:forKey:).
  override func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case "visitor": visitor = value as? Visitor
    case "nameField": nameField = value as? UITextField
    default: super.setValue(value, forKey: key)
    }
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    update()
    NotificationCenter.default.addObserver(
      forName: Visitor.didChangeNotification, object: visitor, queue: .main
    ) { [weak self] _ in
      self?.update()
    }
  }

  /// Shows the model's name.
  func update() {
    nameField?.text = visitor?.name
  }
}
