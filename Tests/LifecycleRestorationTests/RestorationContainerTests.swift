import Foundation
import LifecycleRestoration
import Testing

@Suite("RestorationContainer")
struct RestorationContainerTests {
  @Test("each kind is read back by its own accessor and by no other")
  func typedAccessors() {
    var state = RestorationContainer()
    state.encode("buy milk", forKey: "text")
    state.encode(3, forKey: "row")
    state.encode(120.5, forKey: "offset")
    state.encode(true, forKey: "editing")
    state.encode(Data([1, 2]), forKey: "bytes")
    state.encode(["Nav", "Editor"], forKey: "path")
    state.encode(["x": 1] as RestorationContainer, forKey: "child")

    #expect(state.string(forKey: "text") == "buy milk")
    #expect(state.int(forKey: "row") == 3)
    #expect(state.double(forKey: "offset") == 120.5)
    #expect(state.bool(forKey: "editing") == true)
    #expect(state.data(forKey: "bytes") == Data([1, 2]))
    #expect(state.strings(forKey: "path") == ["Nav", "Editor"])
    #expect(state.container(forKey: "child")?.int(forKey: "x") == 1)

    #expect(state.int(forKey: "text") == nil)
    #expect(state.string(forKey: "row") == nil)
    #expect(state.double(forKey: "row") == nil)
    #expect(state.bool(forKey: "offset") == nil)
    #expect(state.container(forKey: "path") == nil)
    #expect(state.string(forKey: "missing") == nil)
  }

  @Test("keys are listed in ascending UTF-8 byte order, whatever the insertion order")
  func canonicalKeyOrder() {
    let state: RestorationContainer = ["b": 1, "é": 2, "B": 3, "a": 4, "": 5, "aa": 6]
    #expect(state.keys == ["", "B", "a", "aa", "b", "é"])
    #expect(state.entries.map(\.key) == state.keys)
  }

  @Test("encoding under a key replaces the value there; removing returns it")
  func replaceAndRemove() {
    var state: RestorationContainer = ["text": "old"]
    state.encode(7, forKey: "text")
    #expect(state["text"] == .int(7))
    #expect(state.count == 1)
    #expect(state.removeValue(forKey: "text") == .int(7))
    #expect(state.isEmpty)
    #expect(!state.contains("text"))
  }

  @Test("a repeated key in a literal keeps the later value instead of trapping")
  func repeatedLiteralKey() {
    let state = RestorationContainer([("k", 1), ("k", 2)])
    #expect(state.int(forKey: "k") == 2)
  }

  @Test("nesting depth counts containers below the root")
  func nestingDepth() {
    #expect(RestorationContainer().nestingDepth == 0)
    #expect((["a": 1] as RestorationContainer).nestingDepth == 0)
    #expect((["a": ["b": ["c": 1]]] as RestorationContainer).nestingDepth == 2)
  }

  @Test("description lists pairs in canonical order")
  func description() {
    let state: RestorationContainer = [
      "text": "milk", "path": ["A", "B"], "child": ["on": true], "bytes": .data(Data(count: 3)),
    ]
    #expect(state.description == #"[bytes: <3 bytes>, child: [on: true], path: ["A", "B"], text: "milk"]"#)
  }
}
