/// An interface file, as decoded from its JSON or read from a `.xib` (``XIBDocument``):
/// what ``NibLoader`` instantiates (`Docs/InterfaceFiles.md`).
///
/// Decoding is strict: an unknown key anywhere is an error, so that a typo
/// (`"conections"`) is reported rather than silently ignored.
struct InterfaceFile: Decodable {
  var placeholders: [Placeholder]
  var objects: [Object]
  var connections: [Connection]

  /// File's Owner or an External Object: an object given by the code that loads the file.
  struct Placeholder: Decodable {
    enum Role: String, Decodable {
      case owner
      case external
      /// First Responder (`.xib` only): no object; an action to it has a nil target.
      case firstResponder
    }
    var id: String
    var role: Role
    /// The key in `options[.externalObjects]` (External Objects only).
    var identifier: String?
    /// The class the object must be an instance of (or of a subclass), if given.
    var className: String?
    /// Where the placeholder is in a `.xib` (`line 9: placeholder '-1'`); nil for JSON,
    /// whose errors name key paths.
    var origin: String?

    init(id: String, role: Role, identifier: String?, className: String?, origin: String?) {
      self.id = id
      self.role = role
      self.identifier = identifier
      self.className = className
      self.origin = origin
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: StrictKey.self)
      try container.rejectKeys(except: ["id", "role", "identifier", "class"])
      id = try container.decode(String.self, forKey: "id")
      let roleName = try container.decode(String.self, forKey: "role")
      guard let role = Role(rawValue: roleName) else {
        throw DecodingError.dataCorruptedError(
          forKey: "role", in: container,
          debugDescription: "expected 'owner' or 'external', found '\(roleName)'")
      }
      self.role = role
      identifier = try container.decodeIfPresent(String.self, forKey: "identifier")
      className = try container.decodeIfPresent(String.self, forKey: "class")
      if self.role == .external && identifier == nil {
        throw DecodingError.keyNotFound(
          StrictKey("identifier"),
          .init(codingPath: decoder.codingPath, debugDescription: "an External Object needs an identifier"))
      }
    }
  }

  /// An object the file creates, with its subviews.
  struct Object: Decodable {
    var id: String?
    var className: String
    var properties: [String: InterfaceValue]
    var subviews: [Object]
    /// Objects set on this one with `setValue(_:forKey:)` once created (`.xib` only: a
    /// `<view key="view">`, or a `<viewControllers>` list, set as an array).
    var keyed: [KeyedChild] = []
    /// User-defined runtime attributes (`.xib` only), set with `setValue(_:forKey:)` after
    /// the keyed children.
    var runtimeAttributes: [RuntimeAttribute] = []
    /// Views added to the object's `contentView` (`.xib` only: a table view cell's
    /// `<tableViewCellContentView key="contentView">`, a collection view cell's
    /// `<collectionViewCellContentView key="contentView">`).
    var contentSubviews: [Object] = []
    /// A storyboard table or collection view's prototype cells (`<prototypes>`, `<cells>`) and
    /// supplementary views: not created with the view, but by each dequeue of their reuse
    /// identifier.
    var prototypes: [Object] = []
    /// A storyboard table view's static sections (`dataMode="static"`: `<sections>` of
    /// `<tableViewSection>`), each with its header and footer titles and its cells, made with the
    /// table: the rows of a `UITableViewController`'s table whose data source methods it does not
    /// override.
    var staticSections: [StaticSection] = []
    /// The key a collection view's prototype supplementary view has (`sectionHeaderView`,
    /// `sectionFooterView`); nil for a cell.
    var prototypeKey: String?
    /// Where the object is in a `.xib` (`line 37: slider 'K1B-Mc-DDl'`); nil for JSON.
    var origin: String?

    /// The ids of this object and of every object inside it (prototypes included).
    var allIDs: [String] {
      var ids = id.map { [$0] } ?? []
      for child in subviews + contentSubviews + keyed.flatMap(\.objects) + prototypes
        + staticSections.flatMap(\.cells)
      {
        ids += child.allIDs
      }
      return ids
    }

    init(id: String?, className: String, properties: [String: InterfaceValue], origin: String?) {
      self.id = id
      self.className = className
      self.properties = properties
      subviews = []
      self.origin = origin
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: StrictKey.self)
      try container.rejectKeys(except: ["id", "class", "properties", "subviews"])
      id = try container.decodeIfPresent(String.self, forKey: "id")
      className = try container.decode(String.self, forKey: "class")
      properties = try container.decodeIfPresent([String: InterfaceValue].self, forKey: "properties") ?? [:]
      subviews = try container.decodeIfPresent([Object].self, forKey: "subviews") ?? []
    }
  }

  /// One static section of a storyboard table view.
  struct StaticSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [Object]
  }

  /// An object, or a list of objects, set on its parent under `key`.
  struct KeyedChild {
    var key: String
    var objects: [Object]
    /// Whether the objects are set as one array (`viewControllers`) rather than one object.
    var isList: Bool
  }

  /// A storyboard's `<segue>`: from the object whose `<connections>` hold it (a controller, a
  /// control, a bar button item, a table view cell) to the scene of the controller `destination`
  /// (for an unwind segue, the scene's Exit placeholder).
  struct Segue {
    /// The kinds of segue read: Xcode's `kind` attribute.
    enum Kind: String, CaseIterable {
      case relationship, show, push, presentation, modal, showDetail, embed, unwind
    }
    var id: String
    var source: String
    var destination: String
    var kind: Kind
    var identifier: String?
    /// `rootViewController` or `viewControllers` (relationship segues only).
    var relationship: String?
    /// The selector of an unwind segue (`done:`).
    var unwindAction: String?
    /// The `modalPresentationStyle` the segue gives the destination, if any.
    var presentationStyle: UIModalPresentationStyle?
    /// `line 40: segue 'abc' of button 'x1'`.
    var origin: String
  }

  /// A `<userDefinedRuntimeAttribute>`: `object.setValue(value, forKey: keyPath)`.
  struct RuntimeAttribute {
    var keyPath: String
    var value: InterfaceValue
    var origin: String
  }

  /// An outlet connection (`source.outlet = destination`), an outlet collection's member,
  /// or a target–action connection (`.xib` only).
  struct Connection: Decodable {
    enum Kind {
      case outlet
      /// One member of an outlet collection: the members of a source's property are set
      /// together, as an array in file order.
      case outletCollection
      /// `outlet` is the selector; the event is Xcode's `eventType` name (nil for a bar
      /// button item).
      case action(eventType: String?)
    }
    var source: String
    var outlet: String
    var destination: String
    var kind = Kind.outlet
    /// Where the connection is in a `.xib` (`line 12: outlet 'view'`); nil for JSON.
    var origin: String?

    init(source: String, outlet: String, destination: String, kind: Kind, origin: String?) {
      self.source = source
      self.outlet = outlet
      self.destination = destination
      self.kind = kind
      self.origin = origin
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: StrictKey.self)
      try container.rejectKeys(except: ["source", "outlet", "destination"])
      source = try container.decode(String.self, forKey: "source")
      outlet = try container.decode(String.self, forKey: "outlet")
      destination = try container.decode(String.self, forKey: "destination")
    }
  }

  init(placeholders: [Placeholder], objects: [Object], connections: [Connection]) {
    self.placeholders = placeholders
    self.objects = objects
    self.connections = connections
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: StrictKey.self)
    try container.rejectKeys(except: ["format", "placeholders", "objects", "connections"])
    let format = try container.decodeIfPresent(Int.self, forKey: "format") ?? 1
    guard format == 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: "format", in: container, debugDescription: "format \(format) is not supported; expected 1")
    }
    placeholders = try container.decodeIfPresent([Placeholder].self, forKey: "placeholders") ?? []
    objects = try container.decode([Object].self, forKey: "objects")
    connections = try container.decodeIfPresent([Connection].self, forKey: "connections") ?? []
  }

  /// Decodes a file, turning decoding failures into errors that name the key path.
  static func decode(_ data: Data, file: String) throws(NibLoadingError) -> InterfaceFile {
    do {
      return try JSONDecoder().decode(InterfaceFile.self, from: data)
    } catch let error as DecodingError {
      var loadingError = error.nibLoadingError(file: file)
      if loadingError.keyPath.isEmpty, let syntax = syntaxError(in: data) {
        loadingError.message += " \(syntax)"
      }
      throw loadingError
    } catch {
      throw NibLoadingError(.malformed, file: file, keyPath: "", "not an interface file: \(error)")
    }
  }
}

