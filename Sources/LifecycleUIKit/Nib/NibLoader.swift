/// Instantiates one interface file: placeholders, objects, connections, then
/// `awakeFromNib()` on every object it created, in file order, once all connections
/// are made.
@MainActor
struct NibLoader {
  let fileName: String
  let file: InterfaceFile
  /// The objects created and the placeholders bound, by id.
  private(set) var objectsByID: [String: Any] = [:]
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

  /// What loading noted without failing (an action whose method is not registered), one
  /// line each: the caller writes them into the running app's trace.
  private(set) var notes: [String] = []
  private var firstResponderIDs: Set<String> = []

  mutating func load(owner: Any?, externalObjects: [String: Any]) throws(NibLoadingError) -> [Any] {
    for (index, placeholder) in file.placeholders.enumerated() {
      try bindPlaceholder(placeholder, at: "placeholders[\(index)]", owner: owner, externals: externalObjects)
    }
    var topLevel: [Any] = []
    for (index, object) in file.objects.enumerated() {
      topLevel.append(try create(object, at: "objects[\(index)]"))
    }
    var collections: [(source: Any, outlet: String, members: [Any], at: String)] = []
    for (index, connection) in file.connections.enumerated() {
      let keyPath = connection.origin ?? "connections[\(index)]"
      switch connection.kind {
      case .outlet:
        try connect(connection, at: keyPath, ownerGiven: owner != nil)
      case .outletCollection:
        let source = try object(connection.source, at: keyPath, ownerGiven: owner != nil)
        let member = try object(connection.destination, at: keyPath, ownerGiven: owner != nil)
        if let index = collections.firstIndex(where: {
          $0.outlet == connection.outlet && ($0.source as AnyObject) === (source as AnyObject)
        }) {
          collections[index].members.append(member)
        } else {
          collections.append((source, connection.outlet, [member], keyPath))
        }
      case .action(let eventType):
        try connectAction(connection, eventType: eventType, at: keyPath, ownerGiven: owner != nil)
      }
    }
    for collection in collections {
      try set(
        collection.members, forKey: collection.outlet, on: collection.source, at: collection.at,
        .unknownOutlet)
    }
    for (object, attributes) in runtimeAttributes {
      for attribute in attributes {
        try set(
          attribute.value.object, forKey: attribute.keyPath, on: object, at: attribute.origin,
          .unknownAttribute)
      }
    }
    for object in created { (object as? any NibConnectable)?.awakeFromNib() }
    return topLevel
  }

  private var runtimeAttributes: [(AnyObject, [InterfaceFile.RuntimeAttribute])] = []

  private mutating func bindPlaceholder(
    _ placeholder: InterfaceFile.Placeholder, at keyPath: String, owner: Any?, externals: [String: Any]
  ) throws(NibLoadingError) {
    try claim(placeholder.id, at: placeholder.origin ?? keyPath)
    let object: Any
    switch placeholder.role {
    case .owner:
      ownerPlaceholderIDs.insert(placeholder.id)
      guard let owner else { return }
      object = owner
    case .firstResponder:
      firstResponderIDs.insert(placeholder.id)
      return
    case .external:
      let identifier = placeholder.identifier ?? ""
      guard let external = externals[identifier] else {
        let given = externals.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
        throw error(
          .missingExternalObject, placeholder.origin ?? keyPath + ".identifier",
          "External Object '\(identifier)' is not in options[.externalObjects]"
            + " (given: \(given.isEmpty ? "none" : given))")
      }
      object = external
    }
    if let expected = placeholder.className, !Self.isInstance(object, ofClassNamed: expected) {
      throw error(
        .placeholderClassMismatch, placeholder.origin ?? keyPath + ".class",
        "expected an instance of \(expected), got \(type(of: object))")
    }
    objectsByID[placeholder.id] = object
  }

