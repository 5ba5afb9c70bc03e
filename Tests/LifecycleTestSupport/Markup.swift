/// A small reader of the markup the timeline writes, for tests: checks that every element is
/// closed in order, that every `&` starts an entity and that no `<` stands alone, and counts
/// elements by an attribute. (Foundation's XMLDocument is not in every Linux build of
/// Foundation, so the tests carry their own.)
public enum Markup {
  /// What is wrong with `text` as well-formed markup: nothing when every start tag has its
  /// end tag (or closes itself), in order.
  public static func problems(_ text: String) -> [String] {
    var problems: [String] = []
    var open: [String] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "&" {
        var end = index + 1
        while end < scalars.count, end - index < 10, scalars[end] != ";" { end += 1 }
        let name = String(String.UnicodeScalarView(scalars[(index + 1)..<min(end, scalars.count)]))
        let known = ["amp", "lt", "gt", "quot", "#39"]
        // A numeric reference (`&#45;`, Graphviz's hyphen in its SVG) is as good as a name.
        let numeric = name.hasPrefix("#") && name.count > 1 && name.dropFirst().allSatisfy(\.isNumber)
        if end >= scalars.count || scalars[end] != ";" || !(known.contains(name) || numeric) {
          problems.append("a bare & at \(index)")
        }
        index = end
        continue
      }
      guard scalar == "<" else {
        if scalar == ">" { problems.append("a bare > at \(index)") }
        index += 1
        continue
      }
      var end = index + 1
      var quoted = false
      while end < scalars.count, quoted || scalars[end] != ">" {
        if scalars[end] == "\"" { quoted.toggle() }
        if scalars[end] == "<" && !quoted { problems.append("a < inside a tag at \(end)") }
        end += 1
      }
      guard end < scalars.count else {
        problems.append("a tag left open at the end")
        break
      }
      let tag = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
      index = end + 1
      if tag.hasPrefix("!") { continue }
      if tag.hasPrefix("/") {
        let name = String(tag.dropFirst())
        if open.last == name {
          open.removeLast()
        } else {
          problems.append("</\(name)> closes <\(open.last ?? "nothing")>")
        }
        continue
      }
      let name = String(tag.prefix { $0.isLetter || $0.isNumber })
      if name.isEmpty { problems.append("a bare < before '\(tag.prefix(12))'") }
      if !tag.hasSuffix("/") { open.append(name) }
    }
    if !open.isEmpty { problems.append("elements left open: \(open.joined(separator: ", "))") }
    return problems
  }

  /// How many times `needle` occurs in `text`.
  public static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// The values of attribute `name` in the order they occur (`data-app="Notes"` gives `Notes`).
  public static func values(of name: String, in text: String) -> [String] {
    text.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }
}
