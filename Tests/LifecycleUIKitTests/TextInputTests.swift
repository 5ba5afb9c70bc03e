import LifecycleUIKit
import Testing

@MainActor
@Suite("Text positions, ranges and the selection of text fields and text views (“UITextInput”)")
struct TextInputTests {
  @Test("positions count UTF-16 code units from the beginning to the end of the document")
  func positionsAndRanges() throws {
    let view = UITextView()
    view.text = "Tea 🍵 time"
    #expect(view.offset(from: view.beginningOfDocument, to: view.endOfDocument) == 11)
    let start = try #require(view.position(from: view.beginningOfDocument, offset: 4))
    let end = try #require(view.position(from: start, offset: 2))
    let range = try #require(view.textRange(from: end, to: start))
    #expect(view.text(in: range) == "🍵")
    #expect(view.position(from: view.endOfDocument, offset: 1) == nil)
    #expect(range.isEmpty == false && view.textRange(from: start, to: start)?.isEmpty == true)
  }

  @Test("the selection is kept; typing leaves the caret at the end of the text")
  func selection() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    window.addSubview(field)
    field.text = "milk"
    field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
    #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 0)
    #expect(field.becomeFirstResponder())
    field.insertText("s")
    let caret = try #require(field.selectedTextRange)
    #expect(caret.isEmpty && field.offset(from: field.beginningOfDocument, to: caret.start) == 5)
  }
}
