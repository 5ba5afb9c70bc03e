import LifecycleUIKit
import Testing

/// A model object that encodes itself.
final class Note: NSObject, NSCoding {
  let text: String
  let words: Int

  init(text: String, words: Int) {
    self.text = text
    self.words = words
  }

  init?(coder: NSCoder) {
    guard let text = coder.decodeObject(forKey: "text") as? String else { return nil }
    self.text = text
    words = coder.decodeInteger(forKey: "words")
  }

  func encode(with coder: NSCoder) {
    coder.encode(text, forKey: "text")
    coder.encode(words, forKey: "words")
  }
}

@Suite("The in-memory keyed coder")
struct StateCoderTests {
  @Test("values of each kind come back by key; absent keys read as zero values")
  func values() {
    let coder = StateCoder()
    coder.encode("buy milk", forKey: "text")
    coder.encode(42, forKey: "count")
    coder.encode(2.5, forKey: "ratio")
    coder.encode(true, forKey: "editing")
    coder.encode(CGPoint(x: 0, y: 132), forKey: "offset")
    #expect(coder.decodeObject(forKey: "text") as? String == "buy milk")
    #expect(coder.decodeInteger(forKey: "count") == 42)
    #expect(coder.decodeDouble(forKey: "ratio") == 2.5)
    #expect(coder.decodeBool(forKey: "editing"))
    #expect(coder.decodeCGPoint(forKey: "offset") == CGPoint(x: 0, y: 132))
    #expect(coder.containsValue(forKey: "count") && !coder.containsValue(forKey: "missing"))
    #expect(coder.decodeInteger(forKey: "missing") == 0 && coder.decodeObject(forKey: "missing") == nil)
    #expect(coder.requestedKeys == ["text", "count", "ratio", "editing", "offset", "missing"])
  }

  @Test("an NSCoding object is encoded as nested values and decoded again from them alone")
  func nestedObjects() throws {
    let coder = StateCoder()
    let note = Note(text: "buy milk", words: 2)
    coder.encode(note, forKey: "note")
    #expect(coder.decodeObject(forKey: "note") as? Note === note)
    guard case .coded(let nested, _) = coder.values["note"] else {
      Issue.record("not encoded as nested values")
      return
    }
    let archived = StateCoder(values: ["note": .coded(nested, object: nil)], requiresSecureCoding: true)
    let decoded = try #require(archived.decodeObject(of: Note.self, forKey: "note"))
    #expect(decoded !== note && decoded.text == "buy milk" && decoded.words == 2)
    #expect(archived.requiresSecureCoding && archived.allowsKeyedCoding)
  }
}
