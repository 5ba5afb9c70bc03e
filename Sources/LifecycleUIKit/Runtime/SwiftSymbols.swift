import Foundation

/// Swift's own names for its symbols: the runtime's demangler, and the member names a
/// class's symbols declare.
///
/// Mangled names cannot be matched as text (identifiers repeat as substitutions: a class
/// `EnterBackgroundDelegate` mangles its `applicationDidEnterBackground` as
/// `014applicationDidaB0`), so each symbol of a class is demangled by the Swift runtime
/// (`swift_demangle`) and read back as `Module.Class.member(labels…)`.
enum SwiftSymbols {
  /// The demangled form of `symbol` (`Notes.AppDelegate.applicationDidEnterBackground(…) -> ()`),
  /// or nil when the runtime cannot demangle it.
  static func demangle(_ symbol: String) -> String? {
    symbol.withCString { pointer in
      guard let demangled = swift_demangle(pointer, UInt(strlen(pointer)), nil, nil, 0) else { return nil }
      defer { free(demangled) }
      return String(cString: demangled)
    }
  }

  /// The symbol prefix of a class's members (`$s5Notes11AppDelegateC`), and the class's name
  /// as demangled symbols write it (`Notes.AppDelegate`); nil for a class the runtime cannot
  /// name (a generic class, whose members' symbols carry no type arguments).
  static func names(of type: AnyClass) -> (prefix: String, demangled: String)? {
    guard let mangled = _mangledTypeName(type), mangled.hasSuffix("C"),
      let metadata = demangle("$s" + mangled + "N"), metadata.hasPrefix("type metadata for ")
    else { return nil }
    return ("$s" + mangled, String(metadata.dropFirst("type metadata for ".count)))
  }

  /// The member a demangled symbol of the class named `typeName` declares, as Swift names
  /// it: `applicationDidEnterBackground(_:)`, `scene(_:willConnectTo:options:)`, or a
  /// property's name (`window`, from its getter). Nil for symbols that are no member of the
  /// class itself: witnesses, descriptors, closures, nested types, other accessors.
  static func member(of demangled: String, in typeName: String) -> String? {
    var text = Substring(demangled)
    if text.hasPrefix("(extension in "), let close = text.firstIndex(of: ":") {
      text = text[text.index(after: close)...]
    }
    guard text.hasPrefix(typeName + ".") else { return nil }
    let rest = text.dropFirst(typeName.count + 1)
    guard let end = rest.firstIndex(where: { $0 == "(" || $0 == "." || $0 == " " }) else { return nil }
    let base = rest[..<end]
    guard !base.isEmpty, base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    switch rest[end] {
    case ".": return rest[end...].hasPrefix(".getter : ") ? String(base) : nil
    case "(":
      guard let parameters = balanced(rest[end...]) else { return nil }
      return base + "(" + labels(of: parameters).map { $0 + ":" }.joined() + ")"
    default: return nil
    }
  }

  /// The text inside the parentheses that open `text`, or nil when they do not close.
  private static func balanced(_ text: Substring) -> Substring? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "(", "<", "[": depth += 1
      case ")", ">", "]":
        // `->` inside a closure type is no bracket.
        if text[index] == ">", index > text.startIndex, text[text.index(before: index)] == "-" { continue }
        depth -= 1
        if depth == 0 { return text[text.index(after: text.startIndex)..<index] }
      default: break
      }
    }
    return nil
  }

  /// The argument labels of a demangled parameter list (`_` where a parameter has none).
  private static func labels(of parameters: Substring) -> [String] {
    guard !parameters.isEmpty else { return [] }
    var labels: [String] = []
    var depth = 0
    var start = parameters.startIndex
    var index = parameters.startIndex
    func label(_ parameter: Substring) -> String {
      let trimmed = parameter.drop { $0 == " " }
      guard let colon = trimmed.firstIndex(of: ":"),
        trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
        !trimmed[..<colon].isEmpty
      else { return "_" }
      return String(trimmed[..<colon])
    }
    while index < parameters.endIndex {
      let character = parameters[index]
      if character == "(" || character == "<" || character == "[" { depth += 1 }
      if character == ")" || character == "]" { depth -= 1 }
      if character == ">", index > parameters.startIndex, parameters[parameters.index(before: index)] != "-" {
        depth -= 1
      }
      if character == ",", depth == 0 {
        labels.append(label(parameters[start..<index]))
        start = parameters.index(after: index)
      }
      index = parameters.index(after: index)
    }
    labels.append(label(parameters[start...]))
    return labels
  }
}

/// The Swift runtime's demangler (exported by the standard library on every platform).
@_silgen_name("swift_demangle")
private func swift_demangle(
  _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: UInt,
  _ outputBuffer: UnsafeMutablePointer<CChar>?,
  _ outputBufferSize: UnsafeMutablePointer<UInt>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?
