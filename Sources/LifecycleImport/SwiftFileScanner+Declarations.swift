import Foundation

/// Imports, types, methods and properties: what the scanner records of each declaration.
extension SwiftFileScanner {
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
      if isActive, modules.localModules.contains(module) { result.localImports.insert(module) }
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
    if attributeNames.contains("@NSManaged") {
      managedAccessor(
        name: name, labels: labels, signatureEnd: tokens[max(position + 1, index - 1)].end, at: token)
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

  /// A to-many relationship's generated accessor, `@NSManaged func addToTags(_ value: Tag)` or
  /// `removeFromTags(_ values: Set<Tag>)`: given the body Core Data's runtime gives it. Others
  /// (the ordered ones' `insertIntoX(_:at:)` …) are an error at their line.
  mutating func managedAccessor(name: String, labels: [String?], signatureEnd: Int, at token: SwiftToken) {
    let signature = text(token.start, signatureEnd)
    let names = SwiftFileScan.parameterNames(in: signature)
    func key(_ prefix: String) -> String {
      let relationship = String(name.dropFirst(prefix.count))
      return SourceTranslation.literal(
        (relationship.first.map { String($0).lowercased() } ?? "") + relationship.dropFirst())
    }
    let body: String
    switch (labels, names.count) {
    case ([nil], 1) where name.hasPrefix("addTo"):
      body = "lifecycleAdd(\(names[0]), toKey: \(key("addTo")))"
    case ([nil], 1) where name.hasPrefix("removeFrom"):
      body = "lifecycleRemove(\(names[0]), fromKey: \(key("removeFrom")))"
    case (["at"], 1) where name.hasPrefix("removeFrom"):
      body = "lifecycleRemove(at: \(names[0]), fromKey: \(key("removeFrom")))"
    case ([nil, "at"], 2) where name.hasPrefix("insertInto"):
      body = "lifecycleInsert(\(names[0]), at: \(names[1]), intoKey: \(key("insertInto")))"
    case (["at", "with"], 2) where name.hasPrefix("replace"):
      body = "lifecycleReplace(at: \(names[0]), with: \(names[1]), inKey: \(key("replace")))"
    default:
      diagnose(
        .error, at: token.start,
        "@NSManaged func \(name): LifecycleKit gives Core Data's generated accessors their bodies (addToX(_:), "
          + "removeFromX(_:), and for ordered relationships insertIntoX(_:at:), removeFromX(at:) and "
          + "replaceX(at:with:)), and this is none of them; set the relationship's value instead")
      return
    }
    result.edits.append(.init(start: signatureEnd, end: signatureEnd, replacement: " { \(body) }"))
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
    if attributeNames.contains("@NSManaged"), !type.isEmpty, index > 0 {
      // Core Data's generated accessors, as a computed property over the object's value by name.
      let literal = SourceTranslation.literal(name)
      result.edits.append(
        .init(
          start: tokens[index - 1].end, end: tokens[index - 1].end,
          replacement:
            " { get { lifecycleManagedValue(forKey: \(literal)) } set { lifecycleSetManagedValue(newValue, forKey: "
            + "\(literal)) } }"))
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
