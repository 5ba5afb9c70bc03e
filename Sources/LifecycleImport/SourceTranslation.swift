import Foundation

/// The translation of a project's Swift files as a whole: each file scanned on its own, then
/// every `#selector` resolved against the methods of all of them, and each file written back
/// with its edits, a `#sourceLocation` naming the original, and the registrations that stand in
/// for the Objective-C runtime.
public struct SourceTranslation: Sendable {
  /// One file to translate.
  public struct Input: Sendable {
    /// Its path relative to the project's root (what diagnostics name).
    public var path: String
    /// The path `#sourceLocation` gives the compiler (absolute, so that an editor finds it).
    public var sourceLocationPath: String
    /// Its bytes.
    public var bytes: [UInt8]

    /// Creates an input.
    public init(path: String, sourceLocationPath: String, bytes: [UInt8]) {
      self.path = path
      self.sourceLocationPath = sourceLocationPath
      self.bytes = bytes
    }
  }

  /// One translated file.
  public struct Output: Sendable {
    /// The original's path relative to the project's root.
    public var path: String
    /// The translated text.
    public var text: String
    /// The name of the function the file defines to register its classes, outlets and actions,
    /// or nil when it has none.
    public var registrationFunction: String?
    /// How many classes, outlets (and inspectables) and action methods the file registers.
    public var registered: (classes: Int, outlets: Int, actions: Int) = (0, 0, 0)
  }

  /// The translated files, in the order given.
  public var outputs: [Output] = []
  /// What the translation found, in file order.
  public var diagnostics: [ImportDiagnostic] = []
  /// The class marked `@UIApplicationMain` or `@main` (or named by `UIApplicationMain(…)`).
  public var applicationDelegate: String?
  /// A type marked `@main` that is not a class: a SwiftUI `App`, with its file.
  public var swiftUIApp: (name: String, file: String, line: Int)?
  /// Every class the project declares, as its files can name them.
  public var classes: [String] = []
  /// How many `#selector` expressions were resolved.
  public var selectorCount = 0

