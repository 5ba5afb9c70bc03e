/// A view that shows a line of text.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown.
  public var text: String?

  /// Creates a label with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a label from an interface file: reads `text` (and `tag`, `isHidden`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    text = coder.decodeObject(forKey: "text") as? String
  }
}
