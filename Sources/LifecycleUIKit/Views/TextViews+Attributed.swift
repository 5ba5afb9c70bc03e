import Foundation

/// `attributedText` on labels, text fields and text views: kept, and consistent with `text`, as
/// in UIKit — setting the attributed text sets `text` to its characters (what the snapshot and
/// the UI driver read), and setting `text` replaces the attributed text with the plain text in
/// the view's font and colour. No text is drawn.
extension UILabel {
  /// The text with its attributes; nil when ``text`` is nil.
  public var attributedText: NSAttributedString? {
    get { attributedStorage ?? text.map { NSAttributedString(string: $0, attributes: plainAttributes) } }
    set {
      text = newValue?.string
      attributedStorage = newValue
    }
  }

  private var plainAttributes: [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [:]
    attributes[.font] = font
    attributes[.foregroundColor] = textColor
    return attributes
  }
}

extension UITextField {
  /// The text with its attributes (an empty string's when there is no text, as UIKit's).
  public var attributedText: NSAttributedString? {
    get { attributedStorage ?? NSAttributedString(string: text ?? "", attributes: plainAttributes) }
    set {
      text = newValue?.string
      attributedStorage = newValue
    }
  }

  private var plainAttributes: [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [:]
    attributes[.font] = font
    attributes[.foregroundColor] = textColor
    return attributes
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
