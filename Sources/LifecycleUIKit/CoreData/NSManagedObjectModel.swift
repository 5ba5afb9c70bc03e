import Foundation
import FoundationXML

/// A Core Data model: the entities an app's `.xcdatamodeld` declares (Apple's
/// “NSManagedObjectModel”).
///
/// Xcode compiles the model into a `.momd` folder of the app's bundle; `lifecycle import` copies
/// the model's source there under the same name, and this reads it: the current version's
/// `contents` file, as Xcode writes it.
@preconcurrency @MainActor
open class NSManagedObjectModel: CustomStringConvertible {
  /// The entities, in the model's order.
  open var entities: [NSEntityDescription] = []

  /// The entities by name.
  open var entitiesByName: [String: NSEntityDescription] {
    Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// An empty model.
  public init() {}

  /// The model at `url`: a `.momd` folder (the version `.xccurrentversion` names, else the only
  /// one), a `.mom`/`.xcdatamodel` folder, or a `contents` file. Nil when there is no model there
  /// or it cannot be read.
  public convenience init?(contentsOf url: URL) {
    guard let contents = Self.contentsFile(at: url),
      let data = FileManager.default.contents(atPath: contents.path),
      let entities = CoreDataModelReader.entities(data)
    else { return nil }
    self.init()
    self.entities = entities
    for entity in entities { entity.managedObjectModel = self }
  }

  /// Every model in `bundles` (the main bundle when nil), merged into one.
  open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
    let model = NSManagedObjectModel()
    for bundle in bundles ?? [Bundle.main] {
      guard let root = bundle.resourceURL,
        let names = try? FileManager.default.contentsOfDirectory(atPath: root.path)
      else { continue }
      for name in names.sorted() where name.hasSuffix(".momd") || name.hasSuffix(".mom") {
        if let found = NSManagedObjectModel(contentsOf: root.appendingPathComponent(name)) {
          for entity in found.entities {
            entity.managedObjectModel = model
            model.entities.append(entity)
          }
        }
      }
    }
    return model.entities.isEmpty ? nil : model
  }

  /// The `contents` file of the model at `url`.
  static func contentsFile(at url: URL) -> URL? {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
    if !isFolder.boolValue { return url }
    let contents = url.appendingPathComponent("contents")
    if manager.fileExists(atPath: contents.path) { return contents }
    let versions = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).filter {
      $0.hasSuffix(".xcdatamodel") || $0.hasSuffix(".mom")
    }.sorted()
    var chosen = versions.first
    if let data = manager.contents(atPath: url.appendingPathComponent(".xccurrentversion").path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
      let current = plist["_XCCurrentVersionName"] as? String, versions.contains(current)
    {
      chosen = current
    }
    return chosen.map { url.appendingPathComponent($0).appendingPathComponent("contents") }
  }

  /// The class's name.
  nonisolated public var description: String { "NSManagedObjectModel" }
}

/// One entity of a model: its attributes and relationships (Apple's “NSEntityDescription”).
@preconcurrency @MainActor
open class NSEntityDescription: CustomStringConvertible {
  /// The entity's name.
  open var name: String?
  /// The class its objects are made of (`representedClassName`), `NSManagedObject` when none.
  open var managedObjectClassName: String = "NSManagedObject"
  /// The model it belongs to.
  open internal(set) weak var managedObjectModel: NSManagedObjectModel?
  /// Its attributes and relationships, in the model's order.
  open var properties: [NSPropertyDescription] = []
  /// Whether it is abstract (no object of it can be made).
  open var isAbstract = false

  /// An entity without a name.
  public init() {}

