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

  /// The modules the files import that the package builds beside them
  /// (``ModuleMapping/localModules``).
  public var localImports: Set<String> = []

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
    let scans = Self.exposingObjCRequirements(
      inputs.map { SwiftFileScan.scan($0.bytes, file: $0.path, modules: modules) })
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
      localImports.formUnion(scan.localImports)
      for (module, line) in scan.foreignImports {
        let origin =
          modules.hints[module].map { "it is \($0)" }
          ?? "give a checkout of it with --dependencies DIR (a folder with its Package.swift or .xcodeproj)"
        diagnostics.append(
          ImportDiagnostic(
            .error, file: input.path, line: line,
            "module '\(module)' is neither an Apple framework nor built by this project: \(origin). Or put its uses "
              + "behind `#if canImport(\(module))`, which is false here, or remove them (an edit of the generated "
              + "Package.swift is undone by the next import)"))
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

extension SourceTranslation {
  /// Marks as exposed to Objective-C each method of a class (or of an extension) that conforms to
  /// one of the project's `@objc` protocols and implements one of its requirements: Swift exposes
  /// such a method without `@objc` written on it, so its selector exists on iOS (`responds(to:)`,
  /// `perform(_:with:)`), and the import registers it as it registers an `@objc` method.
  static func exposingObjCRequirements(_ scans: [SwiftFileScan]) -> [SwiftFileScan] {
    var requirements: [String: Set<String>] = [:]
    for scan in scans {
      for type in scan.types where type.kind == .protocol && type.isObjCProtocol {
        let short = String(type.name.split(separator: ".").last ?? "")
        requirements[short, default: []].formUnion(type.methods.map(Self.signature))
      }
    }
    guard !requirements.isEmpty else { return scans }
    var result = scans
    for fileIndex in result.indices {
      for typeIndex in result[fileIndex].types.indices {
        let type = result[fileIndex].types[typeIndex]
        guard type.kind == .class || type.kind == .extension else { continue }
        let required = type.inheritance.reduce(into: Set<String>()) { wanted, name in
          let short = String(name.split(separator: ".").last ?? "")
          wanted.formUnion(requirements[short] ?? [])
        }
        guard !required.isEmpty else { continue }
        for methodIndex in type.methods.indices
        where required.contains(Self.signature(type.methods[methodIndex])) {
          result[fileIndex].types[typeIndex].methods[methodIndex].isExposed = true
        }
      }
    }
    return result
  }

  /// A method's name with its argument labels, `routeToShowOrder(segue:)`.
  private static func signature(_ method: SwiftFileScan.Method) -> String {
    method.name + "(" + method.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }
}
