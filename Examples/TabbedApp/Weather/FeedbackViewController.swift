import UIKit

/// A form for the user's feedback, presented over the tabs. State restoration brings it back
/// with what the user had typed: it has a restoration identifier and class, and keeps the
/// draft in its own coder.
final class FeedbackViewController: UIViewController, UIViewControllerRestoration, UITextFieldDelegate {
  private let draftField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
  private var draft = ""

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Feedback"
    if responds(to: Selector(("setRestorationIdentifier:"))) {
      restorationIdentifier = "Feedback"
      restorationClass = FeedbackViewController.self
    }
  }

  required init?(coder: NSCoder) {
    fatalError("FeedbackViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    draftField.placeholder = "Your feedback"
    draftField.accessibilityIdentifier = "feedback"
    draftField.addTarget(self, action: #selector(draftChanged(_:)), for: .editingChanged)
    draftField.text = draft
    view.addSubview(draftField)
  }

  @objc func draftChanged(_ sender: UITextField) {
    draft = sender.text ?? ""
  }

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(draft, forKey: "draft")
  }

  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    draft = coder.decodeObject(forKey: "draft") as? String ?? ""
    draftField.text = draft
  }

  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? {
    FeedbackViewController()
  }
}
