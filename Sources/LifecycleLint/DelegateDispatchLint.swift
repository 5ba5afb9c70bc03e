import Foundation

/// Finds, in an app's source files, delegate methods that iOS would call and Swift never does: a
/// method declared in a subclass of the class that adopts a delegate protocol, where the adopting
/// class does not declare it itself.
///
/// ```swift
/// class BaseDelegate: UIResponder, UIApplicationDelegate {}
/// final class AppDelegate: BaseDelegate {
///   func applicationDidEnterBackground(_ application: UIApplication) { save() }  // never called
/// }
/// ```
///
/// On iOS the system sends an Objective-C message, which finds the subclass's method. In Swift
/// the requirement is bound once, at the adopting class, to the protocol extension's default;
/// the subclass's method is a new method nothing calls. The fix: declare the method in the
/// adopting class and `override` it in the subclass.
///
/// LifecycleUIKit checks each delegate for this when it is installed, by the executable's symbol
/// table; but an optimized build removes a method nothing calls, symbol and all, so there the
/// source is the only place left to look. This check reads the target's files together: classes
/// and their extensions, what each inherits and adopts (``DelegateRequirements``), and the
/// methods and properties each declares at its top level. It follows superclasses declared in the
/// same files; a protocol adopted by a class from elsewhere (a LifecycleUIKit controller) is not
/// seen. A finding meant to stay can be let through with `// lifecycle-lint: allow`.
public enum DelegateDispatchLint {
  /// A method Swift will not call.
  public struct Finding: Sendable, Equatable {
    /// The file, as given.
    public var file: String
    /// 1-based line of the declaration's name.
    public var line: Int
    /// 1-based column of the declaration's name, counted in UTF-8 bytes as the compiler counts.
    public var column: Int
    /// The class that declares the method (`AppDelegate`).
    public var declaringClass: String
    /// The class above it that adopts the protocol without declaring the method.
    public var adoptingClass: String
    /// The protocol (`UIApplicationDelegate`).
    public var protocolName: String
    /// The requirement as Swift names it (`applicationDidEnterBackground(_:)`).
    public var requirement: String

    /// What is wrong and the fix, without the place.
    public var message: String {
      "\(declaringClass) declares \(requirement), but \(adoptingClass) adopts \(protocolName) without it, so "
        + "Swift calls the protocol's default and never this method (iOS would call it); fix: declare "
        + "\(requirement) in \(adoptingClass) and override it in \(declaringClass) (or mark a declaration "
        + "meant to stay with `// \(SwiftTokens.allowMarker)`)"
    }

    /// The finding as a compiler diagnostic (`FILE:LINE:COLUMN: error: …`).
    public var diagnostic: String { "\(file):\(line):\(column): error: \(message)" }
  }

  /// A member a class body or extension declares at its top level.
  struct Member: Equatable {
    /// As Swift names it: `applicationDidEnterBackground(_:)`, `window`.
    var name: String
    var isOverride: Bool
    var file: String
    var line: Int
    var column: Int
    var allowed: Bool
  }

  /// What the files say of one class: the types its declaration lists (its superclass first,
  /// when it has one) and then those its extensions list, and its members.
  struct ClassFacts {
    var inherits: [String] = []
    var members: [Member] = []
    var isClass = false
  }

  /// The findings in `files` (each a path and its text), read together, in file and line order.
  public static func check(sources files: [(file: String, source: String)]) -> [Finding] {
    var classes: [String: ClassFacts] = [:]
    for (file, source) in files { read(SwiftTokens(source), file: file, into: &classes) }
    var findings: [Finding] = []
    for (name, facts) in classes where facts.isClass {
      // The chain from the class up, through classes declared in these files.
      var chain = [name]
      while let superclass = classes[chain[chain.count - 1]]?.inherits.first,
        classes[superclass]?.isClass == true, !chain.contains(superclass)
      {
        chain.append(superclass)
      }
      for entry in DelegateRequirements.all {
        let names = Set([entry.name] + entry.refinedBy)
        guard
          let adopter = chain.lastIndex(where: {
            classes[$0]?.inherits.contains(where: names.contains) == true
          }),
          adopter > 0
        else { continue }
        let bound = chain[adopter...].reduce(into: Set<String>()) { bound, member in
          bound.formUnion(classes[member]?.members.map(\.name) ?? [])
        }
        // The class itself only: each class of the chain is checked as the chain's first.
        for member in facts.members
        where entry.requirements.contains(member.name) && !bound.contains(member.name) && !member.isOverride
          && !member.allowed
        {
          findings.append(
            Finding(
              file: member.file, line: member.line, column: member.column, declaringClass: name,
              adoptingClass: chain[adopter], protocolName: entry.name, requirement: member.name))
        }
      }
    }
    return findings.sorted {
      ($0.file, $0.line, $0.column, $0.requirement) < ($1.file, $1.line, $1.column, $1.requirement)
    }
  }

