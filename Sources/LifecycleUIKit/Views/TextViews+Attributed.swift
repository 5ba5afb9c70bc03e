import Foundation

/// `attributedText` on labels, text fields and text views: kept, and consistent with `text`, as
/// in UIKit — setting the attributed text sets `text` to its characters (what the snapshot and
/// the UI driver read), and setting `text` replaces the attributed text with the plain text in
/// the view's font and colour. No text is drawn.
extension UILabel {
  /// The text with its attributes; nil when ``text`` is nil.
  public var attributedText: NSAttributedString? {
    get { attributedStorage ?? text.map { plainAttributedText($0, font: font, color: textColor) } }
    set {
      text = newValue?.string
      attributedStorage = newValue
    }
  }
}

extension UITextField {
  /// The text with its attributes (an empty string's when there is no text, as UIKit's).
  public var attributedText: NSAttributedString? {
    get { attributedStorage ?? plainAttributedText(text ?? "", font: font, color: textColor) }
    set {
      text = newValue?.string
      attributedStorage = newValue
    }
  }
}

extension UITextView {
  /// The text with its attributes.
  public var attributedText: NSAttributedString! {
    get { attributedStorage ?? NSAttributedString(string: text) }
    set {
      text = newValue?.string ?? ""
      attributedStorage = newValue
    }
  }
}

/// `text` with the view's font and colour, as UIKit answers `attributedText` for plain text.
@MainActor
private func plainAttributedText(_ text: String, font: UIFont?, color: UIColor?) -> NSAttributedString {
  var attributes: [NSAttributedString.Key: Any] = [:]
  attributes[.font] = font
  attributes[.foregroundColor] = color
  return NSAttributedString(string: text, attributes: attributes)
}
