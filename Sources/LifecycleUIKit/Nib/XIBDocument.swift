/// Reads a `.xib` as Xcode 5 and later write it (`<document type=
/// "com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">`) into the ``InterfaceFile``
/// the JSON format decodes to, so that one loader (``NibLoader``) instantiates both.
///
/// Strict as the JSON format is: an element that is neither understood nor on the list of
/// those read and ignored (``XIBElements/ignored``) is an error naming the file, the line,
/// the element and the object it is in. `Docs/InterfaceFiles.md` lists what is honoured.
struct XIBDocument {
  /// The document type of an iOS `.xib`.
  static let documentType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
  /// The document type of a `.xib` made for the iPad.
  static let iPadDocumentType = "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"

  let file: String
  /// Whether the elements are a storyboard scene's (``StoryboardDocument``): then `<segue>`
  /// connections, a table view's `<prototypes>` and a controller's `<layoutGuides>` are read.
  let isStoryboard: Bool
  private(set) var placeholders: [InterfaceFile.Placeholder] = []
  private(set) var connections: [InterfaceFile.Connection] = []
  /// The segues read (storyboards only), in document order.
  private(set) var segues: [InterfaceFile.Segue] = []
  /// The images `<resources>` declares from the system catalog (SF Symbols, iOS 13 and later):
  /// an object's image of that name is a system image.
  private var systemImages: Set<String> = []

  private init(file: String) {
    self.file = file
    isStoryboard = false
  }

  /// A reader of one storyboard scene's elements.
  init(storyboardFile file: String, systemImages: Set<String>) {
    self.file = file
    isStoryboard = true
    self.systemImages = systemImages
  }

  /// The names of the images `<resources>` declares from the system catalog.
  static func systemImages(of root: XMLElementNode) -> Set<String> {
    var names: Set<String> = []
    for resources in root.children where resources.name == "resources" {
      for image in resources.children where image.name == "image" && image.attributes["catalog"] == "system" {
        if let name = image.attributes["name"] { names.insert(name) }
      }
    }
    return names
  }

