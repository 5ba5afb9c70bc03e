import Foundation

/// The Objective-C selector Swift gives an `@objc` method, property getter or setter, by
/// Swift's own naming rules, which interface files (`<action selector="chooseCityFrom:"/>`)
/// and `#selector` both name.
///
/// The rules, as the Swift compiler applies them (Swift's source, `lib/AST/Decl.cpp`,
/// `AbstractFunctionDecl::getObjCSelector`, with the prepositions of
/// `include/swift/Basic/PartsOfSpeech.def`; Apple's "Using Objective-C Runtime Features in
/// Swift" shows the results):
/// - no parameter: the base name (`addNote()` → `addNote`);
/// - the first piece is the base name; when the first parameter has an argument label, the
///   label is appended capitalised, after `With` unless the label's first word or the base
///   name's last word is a preposition (`buttonHandler(sender:)` → `buttonHandlerWithSender:`,
///   `chooseCity(from:)` → `chooseCityFrom:`, `tapped(_:)` → `tapped:`);
/// - each further parameter is its label (empty for `_`) followed by `:`
///   (`move(_:to:)` → `move:to:`);
/// - a getter is the property's name, a setter `set` + the name capitalised + `:`;
/// - `@objc(name:)` replaces all of it.
public enum ObjCSelectorName {
  /// English prepositions Swift's naming rules know (PartsOfSpeech.def).
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
    "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding",
    "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  /// The selector of a method named `baseName` whose parameters have the argument labels
  /// `labels` (nil for `_`).
  public static func method(_ baseName: String, labels: [String?]) -> String {
    guard let first = labels.first else { return baseName }
    var selector = baseName
    if let label = first {
      if !prepositions.contains(firstWord(label)) && !prepositions.contains(lastWord(baseName).lowercased()) {
        selector += "With"
      }
      selector += capitalized(label)
    }
    selector += ":"
    for label in labels.dropFirst() { selector += (label ?? "") + ":" }
    return selector
  }

  /// The getter's selector of a property named `name`.
  public static func getter(_ name: String) -> String { name }

  /// The setter's selector of a property named `name`.
  public static func setter(_ name: String) -> String { "set" + capitalized(name) + ":" }

  /// The selector a Swift name written as in `#selector(…)` stands for, when it gives its
  /// labels: `tapped(_:)` → `tapped:`, `chooseCity(from:)` → `chooseCityFrom:`; nil for a bare
  /// name (`tapped`), whose labels only the declaration knows.
  public static func fromSwiftName(_ name: String) -> String? {
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return nil }
    let base = String(name[..<open])
    let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
    let labels: [String?] = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map {
      let label = $0.trimmingCharacters(in: .whitespacesAndNewlines)
      return label == "_" || label.isEmpty ? nil : label
    }
    return method(base, labels: labels)
  }

  static func capitalized(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }

  /// The first camel-case word, lowercased: `fromCity` → `from`.
  static func firstWord(_ name: String) -> String {
    var word = ""
    for character in name {
      if character.isUppercase && !word.isEmpty { break }
      word.append(character)
    }
    return word.lowercased()
  }

  /// The last camel-case word: `chooseCityFrom` → `From`.
  static func lastWord(_ name: String) -> String {
    guard let index = name.lastIndex(where: { $0.isUppercase }) else { return name }
    return String(name[index...])
  }
}