  /// Its attributes by name.
  open var attributesByName: [String: NSAttributeDescription] {
    Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }) { first, _ in
      first
    }
  }

  /// Its relationships by name.
  open var relationshipsByName: [String: NSRelationshipDescription] {
    Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }) { first, _ in
      first
    }
  }

  /// Its properties by name.
  open var propertiesByName: [String: NSPropertyDescription] {
    Dictionary(properties.map { ($0.name, $0) }) { first, _ in first }
  }

  /// The entity named `entityName` in `context`'s model.
  open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext)
    -> NSEntityDescription?
  {
    context.model?.entitiesByName[entityName]
  }

  /// A new object of the entity named `entityName`, inserted into `context`. An entity the model
  /// does not have is the exception Core Data raises (the app crashes).
  open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext)
    -> NSManagedObject
  {
    guard let entity = entity(forEntityName: entityName, in: context) else {
      CoreDataFailure.raise(
        "NSInternalInconsistencyException: +entityForName: could not locate an entity named '\(entityName)' in "
          + "this model.")
      return NSManagedObject(unmodelledEntityNamed: entityName)
    }
    return NSManagedObject.make(entity: entity, insertInto: context)
  }

  /// The class's name.
  nonisolated public var description: String { "NSEntityDescription" }
}

/// An attribute or a relationship of an entity (Apple's “NSPropertyDescription”).
@preconcurrency @MainActor
open class NSPropertyDescription {
  /// The property's name.
  open var name: String = ""
  /// Whether an object may be saved without a value for it.
  open var isOptional = true
  /// Whether the store keeps it (transient properties are not saved).
  open var isTransient = false

  /// A property without a name.
  public init() {}
}

/// The type of an attribute (Apple's “NSAttributeType”).
public enum NSAttributeType: UInt, Sendable {
  case undefinedAttributeType = 0
  case integer16AttributeType = 100
  case integer32AttributeType = 200
  case integer64AttributeType = 300
  case decimalAttributeType = 400
  case doubleAttributeType = 500
  case floatAttributeType = 600
  case stringAttributeType = 700
  case booleanAttributeType = 800
  case dateAttributeType = 900
  case binaryDataAttributeType = 1000
  case uuidAttributeType = 1100
  case uriAttributeType = 1200
  case transformableAttributeType = 1800
  case objectIDAttributeType = 2000
}

/// An attribute: a value of one type (Apple's “NSAttributeDescription”).
@preconcurrency @MainActor
open class NSAttributeDescription: NSPropertyDescription {
  /// Its type.
  open var attributeType: NSAttributeType = .undefinedAttributeType
  /// The value a new object starts with (Core Data's default: 0 for numbers when the model
  /// gives none and the attribute uses a scalar type).
  open var defaultValue: Any?
}

/// What deleting an object does to the objects a relationship reaches (Apple's
/// “NSDeleteRule”).
public enum NSDeleteRule: UInt, Sendable {
  case noActionDeleteRule = 0
  case nullifyDeleteRule = 1
  case cascadeDeleteRule = 2
  case denyDeleteRule = 3
}

/// A relationship to objects of another entity (Apple's “NSRelationshipDescription”).
@preconcurrency @MainActor
open class NSRelationshipDescription: NSPropertyDescription {
  /// The entity's name at the other end.
  open var destinationEntityName: String = ""
  /// The relationship at the other end that mirrors this one, by name.
  open var inverseRelationshipName: String?
  /// Whether it reaches several objects.
  open var isToMany = false
  /// Whether a to-many relationship keeps an order.
  open var isOrdered = false
  /// What deleting the source does to the destination.
  open var deleteRule: NSDeleteRule = .nullifyDeleteRule

  /// The entity at the other end.
  open var destinationEntity: NSEntityDescription? {
    entity?.managedObjectModel?.entitiesByName[destinationEntityName]
  }
  /// The relationship at the other end.
  open var inverseRelationship: NSRelationshipDescription? {
    inverseRelationshipName.flatMap { destinationEntity?.relationshipsByName[$0] }
  }
  /// The entity it belongs to.
  open internal(set) weak var entity: NSEntityDescription?
}

