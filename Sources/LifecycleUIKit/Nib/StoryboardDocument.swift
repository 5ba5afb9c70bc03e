/// Reads a storyboard as Xcode 8 and later write it (`<document type=
/// "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="…">`): its
/// `<scenes>`, each cut into the interface files UIKit's compiled storyboard holds for it, which
/// ``NibLoader`` instantiates one at a time — the controller's (with its navigation item and bar
/// items), its view's (File's Owner being the controller) and one per prototype cell — and the
/// segues, checked to lead somewhere.
///
/// A scene's objects are the element vocabulary of a `.xib` (``XIBDocument`` reads them), with
/// `<segue>` connections, a table view's `<prototypes>`, `<exit>` placeholders and container views
/// added. A launch screen (`launchScreen="YES"`) is read no further: it is shown by the system
/// before the app runs and never instantiated by it.
struct StoryboardDocument {
  /// The document type of an iOS storyboard.
  static let documentType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

  /// The file's name in errors (`Main.storyboard`).
  let file: String
  /// Whether the file is a launch screen: no scene is read.
  var isLaunchScreen = false
  /// The id of the initial view controller, if the file names one.
  var initialControllerID: String?
  /// The scenes, in file order.
  var scenes: [StoryboardScene] = []

  /// The scene whose controller has the id `id`.
  func scene(controllerID id: String) -> StoryboardScene? { scenes.first { $0.controllerID == id } }

  /// The scene whose controller has the storyboard identifier `identifier`.
  func scene(identifier: String) -> StoryboardScene? {
    scenes.first { $0.storyboardIdentifier == identifier }
  }

  /// Reads the file `file`'s contents.
  static func read(_ data: Data, file: String) throws(NibLoadingError) -> StoryboardDocument {
    guard XIBDocument.isXML(data) else {
      throw NibLoadingError(.malformed, file: file, keyPath: "", "not a storyboard: the file is not XML")
    }
    let root = try XMLElementNode.parse(data, file: file)
    var document = StoryboardDocument(file: file)
    try document.read(root)
    return document
  }

  private mutating func read(_ root: XMLElementNode) throws(NibLoadingError) {
    guard root.name == "document" else {
      throw error(.malformed, root, "expected a <document> element, found <\(root.name)>")
    }
    let type = root.attributes["type"] ?? ""
    guard type == Self.documentType else {
      let what = type.hasPrefix(XIBDocument.documentType) ? "a .xib, which UINib loads," : "type '\(type)'"
      throw error(
        .unsupportedFormat, root, "\(what) is not a storyboard; expected type '\(Self.documentType)'")
    }
    if root.attributes["launchScreen"] == "YES" {
      isLaunchScreen = true
      return
    }
    initialControllerID = root.attributes["initialViewController"]
    let systemImages = XIBDocument.systemImages(of: root)
    for child in root.children {
      if XIBElements.ignoredDocumentChildren.contains(child.name)
        || child.name == "inferredMetricsTieBreakers"
      {
        continue
      }
      guard child.name == "scenes" else {
        throw unknownElement(child, in: "<document>", expected: "scenes")
      }
      for scene in child.children {
        guard scene.name == "scene" else { throw unknownElement(scene, in: "<scenes>", expected: "scene") }
        scenes.append(try readScene(scene, systemImages: systemImages))
      }
    }
    try check(root)
  }

