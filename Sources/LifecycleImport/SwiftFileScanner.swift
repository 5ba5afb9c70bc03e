import Foundation

/// Reads one file's tokens once, front to back, keeping the nesting of types and blocks, the
/// attributes and modifiers waiting for their declaration, and the `#if` branches around the
/// current place; what it learns and the edits it makes go into ``result``. Its declarations and
/// its directives and attributes are read in `SwiftFileScanner+Declarations.swift` and
/// `SwiftFileScanner+Directives.swift`.
struct SwiftFileScanner {
  enum Context {
    case type(Int)  // Index into result.types.
    case block
  }

  struct Attribute {
    var name: String
    var argument: String?
    var start: Int
  }

  let bytes: [UInt8]
  let tokens: [SwiftToken]
  let file: String
  let modules: ModuleMapping
  var result = SwiftFileScan()
  var stack: [Context] = []
  var pendingType: Int?
  var attributes: [Attribute] = []
  var declModifiers: [String] = []
  /// The byte range of each modifier in `declModifiers`.
  var modifierRanges: [Range<Int>] = []
  /// `#if` blocks around the current place: whether a branch was taken, and whether the
  /// current branch is compiled (three-valued: nil when it depends on a flag the import cannot know).
  var conditions: [(taken: Bool?, current: Bool?)] = []
  let interpolations: [Range<Int>]
  var position = 0
  /// Byte offsets where lines start, for line and column numbers.
  let lineStarts: [Int]

  init(bytes: [UInt8], file: String, modules: ModuleMapping) {
    self.bytes = bytes
    (self.tokens, self.interpolations) = SwiftLexer.tokensAndInterpolations(bytes)
    self.file = file
    self.modules = modules
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == 10 { starts.append(index + 1) }
    lineStarts = starts
  }