/// What JSONSerialization says is wrong with text that is not JSON (JSONDecoder does not say).
private func syntaxError(in data: Data) -> String? {
  do {
    _ = try JSONSerialization.jsonObject(with: data)
    return nil
  } catch {
    return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
  }
}

/// A property value in an interface file: a boolean, an integer, a number, a string, or
/// (`.xib` only: a segmented control's titles) a list of strings.
enum InterfaceValue: Decodable, Equatable {
  case bool(Bool)
  case integer(Int)
  case double(Double)
  case string(String)
  case strings([String])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? container.decode(Int.self) {
      self = .integer(integer)
    } else if let double = try? container.decode(Double.self) {
      self = .double(double)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a boolean, a number or a string")
    }
  }

  /// The value as a coder stores it.
  var coderValue: StateCoder.Value {
    switch self {
    case .bool(let bool): .bool(bool)
    case .integer(let integer): .integer(integer)
    case .double(let double): .double(double)
    case .string(let string): .string(string)
    case .strings(let strings): .unarchivable(strings)
    }
  }

  /// The value as `setValue(_:forKey:)` receives it.
  var object: Any {
    switch self {
    case .bool(let bool): bool
    case .integer(let integer): integer
    case .double(let double): double
    case .string(let string): string
    case .strings(let strings): strings
    }
  }
}

