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
  /// The modules the file imports that the package builds from the project's dependencies
  /// (``ModuleMapping/localModules``), active ones only: the targets it depends on.
  var localImports: Set<String> = []
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
  /// The names a function's parameters have inside its body, in order: `["values", "indexes"]` for
  /// `func insertIntoItems(_ values: [Item], at indexes: NSIndexSet)`.
  static func parameterNames(in signature: String) -> [String] {
    guard let open = signature.firstIndex(of: "(") else { return [] }
    var depth = 0
    var parameters: [String] = []
    var current = ""
    for character in signature[signature.index(after: open)...] {
      if character == ")" && depth == 0 { break }
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      case "," where depth == 0:
        parameters.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parameters.append(current) }
    return parameters.compactMap { parameter in
      guard let colon = parameter.firstIndex(of: ":") else { return nil }
      return parameter[..<colon].split(whereSeparator: { $0 == " " || $0 == "\n" }).last.map(String.init)
    }
  }

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
    var scanner = SwiftFileScanner(bytes: bytes, file: file, modules: modules)
    scanner.run()
    return scanner.result
  }
}
