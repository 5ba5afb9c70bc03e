import LifecycleTestSupport
import Testing

@Suite("Text pieces for the fuzzers")
struct TextPiecesTests {
  @Test(
    "pieces alternate whitespace and other runs, and join back to the text",
    arguments: [
      ("launch Notes", ["launch", " ", "Notes"]), ("  a\t\tb \n", ["  ", "a", "\t\t", "b", " \n"]),
      ("", []), ("é🍎", ["é🍎"]),
    ])
  func pieces(text: String, expected: [String]) {
    #expect(TextPieces.pieces(text) == expected)
    #expect(TextPieces.pieces(text).joined() == text)
  }

  @Test("an insertion goes before the character at its position, counted in characters")
  func inserting() {
    #expect(TextPieces.inserting("X", into: "é🍎a", at: 0) == "Xé🍎a")
    #expect(TextPieces.inserting("X", into: "é🍎a", at: 2) == "é🍎Xa")
    #expect(TextPieces.inserting("X", into: "é🍎a", at: 3) == "é🍎aX")
  }
}