  private mutating func create(_ spec: InterfaceFile.Object, at keyPath: String) throws(NibLoadingError)
    -> AnyObject
  {
    if let id = spec.id { try claim(id, at: spec.origin ?? keyPath + ".id") }
    guard let make = UINib.factory(named: spec.className) else {
      throw error(
        .unknownClass, spec.origin ?? keyPath + ".class",
        "unknown class '\(spec.className)'; registered classes: \(UINib.registeredClassNames.joined(separator: ", "))"
          + " (register others with UINib.register(_:named:))")
    }
    let coder = StateCoder(values: spec.properties.mapValues(\.coderValue))
    guard let object = make(coder) else {
      throw error(.initializerFailed, spec.origin ?? keyPath, "\(spec.className).init(coder:) returned nil")
    }
    let unread = spec.properties.keys.filter { !coder.requestedKeys.contains($0) }.sorted()
    if let property = unread.first {
      let known = coder.requestedKeys.sorted().joined(separator: ", ")
      throw error(
        .unknownProperty, spec.origin.map { "\($0): \(property)" } ?? keyPath + ".properties.\(property)",
        "\(spec.className) reads no property '\(property)'; it reads: \(known.isEmpty ? "none" : known)")
    }
    if let id = spec.id { objectsByID[id] = object }
    created.append(object)
    if !spec.subviews.isEmpty || !spec.contentSubviews.isEmpty {
      let cellContent =
        (object as? UITableViewCell)?.contentView ?? (object as? UICollectionViewCell)?.contentView
      let container = spec.subviews.isEmpty ? cellContent : object as? UIView
      guard let view = container else {
        throw error(
          .malformed, spec.origin ?? keyPath + ".subviews",
          "\(spec.className) is not a \(spec.subviews.isEmpty ? "cell" : "view") and cannot have subviews"
        )
      }
      for (index, subview) in (spec.subviews + spec.contentSubviews).enumerated() {
        let subviewPath = keyPath + ".subviews[\(index)]"
        guard let child = try create(subview, at: subviewPath) as? UIView else {
          throw error(
            .malformed, subview.origin ?? subviewPath + ".class", "\(subview.className) is not a view")
        }
        // A stack view's subviews in a file are its arranged subviews.
        if let stack = view as? UIStackView {
          stack.addArrangedSubview(child)
        } else {
          view.addSubview(child)
        }
      }
    }
    for child in spec.keyed {
      var values: [Any] = []
      for (index, childSpec) in child.objects.enumerated() {
        values.append(try create(childSpec, at: keyPath + ".\(child.key)[\(index)]"))
      }
      try set(
        child.isList ? values : values.first, forKey: child.key, on: object,
        at: child.objects.first?.origin ?? keyPath + ".\(child.key)", .unknownOutlet)
    }
    if !spec.staticSections.isEmpty {
      guard let table = object as? UITableView else {
        throw error(
          .malformed, spec.origin ?? keyPath, "\(spec.className) is not a table view and has no sections")
      }
      var sections: [UITableView.StaticSection] = []
      for (sectionIndex, section) in spec.staticSections.enumerated() {
        var cells: [UITableViewCell] = []
        for (index, cellSpec) in section.cells.enumerated() {
          let path = keyPath + ".sections[\(sectionIndex)].cells[\(index)]"
          guard let cell = try create(cellSpec, at: path) as? UITableViewCell else {
            throw error(.malformed, cellSpec.origin ?? path, "\(cellSpec.className) is not a table view cell")
          }
          cells.append(cell)
        }
        sections.append(
          .init(headerTitle: section.headerTitle, footerTitle: section.footerTitle, cells: cells))
      }
      table.staticSections = sections
    }
    if !spec.runtimeAttributes.isEmpty { runtimeAttributes.append((object, spec.runtimeAttributes)) }
    return object
  }

  private func connect(
    _ connection: InterfaceFile.Connection, at keyPath: String, ownerGiven: Bool
  ) throws(NibLoadingError) {
    let source = try object(
      connection.source, at: connection.origin ?? keyPath + ".source", ownerGiven: ownerGiven)
    if firstResponderIDs.contains(connection.destination) {
      throw error(
        .unknownObject, connection.origin ?? keyPath + ".destination",
        "an outlet cannot point to First Responder ('\(connection.destination)'): it stands for no object;"
          + " only actions can target it")
    }
    let destination = try object(
      connection.destination, at: connection.origin ?? keyPath + ".destination", ownerGiven: ownerGiven)
    try set(
      destination, forKey: connection.outlet, on: source, at: connection.origin ?? keyPath + ".outlet",
      .unknownOutlet)
  }

