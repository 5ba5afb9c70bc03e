import Foundation

/// What the importer learns from one Swift file, and the edits that make it build without an
/// Objective-C runtime: attributes that need one removed (blanked, so lines and most columns stay
/// where they were), framework imports mapped, platform conditions answered as on iOS, and the
/// places of `#selector` expressions, which are resolved once every file is read.
struct SwiftFileScan: Sendable {
  /// A type the file declares or extends, at file scope or nested in another type.
  struct TypeDecl: Sendable {
    enum Kind: String, Sendable { case `class`, `struct`, `enum`, `protocol`, `extension`, `actor` }
    var kind: Kind
    /// The name as the file can write it: `Outer.Inner`, or the extended type's name.
    var name: String
    var line: Int
    /// Whether it or a type around it has generic parameters (no registration can name it).
    var isGeneric: Bool
    /// Whether it is `private` or `fileprivate` and nested (an extension at file scope cannot see it).
    var isHiddenNested: Bool
    var objcMembers: Bool
    var inheritance: [String]
    /// An `@objc protocol`: made class-bound, its optional requirements given defaults.
    var isObjCProtocol = false
    /// The byte offset of the `}` that closes its body.
    var bodyEnd: Int?
    /// The line of that `}`.
    var bodyEndLine = 0
    var methods: [Method] = []
    var properties: [Property] = []
  }

  /// A method of a type.
  struct Method: Sendable {
    var name: String
    /// The argument labels, nil for `_`.
    var labels: [String?]
    var parameterTypes: [String]
    var line: Int
    /// Exposed to Objective-C by `@objc`, `@IBAction` or its class's `@objcMembers`.
    var isExposed: Bool
    var isAction: Bool
    /// `@objc(name:)`'s name.
    var explicitSelector: String?
    var isStatic: Bool
    var isGeneric: Bool
    var throwsOrAsync: Bool
    var returnsValue: Bool

    var selector: String { explicitSelector ?? ObjCSelectorName.method(name, labels: labels) }
  }

  /// A stored or computed property of a type.
  struct Property: Sendable {
    var name: String
    var type: String
    var line: Int
    var isOutlet: Bool
    var isInspectable: Bool
    var isExposed: Bool
    var isStatic: Bool
  }

  /// A `#selector(…)` expression: its byte range, the text between its parentheses and the
  /// type it is written in.
  struct SelectorSite: Sendable {
    var start: Int
    var end: Int
    var argument: String
    var enclosingType: String?
    var line: Int
    var column: Int
  }

  /// A replacement of the bytes `start..<end`.
  struct Edit: Sendable {
    var start: Int
    var end: Int
    var replacement: String
  }

  var types: [TypeDecl] = []
  var edits: [Edit] = []
  var selectorSites: [SelectorSite] = []
  var diagnostics: [ImportDiagnostic] = []
  /// The class marked `@UIApplicationMain` or `@main`, if this file has it.
  var applicationDelegate: String?
  /// A type marked `@main` that is not a class (a SwiftUI `App`).
  var mainNonClass: String?
  /// The line of that type's `@main`.
  var mainNonClassLine = 0
  /// Whether some import of the file brings LifecycleUIKit after the mapping.
  var importsLifecycleUIKit = false
  /// The modules the file imports that are neither Apple's nor Swift's own: (module, line).
  var foreignImports: [(module: String, line: Int)] = []
  /// Apple frameworks the file imports that LifecycleKit does not shadow yet: (module, line).
  var unshadowedImports: [(module: String, line: Int)] = []
  /// Optional requirements of `@objc` protocols this file declares, given a default
  /// implementation (their names: call sites `x.name?(…)` lose the `?`).
  var optionalRequirements: [(protocolName: String, signature: String, body: String, name: String)] = []
  /// Places of `.name?(` — a call of an optional requirement, if `name` is one: (name, offset of `?`).
  var optionalCallSites: [(name: String, offset: Int)] = []
  /// Overrides declared in an extension (`extension List { override func tableView(…) }`), which
  /// Swift without Objective-C refuses: moved into their class's body when the project declares
  /// it, else reported (the diagnostic kept here until then). Byte range of the whole declaration.
  var overridesInExtensions:
    [(typeName: String, start: Int, end: Int, line: Int, diagnostic: ImportDiagnostic)] = []
  /// `UIApplicationMain(…)`'s delegate class in a `main.swift`.
  var mainCallDelegate: String?
  /// Whether the file calls `UIApplicationMain(…)` at top level (a `main.swift`).
  var callsApplicationMain = false
}

