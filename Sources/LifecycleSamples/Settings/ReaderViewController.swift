#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// The reader screen: a label that shows the font size the text is set in.
@MainActor
final class ReaderViewController: UIViewController {
  /// The label showing the size, in points.
  let sizeLabel = UILabel(frame: CGRect(x: 20, y: 20, width: 280, height: 21))

  override func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    view.addSubview(sizeLabel)
    self.view = view
  }

  /// Shows `fontSize`. Views are not redrawn by themselves when the app resumes
  /// (article “Multitasking pitfalls”): only what the app sets here changes.
  func show(fontSize: Int) {
    sizeLabel.text = String(fontSize)
  }
}