  /// A `.xib`'s `<action>`: `control.addTarget(target, action:, for:)`, or a bar button
  /// item's `target` and `action`; First Responder as destination is a nil target. A target
  /// with no method registered for the selector (``SelectorDispatch``) is noted once: a tap
  /// will run nothing and record a misuse.
  private mutating func connectAction(
    _ connection: InterfaceFile.Connection, eventType: String?, at keyPath: String, ownerGiven: Bool
  ) throws(NibLoadingError) {
    let source = try object(connection.source, at: keyPath, ownerGiven: ownerGiven)
    let target: AnyObject? =
      firstResponderIDs.contains(connection.destination)
      ? nil : try object(connection.destination, at: keyPath, ownerGiven: ownerGiven) as AnyObject
    let selector = Selector(connection.outlet)
    switch source {
    case let control as UIControl:
      guard let eventType, let event = XIBElements.controlEvents[eventType] else {
        let known = XIBElements.controlEvents.keys.sorted().joined(separator: ", ")
        throw error(
          .unknownAction, keyPath,
          "eventType '\(eventType ?? "")' is not a UIControl event; expected one of: \(known)")
      }
      control.addTarget(target, action: selector, for: event)
    case let item as UIBarButtonItem:
      item.target = target
      item.action = selector
    default:
      throw error(
        .unknownAction, keyPath,
        "\(type(of: source)) cannot send actions: only controls (UIControl) and bar button items can")
    }
    guard let target, !SelectorDispatch.responds(target, to: selector) else { return }
    let targetClass = String(describing: type(of: target))
    let note =
      "\(fileName): the action '\(connection.outlet)' of \(type(of: source)) goes to \(targetClass), which has no"
      + " method registered for it: Swift on Linux cannot call a method by its selector, so a tap will run"
      + " nothing and be a misuse. Register it: SelectorDispatch.register(\"\(connection.outlet)\", for:"
      + " \(targetClass).self) { target, sender in … }"
    if !notes.contains(note) { notes.append(note) }
  }

  /// `source.setValue(value, forKey: key)`, where a key the source does not accept (one that
  /// reaches `setValue(_:forUndefinedKey:)`) is an error of `kind`.
  private func set(
    _ value: Any?, forKey key: String, on source: Any, at keyPath: String, _ kind: NibLoadingError.Kind
  ) throws(NibLoadingError) {
    // An outlet registered by name (``OutletDispatch``) needs no setValue(_:forKey:) of the class's own.
    if kind == .unknownOutlet || kind == .unknownAttribute, type(of: source) is AnyClass,
      OutletDispatch.set(value, forKey: key, on: source as AnyObject)
    {
      return
    }
    guard let connectable = source as? any NibConnectable else {
      throw error(
        kind, keyPath, "\(type(of: source)) cannot take '\(key)': it does not adopt NibConnectable")
    }
    Self.undefinedKeys.append([])
    connectable.setValue(value, forKey: key)
    let undefined = Self.undefinedKeys.removeLast()
    if !undefined.isEmpty {
      let what = kind == .unknownAttribute ? "key" : "outlet"
      throw error(
        kind, keyPath,
        "\(type(of: source)) has no \(what) '\(key)': its setValue(_:forKey:) does not accept it")
    }
  }

  private func object(_ id: String, at keyPath: String, ownerGiven: Bool) throws(NibLoadingError) -> Any {
    if let object = objectsByID[id] { return object }
    if firstResponderIDs.contains(id) {
      throw error(.unknownObject, keyPath, "First Responder ('\(id)') stands for no object here")
    }
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
    ClassChain.contains(object, classNamed: className)
  }
}