/// The importer's findings, each at a file, line and column of the project.
public struct ImportDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How bad it is: an error keeps the package from building as iOS would run it.
  public enum Severity: String, Hashable, Sendable { case error, warning, note }
  /// The severity.
  public var severity: Severity
  /// The file, relative to the project's root.
  public var file: String
  /// The line (1-based), or 0 for the file as a whole.
  public var line: Int
  /// The column (1-based), or 0.
  public var column: Int
  /// What it is and what to do.
  public var message: String

  /// Creates a diagnostic.
  public init(_ severity: Severity, file: String, line: Int = 0, column: Int = 0, _ message: String) {
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, the form compilers print and editors jump to.
  public var description: String {
    var place = file
    if line > 0 { place += ":\(line)" }
    if column > 0 { place += ":\(column)" }
    return "\(place): \(severity.rawValue): \(message)"
  }
}

extension SwiftFileScan {
  /// Attributes that need the Objective-C runtime or Interface Builder, removed by the import.
  static let removedAttributes: Set<String> = [
    "@objc", "@objcMembers", "@nonobjc", "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable",
    "@IBSegueAction", "@UIApplicationMain", "@NSApplicationMain", "@GKInspectable",
  ]

  static let modifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "static", "final", "override", "required",
    "convenience", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating", "optional", "indirect",
    "nonisolated", "package", "isolated", "consuming", "borrowing", "distributed",
  ]

  static let declarationKeywords: Set<String> = [
    "func", "var", "let", "class", "struct", "enum", "protocol", "extension", "actor", "init", "deinit",
    "subscript", "typealias", "associatedtype", "case", "import", "operator", "precedencegroup", "macro",
  ]

  /// Scans `bytes`, the file `file` (relative to the project's root).
  static func scan(_ bytes: [UInt8], file: String, modules: ModuleMapping) -> SwiftFileScan {
    var scanner = Scanner(bytes: bytes, file: file, modules: modules)
    scanner.run()
    return scanner.result
  }
}

private struct Scanner {
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

  mutating func attribute(_ token: SwiftToken) {
    let name = text(token)
    var end = token.end
    var argument: String?
    var next = position + 1
    if let open = self.token(next), open.kind == .punctuation, open.start == token.end,
      bytes[open.start] == UInt8(ascii: "(")
    {
      let close = matching(next)
      if close > next + 1 {
        argument = text(tokens[next + 1].start, tokens[close - 1].start)
      } else {
        argument = ""
      }
      end = tokens[close - 1].end
      next = close
    }
    if SwiftFileScan.removedAttributes.contains(name) {
      blank(token.start, end)
    } else if name == "@NSManaged" {
      diagnose(
        .error, at: token.start,
        "@NSManaged needs Core Data's Objective-C runtime, which LifecycleKit does not have; this property "
          + "is not translated (the build stops here)")
    }
    attributes.append(Attribute(name: name, argument: argument, start: token.start))
    position = next
  }

  mutating func pound(_ token: SwiftToken) {
    let name = text(token)
    switch name {
    case "#selector":
      guard isPunctuation(position + 1, "(") else {
        position += 1
        return
      }
      let close = matching(position + 1)
      let argument = close - 1 > position + 2 ? text(tokens[position + 2].start, tokens[close - 1].start) : ""
      let (line, column) = lineAndColumn(token.start)
      result.selectorSites.append(
        .init(
          start: token.start, end: tokens[close - 1].end, argument: argument,
          enclosingType: enclosingTypeName,
          line: line, column: column))
      position = close
    case "#keyPath":
      guard isPunctuation(position + 1, "(") else {
        position += 1
        return
      }
      let close = matching(position + 1)
      let inside = close - 1 > position + 2 ? text(tokens[position + 2].start, tokens[close - 1].start) : ""
      var parts = inside.split(separator: ".").map { $0.trimmingCharacters() }
      if let first = parts.first, first == "self" || first.first?.isUppercase == true, parts.count > 1 {
        parts.removeFirst()
      }
      result.edits.append(
        .init(
          start: token.start, end: tokens[close - 1].end, replacement: "\"\(parts.joined(separator: "."))\""))
      position = close
    case "#if", "#elseif":
      position += 1
      var answered = ""
      while let condition = self.token(position), !condition.startsLine {
        if condition.kind == .word, isPunctuation(position + 1, "("),
          let argumentToken = self.token(position + 2), argumentToken.kind == .word,
          isPunctuation(position + 3, ")")
        {
          let function = text(condition)
          let argument = text(argumentToken)
          if let answer = PlatformConditions.answer(function, argument, modules: modules) {
            result.edits.append(
              .init(start: condition.start, end: tokens[position + 3].end, replacement: answer))
            answered += " \(answer) "
            position += 4
            continue
          }
        }
        answered += " " + text(condition) + " "
        position += 1
      }
      let value = ConditionEvaluator.evaluate(answered)
      if name == "#if" {
        conditions.append((taken: value, current: value))
      } else if let last = conditions.popLast() {
        let current: Bool? = last.taken == true ? false : value
        let taken: Bool? =
          last.taken == true || current == true
          ? true : (last.taken == false && current == false ? false : nil)
        conditions.append((taken: taken, current: current))
      }
    case "#else":
      if let last = conditions.popLast() {
        let current: Bool? = last.taken.map { !$0 }
        conditions.append((taken: true, current: current))
      }
      position += 1
    case "#endif":
      if !conditions.isEmpty { conditions.removeLast() }
      position += 1
    default:
      position += 1
    }
  }

