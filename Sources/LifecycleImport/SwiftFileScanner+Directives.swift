import Foundation

/// Attributes, `#selector`, `#keyPath` and `#if`: what the scanner does at `@` and `#`.
extension SwiftFileScanner {
  mutating func attribute(_ token: SwiftToken) {
    let name = text(token)
    var end = token.end
    var argument: String?
    var next = position + 1
    // An attribute's argument follows it at once; `@objc`'s may follow a space (`@objc (List)`,
    // which Xcode accepts), as `@objc` never precedes a type in parentheses.
    if let open = self.token(next), open.kind == .punctuation,
      open.start == token.end || (name == "@objc" && !open.startsLine),
      bytes[open.start] == UInt8(ascii: "(")
    {
      let close = matching(next)
      if close > next + 1 {
        argument = text(tokens[next + 1].start, tokens[close - 1].start)
      } else {
        argument = ""
      }
      end = tokens[close - 1].end
      next = close
    }
    if SwiftFileScan.removedAttributes.contains(name) || name == "@NSManaged" {
      // `@NSManaged` needs Core Data's Objective-C runtime: the declaration it marks gets accessors
      // that read and write the managed object's value by name (`property`, `function`).
      blank(token.start, end)
    }
    attributes.append(Attribute(name: name, argument: argument, start: token.start))
    position = next
  }

  mutating func pound(_ token: SwiftToken) {
    let name = text(token)
    switch name {
    case "#selector":
      guard isPunctuation(position + 1, "(") else {
        position += 1
        return
      }
      let close = matching(position + 1)
      let argument = close - 1 > position + 2 ? text(tokens[position + 2].start, tokens[close - 1].start) : ""
      let (line, column) = lineAndColumn(token.start)
      result.selectorSites.append(
        .init(
          start: token.start, end: tokens[close - 1].end, argument: argument,
          enclosingType: enclosingTypeName,
          line: line, column: column))
      position = close
    case "#keyPath":
      guard isPunctuation(position + 1, "(") else {
        position += 1
        return
      }
      let close = matching(position + 1)
      let inside = close - 1 > position + 2 ? text(tokens[position + 2].start, tokens[close - 1].start) : ""
      result.edits.append(
        .init(start: token.start, end: tokens[close - 1].end, replacement: Self.keyPathString(inside)))
      position = close
    case "#if", "#elseif":
      position += 1
      var answered = ""
      while let condition = self.token(position), !condition.startsLine {
        if condition.kind == .word, isPunctuation(position + 1, "("),
          let argumentToken = self.token(position + 2), argumentToken.kind == .word,
          isPunctuation(position + 3, ")")
        {
          let function = text(condition)
          let argument = text(argumentToken)
          if let answer = PlatformConditions.answer(function, argument, modules: modules) {
            result.edits.append(
              .init(start: condition.start, end: tokens[position + 3].end, replacement: answer))
            answered += " \(answer) "
            position += 4
            continue
          }
        }
        answered += " " + text(condition) + " "
        position += 1
      }
      let value = ConditionEvaluator.evaluate(answered)
      if name == "#if" {
        conditions.append((taken: value, current: value))
      } else if let last = conditions.popLast() {
        let current: Bool? = last.taken == true ? false : value
        let taken: Bool? =
          last.taken == true || current == true
          ? true : (last.taken == false && current == false ? false : nil)
        conditions.append((taken: taken, current: current))
      }
    case "#else":
      if let last = conditions.popLast() {
        let current: Bool? = last.taken.map { !$0 }
        conditions.append((taken: true, current: current))
      }
      position += 1
    case "#endif":
      if !conditions.isEmpty { conditions.removeLast() }
      position += 1
    default:
      position += 1
    }
  }

  /// `#keyPath(…)` inside a string interpolation (`"ANY \(#keyPath(Book.subjects)).name"`).
  mutating func keyPathsInInterpolations() {
    let marker = Array("#keyPath(".utf8)
    for range in interpolations {
      var index = range.lowerBound
      while index + marker.count <= range.upperBound {
        guard bytes[index..<index + marker.count].elementsEqual(marker) else {
          index += 1
          continue
        }
        var end = index + marker.count
        while end < range.upperBound, bytes[end] != UInt8(ascii: ")") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ")") else { break }
        let inside = text(index + marker.count, end)
        result.edits.append(.init(start: index, end: end + 1, replacement: Self.keyPathString(inside)))
        index = end + 1
      }
    }
  }

  /// `#keyPath(Person.name)`'s string: the path without its leading type or `self`.
  static func keyPathString(_ inside: String) -> String {
    var parts = inside.split(separator: ".").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    if let first = parts.first, first == "self" || first.first?.isUppercase == true, parts.count > 1 {
      parts.removeFirst()
    }
    return "\"\(parts.joined(separator: "."))\""
  }
}