  /// Whether `data` looks like XML rather than JSON: its first non-blank character is `<`.
  static func isXML(_ data: Data) -> Bool {
    data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "<")
  }

  /// Reads the file `file`'s contents.
  static func read(_ data: Data, file: String) throws(NibLoadingError) -> InterfaceFile {
    let root = try XMLElementNode.parse(data, file: file)
    var document = XIBDocument(file: file)
    return try document.read(root)
  }

  private mutating func read(_ root: XMLElementNode) throws(NibLoadingError) -> InterfaceFile {
    if root.name == "archive" {
      throw error(
        .unsupportedFormat, root,
        "a .xib in the archive format of Xcode 4 and earlier (archive version "
          + "\(root.attributes["version"] ?? "?")) is not read; open it in Xcode 5 or later and save it, "
          + "which writes the <document> format")
    }
    guard root.name == "document" else {
      throw error(.malformed, root, "expected a <document> element, found <\(root.name)>")
    }
    let type = root.attributes["type"] ?? ""
    // Xcode writes `….CocoaTouch.iPad.XIB` for a file made for the iPad: the same format.
    guard type == Self.documentType || type == Self.iPadDocumentType else {
      if type == StoryboardDocument.documentType {
        throw error(
          .unsupportedFormat, root,
          "a storyboard is not read as a nib; load it with UIStoryboard(name:bundle:)")
      }
      throw error(
        .unsupportedFormat, root,
        "a document of type '\(type)' is not read; expected type '\(Self.documentType)'")
    }
    systemImages = Self.systemImages(of: root)
    var objects: [InterfaceFile.Object] = []
    for child in root.children {
      if XIBElements.ignoredDocumentChildren.contains(child.name) { continue }
      guard child.name == "objects" else {
        throw unknownElement(child, in: "<document>", expected: "objects")
      }
      for element in child.children {
        if element.name == "placeholder" {
          try readPlaceholder(element)
        } else if isObjectElement(element) {
          objects.append(try readObject(element, in: "<objects>"))
        } else {
          throw unknownElement(element, in: "<objects>", expected: "placeholder, an object element")
        }
      }
    }
    return InterfaceFile(placeholders: placeholders, objects: objects, connections: connections)
  }

  mutating func readPlaceholder(_ element: XMLElementNode) throws(NibLoadingError) {
    let id = try attribute("id", of: element)
    let identifier = try attribute("placeholderIdentifier", of: element)
    let role: InterfaceFile.Placeholder.Role =
      switch identifier {
      case "IBFilesOwner": .owner
      case "IBFirstResponder": .firstResponder
      default: .external
      }
    // First Responder's customClass is always UIResponder: nothing to check.
    let className = role == .firstResponder ? nil : element.attributes["customClass"]
    placeholders.append(
      InterfaceFile.Placeholder(
        id: id, role: role, identifier: role == .external ? identifier : nil, className: className,
        origin: origin(of: element)))
    for child in element.children {
      guard child.name == "connections" else {
        throw unknownElement(child, in: describe(element), expected: "connections")
      }
      try readConnections(child, source: id, in: describe(element))
    }
  }

  func isObjectElement(_ element: XMLElementNode) -> Bool {
    XIBElements.classes[element.name] != nil || XIBElements.customObjectElements.contains(element.name)
  }

  mutating func readObject(_ element: XMLElementNode, in parent: String) throws(NibLoadingError)
    -> InterfaceFile.Object
  {
    let name = element.name
    guard let className = element.attributes["customClass"] ?? XIBElements.classes[name] else {
      throw error(.malformed, element, "<\(name)> needs a customClass attribute naming the class to create")
    }
    var properties: [String: InterfaceValue] = [:]
    for (attributeName, value) in element.attributes {
      guard let attribute = XIBElements.attributes[name]?[attributeName] else { continue }
      properties[attribute.key] = try self.value(value, as: attribute.type, attributeName, of: element)
    }
    // An image from the system catalog (`catalog="system"`, or declared so in <resources>) is an
    // SF Symbol: UIImage(systemName:), which iOS 13 introduced.
    if case .string(let image)? = properties["imageName"],
      element.attributes["catalog"] == "system" || systemImages.contains(image)
    {
      properties["imageName"] = nil
      properties["systemImageName"] = .string(image)
    }
    var object = InterfaceFile.Object(
      id: element.attributes["id"], className: className, properties: properties, origin: origin(of: element))
    let here = describe(element)
    if isStoryboard && name == "tableViewCell" { try readCellStyle(of: element, into: &object) }
    for child in element.children {
      if try readListChild(child, of: element, into: &object) { continue }
      switch child.name {
      case "subviews":
        object.subviews += try readObjects(in: child, parent: here)
      case "viewControllers":
        object.keyed.append(
          .init(key: "viewControllers", objects: try readObjects(in: child, parent: here), isList: true))
      case "connections":
        try readConnections(child, source: try attribute("id", of: element), in: here)
      case "userDefinedRuntimeAttributes":
        object.runtimeAttributes += try readRuntimeAttributes(child, in: here)
      case "accessibility" where child.attributes["key"] == "accessibilityConfiguration":
        if let identifier = child.attributes["identifier"] {
          object.properties["accessibilityIdentifier"] = .string(identifier)
        }
      case "state" where name == "button":
        if child.attributes["key"] == "normal", let title = child.attributes["title"] {
          object.properties["title"] = .string(title)
        }
      case "date"
      where name == "datePicker" && ["date", "minimumDate", "maximumDate"].contains(child.attributes["key"]):
        // `<date key="date" timeIntervalSinceReferenceDate="571680095.7"/>`: the picker's date or a bound.
        let text = child.attributes["timeIntervalSinceReferenceDate"] ?? ""
        guard let interval = Double(text) else {
          throw error(.malformed, child, "timeIntervalSinceReferenceDate=\"\(text)\": expected a number")
        }
        object.properties[child.attributes["key"]!] = .double(interval)
      case "segments" where name == "segmentedControl":
        object.properties["segmentTitles"] = .strings(child.children.map { $0.attributes["title"] ?? "" })
      case "string" where XIBElements.stringKeys[child.attributes["key"] ?? ""] != nil,
        "mutableString" where XIBElements.stringKeys[child.attributes["key"] ?? ""] != nil:
        object.properties[XIBElements.stringKeys[child.attributes["key"]!]!] = .string(child.text)
      case "toolbarItems" where isStoryboard && child.children.isEmpty:
        continue  // The empty toolbar items Xcode writes in every navigation controller.
      case "layoutGuides" where isStoryboard:
        continue  // The top and bottom layout guides of Xcode 8's storyboards: layout.
      default:
        if XIBElements.ignored.contains(child.name) { continue }
        if XIBElements.ignoredKeyedBars.contains(child.name), child.attributes["key"] != nil { continue }
        if let key = child.attributes["key"], isObjectElement(child) {
          object.keyed.append(.init(key: key, objects: [try readObject(child, in: here)], isList: false))
          continue
        }
        throw unknownElement(
          child, in: here,
          expected:
            "subviews, connections, userDefinedRuntimeAttributes, accessibility, an object element with a key"
        )
      }
    }
    return object
  }

  mutating func readObjects(in list: XMLElementNode, parent: String) throws(NibLoadingError)
    -> [InterfaceFile.Object]
  {
    var objects: [InterfaceFile.Object] = []
    for element in list.children {
      guard isObjectElement(element) else {
        throw unknownElement(element, in: "<\(list.name)> of \(parent)", expected: "an object element")
      }
      objects.append(try readObject(element, in: parent))
    }
    return objects
  }

  private mutating func readConnections(_ list: XMLElementNode, source: String, in parent: String)
    throws(NibLoadingError)
  {
    for element in list.children {
      let kind: InterfaceFile.Connection.Kind
      let name: String
      switch element.name {
      case "outlet":
        kind = .outlet
        name = try attribute("property", of: element)
      case "outletCollection":
        kind = .outletCollection
        name = try attribute("property", of: element)
      case "action":
        kind = .action(eventType: element.attributes["eventType"])
        name = try attribute("selector", of: element)
      case "segue" where isStoryboard:
        segues.append(try readSegue(element, source: source, in: parent))
        continue
      default:
        throw unknownElement(
          element, in: "<connections> of \(parent)", expected: "outlet, outletCollection, action")
      }
      connections.append(
        InterfaceFile.Connection(
          source: source, outlet: name, destination: try attribute("destination", of: element), kind: kind,
          origin: "line \(element.line): \(element.name) '\(name)' of \(parent)"))
    }
  }

  /// A `<segue>`: its kind must be one ``InterfaceFile/Segue/Kind`` has; a relationship's
  /// name one a container has.
  private func readSegue(_ element: XMLElementNode, source: String, in parent: String) throws(NibLoadingError)
    -> InterfaceFile.Segue
  {
    let kindName = try attribute("kind", of: element)
    guard let kind = InterfaceFile.Segue.Kind(rawValue: kindName) else {
      let known = InterfaceFile.Segue.Kind.allCases.map(\.rawValue).joined(separator: ", ")
      let what =
        ["custom", "popoverPresentation", "replace"].contains(kindName)
        ? "is not implemented" : "is not a segue kind"
      throw error(
        .unsupportedFormat, element, "segue kind '\(kindName)' of \(parent) \(what); read are: \(known)")
    }
    if let customClass = element.attributes["customClass"] {
      throw error(
        .unsupportedFormat, element,
        "a segue of class '\(customClass)' (a UIStoryboardSegue subclass of the app's) is not implemented")
    }
    var relationship: String?
    if kind == .relationship {
      let name = try attribute("relationship", of: element)
      guard ["rootViewController", "viewControllers"].contains(name) else {
        throw error(
          .unsupportedFormat, element,
          "relationship '\(name)' of \(parent) is not implemented; read are: rootViewController"
            + " (a navigation controller's), viewControllers (a tab bar controller's)")
      }
      relationship = name
    }
    var style: UIModalPresentationStyle?
    if let name = element.attributes["modalPresentationStyle"] {
      let styles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
        "overCurrentContext": .overCurrentContext, "overFullScreen": .overFullScreen, "automatic": .automatic,
      ]
      guard let known = styles[name] else {
        throw error(
          .unsupportedFormat, element,
          "modalPresentationStyle '\(name)' of a segue is not implemented; read are: "
            + styles.keys.sorted().joined(separator: ", "))
      }
      style = known
    }
    if kind == .unwind { _ = try attribute("unwindAction", of: element) }
    return InterfaceFile.Segue(
      id: element.attributes["id"] ?? "", source: source,
      destination: try attribute("destination", of: element),
      kind: kind, identifier: element.attributes["identifier"], relationship: relationship,
      unwindAction: element.attributes["unwindAction"], presentationStyle: style,
      origin: "line \(element.line): segue '\(element.attributes["id"] ?? "")' of \(parent)")
  }

  private func readRuntimeAttributes(_ list: XMLElementNode, in parent: String) throws(NibLoadingError)
    -> [InterfaceFile.RuntimeAttribute]
  {
    var attributes: [InterfaceFile.RuntimeAttribute] = []
    for element in list.children {
      guard element.name == "userDefinedRuntimeAttribute" else {
        throw unknownElement(
          element, in: "<userDefinedRuntimeAttributes> of \(parent)", expected: "userDefinedRuntimeAttribute")
      }
      let keyPath = try attribute("keyPath", of: element)
      // The layer's appearance (`layer.cornerRadius`): there is no layer here to set.
      if keyPath.hasPrefix("layer.") { continue }
      let type = element.attributes["type"] ?? ""
      let nested = element.children.first { $0.attributes["key"] == "value" }
      let text = element.attributes["value"] ?? nested?.attributes["value"] ?? nested?.text
      let value: InterfaceValue
      switch (type, text) {
      case ("string", let text?), ("localizedString", let text?): value = .string(text)
      case ("boolean", let text?): value = try self.value(text, as: .bool, "value", of: element)
      case ("number", let text?) where nested?.name == "integer":
        value = try self.value(text, as: .integer, "value", of: element)
      case ("number", let text?): value = try self.value(text, as: .double, "value", of: element)
      default:
        throw error(
          .unsupportedFormat, element,
          "user-defined runtime attribute '\(keyPath)' of \(parent) has type '\(type)'"
            + (text == nil ? " and no value" : "") + "; read are: string, localizedString, number, boolean")
      }
      attributes.append(
        .init(
          keyPath: keyPath, value: value,
          origin: "line \(element.line): runtime attribute '\(keyPath)' of \(parent)"))
    }
    return attributes
  }

  // MARK: Values and errors

  private func value(
    _ text: String, as type: XIBElements.ValueType, _ name: String, of element: XMLElementNode
  )
    throws(NibLoadingError) -> InterfaceValue
  {
    let parsed: InterfaceValue? =
      switch type {
      case .string: .string(text)
      case .integer: Int(text).map(InterfaceValue.integer)
      case .double: Double(text).map(InterfaceValue.double)
      case .bool: text == "YES" ? .bool(true) : text == "NO" ? .bool(false) : nil
      }
    guard let parsed else {
      let expected = type == .bool ? "YES or NO" : type == .integer ? "an integer" : "a number"
      throw error(.malformed, element, "\(name)=\"\(text)\": expected \(expected)")
    }
    return parsed
  }

  func attribute(_ name: String, of element: XMLElementNode) throws(NibLoadingError) -> String {
    guard let value = element.attributes[name] else {
      throw error(.malformed, element, "<\(element.name)> has no \(name) attribute")
    }
    return value
  }

  /// `view 'iN0-l3-epB'` (or `<view>` for an element without an id).
  func describe(_ element: XMLElementNode) -> String {
    element.attributes["id"].map { "\(element.name) '\($0)'" } ?? "<\(element.name)>"
  }

  func origin(of element: XMLElementNode) -> String { "line \(element.line): \(describe(element))" }

  func error(_ kind: NibLoadingError.Kind, _ element: XMLElementNode, _ message: String)
    -> NibLoadingError
  {
    NibLoadingError(kind, file: file, keyPath: origin(of: element), message)
  }

  func unknownElement(_ element: XMLElementNode, in parent: String, expected: String)
    -> NibLoadingError
  {
    NibLoadingError(
      .unknownElement, file: file, keyPath: origin(of: element),
      "unknown element <\(element.name)> in \(parent); expected \(expected), or an element read and ignored"
        + " (layout, colours, fonts, simulated metrics: Docs/InterfaceFiles.md)")
  }
}
