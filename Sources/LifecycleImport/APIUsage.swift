import Foundation

/// What an app target's Swift code uses of API it does not declare itself: the types it names,
/// the members it reaches with a dot and the free functions it calls, each counted, with where it
/// first appears — the measure the corpus of public apps orders LifecycleKit's API work by
/// (`lifecycle import PROJECT --uses`, `scripts/corpus.sh`).
///
/// The count is lexical, over the same tokens the translation reads (``SwiftLexer``): nothing in a
/// comment or a string literal counts, and neither does a name the target declares (a type, a
/// method, a property, an enum case, a type alias or a parameter's label). Without the iOS SDK no
/// reference can be resolved to the declaration it means, so `.title` counts once whichever type
/// it is read on, an inherited member used without `self.` (`view`, `tableView`) is not counted,
/// and a third-party module's names count like the SDK's: the corpus table tells them apart by the
/// names each module declares.
public struct APIUsage: Sendable {
  /// How a name is used.
  public enum Kind: String, Sendable, Hashable, Comparable, CaseIterable {
    /// A capitalised name that is not after a dot: `UIViewController`, `Date`, `NSLayoutConstraint`.
    case type
    /// A name after a dot: `.layer`, `.shared`, `.viewDidLoad`.
    case member
    /// A lower-case name called as a function, not after a dot: `os_log(…)`, `arc4random_uniform(…)`
    /// (a capitalised call, `NSLocalizedString(…)`, reads as a type's initializer).
    case function

    /// Orders kinds by name, for a stable listing.
    public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// One name and how often the target uses it.
  public struct Entry: Sendable, Hashable {
    /// Whether the name is used as a type, a member or a free function.
    public var kind: Kind
    /// The name as written, without backticks.
    public var name: String
    /// How many times the target's code uses it.
    public var uses: Int
    /// The first use, as `file:line` relative to the project's folder.
    public var firstUse: String
    /// The modules every file that uses the name imports, sorted: where a name no SDK module
    /// LifecycleKit provides declares is used only in files that import `SceneKit` or `SnapKit`, it
    /// is most likely that module's (the corpus table names it so).
    public var importedWith: [String] = []
  }

  /// Every name used, most used first (then by kind and name, so the order is stable).
  public internal(set) var entries: [Entry] = []
  /// The modules the target's files import, each with how many files import it.
  public internal(set) var imports: [String: Int] = [:]

  /// Counts the uses in the Swift files of the project or folder at `projectPath` (its app
  /// target, or `target`).
  public static func scan(projectPath: String, target: String? = nil) throws(ImportError) -> APIUsage {
    let source = try ProjectSource.open(projectPath, target: target)
    var files: [(path: String, bytes: [UInt8])] = []
    for path in source.sources {
      guard let bytes = try? source.files.read(path) else { continue }
      files.append((path, bytes))
    }
    return APIUsage(files: files)
  }

  /// Counts the uses in `files` (paths as they should be reported, and their contents).
  public init(files: [(path: String, bytes: [UInt8])]) {
    let tokenized = files.map { (path: $0.path, bytes: $0.bytes, tokens: SwiftLexer.tokens($0.bytes)) }
    var declared: Set<String> = []
    for file in tokenized { Self.collectDeclarations(file.tokens, in: file.bytes, into: &declared) }
    var counts: [Key: (uses: Int, first: String, importedWith: Set<String>)] = [:]
    for file in tokenized {
      let fileImports = Set(
        file.tokens.indices.compactMap { index -> String? in
          let token = file.tokens[index]
          guard token.kind == .word, Self.text(token, file.bytes) == "import" else { return nil }
          return Self.importedModule(after: index, in: file.tokens, bytes: file.bytes)
        })
      var line = 1
      var lineCounted = 0
      for (index, token) in file.tokens.enumerated() {
        // Lines are counted up to each token (the lexer keeps only whether one started a line).
        while lineCounted < token.start {
          if file.bytes[lineCounted] == UInt8(ascii: "\n") { line += 1 }
          lineCounted += 1
        }
        guard let key = Self.reference(at: index, in: file.tokens, bytes: file.bytes, declared: declared)
        else {
          if token.kind == .word, Self.text(token, file.bytes) == "import" {
            if let module = Self.importedModule(after: index, in: file.tokens, bytes: file.bytes) {
              imports[module, default: 0] += 1
            }
          }
          continue
        }
        if let known = counts[key] {
          counts[key] = (known.uses + 1, known.first, known.importedWith.intersection(fileImports))
        } else {
          counts[key] = (1, "\(file.path):\(line)", fileImports)
        }
      }
    }
    entries = counts.map {
      Entry(
        kind: $0.key.kind, name: $0.key.name, uses: $0.value.uses, firstUse: $0.value.first,
        importedWith: $0.value.importedWith.sorted())
    }
    .sorted { ($1.uses, $0.kind, $0.name) < ($0.uses, $1.kind, $1.name) }
  }

  struct Key: Hashable {
    var kind: Kind
    var name: String
  }

