/// A place in a text input's text (Apple's “UITextPosition”): an offset in UTF-16 code units, as
/// UIKit's text inputs count.
@preconcurrency @MainActor
open class UITextPosition {
  /// The offset from the start of the text.
  let offset: Int

  init(offset: Int) { self.offset = offset }
}

/// A range of a text input's text (Apple's “UITextRange”): empty for a caret.
@preconcurrency @MainActor
open class UITextRange {
  /// Where the range starts.
  open var start: UITextPosition { startPosition }
  /// Where the range ends.
  open var end: UITextPosition { endPosition }
  /// Whether the range is empty: a caret.
  open var isEmpty: Bool { startPosition.offset == endPosition.offset }

  private let startPosition: UITextPosition
  private let endPosition: UITextPosition

  init(start: UITextPosition, end: UITextPosition) {
    startPosition = start
    endPosition = end
  }
}

/// The positions, ranges and selection of a text input's text (Apple's “UITextInput”), which text
/// fields and text views adopt. Positions count UTF-16 code units, as UIKit's do. The selection
/// is kept and read back; the UI driver's typing still appends at the end of the text (the
/// simulator has no cursor), and then leaves the caret there.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
  /// The selection, or the caret's place as an empty range; nil before it is set or typed into.
  var selectedTextRange: UITextRange? { get set }
  /// The whole text, as positions count it.
  var textInputContent: String { get }
}

extension UITextInput {
  /// The position before the first character.
  public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
  /// The position after the last character.
  public var endOfDocument: UITextPosition { UITextPosition(offset: textInputContent.utf16.count) }

  /// The range from `fromPosition` to `toPosition`, in either order; nil for a position outside
  /// the text.
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    let length = textInputContent.utf16.count
    guard (0...length).contains(fromPosition.offset), (0...length).contains(toPosition.offset) else {
      return nil
    }
    let (low, high) =
      fromPosition.offset <= toPosition.offset ? (fromPosition, toPosition) : (toPosition, fromPosition)
    return UITextRange(start: low, end: high)
  }

  /// The position `offset` code units from `position`; nil outside the text.
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = position.offset + offset
    guard (0...textInputContent.utf16.count).contains(target) else { return nil }
    return UITextPosition(offset: target)
  }

  /// How many code units `toPosition` is after `from` (negative before).
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    toPosition.offset - from.offset
  }

  /// The text in `range`; nil for a range outside the text.
  public func text(in range: UITextRange) -> String? {
    let units = Array(textInputContent.utf16)
    guard range.start.offset >= 0, range.end.offset <= units.count, range.start.offset <= range.end.offset
    else { return nil }
    return String(decoding: units[range.start.offset..<range.end.offset], as: UTF16.self)
  }
}