  private func readScene(_ element: XMLElementNode, systemImages: Set<String>) throws(NibLoadingError)
    -> StoryboardScene
  {
    var reader = XIBDocument(storyboardFile: file, systemImages: systemImages)
    var objects: [InterfaceFile.Object] = []
    var controllerIndex: Int?
    var controllerElement: XMLElementNode?
    var exitIDs: Set<String> = []
    let here = element.attributes["sceneID"].map { "scene '\($0)'" } ?? "<scene>"
    for child in element.children {
      if child.name == "point" || XIBElements.ignored.contains(child.name) { continue }  // canvasLocation
      guard child.name == "objects" else { throw unknownElement(child, in: here, expected: "objects") }
      for object in child.children {
        switch object.name {
        case "placeholder":
          try reader.readPlaceholder(object)
          if reader.placeholders.last?.role != .firstResponder {
            throw error(
              .unsupportedFormat, object,
              "a storyboard placeholder other than First Responder (placeholderIdentifier "
                + "'\(object.attributes["placeholderIdentifier"] ?? "")') is not read")
          }
        case "exit":
          exitIDs.insert(try reader.attribute("id", of: object))
        default:
          guard reader.isObjectElement(object) else {
            throw unknownElement(
              object, in: "<objects> of \(here)", expected: "placeholder, exit, an object element")
          }
          if object.attributes["sceneMemberID"] == "viewController", controllerIndex == nil {
            controllerIndex = objects.count
            controllerElement = object
          }
          objects.append(try reader.readObject(object, in: here))
        }
      }
    }
    guard let controllerIndex, let controllerElement else {
      throw error(
        .malformed, element,
        "the scene has no view controller (an object with sceneMemberID=\"viewController\")")
    }
    let controllerID = try reader.attribute("id", of: controllerElement)
    let identifier = controllerElement.attributes["storyboardIdentifier"]
    var controller = objects[controllerIndex]
    if controllerElement.attributes["useStoryboardIdentifierAsRestorationIdentifier"] == "YES", let identifier
    {
      controller.properties["restorationIdentifier"] = .string(identifier)
    }
    var view: InterfaceFile.Object?
    if let index = controller.keyed.firstIndex(where: { $0.key == "view" }) {
      view = controller.keyed[index].objects.first
      controller.keyed.remove(at: index)
    }
    objects[controllerIndex] = controller
    var prototypes: [(list: String, cell: InterfaceFile.Object)] = []
    if var root = view {
      try Self.extractPrototypes(from: &root, into: &prototypes, reader: reader, element: element)
      view = root
    }

    let firstResponders = reader.placeholders
    let controllerIDs = objects.flatMap(\.allIDs)
    let viewIDs = Set(view?.allIDs ?? [])
    let prototypeIDs = prototypes.map { Set($0.cell.allIDs) }
    var controllerConnections: [InterfaceFile.Connection] = []
    var viewConnections: [InterfaceFile.Connection] = []
    var prototypeConnections = prototypes.map { _ in [InterfaceFile.Connection]() }
    for connection in reader.connections {
      let ends = [connection.source, connection.destination]
      if let index = prototypeIDs.firstIndex(where: { ids in ends.contains(where: ids.contains) }) {
        prototypeConnections[index].append(connection)
      } else if ends.contains(where: viewIDs.contains) {
        viewConnections.append(connection)
      } else {
        controllerConnections.append(connection)
      }
    }
    // The view's file and the prototypes' have the controller as File's Owner, and every other
    // object of the controller's file (its navigation item, bar button items) as an External
    // Object named by its id.
    let owner = InterfaceFile.Placeholder(
      id: controllerID, role: .owner, identifier: nil, className: nil,
      origin: reader.origin(of: controllerElement))
    let externals = controllerIDs.filter { $0 != controllerID }.map {
      InterfaceFile.Placeholder(id: $0, role: .external, identifier: $0, className: nil, origin: nil)
    }
    var viewFile: InterfaceFile?
    if let view {
      guard let viewID = view.id else {
        throw error(.malformed, controllerElement, "the controller's view has no id")
      }
      viewConnections.append(
        InterfaceFile.Connection(
          source: controllerID, outlet: "view", destination: viewID, kind: .outlet, origin: view.origin))
      viewFile = InterfaceFile(
        placeholders: [owner] + firstResponders + externals, objects: [view], connections: viewConnections)
    }
    return StoryboardScene(
      controllerID: controllerID, storyboardIdentifier: identifier,
      controllerFile: InterfaceFile(
        placeholders: firstResponders, objects: objects, connections: controllerConnections),
      controllerIDs: Set(controllerIDs), viewFile: viewFile, viewIDs: viewIDs,
      prototypes: prototypes.enumerated().map { index, prototype in
        StoryboardScene.Prototype(
          listID: prototype.list,
          kind: prototype.cell.prototypeKey.map(StoryboardScene.Prototype.elementKind),
          reuseIdentifier: prototype.cell.reuseIdentifier ?? "",
          file: InterfaceFile(
            placeholders: [owner] + firstResponders + externals, objects: [prototype.cell],
            connections: prototypeConnections[index]),
          ids: prototypeIDs[index])
      },
      segues: reader.segues, exitIDs: exitIDs, origin: "line \(element.line): \(here)")
  }

