#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of an XML document, with where it starts in the file: what the `.xib` reader
/// turns into an ``InterfaceFile``.
struct XMLElementNode {
  var name: String
  var attributes: [String: String]
  var children: [XMLElementNode] = []
  /// The element's text (a `<string key="text">`'s contents), whitespace kept.
  var text = ""
  /// The line (from 1) on which the element starts.
  var line: Int
  /// The column (from 1) at which the element starts.
  var column: Int

  /// The first child named `name`.
  func child(_ name: String) -> XMLElementNode? { children.first { $0.name == name } }

  /// Parses `data` with Foundation's `XMLParser`; a document that is not well-formed XML
  /// (a truncated file among them) throws, naming the line and column where it stopped.
  static func parse(_ data: Data, file: String) throws(NibLoadingError) -> XMLElementNode {
    let parser = XMLParser(data: data)
    let builder = TreeBuilder(parser: parser)
    parser.delegate = builder
    let parsed = parser.parse()
    if !parsed || builder.root == nil {
      let reason = parser.parserError.map { describe(($0 as NSError).code) } ?? "no root element"
      throw NibLoadingError(
        .malformed, file: file, keyPath: "line \(parser.lineNumber), column \(parser.columnNumber)",
        "not well-formed XML (a truncated or damaged file): \(reason)")
    }
    return builder.root!
  }
}

/// What XMLParser's error code means: its own description says only the number on Linux.
/// The codes are NSXMLParserError's, which are libxml2's (FoundationXML's `ErrorCode` enum
/// is numbered one lower, so the numbers are matched here).
private func describe(_ code: Int) -> String {
  let meaning: [Int: String] = [
    4: "the file is empty", 5: "the file ends inside an element",
    76: "an end tag does not match its start tag", 77: "a tag is not finished",
  ]
  return (meaning[code].map { "\($0) " } ?? "") + "(XMLParser error \(code))"
}

/// Builds the element tree as `XMLParser` reports elements.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  private unowned let parser: XMLParser
  private var stack: [XMLElementNode] = []
  var root: XMLElementNode?

  init(parser: XMLParser) { self.parser = parser }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    stack.append(
      XMLElementNode(
        name: elementName, attributes: attributeDict, line: parser.lineNumber, column: parser.columnNumber))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard let element = stack.popLast() else { return }
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }
}