  /// `#keyPath(…)` inside a string interpolation (`"ANY \(#keyPath(Book.subjects)).name"`).
  mutating func keyPathsInInterpolations() {
    let marker = Array("#keyPath(".utf8)
    for range in interpolations {
      var index = range.lowerBound
      while index + marker.count <= range.upperBound {
        guard bytes[index..<index + marker.count].elementsEqual(marker) else {
          index += 1
          continue
        }
        var end = index + marker.count
        while end < range.upperBound, bytes[end] != UInt8(ascii: ")") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ")") else { break }
        let inside = text(index + marker.count, end)
        result.edits.append(.init(start: index, end: end + 1, replacement: Self.keyPathString(inside)))
        index = end + 1
      }
    }
  }

  /// `#keyPath(Person.name)`'s string: the path without its leading type or `self`.
  static func keyPathString(_ inside: String) -> String {
    var parts = inside.split(separator: ".").map { $0.trimmingCharacters() }
    if let first = parts.first, first == "self" || first.first?.isUppercase == true, parts.count > 1 {
      parts.removeFirst()
    }
    return "\"\(parts.joined(separator: "."))\""
  }

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
    case "import" where token.startsLine || !attributes.isEmpty:
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

  mutating func importDeclaration(_ token: SwiftToken) {
    let start = attributes.first?.start ?? token.start
    var index = position + 1
    if let kind = self.token(index), kind.kind == .word,
      ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"].contains(text(kind))
    {
      index += 1
    }
    guard let moduleToken = self.token(index), moduleToken.kind == .word else {
      position += 1
      return
    }
    var end = moduleToken.end
    var last = index
    while isPunctuation(last + 1, "."), let part = self.token(last + 2), part.kind == .word {
      end = part.end
      last += 2
    }
    let module = text(moduleToken)
    let line = line(token.start)
    switch modules.mapping(of: module) {
    case .keep:
      if module == "Foundation" {
        // LifecycleUIKit re-exports Foundation and shadows what must be the simulated app's own
        // (defaults, bundle, notification centre); importing both would make those ambiguous.
        // FoundationXML (XMLParser) is Foundation's on iOS; on Linux a module of its own.
        result.edits.append(
          .init(start: start, end: end, replacement: "import LifecycleUIKit; import FoundationXML"))
        result.importsLifecycleUIKit = true
      }
    case .shadowed:
      result.edits.append(.init(start: start, end: end, replacement: "import LifecycleUIKit"))
      result.importsLifecycleUIKit = true
    case .unshadowed:
      result.edits.append(.init(start: start, end: end, replacement: "import LifecycleUIKit"))
      result.importsLifecycleUIKit = true
      if isActive { result.unshadowedImports.append((module, line)) }
    case .foreign:
      if isActive { result.foreignImports.append((module, line)) }
    }
    clearPending()
    position = last + 1
  }

  mutating func typeDeclaration(_ token: SwiftToken, keyword: String) {
    let attributeNames = Set(attributes.map(\.name))
    let modifiers = declModifiers
    let mainAttribute = attributes.first { $0.name == "@main" }
    let active = isActive
    let isApplicationMain = attributeNames.contains("@UIApplicationMain")
    clearPending()
    var index = position + 1
    guard let nameToken = self.token(index), nameToken.kind == .word else {
      position += 1
      return
    }
    var name = text(nameToken)
    index += 1
    if keyword == "extension" {
      while isPunctuation(index, "."), let part = self.token(index + 1), part.kind == .word {
        name += "." + text(part)
        index += 2
      }
    }
    var isGeneric = insideGeneric
    if isOperator(index, "<")
      || (self.token(index).map { $0.kind == .operator && bytes[$0.start] == UInt8(ascii: "<") } ?? false)
    {
      if keyword != "extension" { isGeneric = true }
      index = matchingAngle(index)
    }
    var inheritance: [String] = []
    let afterName = tokens[index - 1].end
    let colon = isPunctuation(index, ":") ? tokens[index] : nil
    if isPunctuation(index, ":") {
      index += 1
      var current = ""
      while let part = self.token(index),
        !(part.kind == .punctuation && bytes[part.start] == UInt8(ascii: "{")),
        !(part.kind == .word && text(part) == "where")
      {
        if part.kind == .punctuation && bytes[part.start] == UInt8(ascii: ",") {
          inheritance.append(current)
          current = ""
        } else {
          current += text(part)
        }
        index += 1
      }
      if !current.isEmpty { inheritance.append(current) }
    }
    if keyword == "extension", insideGeneric == false, !stack.isEmpty {
      // Extensions are only legal at file scope; leave a malformed file to the compiler.
    }
    let outer = enclosingTypeName
    let qualified = keyword == "extension" || outer == nil ? name : "\(outer!).\(name)"
    let kind = SwiftFileScan.TypeDecl.Kind(rawValue: keyword) ?? .class
    let insideBlock: Bool = {
      if case .block? = stack.last { return true }
      return false
    }()
    let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
    var decl = SwiftFileScan.TypeDecl(
      kind: kind, name: qualified, line: line(token.start), isGeneric: isGeneric || insideBlock,
      isHiddenNested: (isPrivate && outer != nil) || insideBlock,
      objcMembers: attributeNames.contains("@objcMembers"),
      inheritance: inheritance)
    if kind == .protocol, attributeNames.contains("@objc") {
      // An @objc protocol is class-bound; without @objc it must say so (weak delegates need it).
      decl.isObjCProtocol = true
      let classBound = ["AnyObject", "class", "NSObjectProtocol"]
      if colon == nil {
        result.edits.append(.init(start: afterName, end: afterName, replacement: ": AnyObject"))
      } else if let colon, !inheritance.contains(where: { classBound.contains($0) }) {
        result.edits.append(.init(start: colon.end, end: colon.end, replacement: " AnyObject,"))
      }
    }
    guard active else {
      // Compiled out on iOS: nothing in it is registered.
      pendingType = nil
      position = index
      return
    }
    result.types.append(decl)
    pendingType = result.types.count - 1
    if isApplicationMain || mainAttribute != nil {
      if kind == .class {
        result.applicationDelegate = qualified
        if let mainAttribute { blank(mainAttribute.start, mainAttribute.start + 5) }
      } else if let mainAttribute {
        result.mainNonClass = qualified
        result.mainNonClassLine = line(mainAttribute.start)
        blank(mainAttribute.start, mainAttribute.start + 5)
      }
    }
    position = index
  }

  mutating func function(_ token: SwiftToken) {
    let attributeNames = attributes.map(\.name)
    let objcAttribute = attributes.first { $0.name == "@objc" }
    let modifiers = declModifiers
    let ranges = modifierRanges
    let declarationStart = attributes.first?.start ?? ranges.first?.lowerBound ?? token.start
    clearPending()
    var index = position + 1
    guard let nameToken = self.token(index) else {
      position += 1
      return
    }
    let name = text(nameToken)
    index += 1
    var isGeneric = false
    if let angle = self.token(index), angle.kind == .operator, bytes[angle.start] == UInt8(ascii: "<") {
      isGeneric = true
      index = matchingAngle(index)
    }
    guard isPunctuation(index, "(") else {
      position = index
      return
    }
    let close = matching(index)
    let (labels, types) = parameters(from: index + 1, to: close - 1)
    index = close
    var throwsOrAsync = false
    var returnsValue = false
    while let part = self.token(index),
      !(part.kind == .punctuation && bytes[part.start] == UInt8(ascii: "{")),
      !part.startsLine || part.kind == .operator
    {
      if part.kind == .word, ["throws", "rethrows", "async"].contains(text(part)) { throwsOrAsync = true }
      if part.kind == .operator, text(part) == "->" { returnsValue = true }
      if part.kind == .punctuation, bytes[part.start] == UInt8(ascii: "}") { break }
      index += 1
    }
    if let typeIndex = enclosingType, result.types[typeIndex].isObjCProtocol,
      let optional = modifiers.firstIndex(of: "optional")
    {
      optionalRequirement(
        protocolIndex: typeIndex, optionalRange: ranges[optional], funcToken: token, name: name,
        signatureEnd: tokens[max(position + 1, index - 1)].end, returnsValue: returnsValue)
      position = index
      return
    }
    if let typeIndex = enclosingType, result.types[typeIndex].kind == .extension,
      modifiers.contains("override")
    {
      let (line, column) = lineAndColumn(declarationStart)
      let diagnostic = ImportDiagnostic(
        .error, file: file, line: line, column: column,
        "'\(name)' overrides a method in an extension of \(result.types[typeIndex].name): iOS allows it because "
          + "the overridden method is an Objective-C one, Swift without that runtime does not, and the project "
          + "does not declare the class for the import to move it there. Move the override into the class's own "
          + "declaration; for a class that is not the project's (UIKit's own), override it in a subclass instead"
      )
      if conditions.isEmpty, isPunctuation(index, "{") {
        // Moved into the class's body once every file is read (SourceTranslation).
        let end = tokens[matching(index) - 1].end
        result.overridesInExtensions.append(
          (result.types[typeIndex].name, declarationStart, end, line, diagnostic))
      } else {
        result.diagnostics.append(diagnostic)
      }
    }
    if let typeIndex = enclosingType, nameToken.kind == .word {
      let type = result.types[typeIndex]
      let explicit = objcAttribute?.argument.flatMap {
        $0.isEmpty ? nil : $0.trimmingCharacters(in: .whitespaces)
      }
      let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
      let exposed =
        objcAttribute != nil || attributeNames.contains("@IBAction")
        || attributeNames.contains("@IBSegueAction")
        || (type.objcMembers && !isPrivate) || modifiers.contains("dynamic")
      result.types[typeIndex].methods.append(
        .init(
          name: name, labels: labels, parameterTypes: types, line: line(token.start), isExposed: exposed,
          isAction: attributeNames.contains("@IBAction"), explicitSelector: explicit,
          isStatic: modifiers.contains("static") || modifiers.contains("class"), isGeneric: isGeneric,
          throwsOrAsync: throwsOrAsync, returnsValue: returnsValue))
    }
    position = index
  }

  /// An `optional` requirement of an `@objc` protocol: the modifier goes, and a default
  /// implementation that does nothing (returns nil) stands in for "not implemented", which is
  /// what calling it with `?` gives on iOS. A requirement returning a value that is not optional
  /// has no such default: an error at its line.
  mutating func optionalRequirement(
    protocolIndex: Int, optionalRange: Range<Int>, funcToken: SwiftToken, name: String, signatureEnd: Int,
    returnsValue: Bool
  ) {
    blank(optionalRange.lowerBound, optionalRange.upperBound)
    var signature = text(funcToken.start, signatureEnd)
    while signature.hasSuffix(" ") || signature.hasSuffix("\n") { signature.removeLast() }
    var body = "{}"
    if returnsValue, let arrow = signature.range(of: "->", options: .backwards) {
      let returned = signature[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
      guard returned.hasSuffix("?") || returned.hasSuffix("!") || returned == "Void" || returned == "()"
      else {
        diagnose(
          .error, at: funcToken.start,
          "the optional requirement '\(name)' returns \(returned): without Objective-C a requirement cannot be "
            + "left unimplemented, and there is no value to stand for \"not implemented\"; make it return \(returned)? "
            + "or implement it in every conforming class")
        return
      }
      if returned.hasSuffix("?") || returned.hasSuffix("!") { body = "{ nil }" }
    }
    result.optionalRequirements.append((result.types[protocolIndex].name, signature, body, name))
  }

  /// The labels and types of a parameter list between `start` and `end` (token indices).
  func parameters(from start: Int, to end: Int) -> ([String?], [String]) {
    var labels: [String?] = []
    var types: [String] = []
    var index = start
    while index < end {
      // Up to the next comma at this depth.
      var names: [String] = []
      var typeStart: Int?
      var typeEnd: Int?
      var depth = 0
      var angle = 0
      while index < end {
        let token = tokens[index]
        if token.kind == .punctuation {
          let byte = bytes[token.start]
          if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
            depth += 1
          }
          if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
            depth -= 1
          }
          if byte == UInt8(ascii: ","), depth == 0, angle == 0 { break }
          if byte == UInt8(ascii: ":"), depth == 0, typeStart == nil {
            typeStart = index + 1
            index += 1
            continue
          }
        } else if token.kind == .operator {
          let op = text(token)
          if op == "=" && depth == 0 && angle == 0 && typeStart != nil && typeEnd == nil { typeEnd = index }
          for byte in op.utf8 {
            if byte == UInt8(ascii: "<") { angle += 1 }
            if byte == UInt8(ascii: ">") && op != "->" { angle = max(0, angle - 1) }
          }
        } else if token.kind == .word, typeStart == nil {
          names.append(text(token))
        }
        index += 1
      }
      if let typeStart {
        let last = (typeEnd ?? index) - 1
        types.append(last >= typeStart ? text(tokens[typeStart].start, tokens[last].end) : "")
        let label = names.first ?? "_"
        labels.append(label == "_" ? nil : label.replacingBackticks())
      }
      index += 1  // Past the comma.
    }
    return (labels, types)
  }

  mutating func property(_ token: SwiftToken) {
    let attributeNames = Set(attributes.map(\.name))
    let modifiers = declModifiers
    clearPending()
    var index = position + 1
    if let typeIndex = enclosingType, result.types[typeIndex].isObjCProtocol, modifiers.contains("optional") {
      diagnose(
        .error, at: token.start,
        "an optional property requirement of @objc protocol \(result.types[typeIndex].name): without Objective-C "
          + "a property cannot be left unimplemented; make it a requirement every conforming class implements"
      )
    }
    guard let typeIndex = enclosingType, let nameToken = self.token(index), nameToken.kind == .word else {
      position += 1
      return
    }
    let name = text(nameToken)
    index += 1
    var type = ""
    if isPunctuation(index, ":") {
      index += 1
      let typeStart = index
      var depth = 0
      while let part = self.token(index), index == typeStart || !part.startsLine {
        if part.kind == .punctuation {
          let byte = bytes[part.start]
          if byte == UInt8(ascii: "{") && depth == 0 { break }
          if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
          if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
          if (byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")) && depth == 0 { break }
        }
        if part.kind == .operator && text(part) == "=" && depth == 0 { break }
        index += 1
      }
      if index > typeStart { type = text(tokens[typeStart].start, tokens[index - 1].end) }
    }
    let isOutlet = attributeNames.contains("@IBOutlet")
    result.types[typeIndex].properties.append(
      .init(
        name: name, type: type, line: line(token.start), isOutlet: isOutlet,
        isInspectable: attributeNames.contains("@IBInspectable") || attributeNames.contains("@GKInspectable"),
        isExposed: attributeNames.contains("@objc") || modifiers.contains("dynamic"),
        isStatic: modifiers.contains("static") || modifiers.contains("class")))
    if isOutlet && text(token) == "let" {
      diagnose(.error, at: token.start, "an @IBOutlet must be a var: interface loading sets it")
    }
    position = index
  }

  /// `UIApplicationMain(CommandLine.argc, CommandLine.argv, nil, NSStringFromClass(AppDelegate.self))`
  /// in a `main.swift`: the delegate class is its fourth argument.
  mutating func applicationMainCall(_ token: SwiftToken) {
    result.callsApplicationMain = true
    guard isPunctuation(position + 1, "(") else { return }
    let close = matching(position + 1)
    let inside = text(tokens[position + 2].start, tokens[close - 1].start)
    if let range = inside.range(of: "NSStringFromClass(") {
      let rest = inside[range.upperBound...]
      if let end = rest.range(of: ".self") {
        result.mainCallDelegate = String(rest[..<end.lowerBound]).trimmingCharacters(in: .whitespaces)
      }
    } else if let quote = inside.lastIndex(of: "\""), let first = inside[..<quote].lastIndex(of: "\"") {
      result.mainCallDelegate = String(inside[inside.index(after: first)..<quote])
    }
  }
}

extension String {
  func replacingBackticks() -> String { filter { $0 != "`" } }
}
