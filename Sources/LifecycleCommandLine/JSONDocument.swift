import LifecycleSimulator

/// A JSON value whose objects keep their keys in the order they were written, so that the
/// `--json` output of a command is the same bytes for the same input (a dictionary's order
/// would not be). Strings are escaped as RFC 8259 requires (``TraceRenderer/jsonString(_:)``).
enum JSONDocument: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  /// A number printed with a fixed number of decimals (`0.250`): the same value always
  /// prints the same digits.
  case decimal(Double, places: Int)
  /// A number that is no `Int`, as JSON text wrote it (`1e-3`, `0.25`): read back from a
  /// document (``parse(_:)``), printed as it was.
  case number(String)
  case string(String)
  case array([JSONDocument])
  /// Keys in order; a key written twice appears twice, so callers write each once.
  case object([(String, JSONDocument)])
  /// A value already encoded as compact JSON (one line of `lifecycle run --format jsonl`).
  case encoded(String)

  static func == (lhs: JSONDocument, rhs: JSONDocument) -> Bool { lhs.rendered() == rhs.rendered() }

  /// The members of an object, or none for any other value.
  var members: [(String, JSONDocument)] {
    if case .object(let members) = self { return members }
    return []
  }

  /// `value` as a string, or `null` when it is nil.
  static func optional(_ value: String?) -> JSONDocument { value.map(JSONDocument.string) ?? .null }

  /// `value` as a number, or `null` when it is nil.
  static func optional(_ value: Int?) -> JSONDocument { value.map(JSONDocument.int) ?? .null }

  /// The document indented by two spaces per level, with a newline at the end. Arrays of
  /// numbers or strings and already-encoded values stay on one line each.
  func rendered() -> String { render(indent: 0) + "\n" }

  private func render(indent: Int) -> String {
    let pad = String(repeating: "  ", count: indent + 1)
    let closing = String(repeating: "  ", count: indent)
    switch self {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .decimal(let number, let places): return Self.fixed(number, places: places)
    case .number(let text): return text
    case .string(let text): return TraceRenderer.jsonString(text)
    case .encoded(let json): return json
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      if items.allSatisfy(\.isScalar) {
        return "[" + items.map { $0.render(indent: 0) }.joined(separator: ", ") + "]"
      }
      return "[\n" + items.map { pad + $0.render(indent: indent + 1) }.joined(separator: ",\n")
        + "\n\(closing)]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let lines = members.map { key, value in
        pad + TraceRenderer.jsonString(key) + ": " + value.render(indent: indent + 1)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(closing)}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .null, .bool, .int, .decimal, .number, .string: true
    case .array, .object, .encoded: false
    }
  }

  /// `number` with `places` decimals, rounded half away from zero, without the C locale's
  /// formatting (`String(format:)` would do, but this needs no Foundation).
  static func fixed(_ number: Double, places: Int) -> String {
    guard number.isFinite else { return "null" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(number) * scale).rounded()
    guard scaled < 9e15 else { return String(Int(number.rounded())) }
    let digits = String(Int(scaled))
    let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
    let whole = padded.dropLast(places)
    let fraction = padded.suffix(places)
    let sign = number < 0 && scaled > 0 ? "-" : ""
    return sign + whole + (places > 0 ? "." + fraction : "")
  }
}