  func text(_ token: SwiftToken) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }
  func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

  func lineAndColumn(_ offset: Int) -> (Int, Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }

  func line(_ offset: Int) -> Int { lineAndColumn(offset).0 }

  func token(_ index: Int) -> SwiftToken? { index < tokens.count ? tokens[index] : nil }

  func isWord(_ index: Int, _ word: String) -> Bool {
    guard let token = token(index), token.kind == .word else { return false }
    return text(token) == word
  }

  func isPunctuation(_ index: Int, _ character: Character) -> Bool {
    guard let token = token(index), token.kind == .punctuation else { return false }
    return bytes[token.start] == character.asciiValue!
  }

  func isOperator(_ index: Int, _ op: String) -> Bool {
    guard let token = token(index), token.kind == .operator else { return false }
    return text(token) == op
  }

  /// The index just past the bracket that closes the one at `index` (`(`, `[`, `{` or `<`).
  func matching(_ index: Int) -> Int {
    var depth = 0
    var current = index
    while current < tokens.count {
      let token = tokens[current]
      if token.kind == .punctuation {
        switch bytes[token.start] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 { return current + 1 }
        default: break
        }
      }
      current += 1
    }
    return tokens.count
  }

  /// Past the `<…>` that opens at `index` (generic parameters or arguments).
  func matchingAngle(_ index: Int) -> Int {
    var depth = 0
    var current = index
    while current < tokens.count {
      let token = tokens[current]
      if token.kind == .operator {
        for byte in bytes[token.start..<token.end] {
          if byte == UInt8(ascii: "<") { depth += 1 }
          if byte == UInt8(ascii: ">") { depth -= 1 }
        }
        if depth <= 0 { return current + 1 }
      } else if token.kind == .punctuation, bytes[token.start] == UInt8(ascii: "{") {
        return current
      }
      current += 1
    }
    return tokens.count
  }

  var enclosingType: Int? {
    if case .type(let index)? = stack.last { return index }
    return nil
  }

  var enclosingTypeName: String? {
    for context in stack.reversed() {
      if case .type(let index) = context { return result.types[index].name }
    }
    return nil
  }

  var insideGeneric: Bool {
    stack.contains {
      if case .type(let index) = $0 { return result.types[index].isGeneric }
      return false
    }
  }

  mutating func blank(_ start: Int, _ end: Int) {
    let replacement = String(decoding: bytes[start..<end].map { $0 == 10 ? 10 : 32 }, as: UTF8.self)
    result.edits.append(.init(start: start, end: end, replacement: replacement))
  }

  mutating func diagnose(_ severity: ImportDiagnostic.Severity, at offset: Int, _ message: String) {
    let (line, column) = lineAndColumn(offset)
    result.diagnostics.append(ImportDiagnostic(severity, file: file, line: line, column: column, message))
  }

  mutating func run() {
    defer { keyPathsInInterpolations() }
    while position < tokens.count {
      let token = tokens[position]
      switch token.kind {
      case .attribute: attribute(token)
      case .pound: pound(token)
      case .punctuation: punctuation(token)
      case .word: word(token)
      case .string, .operator:
        clearPending()
        position += 1
      }
    }
  }

  mutating func clearPending() {
    attributes.removeAll()
    declModifiers.removeAll()
    modifierRanges.removeAll()
  }

  /// Whether the code here is compiled: false inside a branch of `#if` the platform's answers
  /// rule out (`#if os(macOS)`, the `#else` of `#if canImport(UIKit)`); true where it is, or
  /// where it depends on a flag such as `DEBUG`.
  var isActive: Bool { conditions.allSatisfy { $0.current != false } }

  mutating func punctuation(_ token: SwiftToken) {
    if bytes[token.start] == UInt8(ascii: "."), let name = self.token(position + 1), name.kind == .word,
      let question = self.token(position + 2), question.kind == .operator, question.start == name.end,
      question.end == question.start + 1, bytes[question.start] == UInt8(ascii: "?"),
      let open = self.token(position + 3), open.start == question.end, isPunctuation(position + 3, "(")
    {
      result.optionalCallSites.append((text(name), question.start))
    }
    switch bytes[token.start] {
    case UInt8(ascii: "{"):
      if let type = pendingType {
        stack.append(.type(type))
        pendingType = nil
      } else {
        stack.append(.block)
      }
      clearPending()
    case UInt8(ascii: "}"):
      if case .type(let index)? = stack.last {
        result.types[index].bodyEnd = token.start
        result.types[index].bodyEndLine = line(token.start)
      }
      if !stack.isEmpty { stack.removeLast() }
      clearPending()
    case UInt8(ascii: ";"):
      clearPending()
    default:
      break
    }
    position += 1
  }

  mutating func word(_ token: SwiftToken) {
    let word = text(token)
    if word == "class", let next = self.token(position + 1), next.kind == .word {
      let following = text(next)
      if SwiftFileScan.declarationKeywords.contains(following) || SwiftFileScan.modifiers.contains(following)
      {
        declModifiers.append("class")
        modifierRanges.append(token.start..<token.end)
        position += 1
        return
      }
    }
    if word == "dynamic", let next = self.token(position + 1),
      next.kind == .word || next.kind == .attribute,
      SwiftFileScan.declarationKeywords.contains(text(next)) || SwiftFileScan.modifiers.contains(text(next))
        || next.kind == .attribute
    {
      blank(token.start, token.end)
      declModifiers.append("dynamic")
      modifierRanges.append(token.start..<token.end)
      position += 1
      return
    }
    if SwiftFileScan.modifiers.contains(word) {
      declModifiers.append(word)
      modifierRanges.append(token.start..<token.end)
      position += 1
      // `private(set)`, `unowned(unsafe)`.
      if isPunctuation(position, "("), let open = self.token(position), open.start == token.end {
        position = matching(position)
      }
      return
    }
    switch word {
    // `import UIKit; import QuartzCore` is two imports on one line.
    case "import"
    where token.startsLine || !attributes.isEmpty || (position > 0 && isPunctuation(position - 1, ";")):
      importDeclaration(token)
    case "class", "struct", "enum", "protocol", "extension", "actor":
      typeDeclaration(token, keyword: word)
    case "func":
      function(token)
    case "var", "let":
      property(token)
    case "UIApplicationMain" where stack.isEmpty:
      applicationMainCall(token)
      position += 1
    case "NSClassFromString" where isPunctuation(position + 1, "(") && isActive:
      diagnose(
        .error, at: token.start,
        "NSClassFromString looks a class up by name in the Objective-C runtime, which is not there: name the "
          + "class itself (a dictionary from names to types, or a switch)")
      clearPending()
      position += 1
    case "addObserver" where isPunctuation(position + 1, "(") && isActive:
      let close = matching(position + 1)
      if text(tokens[position + 1].start, tokens[close - 1].end).contains("forKeyPath:") {
        diagnose(
          .error, at: token.start,
          "key-value observing (addObserver(_:forKeyPath:options:context:)) needs the Objective-C runtime: "
            + "observe the property with didSet, a notification or a closure instead")
      }
      clearPending()
      position += 1
    case "observe"
    where position > 0 && isPunctuation(position - 1, ".") && isPunctuation(position + 1, "(")
      && (self.token(position + 2).map { bytes[$0.start] == UInt8(ascii: "\\") } ?? false) && isActive:
      diagnose(
        .error, at: token.start,
        "key-value observing (observe(\\.property)) needs the Objective-C runtime and @objc dynamic properties: "
          + "observe the property with didSet, a notification or a closure instead")
      clearPending()
      position += 1
    default:
      clearPending()
      position += 1
    }
  }

}

extension String {
  func replacingBackticks() -> String { filter { $0 != "`" } }
}
