import Foundation
import LifecycleRestoration
import Testing

@testable import LifecycleUIKit

/// What a coder holds becomes the archive's typed values and comes back the same.
@MainActor
@Suite("Coders in the restoration archive")
struct ArchivedCoderTests {
  @Test("every archivable kind goes through the archive's bytes and comes back")
  func roundTrip() throws {
    let coder = StateCoder(requiresSecureCoding: true)
    coder.encode("buy milk", forKey: "text")
    coder.encode(42, forKey: "count")
    coder.encode(2.5, forKey: "ratio")
    coder.encode(true, forKey: "editing")
    coder.encode(.point(CGPoint(x: 0, y: 132)), forKey: "offset")
    coder.encode(Note(text: "draft", words: 1) as Any?, forKey: "note")
    coder.encode(["Nav", "List"] as Any?, forKey: "path")
    coder.encode(Data([1, 2, 3]) as Any?, forKey: "bytes")
    coder.encode(URL(string: "https://example.com/a")! as Any?, forKey: "link")
    coder.encode(["a": 1, "b": "two"] as [String: Any] as Any?, forKey: "info")
    let (container, leftOut) = coder.archived()
    #expect(leftOut.isEmpty)
    let bytes = try RestorationArchive(root: container).encoded()
    let decoded = StateCoder.restoring(
      try RestorationArchive(decoding: bytes).root, requiresSecureCoding: true)
    #expect(decoded.decodeObject(forKey: "text") as? String == "buy milk")
    #expect(decoded.decodeInteger(forKey: "count") == 42)
    #expect(decoded.decodeDouble(forKey: "ratio") == 2.5)
    #expect(decoded.decodeBool(forKey: "editing"))
    #expect(decoded.decodeCGPoint(forKey: "offset") == CGPoint(x: 0, y: 132))
    let note = try #require(decoded.decodeObject(of: Note.self, forKey: "note"))
    #expect(note.text == "draft" && note.words == 1)
    #expect(decoded.decodeObject(forKey: "path") as? [String] == ["Nav", "List"])
    #expect(decoded.decodeObject(forKey: "bytes") as? Data == Data([1, 2, 3]))
    #expect(decoded.decodeObject(forKey: "link") as? URL == URL(string: "https://example.com/a"))
    let info = try #require(decoded.decodeObject(forKey: "info") as? [String: Any])
    #expect(info["a"] as? Int == 1 && info["b"] as? String == "two")
    #expect(decoded.requiresSecureCoding)
  }

  @Test(
    "values iOS keeps but the archive cannot hold yet are left out and named, a nested object's by its path; one iOS cannot archive is not stored"
  )
  func leftOut() {
    let coder = StateCoder()
    coder.encode(UIView() as Any?, forKey: "view")
    coder.encode("kept", forKey: "text")
    let nested = StateCoder()
    nested.encode([1, 2] as Any?, forKey: "numbers")
    // A closure: iOS's archiver raises (in an app, the app crashes: PreservationTests).
    nested.encode({ () in } as Any?, forKey: "closure")
    #expect(nested.values["closure"] == nil)
    coder.encode(.coded(nested.values, object: nil), forKey: "object")
    let (container, leftOut) = coder.archived()
    #expect(leftOut == ["object.numbers", "view"])
    #expect(container.keys == ["object", "text"])
  }
}
