import LifecycleCore
import LifecycleTestSupport

/// Damages valid scenarios in the ways people and tools do: tokens deleted, duplicated,
/// swapped or inserted, random bytes, huge numbers, lines shuffled, text truncated.
struct ScenarioMutator {
  /// The generator; the same seed gives the same mutations.
  var random: SplitMix64

  /// Tokens worth inserting: step names, flags, quotes, comment and escape characters,
  /// huge numbers, control characters and non-ASCII text.
  static let vocabulary = [
    "launch", "home", "expect", "state", "callbacks", "notifications", "none", "==", "=", ",", ",,", "\"",
    "\"\"",
    "\\", "\\\"", "#", "device", "install", "do", "app=", "footprint=", "memory=1GB", "profile=ios4",
    "scenes",
    "exits-on-suspend", "background-modes=audio,", "99999999999999999999", "99999999999999999999s",
    "9999999999999GB", "18446744073709551616", "-1", "0", "\t", "\r", "\n", "\r\n", "\u{0}", "\u{FEFF}", "é",
    "e\u{301}", "🍎", "\u{2028}", "Notes", "Game", "active", "sceneWillConnect", "a=\"b c\"", "x=\"",
  ]

  /// `text` with one to four random mutations.
  mutating func mutate(_ text: String) -> String {
    var result = text
    let count = random.below(8) == 0 ? 2 + random.below(3) : 1
    for _ in 0..<count { result = mutateOnce(result) }
    return result
  }

  /// `text` with one random mutation.
  private mutating func mutateOnce(_ text: String) -> String {
    var pieces = TextPieces.pieces(text)
    let words = pieces.indices.filter { !(pieces[$0].first?.isWhitespace ?? true) }
    switch random.below(10) {
    case 0 where !words.isEmpty:
      pieces[random.pick(words)] = ""
    case 1 where !words.isEmpty:
      let index = random.pick(words)
      pieces[index] += " " + pieces[index]
    case 2 where words.count > 1:
      pieces.swapAt(random.pick(words), random.pick(words))
    case 3:
      return insert(randomBytes(), into: text)
    case 4:
      let numbered = words.filter { pieces[$0].contains { $0.isNumber } }
      guard !numbered.isEmpty else { return insert("99999999999999999999s", into: text) }
      let index = random.pick(numbered)
      let huge = random.pick([
        "99999999999999999999", "18446744073709551616", "9223372036854775808", "9999999999999",
      ])
      pieces[index] = pieces[index].replacingFirstNumber(with: huge)
    case 5:
      let characters = Array(text)
      return String(characters.prefix(characters.isEmpty ? 0 : random.below(characters.count)))
    case 6:
      return mutateLines(text)
    case 7 where !words.isEmpty:
      let index = random.pick(words)
      pieces[index] = random.pick(Self.vocabulary) + (random.below(2) == 0 ? " " : "") + pieces[index]
    default:
      return insert(random.pick(Self.vocabulary), into: text)
    }
    return pieces.joined()
  }

  /// `text` with a line deleted, duplicated or swapped with another.
  private mutating func mutateLines(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = random.below(lines.count)
    switch random.below(3) {
    case 0: lines.remove(at: index)
    case 1: lines.insert(lines[index], at: index)
    default: lines.swapAt(index, random.below(lines.count))
    }
    return lines.joined(separator: "\n")
  }

  /// One to eight random bytes, as UTF-8 with invalid sequences replaced, biased towards
  /// the characters the lexer treats specially.
  private mutating func randomBytes() -> String {
    let specials: [UInt8] = [0x00, 0x09, 0x0A, 0x0D, 0x20, 0x22, 0x23, 0x2C, 0x3D, 0x5C, 0xC3, 0xFF]
    let bytes = (0..<(1 + random.below(8))).map { _ in
      random.below(2) == 0 ? random.pick(specials) : UInt8(truncatingIfNeeded: random.next())
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` with `insertion` at a random character position.
  private mutating func insert(_ insertion: String, into text: String) -> String {
    TextPieces.inserting(insertion, into: text, at: random.below(text.count + 1))
  }

}

extension String {
  /// The string with its first run of digits replaced by `replacement`.
  fileprivate func replacingFirstNumber(with replacement: String) -> String {
    guard let start = firstIndex(where: \.isNumber) else { return self }
    let end = self[start...].firstIndex { !$0.isNumber } ?? endIndex
    return String(self[..<start]) + replacement + String(self[end...])
  }
}