  /// The C name of the function the build plugin's generated file declares in a target whose
  /// files it checked and found clean: `lifecyclekit_lint_checked_` and the module's name.
  ///
  /// An optimized build removes a method nothing calls, so LifecycleUIKit's check at launch,
  /// which reads the symbol table, cannot vouch for a delegate subclass there; a public C
  /// function stays in every build, and its name in the symbol table tells that check the
  /// module's source was checked instead.
  public static func checkedMarker(module: String) -> String { "lifecyclekit_lint_checked_" + module }

  /// The Swift file the build plugin writes into a target whose `fileCount` files it checked and
  /// found clean: a comment, and the function named ``checkedMarker(module:)``.
  public static func checkedFile(module: String, fileCount: Int) -> String {
    """
    // Written by lifecycle-lint: \(fileCount) files, no Foundation-only escape, no delegate method Swift
    // will not call. The function tells LifecycleUIKit's check at launch, in an optimized build
    // (where the optimizer removes methods nothing calls, and their symbols), that this module's
    // delegates were checked from the source.
    @_cdecl("\(checkedMarker(module: module))")
    public func _lifecycleLintChecked() {}

    """
  }

  /// The findings in the files at `paths`, read together; a file that cannot be read as UTF-8
  /// text is left out (``FoundationOnlyLint/check(files:)`` reports it).
  public static func check(files paths: [String]) -> [Finding] {
    check(
      sources: paths.compactMap { path in
        guard let data = FileManager.default.contents(atPath: path),
          let text = String(data: data, encoding: .utf8)
        else { return nil }
        return (path, text)
      })
  }