/// Any key, for strict decoding.
struct StrictKey: CodingKey, ExpressibleByStringLiteral {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init(stringLiteral value: String) { stringValue = value }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where Key == StrictKey {
  /// Throws for the first key (in sorted order) that is not allowed.
  func rejectKeys(except allowed: Set<String>) throws {
    guard let unknown = allKeys.map(\.stringValue).sorted().first(where: { !allowed.contains($0) }) else {
      return
    }
    throw DecodingError.dataCorruptedError(
      forKey: StrictKey(unknown), in: self,
      debugDescription:
        "unknown key '\(unknown)'; expected one of: \(allowed.sorted().joined(separator: ", "))")
  }
}

extension DecodingError {
  /// The error as a loading error naming the key path and what was expected.
  func nibLoadingError(file: String) -> NibLoadingError {
    let (path, message): ([any CodingKey], String) =
      switch self {
      case .keyNotFound(let key, let context):
        (
          context.codingPath + [key],
          context.debugDescription.hasPrefix("No value") ? "missing" : "missing: \(context.debugDescription)"
        )
      case .typeMismatch(let type, let context): (context.codingPath, "expected \(Self.name(of: type))")
      case .valueNotFound(let type, let context):
        (context.codingPath, "expected \(Self.name(of: type)), found null")
      case .dataCorrupted(let context):
        (context.codingPath, context.debugDescription + (context.underlyingError.map { " (\($0))" } ?? ""))
      @unknown default: ([], "\(self)")
      }
    let keyPath = path.reduce(into: "") { text, key in
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return NibLoadingError(.malformed, file: file, keyPath: keyPath, message)
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is [Any].Type: "an array"
    case is [String: Any].Type: "an object"
    default: "\(type)"
    }
  }
}