  /// Takes every table and collection view's prototype cells out of `object`'s tree.
  private static func extractPrototypes(
    from object: inout InterfaceFile.Object,
    into prototypes: inout [(list: String, cell: InterfaceFile.Object)],
    reader: XIBDocument, element: XMLElementNode
  ) throws(NibLoadingError) {
    if !object.prototypes.isEmpty {
      guard let list = object.id else {
        throw reader.error(.malformed, element, "a table or collection view with prototype cells has no id")
      }
      prototypes += object.prototypes.map { (list, $0) }
      object.prototypes = []
    }
    for index in object.subviews.indices {
      try extractPrototypes(
        from: &object.subviews[index], into: &prototypes, reader: reader, element: element)
    }
    for index in object.contentSubviews.indices {
      try extractPrototypes(
        from: &object.contentSubviews[index], into: &prototypes, reader: reader, element: element)
    }
  }

  /// Every segue leads to a scene's controller (an unwind segue to its scene's Exit), and the
  /// initial controller is a scene's.
  private func check(_ root: XMLElementNode) throws(NibLoadingError) {
    let controllerIDs = Set(scenes.map(\.controllerID))
    if let initial = root.attributes["initialViewController"], !controllerIDs.contains(initial) {
      throw error(
        .unknownObject, root,
        "initialViewController '\(initial)' is no scene's view controller; controllers: "
          + controllerIDs.sorted().joined(separator: ", "))
    }
    for scene in scenes {
      for segue in scene.segues {
        let valid =
          segue.kind == .unwind
          ? scene.exitIDs.contains(segue.destination) : controllerIDs.contains(segue.destination)
        guard valid else {
          throw NibLoadingError(
            .unknownObject, file: file, keyPath: segue.origin,
            segue.kind == .unwind
              ? "the unwind segue's destination '\(segue.destination)' is not the scene's Exit placeholder"
              : "the segue's destination '\(segue.destination)' is no scene's view controller")
        }
      }
    }
  }

  private func error(_ kind: NibLoadingError.Kind, _ element: XMLElementNode, _ message: String)
    -> NibLoadingError
  {
    // A scene is named by its sceneID, every other element by its id.
    let id = element.attributes[element.name == "scene" ? "sceneID" : "id"]
    let origin =
      id.map { "line \(element.line): \(element.name) '\($0)'" } ?? "line \(element.line): <\(element.name)>"
    return NibLoadingError(kind, file: file, keyPath: origin, message)
  }

  private func unknownElement(_ element: XMLElementNode, in parent: String, expected: String)
    -> NibLoadingError
  {
    error(
      .unknownElement, element,
      "unknown element <\(element.name)> in \(parent); expected \(expected), or an element read and ignored"
        + " (layout, colours, fonts, simulated metrics: Docs/InterfaceFiles.md)")
  }
}

extension StoryboardDocument {
  init(file: String) { self.file = file }
}

/// One scene of a storyboard, cut into the files UIKit instantiates separately.
struct StoryboardScene {
  /// A prototype cell of a table or collection view in the scene's view (or a collection view's
  /// prototype header or footer).
  struct Prototype {
    /// The id of the table or collection view it belongs to.
    var listID: String
    /// A collection view's supplementary view's kind (``UICollectionView/elementKindSectionHeader``);
    /// nil for a cell.
    var kind: String?
    var reuseIdentifier: String
    /// The cell's file: File's Owner is the controller.
    var file: InterfaceFile
    /// The ids of the cell and of the objects inside it.
    var ids: Set<String>

    /// The kind of the supplementary view a storyboard keys `key` (`sectionHeaderView`).
    static func elementKind(_ key: String) -> String {
      key == "sectionFooterView"
        ? UICollectionView.elementKindSectionFooter : UICollectionView.elementKindSectionHeader
    }
  }

  /// The id of the scene's view controller.
  var controllerID: String
  /// The controller's `storyboardIdentifier`.
  var storyboardIdentifier: String?
  /// The controller, its navigation item and bar button items, and any other object of the
  /// scene outside its view.
  var controllerFile: InterfaceFile
  /// The ids of the objects the controller's file creates.
  var controllerIDs: Set<String>
  /// The controller's view (nil when the storyboard gives it none: a container's, or one that
  /// makes its view in code). File's Owner is the controller.
  var viewFile: InterfaceFile?
  /// The ids of the objects the view's file creates.
  var viewIDs: Set<String>
  var prototypes: [Prototype]
  /// The segues whose source is an object of the scene, in file order.
  var segues: [InterfaceFile.Segue]
  /// The ids of the scene's Exit placeholders.
  var exitIDs: Set<String>
  /// `line 12: scene 'abc'`.
  var origin: String
}

extension InterfaceFile.Object {
  /// The `reuseIdentifier` property, if the object has one.
  var reuseIdentifier: String? {
    if case .string(let identifier)? = properties["reuseIdentifier"] { return identifier }
    return nil
  }
}
