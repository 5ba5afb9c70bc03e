import LifecycleUIKit
import Testing

/// A delegate that records what a text view asks and tells, as a notes screen saving its draft
/// on each change does.
@MainActor
final class DraftRecorder: UITextViewDelegate {
  var log: [String] = []
  var refuses: String?
  func textViewDidBeginEditing(_ textView: UITextView) { log.append("begin") }
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  {
    log.append("should \(range.location),\(range.length) '\(text)'")
    return text != refuses
  }
  func textViewDidChange(_ textView: UITextView) { log.append("changed '\(textView.text ?? "")'") }
  func textViewDidEndEditing(_ textView: UITextView) { log.append("end") }
}

@MainActor
@Suite("A text view asks and tells its delegate of editing and of each change the user makes")
struct TextViewDelegateTests {
  @Test("typing and deleting ask, then tell; setting the text tells nothing; a refused change is not made")
  func delegateHearsEditing() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    window.addSubview(textView)
    let recorder = DraftRecorder()
    textView.delegate = recorder
    #expect(textView.becomeFirstResponder())
    textView.insertText("hi")
    textView.deleteBackward()
    recorder.refuses = "!"
    textView.insertText("!")
    textView.text = "set by the app"
    #expect(textView.resignFirstResponder())
    #expect(
      recorder.log == [
        "begin", "should 0,0 'hi'", "changed 'hi'", "should 1,1 ''", "changed 'h'", "should 1,0 '!'", "end",
      ])
    #expect(textView.text == "set by the app")
  }
}