  /// Keywords and names of the language itself, never counted.
  static let language: Set<String> = [
    "Self", "Type", "Protocol", "Any", "AnyObject", "self", "super", "init", "deinit", "true", "false", "nil",
    "if", "else", "guard", "switch", "case", "default", "for", "while", "repeat", "return", "throw", "throws",
    "rethrows", "try", "catch", "do", "defer", "in", "is", "as", "let", "var", "func", "class", "struct",
    "enum", "protocol", "extension", "typealias", "associatedtype", "import", "static", "where", "some",
    "any",
    "await", "async", "inout", "subscript", "operator", "break", "continue", "fallthrough", "lazy", "weak",
    "unowned", "private", "fileprivate", "internal", "public", "open", "final", "override", "mutating",
    "nonmutating", "convenience", "required", "optional", "dynamic", "indirect", "get", "set", "willSet",
    "didSet", "actor", "nonisolated", "isolated", "consuming", "borrowing", "sending", "macro",
    "precedencegroup",
  ]

  /// The keywords after which a name is declared.
  static let declaring: Set<String> = [
    "class", "struct", "enum", "protocol", "typealias", "associatedtype", "func", "var", "let", "case",
    "actor",
  ]

  static func text(_ token: SwiftToken, _ bytes: [UInt8]) -> String {
    var slice = bytes[token.start..<token.end]
    if slice.first == UInt8(ascii: "`"), slice.count >= 2 { slice = slice.dropFirst().dropLast() }
    return String(decoding: slice, as: UTF8.self)
  }

  /// The names the files declare: after a declaring keyword (each of `case a, b, c` and
  /// `let a = 1, b = 2` too), and the generic parameters that follow a declared name (`<T, U>`).
  static func collectDeclarations(_ tokens: [SwiftToken], in bytes: [UInt8], into declared: inout Set<String>)
  {
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      guard token.kind == .word, declaring.contains(text(token, bytes)) else {
        index += 1
        continue
      }
      let keyword = text(token, bytes)
      var next = index + 1
      // `case let x`, `case .a`: patterns, not declarations.
      while next < tokens.count {
        let candidate = tokens[next]
        guard candidate.kind == .word else { break }
        let name = text(candidate, bytes)
        if language.contains(name) { break }
        declared.insert(name)
        collectGenericParameters(after: next, in: tokens, bytes: bytes, into: &declared)
        // `case a, b, c` and `let a = 1, b = 2` declare several names on one line.
        guard keyword == "case" || keyword == "var" || keyword == "let" else { break }
        var scan = next + 1
        var depth = 0
        var continued = false
        while scan < tokens.count, !tokens[scan].startsLine {
          let piece = tokens[scan]
          if piece.kind == .punctuation {
            switch bytes[piece.start] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ","): continued = depth == 0
            default: break
            }
          }
          if continued || depth < 0 { break }
          scan += 1
        }
        guard continued, depth == 0 else { break }
        next = scan + 1
      }
      index = next
    }
  }

  /// The generic parameters of `struct Box<Element: Equatable, Key>`: each name right after the
  /// `<` or a `,` at its level, up to the matching `>`.
  static func collectGenericParameters(
    after index: Int, in tokens: [SwiftToken], bytes: [UInt8], into declared: inout Set<String>
  ) {
    guard index + 1 < tokens.count, tokens[index + 1].kind == .operator,
      bytes[tokens[index + 1].start] == UInt8(ascii: "<")
    else { return }
    var scan = index + 1
    var expectsName = true
    while scan < tokens.count {
      let token = tokens[scan]
      let piece = text(token, bytes)
      if token.kind == .word, expectsName {
        declared.insert(piece)
        expectsName = false
      } else if token.kind == .punctuation, piece == "," {
        expectsName = true
      } else if token.kind == .operator, piece.hasPrefix("<") {
        expectsName = true
      } else if token.kind == .operator, piece.contains(">") {
        return
      } else if token.kind == .punctuation, piece != ":" && piece != "." {
        return
      }
      scan += 1
    }
  }

  /// The reference the token at `index` makes, if it is one that counts.
  static func reference(at index: Int, in tokens: [SwiftToken], bytes: [UInt8], declared: Set<String>) -> Key?
  {
    let token = tokens[index]
    guard token.kind == .word else { return nil }
    let name = text(token, bytes)
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
      !language.contains(name), !declared.contains(name)
    else { return nil }
    let previous = index > 0 ? tokens[index - 1] : nil
    if let previous, previous.kind == .punctuation, bytes[previous.start] == UInt8(ascii: ".") {
      return Key(kind: .member, name: name)
    }
    if let previous, previous.kind == .word,
      declaring.contains(text(previous, bytes)) || text(previous, bytes) == "import"
    {
      return nil
    }
    if first.properties.isUppercase { return Key(kind: .type, name: name) }
    let following = index + 1 < tokens.count ? tokens[index + 1] : nil
    if let following, following.kind == .punctuation, bytes[following.start] == UInt8(ascii: "("),
      following.start == token.end
    {
      return Key(kind: .function, name: name)
    }
    return nil
  }

  /// The module an `import` at `index` names (`import UIKit`, `import class UIKit.UIView`).
  static func importedModule(after index: Int, in tokens: [SwiftToken], bytes: [UInt8]) -> String? {
    var next = index + 1
    while next < tokens.count, tokens[next].kind == .word {
      let name = text(tokens[next], bytes)
      if !["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(name) {
        return name
      }
      next += 1
    }
    return nil
  }
}