/// Reads the `contents` XML Xcode writes for a data model: `<entity name representedClassName>`
/// with `<attribute name attributeType optional defaultValueString>` and `<relationship name
/// destinationEntity inverseName toMany deletionRule>`.
enum CoreDataModelReader {
  @MainActor static func entities(_ data: Data) -> [NSEntityDescription]? {
    let delegate = Delegate()
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    guard parser.parse(), delegate.sawModel else { return nil }
    var entities: [NSEntityDescription] = []
    for raw in delegate.entities {
      let entity = NSEntityDescription()
      entity.name = raw.attributes["name"]
      if let className = raw.attributes["representedClassName"], !className.isEmpty {
        entity.managedObjectClassName = className
      }
      entity.isAbstract = raw.attributes["isAbstract"] == "YES"
      for property in raw.properties {
        let description: NSPropertyDescription
        if property.element == "relationship" {
          let relationship = NSRelationshipDescription()
          relationship.destinationEntityName = property.attributes["destinationEntity"] ?? ""
          relationship.inverseRelationshipName = property.attributes["inverseName"]
          relationship.isToMany = property.attributes["toMany"] == "YES"
          relationship.isOrdered = property.attributes["ordered"] == "YES"
          relationship.deleteRule =
            switch property.attributes["deletionRule"] {
            case "Cascade": .cascadeDeleteRule
            case "Deny": .denyDeleteRule
            case "No Action": .noActionDeleteRule
            default: .nullifyDeleteRule
            }
          relationship.entity = entity
          description = relationship
        } else {
          let attribute = NSAttributeDescription()
          attribute.attributeType = attributeType(property.attributes["attributeType"] ?? "")
          attribute.defaultValue = defaultValue(
            property.attributes["defaultValueString"], type: attribute.attributeType,
            scalar: property.attributes["usesScalarValueType"] != "NO")
          description = attribute
        }
        description.name = property.attributes["name"] ?? ""
        description.isOptional = property.attributes["optional"] == "YES"
        description.isTransient = property.attributes["transient"] == "YES"
        entity.properties.append(description)
      }
      entities.append(entity)
    }
    return entities
  }

  static func attributeType(_ name: String) -> NSAttributeType {
    switch name {
    case "Integer 16": .integer16AttributeType
    case "Integer 32": .integer32AttributeType
    case "Integer 64": .integer64AttributeType
    case "Decimal": .decimalAttributeType
    case "Double": .doubleAttributeType
    case "Float": .floatAttributeType
    case "String": .stringAttributeType
    case "Boolean": .booleanAttributeType
    case "Date": .dateAttributeType
    case "Binary": .binaryDataAttributeType
    case "UUID": .uuidAttributeType
    case "URI": .uriAttributeType
    case "Transformable": .transformableAttributeType
    default: .undefinedAttributeType
    }
  }

  /// The default value a model gives as text, as the attribute's type.
  static func defaultValue(_ text: String?, type: NSAttributeType, scalar: Bool) -> Any? {
    switch type {
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
      return NSNumber(value: Int64(text ?? "") ?? 0)
    case .doubleAttributeType, .floatAttributeType:
      return NSNumber(value: Double(text ?? "") ?? 0)
    case .booleanAttributeType:
      return NSNumber(value: text == "YES" || text == "1" || text == "true")
    case .decimalAttributeType:
      return text.map { NSDecimalNumber(string: $0) }
    case .stringAttributeType:
      return text
    default:
      return nil
    }
  }

  final class Delegate: NSObject, XMLParserDelegate {
    struct Element {
      var element: String
      var attributes: [String: String]
      var properties: [Element] = []
    }
    var entities: [Element] = []
    var sawModel = false

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      switch elementName {
      case "model": sawModel = true
      case "entity": entities.append(Element(element: elementName, attributes: attributes))
      case "attribute", "relationship":
        if !entities.isEmpty {
          entities[entities.count - 1].properties.append(
            Element(element: elementName, attributes: attributes))
        }
      default: break
      }
    }
  }
}
