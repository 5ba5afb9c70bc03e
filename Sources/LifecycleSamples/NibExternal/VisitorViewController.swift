#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// The visitor screen: loads its view from the interface file `VisitorCardView` with
/// itself as File's Owner and its model as the External Object `Visitor` — the `loadView`
/// with `UINibExternalObjects` of the article “Scroll position after a memory warning”.
@MainActor
final class VisitorViewController: UIViewController {
  /// The model, shared with the view.
  let visitor = Visitor(name: "Guest")
  /// The view from the file (an outlet).
  private(set) var cardView: VisitorCardView?

  override func loadView() {
    let proxies: [String: Any] = ["Visitor": visitor]
    // A file that cannot be loaded raises an exception: the app crashes with a report.
    _ = Bundle.main.loadNibNamed(
      "VisitorCardView", owner: self, options: [UINib.OptionsKey.externalObjects: proxies])
  }

  override func setValue(_ value: Any?, forKey key: String) {
    guard key == "cardView" else { return super.setValue(value, forKey: key) }
    cardView = value as? VisitorCardView
  }

  override func viewDidUnload() {
    super.viewDidUnload()
    cardView = nil
  }

  /// The user renames the visitor; the view follows its model.
  func rename(to name: String) {
    visitor.name = name
  }
}