  /// Translates `inputs` with `modules` deciding what each import becomes.
  public init(_ inputs: [Input], modules: ModuleMapping) {
    let scans = inputs.map { SwiftFileScan.scan($0.bytes, file: $0.path, modules: modules) }
    let index = SelectorIndex(scans)
    let optionalNames = Set(scans.flatMap { $0.optionalRequirements.map(\.name) })
    // Types with generic parameters anywhere in the project: an extension of one (and a type
    // nested in that extension) cannot be named without its arguments, so registers nothing.
    let genericNames = Set(
      scans.flatMap { $0.types.filter { $0.isGeneric && $0.kind != .extension }.map(\.name) })
    // Where each class's body ends, for the overrides moved into it from extensions.
    var classBodies: [String: (file: Int, end: Int, line: Int)] = [:]
    for (fileIndex, scan) in scans.enumerated() {
      for type in scan.types where type.kind == .class {
        if let end = type.bodyEnd { classBodies[type.name] = (fileIndex, end, type.bodyEndLine) }
      }
    }
    // First every file's own edits, then the moves between files, which carry translated text.
    var edits: [[SwiftFileScan.Edit]] = []
    var fileDiagnostics: [[ImportDiagnostic]] = []
    for (input, scan) in zip(inputs, scans) {
      var diagnostics = scan.diagnostics
      selectorCount += scan.selectorSites.count
      var resolved = index.resolve(scan.selectorSites, file: input.path, diagnostics: &diagnostics)
      // `delegate?.name?(…)`: an optional requirement now has a default, so the call loses its `?`.
      for site in scan.optionalCallSites where optionalNames.contains(site.name) {
        resolved.append(.init(start: site.offset, end: site.offset + 1, replacement: " "))
      }
      edits.append(scan.edits + resolved)
      fileDiagnostics.append(diagnostics)
    }
    var insertions: [[SwiftFileScan.Edit]] = Array(repeating: [], count: inputs.count)
    for (fileIndex, scan) in scans.enumerated() {
      for move in scan.overridesInExtensions {
        guard let body = classBodies[move.typeName] else {
          fileDiagnostics[fileIndex].append(move.diagnostic)
          continue
        }
        let source = inputs[fileIndex]
        // The declaration's own indentation comes along, so that its first line keeps its columns.
        var lineStart = move.start
        while lineStart > 0, source.bytes[lineStart - 1] == 32 || source.bytes[lineStart - 1] == 9 {
          lineStart -= 1
        }
        let indentation =
          lineStart == 0 || source.bytes[lineStart - 1] == 10 ? source.bytes[lineStart..<move.start] : []
        let text =
          Array(indentation) + Self.apply(edits[fileIndex], to: source.bytes, in: move.start..<move.end)
        let target = inputs[body.file]
        insertions[body.file].append(
          .init(
            start: body.end, end: body.end,
            replacement:
              "\n#sourceLocation(file: \(Self.literal(source.sourceLocationPath)), line: \(move.line))\n"
              + String(decoding: text, as: UTF8.self)
              + "\n#sourceLocation(file: \(Self.literal(target.sourceLocationPath)), line: \(body.line))\n"))
        let blank = String(
          decoding: source.bytes[move.start..<move.end].map { $0 == 10 ? 10 : 32 }, as: UTF8.self)
        edits[fileIndex].append(.init(start: move.start, end: move.end, replacement: blank))
        fileDiagnostics[fileIndex].append(
          ImportDiagnostic(
            .note, file: source.path, line: move.line,
            "an override in an extension of \(move.typeName), which Swift without Objective-C refuses: moved into "
              + "the class's body in \(target.path) (its diagnostics still name this file and line)"))
      }
    }
    for (fileIndex, (input, scan)) in zip(inputs, scans).enumerated() {
      if let delegate = scan.applicationDelegate ?? scan.mainCallDelegate, applicationDelegate == nil {
        applicationDelegate = delegate
      }
      if let name = scan.mainNonClass, swiftUIApp == nil {
        swiftUIApp = (name, input.path, scan.mainNonClassLine)
      }
      for (module, line) in scan.foreignImports {
        diagnostics.append(
          ImportDiagnostic(
            .error, file: input.path, line: line,
            "module '\(module)' is neither an Apple framework nor built by this project: the generated package "
              + "does not build third-party modules (and an edit of its Package.swift is undone by the next import). "
              + "Put its uses behind `#if canImport(\(module))`, which is false here, or remove them"))
      }
      for (module, line) in scan.unshadowedImports {
        diagnostics.append(
          ImportDiagnostic(
            .warning, file: input.path, line: line,
            "LifecycleKit does not shadow \(module) yet: the import is mapped to LifecycleUIKit, and the build "
              + "stops at the first use of its API, at that line"))
      }
      if scan.callsApplicationMain {
        diagnostics.append(
          ImportDiagnostic(
            .note, file: input.path,
            "UIApplicationMain(…) at top level: the simulated device starts the app, so this file's top-level code "
              + "is left out of the package"))
      }
      diagnostics.append(contentsOf: fileDiagnostics[fileIndex])
      classes.append(
        contentsOf: scan.types.filter { $0.kind == .class && !$0.isGeneric && !$0.isHiddenNested }.map(\.name)
      )
      outputs.append(
        Self.render(
          input, scan, selectors: edits[fileIndex] + insertions[fileIndex], index: index,
          genericNames: genericNames))
    }
  }

  /// `bytes[range]` with the `edits` that fall inside it applied.
  static func apply(_ edits: [SwiftFileScan.Edit], to bytes: [UInt8], in range: Range<Int>) -> [UInt8] {
    let inside = edits.filter { $0.start >= range.lowerBound && $0.end <= range.upperBound }
      .sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
    var out: [UInt8] = []
    var cursor = range.lowerBound
    for edit in inside where edit.start >= cursor {
      out.append(contentsOf: bytes[cursor..<edit.start])
      out.append(contentsOf: Array(edit.replacement.utf8))
      cursor = edit.end
    }
    out.append(contentsOf: bytes[cursor..<range.upperBound])
    return out
  }