  /// Words that may stand before `func`, `var` or `let` in a declaration.
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "final", "override", "static", "class",
    "dynamic", "nonisolated", "mutating", "nonmutating", "required", "convenience", "lazy", "weak", "unowned",
    "optional", "indirect", "isolated", "consuming", "borrowing", "distributed",
  ]

  /// Words after `class` that make it a modifier, not a class declaration.
  static let notClassNames: Set<String> = ["func", "var", "let", "subscript", "override", "final", "static"]

  /// Reads the classes and extensions of one file.
  static func read(_ scanned: SwiftTokens, file: String, into classes: inout [String: ClassFacts]) {
    let tokens = scanned.tokens
    /// The open bodies: the brace depth inside each, and the class or extension it belongs to.
    var bodies: [(depth: Int, owner: String?)] = []
    var depth = 0
    var position = 0
    while position < tokens.count {
      let token = tokens[position]
      defer { position += 1 }
      if token.kind == .other {
        if token.text == "{" {
          depth += 1
        } else if token.text == "}" {
          if bodies.last?.depth == depth { bodies.removeLast() }
          depth -= 1
        }
        continue
      }
      guard token.kind == .word else { continue }
      let word = token.text
      let declaresType = ["class", "extension", "struct", "enum", "protocol", "actor"].contains(word)
      if declaresType, position + 1 < tokens.count, tokens[position + 1].kind == .word,
        !(word == "class" && notClassNames.contains(tokens[position + 1].text)),
        position == 0 || tokens[position - 1].text != "import"  // `import class Module.Type`
      {
        // `class Name<…>: A, B where … {`, `extension Name: A {`
        var name = tokens[position + 1].text
        var next = position + 2
        while next + 1 < tokens.count, tokens[next].kind == .dot, tokens[next + 1].kind == .word {
          name = tokens[next + 1].text  // `extension UIKit.Thing`: the last part
          next += 2
        }
        let (inherited, body) = inheritanceClause(tokens, from: skipGenerics(tokens, from: next))
        guard let body else { break }
        let tracked = word == "class" || word == "extension"
        if word == "class" {
          classes[name, default: ClassFacts()].isClass = true
          classes[name, default: ClassFacts()].inherits.insert(contentsOf: inherited, at: 0)
        } else if tracked {
          classes[name, default: ClassFacts()].inherits += inherited
        }
        depth += 1
        bodies.append((depth, tracked ? name : nil))
        position = body
        continue
      }
      if word == "func" || word == "var" || word == "let", let body = bodies.last, body.depth == depth,
        let owner = body.owner, let member = member(at: position, in: scanned, file: file)
      {
        classes[owner, default: ClassFacts()].members.append(member)
      }
    }
  }

  /// The types an inheritance clause at `position` lists (`: A, UIKit.B<T>, @unchecked C`, each
  /// by its last name, up to the body or a `where`), and the position of the body's `{` (nil
  /// when the file ends first).
  static func inheritanceClause(_ tokens: [SwiftTokens.Token], from position: Int) -> ([String], Int?) {
    var next = position
    var inherited: [String] = []
    if next < tokens.count, tokens[next].text == ":" {
      next += 1
      var angle = 0
      var expectsType = true
      while next < tokens.count, tokens[next].text != "{", !(angle == 0 && tokens[next].text == "where") {
        let part = tokens[next]
        if part.text == "<" { angle += 1 } else if part.text == ">" { angle -= 1 }
        if angle == 0, part.text == "," { expectsType = true }
        if angle == 0, part.kind == .word, !part.text.hasPrefix("@") {
          if expectsType {
            inherited.append(part.text)
            expectsType = false
          } else if tokens[next - 1].kind == .dot {
            inherited[inherited.count - 1] = part.text  // `UIKit.UIResponder`: the last part
          }
        }
        next += 1
      }
    }
    while next < tokens.count, tokens[next].text != "{" { next += 1 }
    return (inherited, next < tokens.count ? next : nil)
  }

  /// The instance method or property declared by the `func`, `var` or `let` at `position`, with
  /// its Swift name and whether it overrides; nil for a type's own (`static`, `class`), which
  /// the system never calls as a delegate method, and for a pattern (`let (a, b)`).
  static func member(at position: Int, in scanned: SwiftTokens, file: String) -> Member? {
    let tokens = scanned.tokens
    guard position + 1 < tokens.count, tokens[position + 1].kind == .word else { return nil }
    let nameToken = tokens[position + 1]
    var name = nameToken.text
    if tokens[position].text == "func" {
      name += "(" + labels(tokens, from: position + 2).map { "\($0):" }.joined() + ")"
    }
    var isOverride = false
    var before = position - 1
    while before >= 0, tokens[before].kind == .word,
      modifiers.contains(tokens[before].text) || tokens[before].text.hasPrefix("@")
    {
      if tokens[before].text == "static" || tokens[before].text == "class" { return nil }
      if tokens[before].text == "override" { isOverride = true }
      before -= 1
    }
    return Member(
      name: name, isOverride: isOverride, file: file, line: nameToken.line, column: nameToken.column,
      allowed: scanned.allowedLines.contains(nameToken.line)
        || scanned.allowedLines.contains(tokens[position].line))
  }

  /// The position after a generic parameter clause starting at `position` (`<T: Equatable>`), or
  /// `position` when there is none.
  static func skipGenerics(_ tokens: [SwiftTokens.Token], from position: Int) -> Int {
    guard position < tokens.count, tokens[position].text == "<" else { return position }
    var angle = 0
    var next = position
    while next < tokens.count {
      if tokens[next].text == "<" { angle += 1 }
      if tokens[next].text == ">" {
        angle -= 1
        if angle == 0 { return next + 1 }
      }
      next += 1
    }
    return next
  }

  /// The argument labels of the parameter clause after a function's name (its generic clause
  /// skipped): for each parameter, the first word before its `:` when two stand there (`_ app`,
  /// `with coder`), else its one word.
  static func labels(_ tokens: [SwiftTokens.Token], from start: Int) -> [String] {
    var position = skipGenerics(tokens, from: start)
    guard position < tokens.count, tokens[position].text == "(" else { return [] }
    position += 1
    var labels: [String] = []
    var words: [String] = []
    var nesting = 0
    var inType = false
    while position < tokens.count {
      let token = tokens[position]
      position += 1
      if ["(", "[", "<"].contains(token.text) {
        nesting += 1
        continue
      }
      if [")", "]", ">"].contains(token.text) {
        if token.text == ">", tokens[position - 2].text == "-" { continue }  // `->`
        if nesting == 0 { break }
        nesting -= 1
        continue
      }
      guard nesting == 0 else { continue }
      if token.text == ":" && !inType {
        if let first = words.first { labels.append(first) }
        inType = true
      } else if token.text == "," {
        words = []
        inType = false
      } else if token.kind == .word && !inType && !token.text.hasPrefix("@") {
        words.append(token.text)
      }
    }
    return labels
  }
}
