/// Instantiates one interface file: placeholders, objects, connections, then
/// `awakeFromNib()` on every object it created, in file order, once all connections
/// are made.
@MainActor
struct NibLoader {
  let fileName: String
  let file: InterfaceFile
  private var objectsByID: [String: Any] = [:]
  private var created: [AnyObject] = []
  private var ownerPlaceholderIDs: Set<String> = []
  private var usedIDs: Set<String> = []

  init(fileName: String, file: InterfaceFile) {
    self.fileName = fileName
    self.file = file
  }

  /// Keys that reached `setValue(_:forUndefinedKey:)` during the current connection,
  /// one list per load in progress (loads nest when `awakeFromNib` loads a file).
  private static var undefinedKeys: [[String]] = []

  /// Records an undefined key when a load is in progress; returns whether it did.
  static func reportUndefinedKey(_ key: String, of object: AnyObject) -> Bool {
    guard !undefinedKeys.isEmpty else { return false }
    undefinedKeys[undefinedKeys.count - 1].append(key)
    return true
  }

  mutating func load(owner: Any?, externalObjects: [String: Any]) throws(NibLoadingError) -> [Any] {
    for (index, placeholder) in file.placeholders.enumerated() {
      try bindPlaceholder(placeholder, at: "placeholders[\(index)]", owner: owner, externals: externalObjects)
    }
    var topLevel: [Any] = []
    for (index, object) in file.objects.enumerated() {
      topLevel.append(try create(object, at: "objects[\(index)]"))
    }
    for (index, connection) in file.connections.enumerated() {
      try connect(connection, at: "connections[\(index)]", ownerGiven: owner != nil)
    }
    for object in created { (object as? any NibConnectable)?.awakeFromNib() }
    return topLevel
  }

  private mutating func bindPlaceholder(
    _ placeholder: InterfaceFile.Placeholder, at keyPath: String, owner: Any?, externals: [String: Any]
  ) throws(NibLoadingError) {
    try claim(placeholder.id, at: keyPath)
    let object: Any
    switch placeholder.role {
    case .owner:
      ownerPlaceholderIDs.insert(placeholder.id)
      guard let owner else { return }
      object = owner
    case .external:
      let identifier = placeholder.identifier ?? ""
      guard let external = externals[identifier] else {
        let given = externals.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
        throw error(
          .missingExternalObject, keyPath + ".identifier",
          "External Object '\(identifier)' is not in options[.externalObjects]"
            + " (given: \(given.isEmpty ? "none" : given))")
      }
      object = external
    }
    if let expected = placeholder.className, !Self.isInstance(object, ofClassNamed: expected) {
      throw error(
        .placeholderClassMismatch, keyPath + ".class",
        "expected an instance of \(expected), got \(type(of: object))")
    }
    objectsByID[placeholder.id] = object
  }

  private mutating func create(_ spec: InterfaceFile.Object, at keyPath: String) throws(NibLoadingError)
    -> AnyObject
  {
    if let id = spec.id { try claim(id, at: keyPath + ".id") }
    guard let type = UINib.registeredClass(named: spec.className) else {
      throw error(
        .unknownClass, keyPath + ".class",
        "unknown class '\(spec.className)'; registered classes: \(UINib.registeredClassNames.joined(separator: ", "))"
          + " (register others with UINib.register(_:named:))")
    }
    let coder = StateCoder(values: spec.properties.mapValues(\.coderValue))
    guard let object = type.init(coder: coder) else {
      throw error(.initializerFailed, keyPath, "\(spec.className).init(coder:) returned nil")
    }
    let unread = spec.properties.keys.filter { !coder.requestedKeys.contains($0) }.sorted()
    if let property = unread.first {
      let known = coder.requestedKeys.sorted().joined(separator: ", ")
      throw error(
        .unknownProperty, keyPath + ".properties.\(property)",
        "\(spec.className) reads no property '\(property)'; it reads: \(known.isEmpty ? "none" : known)")
    }
    if let id = spec.id { objectsByID[id] = object }
    created.append(object)
    if !spec.subviews.isEmpty {
      guard let view = object as? UIView else {
        throw error(
          .malformed, keyPath + ".subviews", "\(spec.className) is not a view and cannot have subviews")
      }
      for (index, subview) in spec.subviews.enumerated() {
        guard let child = try create(subview, at: keyPath + ".subviews[\(index)]") as? UIView else {
          throw error(
            .malformed, keyPath + ".subviews[\(index)].class", "\(subview.className) is not a view")
        }
        view.addSubview(child)
      }
    }
    return object
  }

  private func connect(
    _ connection: InterfaceFile.Connection, at keyPath: String, ownerGiven: Bool
  ) throws(NibLoadingError) {
    let source = try object(connection.source, at: keyPath + ".source", ownerGiven: ownerGiven)
    let destination = try object(connection.destination, at: keyPath + ".destination", ownerGiven: ownerGiven)
    guard let connectable = source as? any NibConnectable else {
      throw error(
        .unknownOutlet, keyPath + ".outlet",
        "\(type(of: source)) cannot take outlets: it does not adopt NibConnectable")
    }
    Self.undefinedKeys.append([])
    connectable.setValue(destination, forKey: connection.outlet)
    let undefined = Self.undefinedKeys.removeLast()
    if !undefined.isEmpty {
      throw error(
        .unknownOutlet, keyPath + ".outlet",
        "\(type(of: source)) has no outlet '\(connection.outlet)': its setValue(_:forKey:) does not accept it"
      )
    }
  }

  private func object(_ id: String, at keyPath: String, ownerGiven: Bool) throws(NibLoadingError) -> Any {
    if let object = objectsByID[id] { return object }
    if ownerPlaceholderIDs.contains(id) && !ownerGiven {
      throw error(.missingOwner, keyPath, "the connection uses File's Owner '\(id)' but no owner was given")
    }
    let known = usedIDs.sorted().joined(separator: ", ")
    throw error(.unknownObject, keyPath, "no object or placeholder has the id '\(id)'; ids: \(known)")
  }

  private mutating func claim(_ id: String, at keyPath: String) throws(NibLoadingError) {
    guard usedIDs.insert(id).inserted else {
      throw error(.malformed, keyPath, "the id '\(id)' is used twice")
    }
  }

  private func error(_ kind: NibLoadingError.Kind, _ keyPath: String, _ message: String) -> NibLoadingError {
    NibLoadingError(kind, file: fileName, keyPath: keyPath, message)
  }

  /// Whether `object`'s class, or one of its superclasses, is named `className`.
  static func isInstance(_ object: Any, ofClassNamed className: String) -> Bool {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      if String(describing: current.subjectType) == className { return true }
      mirror = current.superclassMirror
    }
    return false
  }
}