  /// The text of one translated file.
  static func render(
    _ input: Input, _ scan: SwiftFileScan, selectors: [SwiftFileScan.Edit], index: SelectorIndex,
    genericNames: Set<String> = []
  ) -> Output {
    // A larger edit wins over the ones inside it (a moved override's blank over its attributes).
    let edits = selectors.sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
    var body: [UInt8] = []
    body.reserveCapacity(input.bytes.count + 256)
    var cursor = 0
    for edit in edits where edit.start >= cursor {
      body.append(contentsOf: input.bytes[cursor..<edit.start])
      body.append(contentsOf: Array(edit.replacement.utf8))
      // Keep every line where it was: a replacement that swallowed line breaks gives them back.
      let swallowed = input.bytes[edit.start..<edit.end].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
      let given = edit.replacement.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
      if swallowed > given { body.append(contentsOf: [UInt8](repeating: 10, count: swallowed - given)) }
      cursor = edit.end
    }
    body.append(contentsOf: input.bytes[cursor...])
    if scan.callsApplicationMain {
      // main.swift's top-level code would make the library an executable: every line is kept as a comment.
      let text = String(decoding: body, as: UTF8.self)
      body = Array(
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(
          separator: "\n"
        ).utf8)
    }
    var text = "#sourceLocation(file: \(Self.literal(input.sourceLocationPath)), line: 1)\n"
    text += String(decoding: body, as: UTF8.self)
    if !text.hasSuffix("\n") { text += "\n" }
    text += "#sourceLocation()\n"
    let registration = Registration(scan: scan, path: input.path, genericNames: genericNames)
    if let code = registration.code(importsLifecycleUIKit: scan.importsLifecycleUIKit) {
      text += code
    }
    if !scan.optionalRequirements.isEmpty {
      text +=
        "\n// Generated by lifecycle import: optional requirements of @objc protocols, not implemented.\n"
      for requirement in scan.optionalRequirements {
        text += "extension \(requirement.protocolName) {\n  \(requirement.signature) \(requirement.body)\n}\n"
      }
    }
    return Output(
      path: input.path, text: text, registrationFunction: registration.functionName,
      registered: (registration.classes, registration.outlets, registration.actions))
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

/// Every method and property a selector can name, by name, across the project.
struct SelectorIndex: Sendable {
  struct Entry: Sendable {
    var type: String
    var selector: String
    var labels: [String?]
  }

  var methods: [String: [Entry]] = [:]
  var properties: [String: [String]] = [:]

  init(_ scans: [SwiftFileScan]) {
    for scan in scans {
      for type in scan.types {
        for method in type.methods where method.isExposed || method.explicitSelector != nil {
          methods[method.name.replacingBackticks(), default: []].append(
            Entry(type: type.name, selector: method.selector, labels: method.labels))
        }
        for property in type.properties { properties[property.name, default: []].append(type.name) }
      }
    }
  }

  /// The edits that turn each `#selector(…)` into `Selector("name")`.
  func resolve(
    _ sites: [SwiftFileScan.SelectorSite], file: String, diagnostics: inout [ImportDiagnostic]
  ) -> [SwiftFileScan.Edit] {
    sites.map { site in
      let name = selectorName(site, file: file, diagnostics: &diagnostics)
      return SwiftFileScan.Edit(
        start: site.start, end: site.end, replacement: "Selector(\(SourceTranslation.literal(name)))")
    }
  }

  func selectorName(
    _ site: SwiftFileScan.SelectorSite, file: String, diagnostics: inout [ImportDiagnostic]
  ) -> String {
    var argument = site.argument.filter { !$0.isWhitespace }
    while argument.hasPrefix("("), argument.hasSuffix(")") {
      argument = String(argument.dropFirst().dropLast())
    }
    if let asRange = argument.range(of: "as(") ?? argument.range(of: "as!") ?? argument.range(of: "as?") {
      argument = String(argument[..<asRange.lowerBound])
    }
    for accessor in ["getter:", "setter:"] where argument.hasPrefix(accessor) {
      let property = String(argument.dropFirst(accessor.count).split(separator: ".").last ?? "")
      return accessor == "getter:" ? ObjCSelectorName.getter(property) : ObjCSelectorName.setter(property)
    }
    // The last member of a dotted path, keeping the labels in parentheses.
    var qualifier: String?
    var member = argument
    if let paren = argument.firstIndex(of: "(") {
      let head = argument[..<paren]
      if let dot = head.lastIndex(of: ".") {
        qualifier = String(head[..<dot])
        member = String(argument[argument.index(after: dot)...])
      }
    } else if let dot = argument.lastIndex(of: ".") {
      qualifier = String(argument[..<dot])
      member = String(argument[argument.index(after: dot)...])
    }
    member = member.replacingBackticks()
    let baseName = String(member.prefix { $0 != "(" })
    let typeHint = qualifier.flatMap {
      $0 == "self" || $0 == "Self" ? nil : String($0.split(separator: ".").last ?? "")
    }
    var candidates = methods[baseName] ?? []
    if member.contains("(") {
      let wanted = ObjCSelectorName.fromSwiftName(member)
      let labels = Self.labels(of: member)
      candidates = candidates.filter { $0.labels == labels }
      if candidates.isEmpty { return wanted ?? baseName }
    }
    let narrowed = candidates.filter { $0.type == typeHint ?? site.enclosingType }
    if !narrowed.isEmpty { candidates = narrowed }
    let selectors = Set(candidates.map(\.selector))
    if selectors.count == 1, let only = selectors.first { return only }
    if selectors.count > 1 {
      diagnostics.append(
        ImportDiagnostic(
          .error, file: file, line: site.line, column: site.column,
          "#selector(\(site.argument)) could name \(selectors.sorted().joined(separator: " or ")): write the "
            + "labels, as #selector(\(baseName)(_:)), so the import knows which"))
      return selectors.sorted()[0]
    }
    // Not a method of the project: one of UIKit's. The standard edit actions take their sender
    // (Apple's "UIResponderStandardEditActions"); any other is taken with no parameter.
    if !member.contains("("), let known = Self.uikitSelectors[baseName] { return known }
    if !member.contains("(") {
      diagnostics.append(
        ImportDiagnostic(
          .note, file: file, line: site.line, column: site.column,
          "#selector(\(site.argument)) names no @objc method of the project: taken as '\(baseName)', a method "
            + "without parameters"))
    }
    return ObjCSelectorName.fromSwiftName(member) ?? baseName
  }

  /// UIKit methods `#selector` names by their bare name whose selector takes an argument.
  static let uikitSelectors: [String: String] = [
    "copy": "copy:", "cut": "cut:", "paste": "paste:", "select": "select:", "selectAll": "selectAll:",
    "delete": "delete:", "toggleBoldface": "toggleBoldface:", "toggleItalics": "toggleItalics:",
    "toggleUnderline": "toggleUnderline:", "increaseSize": "increaseSize:", "decreaseSize": "decreaseSize:",
    "makeTextWritingDirectionLeftToRight": "makeTextWritingDirectionLeftToRight:",
    "makeTextWritingDirectionRightToLeft": "makeTextWritingDirectionRightToLeft:",
    "endEditing": "endEditing:",
  ]

  static func labels(of member: String) -> [String?]? {
    guard let open = member.firstIndex(of: "("), member.hasSuffix(")") else { return nil }
    let inside = member[member.index(after: open)..<member.index(before: member.endIndex)]
    return inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map {
      $0 == "_" || $0.isEmpty ? nil : String($0)
    }
  }
}

/// The registrations one file contributes: an extension of each of its classes with a
/// `fileprivate` function that registers the class, its outlets and its action methods (inside
/// the type's own file, so that `private` members are reachable), and one file-level function
/// that calls them all.
struct Registration {
  var functionName: String?
  var extensions: [(type: String, lines: [String])] = []
  var classes = 0
  var outlets = 0
  var actions = 0

  init(scan: SwiftFileScan, path: String, genericNames: Set<String> = []) {
    for type in scan.types where !type.isGeneric && !type.isHiddenNested {
      let components = type.name.split(separator: ".")
      let prefixes = components.indices.map { components[...$0].joined(separator: ".") }
      if prefixes.contains(where: genericNames.contains) { continue }
      guard type.kind == .class || type.kind == .extension else { continue }
      var lines: [String] = []
      let literal = SourceTranslation.literal
      if type.kind == .class {
        let short = String(type.name.split(separator: ".").last ?? "")
        lines.append("ImportedCode.registerClass(\(type.name).self, named: \(literal(short)))")
        classes += 1
      }
      for property in type.properties
      where !property.isStatic && (property.isOutlet || property.isInspectable) {
        guard let setter = Self.setter(property) else { continue }
        outlets += 1
        lines.append(
          "OutletDispatch.register(\(literal(property.name)), for: \(type.name).self) { target, value in \(setter) }"
        )
      }
      for method in type.methods where method.isExposed && !method.isStatic && !method.isGeneric {
        guard !method.throwsOrAsync, let call = Self.call(method) else { continue }
        actions += 1
        lines.append(
          "ImportedCode.registerAction(\(literal(method.selector)), for: \(type.name).self) { target, sender in "
            + "\(call) }")
      }
      if !lines.isEmpty { extensions.append((type.name, lines)) }
    }
    if !extensions.isEmpty {
      functionName = "lifecycleImportRegister_" + Self.identifier(path)
    }
  }

  func code(importsLifecycleUIKit: Bool) -> String? {
    guard let functionName else { return nil }
    var out = "\n// Generated by lifecycle import: what the Objective-C runtime finds by name on iOS.\n"
    if !importsLifecycleUIKit { out += "import LifecycleUIKit\n" }
    for (index, item) in extensions.enumerated() {
      out +=
        "extension \(item.type) {\n  @MainActor fileprivate static func lifecycleImportRegister\(index)() {\n"
      for line in item.lines { out += "    \(line)\n" }
      out += "  }\n}\n"
    }
    out += "@MainActor func \(functionName)() {\n"
    for (index, item) in extensions.enumerated() {
      out += "  \(item.type).lifecycleImportRegister\(index)()\n"
    }
    out += "}\n"
    return out
  }

  static func identifier(_ path: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in path.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let stem = XcodeProject.moduleName(
      String(path.split(separator: "/").last ?? "").replacingOccurrences(".swift", ""))
    return stem + "_" + String(hash % 0xFFFF_FFFF, radix: 16)
  }

  /// The type an outlet holds, without its optionality: `UILabel!` → `UILabel`.
  static func bareType(_ type: String) -> (String, optional: Bool) {
    var bare = type.filter { $0 != " " }
    var optional = false
    while bare.hasSuffix("!") || bare.hasSuffix("?") {
      bare.removeLast()
      optional = true
    }
    if bare.hasPrefix("Optional<"), bare.hasSuffix(">") {
      bare = String(bare.dropFirst(9).dropLast())
      optional = true
    }
    return (bare, optional)
  }

  static func setter(_ property: SwiftFileScan.Property) -> String? {
    guard !property.type.isEmpty else { return nil }
    let (bare, optional) = bareType(property.type)
    let name = "target.\(property.name)"
    if property.isInspectable {
      return "if let value = ImportedCode.inspectable(value, as: \(bare).self) { \(name) = value }"
    }
    if bare.hasPrefix("["), bare.hasSuffix("]"), !bare.contains(":") {
      let element = String(bare.dropFirst().dropLast())
      let value = "(value as? [Any])?.compactMap { $0 as? \(element) }"
      return optional ? "\(name) = \(value)" : "if let value = \(value) { \(name) = value }"
    }
    return optional ? "\(name) = value as? \(bare)" : "if let value = value as? \(bare) { \(name) = value }"
  }

  /// The call that runs an action method with the sender, or nil for a method that is no action
  /// (more than one parameter, a closure or `inout` parameter).
  static func call(_ method: SwiftFileScan.Method) -> String? {
    let name = method.name
    let prefix = method.returnsValue ? "_ = " : ""
    switch method.labels.count {
    case 0:
      return "\(prefix)target.\(name)()"
    case 1:
      let type = method.parameterTypes[0]
      guard !type.contains("->"), !type.contains("inout"), !type.contains("@") else { return nil }
      let label = method.labels[0].map { "\($0): " } ?? ""
      let (bare, optional) = bareType(type)
      if bare == "Any" {
        return "\(prefix)target.\(name)(\(label)\(optional ? "sender" : "sender as Any"))"
      }
      if optional { return "\(prefix)target.\(name)(\(label)sender as? \(bare))" }
      return
        "if let sender = ImportedCode.sender(sender, as: \(bare).self, selector: \(SourceTranslation.literal(method.selector)), "
        + "target: target) { \(prefix)target.\(name)(\(label)sender) }"
    default:
      return nil
    }
  }
}

extension String {
  func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var out = ""
    var rest = Substring(self)
    while let range = rest.range(of: target) {
      out += rest[..<range.lowerBound]
      out += replacement
      rest = rest[range.upperBound...]
    }
    return out + rest
  }
}
