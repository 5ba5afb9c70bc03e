import Foundation

/// The subset of YAML the manifests in deploy/ are written in, read by hand (the package has no
/// YAML library): documents separated by `---`, block mappings and block sequences indented with
/// spaces, plain, double-quoted and single-quoted scalars, flow sequences of double-quoted strings
/// (`["a", "b"]`, which are also JSON) and whole-line comments. Anything else — a tab, a block
/// scalar (`|`, `>`), a flow mapping, an anchor, a comment after a value, a key given twice — is
/// an error naming its line, so that a manifest never means more than this reader saw.
indirect enum ManifestYAML: Equatable {
  case scalar(String)
  case sequence([ManifestYAML])
  case mapping([Entry])

  /// One `key: value` of a mapping.
  struct Entry: Equatable {
    var key: String
    var value: ManifestYAML
  }

  /// Why a text is not in the subset, with its line (from 1).
  struct Failure: Error, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "line \(line): \(message)" }
  }

  /// The value of `key`, when this is a mapping that has it.
  subscript(key: String) -> ManifestYAML? {
    guard case .mapping(let entries) = self else { return nil }
    return entries.first { $0.key == key }?.value
  }

  /// The text of a scalar.
  var string: String? {
    guard case .scalar(let text) = self else { return nil }
    return text
  }

  /// The items of a sequence.
  var items: [ManifestYAML]? {
    guard case .sequence(let items) = self else { return nil }
    return items
  }

  /// A sequence of scalars as strings.
  var strings: [String]? {
    items.flatMap { items in
      let strings = items.compactMap(\.string)
      return strings.count == items.count ? strings : nil
    }
  }

  /// Every document of `text`, in order.
  static func documents(_ text: String) throws(Failure) -> [ManifestYAML] {
    var documents: [[Line]] = [[]]
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = offset + 1
      if raw.contains("\t") { throw Failure(line: number, message: "a tab: indent with spaces") }
      let content = raw.drop { $0 == " " }
      if content.isEmpty || content.hasPrefix("#") { continue }
      if raw == "---" {
        documents.append([])
        continue
      }
      var body = String(content)
      while body.hasSuffix(" ") { body.removeLast() }
      if body.contains(" #") { throw Failure(line: number, message: "a comment after a value") }
      documents[documents.count - 1].append(
        Line(number: number, indent: raw.count - content.count, text: body))
    }
    return try documents.filter { !$0.isEmpty }.map { lines throws(Failure) in
      var reader = Reader(lines: lines)
      let value = try reader.block(indent: lines[0].indent)
      if reader.position < lines.count {
        throw Failure(line: lines[reader.position].number, message: "unexpected indentation")
      }
      return value
    }
  }

  private struct Line {
    var number: Int
    var indent: Int
    var text: String
  }

  private struct Reader {
    var lines: [Line]
    var position = 0

    /// The mapping or sequence whose lines start at `indent`.
    mutating func block(indent: Int) throws(Failure) -> ManifestYAML {
      let line = lines[position]
      guard line.indent == indent else { throw Failure(line: line.number, message: "unexpected indentation") }
      return Self.isItem(line.text) ? try sequence(indent: indent) : try mapping(indent: indent)
    }

    static func isItem(_ text: String) -> Bool { text == "-" || text.hasPrefix("- ") }

    mutating func sequence(indent: Int) throws(Failure) -> ManifestYAML {
      var items: [ManifestYAML] = []
      while position < lines.count, lines[position].indent == indent, Self.isItem(lines[position].text) {
        let line = lines[position]
        let rest = String(line.text.dropFirst(2).drop { $0 == " " })
        let column = indent + (line.text.count - rest.count)
        if rest.isEmpty {
          position += 1
          guard position < lines.count, lines[position].indent > indent else {
            throw Failure(line: line.number, message: "an empty item")
          }
          items.append(try block(indent: lines[position].indent))
        } else if Self.keyAndValue(rest) != nil {
          // `- key: value` opens a mapping whose keys line up with `key`.
          lines[position] = Line(number: line.number, indent: column, text: rest)
          items.append(try mapping(indent: column))
        } else {
          position += 1
          items.append(try Self.scalar(rest, line: line.number))
        }
      }
      return .sequence(items)
    }

    mutating func mapping(indent: Int) throws(Failure) -> ManifestYAML {
      var entries: [Entry] = []
      while position < lines.count, lines[position].indent == indent, !Self.isItem(lines[position].text) {
        let line = lines[position]
        guard let (key, value) = Self.keyAndValue(line.text) else {
          throw Failure(line: line.number, message: "neither `key: value` nor `- item`: '\(line.text)'")
        }
        if entries.contains(where: { $0.key == key }) {
          throw Failure(line: line.number, message: "the key '\(key)' twice")
        }
        position += 1
        if !value.isEmpty {
          entries.append(Entry(key: key, value: try Self.scalar(value, line: line.number)))
        } else if position < lines.count,
          lines[position].indent > indent
            || (lines[position].indent == indent && Self.isItem(lines[position].text))
        {
          // A nested block, or a sequence at the key's own indentation (`key:` then `- item`).
          entries.append(Entry(key: key, value: try block(indent: lines[position].indent)))
        } else {
          entries.append(Entry(key: key, value: .scalar("")))
        }
      }
      if position < lines.count, lines[position].indent > indent {
        throw Failure(line: lines[position].number, message: "unexpected indentation")
      }
      return .mapping(entries)
    }

    /// `key: value` or `key:` split at the first colon followed by a space or the end; nil for
    /// text that is not a mapping's entry (a quoted or flow scalar, or no such colon).
    static func keyAndValue(_ text: String) -> (String, String)? {
      guard let first = text.first, !"\"'[{".contains(first) else { return nil }
      var index = text.startIndex
      while let colon = text[index...].firstIndex(of: ":") {
        let after = text.index(after: colon)
        if after == text.endIndex || text[after] == " " {
          let key = String(text[..<colon])
          guard !key.isEmpty, !key.contains(" ") else { return nil }
          return (key, String(text[after...].drop { $0 == " " }))
        }
        index = after
      }
      return nil
    }

    static func scalar(_ text: String, line: Int) throws(Failure) -> ManifestYAML {
      if text.hasPrefix("[") {
        guard let strings = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String] else {
          throw Failure(line: line, message: "a flow sequence that is not of double-quoted strings: \(text)")
        }
        return .sequence(strings.map(ManifestYAML.scalar))
      }
      if text.hasPrefix("\"") {
        guard let string = try? JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [String],
          string.count == 1
        else { throw Failure(line: line, message: "a double-quoted scalar that does not end: \(text)") }
        return .scalar(string[0])
      }
      if text.hasPrefix("'") {
        guard text.count >= 2, text.hasSuffix("'") else {
          throw Failure(line: line, message: "a single-quoted scalar that does not end: \(text)")
        }
        return .scalar(String(text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'"))
      }
      if let first = text.first, "{|>&*!%@`".contains(first) {
        throw Failure(line: line, message: "outside the subset this reader takes: \(text)")
      }
      return .scalar(text)
    }
  }
}
