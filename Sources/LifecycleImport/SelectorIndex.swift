import Foundation

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
