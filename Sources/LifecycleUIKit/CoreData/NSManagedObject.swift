import Foundation

/// What a fetch request returns: managed objects, or counts (Apple's “NSFetchRequestResult”).
public protocol NSFetchRequestResult: AnyObject {}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

/// An object's identity in its store (Apple's “NSManagedObjectID”): temporary until its context
/// saves it, then permanent, the same in every context of the store.
public final class NSManagedObjectID: Hashable, CustomStringConvertible, @unchecked Sendable,
  NSFetchRequestResult
{
  /// The entity's name.
  public let entityName: String
  let storeIdentifier: String
  let key: Int

  init(entityName: String, storeIdentifier: String, key: Int) {
    self.entityName = entityName
    self.storeIdentifier = storeIdentifier
    self.key = key
  }

  /// Whether the object has not been saved yet (its ID changes when it is).
  public var isTemporaryID: Bool { key < 0 }

  /// The ID as a URL: `x-coredata://STORE/Entity/pN` (temporary ones `tN`).
  public func uriRepresentation() -> URL {
    URL(string: "x-coredata://\(storeIdentifier)/\(entityName)/\(key < 0 ? "t\(-key)" : "p\(key)")")!
  }

  /// The same object of the same store.
  public static func == (lhs: NSManagedObjectID, rhs: NSManagedObjectID) -> Bool {
    lhs.key == rhs.key && lhs.entityName == rhs.entityName && lhs.storeIdentifier == rhs.storeIdentifier
  }

  /// Hashes the row and entity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(entityName)
  }

  /// The URI, in angle brackets, as Core Data prints an ID.
  public var description: String { "<\(uriRepresentation().absoluteString)>" }
}

/// An object of a Core Data entity (Apple's “NSManagedObject”): its values kept by its context
/// until the context saves them to the store, lost with the process when it does not.
///
/// An app's subclass declares its properties `@NSManaged`; `lifecycle import` turns each into a
/// property that reads and writes the object's value for its name, as Core Data's generated
/// accessors do. Relationships keep their inverse in step, as Core Data does.
@preconcurrency @MainActor
open class NSManagedObject: NSObject, NSFetchRequestResult {
  /// The object's entity.
  public let entity: NSEntityDescription
  /// The context that holds it; nil once deleted and saved, or never inserted.
  public internal(set) weak var managedObjectContext: NSManagedObjectContext?
  /// Its identity.
  public internal(set) var objectID: NSManagedObjectID
  /// Whether it was inserted and not yet saved.
  public internal(set) var isInserted = false
  /// Whether it was deleted and not yet saved.
  public internal(set) var isDeleted = false
  /// Whether it is a fault (its values not read yet): never, here; reading is immediate.
  public var isFault: Bool { false }

  /// Current values by property name (attributes as Swift values, relationships as objects).
  var values: [String: Any] = [:]
  /// The stored row it was read from (nil for an object inserted and not saved).
  var row: [String: Any]?
  /// Names of properties read from ``row`` into ``values``.
  var loaded: Set<String> = []
  /// Names of properties changed since the last save.
  var changed: Set<String> = []

  /// Whether it has unsaved changes to its values.
  public var isUpdated: Bool { !changed.isEmpty && !isInserted && !isDeleted }
  /// Whether it was inserted, deleted or changed since the last save.
  public var hasChanges: Bool { isInserted || isDeleted || !changed.isEmpty }

  /// A new object of `entity`, inserted into `context` when one is given.
  public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    objectID = NSManagedObjectID(
      entityName: entity.name ?? "", storeIdentifier: "", key: -NSManagedObject.nextTemporaryKey())
    super.init()
    for case let attribute as NSAttributeDescription in entity.properties {
      if let value = attribute.defaultValue {
        values[attribute.name] = CoreDataValues.canonical(value, attribute)
      }
    }
    if let context {
      context.insert(self)
      awakeFromInsert()
    }
  }

  /// A new object of the entity whose class is this one, inserted into `context` (iOS 10).
  public convenience init(context: NSManagedObjectContext) {
    let name = NSManagedObject.className(of: Self.self)
    guard
      let entity = context.model?.entities.first(where: {
        NSManagedObject.className($0.managedObjectClassName) == name
      })
    else {
      CoreDataFailure.raise(
        "NSInternalInconsistencyException: An NSManagedObject of class '\(name)' must have a valid "
          + "NSEntityDescription (no entity of the model names the class).")
      self.init(entity: NSEntityDescription(), insertInto: nil)
      return
    }
    self.init(entity: entity, insertInto: context)
  }

  /// An object standing in for an entity the model lacks, after the crash that reports it.
  convenience init(unmodelledEntityNamed name: String) {
    let entity = NSEntityDescription()
    entity.name = name
    self.init(entity: entity, insertInto: nil)
  }

  nonisolated(unsafe) private static var temporaryKeys = 0
  nonisolated static func nextTemporaryKey() -> Int {
    temporaryKeys += 1
    return temporaryKeys
  }

  /// The entity whose class is this one, in the model of any context of the running app.
  open class func entity() -> NSEntityDescription {
    let name = className(of: self)
    if let entity = CoreDataRegistry.entity(forClassNamed: name) { return entity }
    let entity = NSEntityDescription()
    entity.name = name
    return entity
  }

  /// A fetch request for this class's entity (Xcode's generated `fetchRequest()` narrows its type).
  open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
    NSFetchRequest(entityName: entity().name ?? className(of: self))
  }

  /// The class's name without its module.
  static func className(of type: AnyClass) -> String { className(String(describing: type)) }

  /// `Module.Todo` → `Todo`.
  static func className(_ name: String) -> String {
    String(name.split(separator: ".").last ?? Substring(name))
  }

  // MARK: Values

  /// The value of the property `key`: an attribute's value, a to-one relationship's object, or a
  /// to-many relationship's objects as a set. A key the entity lacks is the exception Core Data
  /// raises (the app crashes).
  open func value(forKey key: String) -> Any? {
    guard entity.propertiesByName[key] != nil || entity.properties.isEmpty else {
      CoreDataFailure.raise(
        "NSUnknownKeyException: [<\(Self.self)> valueForUndefinedKey:]: the entity \(entity.name ?? "?") is not "
          + "key value coding-compliant for the key \"\(key)\".")
      return nil
    }
    let value = primitiveValue(forKey: key)
    if let objects = value as? [NSManagedObject] {
      return (entity.relationshipsByName[key]?.isOrdered ?? false)
        ? NSOrderedSet(array: objects) : Set(objects)
    }
    return value
  }

  /// Sets the property `key`: an attribute's value, or a relationship's object or objects (a set,
  /// an array, `NSSet` or `NSOrderedSet`), keeping the inverse relationship in step.
  open func setValue(_ value: Any?, forKey key: String) {
    guard let property = entity.propertiesByName[key] else {
      CoreDataFailure.raise(
        "NSUnknownKeyException: [<\(Self.self)> setValue:forUndefinedKey:]: the entity \(entity.name ?? "?") is "
          + "not key value coding-compliant for the key \"\(key)\".")
      return
    }
    if let relationship = property as? NSRelationshipDescription {
      setRelationship(relationship, to: CoreDataValues.objects(value))
    } else if let attribute = property as? NSAttributeDescription {
      setPrimitiveValue(value.flatMap { CoreDataValues.canonical($0, attribute) }, forKey: key)
    }
  }

  /// The value of `key` without conversion: an attribute's Swift value, a to-one relationship's
  /// object, a to-many relationship's objects as an array.
  open func primitiveValue(forKey key: String) -> Any? {
    if !loaded.contains(key), let row {
      loaded.insert(key)
      if let stored = row[key] {
        values[key] = CoreDataValues.decode(
          stored, property: entity.propertiesByName[key], context: managedObjectContext)
      } else {
        values[key] = nil
      }
    }
    return values[key]
  }

  /// Sets `key`'s value without conversion or inverse, marking the object changed.
  open func setPrimitiveValue(_ value: Any?, forKey key: String) {
    loaded.insert(key)
    values[key] = value
    if !isInserted { changed.insert(key) }
    managedObjectContext?.objectChanged(self)
  }

  /// Values read from the store that changed since, by name.
  open func changedValues() -> [String: Any] {
    var result: [String: Any] = [:]
    for key in changed { result[key] = values[key] ?? NSNull() }
    return result
  }

  /// The saved values of `keys` (every property when nil).
  open func committedValues(forKeys keys: [String]?) -> [String: Any] {
    var result: [String: Any] = [:]
    for key in keys ?? entity.properties.map(\.name) {
      if let stored = row?[key] {
        result[key] =
          CoreDataValues.decode(stored, property: entity.propertiesByName[key], context: managedObjectContext)
      }
    }
    return result
  }

  /// Called once when the object is first inserted; override to set initial values.
  open func awakeFromInsert() {}
  /// Called when the object is read from the store.
  open func awakeFromFetch() {}
  /// Called before its context saves it.
  open func willSave() {}
  /// Called after its context saved it.
  open func didSave() {}
  /// Called before it is deleted.
  open func prepareForDeletion() {}
  /// Key-value observing's notices: nothing observes managed objects here.
  open func willChangeValue(forKey key: String) {}
  /// Key-value observing's notices: nothing observes managed objects here.
  open func didChangeValue(forKey key: String) {}
  /// Key-value observing's notices: nothing observes managed objects here.
  open func willAccessValue(forKey key: String?) {}
  /// Key-value observing's notices: nothing observes managed objects here.
  open func didAccessValue(forKey key: String?) {}

  /// The value of an `@NSManaged` property, as its declared type: what `lifecycle import` makes
  /// of `@NSManaged var name: T`. A non-optional property without a value is what Swift's bridging
  /// gives on iOS where it can (0, `false`, `""`, an empty set) and a crash naming it elsewhere.
  public func lifecycleManagedValue<T>(forKey key: String) -> T {
    let value = self.value(forKey: key)
    if let converted = CoreDataValues.convert(value, to: T.self) { return converted }
    if let none = CoreDataValues.empty(T.self) { return none }
    CoreDataFailure.raise(
      "\(Self.self).\(key) is declared \(T.self), not optional, and has no value: Swift crashes reading it on iOS"
    )
    return CoreDataValues.placeholder(T.self)
  }

  /// Sets an `@NSManaged` property: what `lifecycle import` makes of its setter.
  public func lifecycleSetManagedValue<T>(_ newValue: T, forKey key: String) {
    setValue(PredicateParser.unwrap(newValue), forKey: key)
  }

  /// Adds `object` to the to-many relationship `key` (Xcode's generated `addToX(_:)`).
  public func lifecycleAdd(_ objects: Any?, toKey key: String) {
    guard let relationship = entity.relationshipsByName[key] else { return setValue(objects, forKey: key) }
    let current = (primitiveValue(forKey: key) as? [NSManagedObject]) ?? []
    let added = CoreDataValues.objects(objects).filter { item in !current.contains { $0 === item } }
    setRelationship(relationship, to: current + added)
  }

  /// Removes `objects` from the to-many relationship `key` (Xcode's generated `removeFromX(_:)`).
  public func lifecycleRemove(_ objects: Any?, fromKey key: String) {
    guard let relationship = entity.relationshipsByName[key] else { return }
    let removed = CoreDataValues.objects(objects)
    let current = (primitiveValue(forKey: key) as? [NSManagedObject]) ?? []
    setRelationship(relationship, to: current.filter { item in !removed.contains { $0 === item } })
  }

  /// Inserts `objects` (one object, or an array or ordered set of them) into the ordered to-many
  /// relationship `key` at `indexes` (an `Int`, or an `IndexSet`/`NSIndexSet` with one index per
  /// object): Xcode's generated `insertIntoX(_:at:)`.
  public func lifecycleInsert(_ objects: Any?, at indexes: Any, intoKey key: String) {
    guard let relationship = entity.relationshipsByName[key] else { return }
    var current = (primitiveValue(forKey: key) as? [NSManagedObject]) ?? []
    let inserted = CoreDataValues.objects(objects).filter { item in !current.contains { $0 === item } }
    let positions = Self.indexes(indexes)
    guard positions.count == inserted.count,
      positions.allSatisfy({ $0 >= 0 && $0 <= current.count + inserted.count })
    else {
      CoreDataFailure.raise(
        "NSRangeException: insert\(key.prefix(1).uppercased() + key.dropFirst()):atIndexes: \(positions) for "
          + "\(inserted.count) objects in a relationship of \(current.count)")
      return
    }
    for (object, position) in zip(inserted, positions).sorted(by: { $0.1 < $1.1 }) {
      current.insert(object, at: min(position, current.count))
    }
    setRelationship(relationship, to: current)
  }

  /// Removes the objects at `indexes` (an `Int`, or an `IndexSet`/`NSIndexSet`) from the ordered
  /// to-many relationship `key`: Xcode's generated `removeFromX(at:)`.
  public func lifecycleRemove(at indexes: Any, fromKey key: String) {
    guard let relationship = entity.relationshipsByName[key] else { return }
    var current = (primitiveValue(forKey: key) as? [NSManagedObject]) ?? []
    let positions = Self.indexes(indexes)
    guard positions.allSatisfy({ current.indices.contains($0) }) else {
      CoreDataFailure.raise(
        "NSRangeException: removeObjectsAtIndexes: \(positions) beyond bounds of a relationship of "
          + "\(current.count) objects")
      return
    }
    for position in positions.sorted(by: >) { current.remove(at: position) }
    setRelationship(relationship, to: current)
  }

  /// Replaces the objects at `indexes` of the ordered to-many relationship `key` with `objects`:
  /// Xcode's generated `replaceX(at:with:)`.
  public func lifecycleReplace(at indexes: Any, with objects: Any?, inKey key: String) {
    guard let relationship = entity.relationshipsByName[key] else { return }
    var current = (primitiveValue(forKey: key) as? [NSManagedObject]) ?? []
    let positions = Self.indexes(indexes)
    let replacements = CoreDataValues.objects(objects)
    guard positions.count == replacements.count, positions.allSatisfy({ current.indices.contains($0) }) else {
      CoreDataFailure.raise(
        "NSRangeException: replaceObjectsAtIndexes: \(positions) with \(replacements.count) objects in a "
          + "relationship of \(current.count)")
      return
    }
    for (position, object) in zip(positions, replacements) { current[position] = object }
    setRelationship(relationship, to: current)
  }

  /// The indexes an ordered accessor names, in order.
  static func indexes(_ value: Any) -> [Int] {
    switch value {
    case let index as Int: return [index]
    case let set as IndexSet: return Array(set)
    case let set as NSIndexSet: return Array(set as IndexSet)
    default: return []
    }
  }

  // MARK: Validation

  /// Checks the object can be inserted: every property that is not optional has a value (a
  /// to-many relationship at least one object), else Core Data's validation error
  /// `NSValidationMissingMandatoryPropertyError` (1570) naming the property. `save()` calls it.
  open func validateForInsert() throws {
    for property in entity.properties where !property.isOptional && !property.isTransient {
      let value = primitiveValue(forKey: property.name)
      if value == nil || ((value as? [NSManagedObject])?.isEmpty ?? false) {
        throw NSError(
          domain: NSCocoaErrorDomain, code: 1570,
          userInfo: [
            NSLocalizedDescriptionKey: "\(property.name) is a required value.",
            "NSValidationErrorKey": property.name, "NSValidationErrorObject": self,
          ])
      }
    }
  }

  /// Checks the object's changes can be saved, as ``validateForInsert()``.
  open func validateForUpdate() throws { try validateForInsert() }

  /// Checks the object can be deleted: a relationship whose delete rule is Deny must hold no
  /// object, else Core Data's `NSValidationRelationshipDeniedDeleteError` (1550) naming it.
  /// `save()` calls it for each deleted object.
  open func validateForDelete() throws {
    for relationship in entity.properties.compactMap({ $0 as? NSRelationshipDescription })
    where relationship.deleteRule == .denyDeleteRule && !relationshipObjects(relationship.name).isEmpty {
      throw NSError(
        domain: NSCocoaErrorDomain, code: 1550,
        userInfo: [
          NSLocalizedDescriptionKey: "\(relationship.name) is not empty, and its delete rule is Deny.",
          "NSValidationErrorKey": relationship.name, "NSValidationErrorObject": self,
        ])
    }
  }

  /// Sets each value of `keyedValues` by its key (`setValue(_:forKey:)`); `NSNull` sets nil.
  open func setValuesForKeys(_ keyedValues: [String: Any]) {
    for (key, value) in keyedValues.sorted(by: { $0.key < $1.key }) {
      setValue(value is NSNull ? nil : value, forKey: key)
    }
  }

  // MARK: Relationships

  /// Sets a relationship and keeps its inverse in step.
  func setRelationship(_ relationship: NSRelationshipDescription, to objects: [NSManagedObject]) {
    let key = relationship.name
    let old = relationshipObjects(key)
    if relationship.isToMany {
      setPrimitiveValue(objects, forKey: key)
    } else {
      setPrimitiveValue(objects.first, forKey: key)
    }
    guard let inverse = relationship.inverseRelationship else { return }
    for gone in old where !objects.contains(where: { $0 === gone }) {
      gone.unlink(self, inverse: inverse)
    }
    for added in objects where !old.contains(where: { $0 === added }) {
      added.link(self, inverse: inverse, from: relationship)
    }
  }

  /// The objects a relationship reaches now.
  func relationshipObjects(_ key: String) -> [NSManagedObject] {
    switch primitiveValue(forKey: key) {
    case let many as [NSManagedObject]: return many
    case let one as NSManagedObject: return [one]
    default: return []
    }
  }

  /// Removes `other` from this object's `inverse`.
  func unlink(_ other: NSManagedObject, inverse: NSRelationshipDescription) {
    if inverse.isToMany {
      setPrimitiveValue(relationshipObjects(inverse.name).filter { $0 !== other }, forKey: inverse.name)
    } else if primitiveValue(forKey: inverse.name) as? NSManagedObject === other {
      setPrimitiveValue(nil, forKey: inverse.name)
    }
  }

  /// Adds `other` to this object's `inverse`; a to-one inverse leaves the object it pointed to,
  /// which loses this one from `relationship`.
  func link(
    _ other: NSManagedObject, inverse: NSRelationshipDescription, from relationship: NSRelationshipDescription
  ) {
    if inverse.isToMany {
      let current = relationshipObjects(inverse.name)
      if !current.contains(where: { $0 === other }) {
        setPrimitiveValue(current + [other], forKey: inverse.name)
      }
    } else {
      if let previous = primitiveValue(forKey: inverse.name) as? NSManagedObject, previous !== other {
        previous.unlinkOnly(self, from: relationship)
      }
      setPrimitiveValue(other, forKey: inverse.name)
    }
  }

  /// Removes `other` from `relationship` without touching the inverse.
  func unlinkOnly(_ other: NSManagedObject, from relationship: NSRelationshipDescription) {
    if relationship.isToMany {
      setPrimitiveValue(
        relationshipObjects(relationship.name).filter { $0 !== other }, forKey: relationship.name)
    } else if primitiveValue(forKey: relationship.name) as? NSManagedObject === other {
      setPrimitiveValue(nil, forKey: relationship.name)
    }
  }

  nonisolated override open var description: String {
    MainActor.assumeIsolated { "<\(type(of: self)): \(objectID.description)>" }
  }

  /// Makes an object of `entity`'s class (registered by the import, or `NSManagedObject`).
  static func make(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?)
    -> NSManagedObject
  {
    let type = CoreDataRegistry.classes[className(entity.managedObjectClassName)] ?? NSManagedObject.self
    return type.init(entity: entity, insertInto: context)
  }

  /// Registers `type` so that objects of the entity naming it are made of it.
  public static func register(_ type: NSManagedObject.Type, named name: String) {
    CoreDataRegistry.classes[className(name)] = type
  }
}

extension NSObject: @retroactive CVarArg {
  /// An object as a variadic argument (`NSPredicate(format: "list == %@", list)`), as on Apple's
  /// platforms: its address.
  public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

/// The classes of entities, by name, and the models in use (for `entity()`).
@MainActor
enum CoreDataRegistry {
  static var classes: [String: NSManagedObject.Type] = [:]
  static var models: [ObjectIdentifier: NSManagedObjectModel] = [:]

  static func entity(forClassNamed name: String) -> NSEntityDescription? {
    for model in models.values {
      if let entity = model.entities.first(where: {
        NSManagedObject.className($0.managedObjectClassName) == name
      }) {
        return entity
      }
    }
    return nil
  }
}

extension ImportedCode {
  /// A managed object class: registered so that objects of its entity are made of it.
  public static func registerClass<T: NSManagedObject>(_ type: T.Type, named name: String) {
    NSManagedObject.register(type, named: name)
    importedClasses.insert(ObjectIdentifier(type))
  }
}

/// What Core Data raises: the running app crashes with the exception's name and reason.
@MainActor
enum CoreDataFailure {
  static func raise(_ reason: String) {
    if let host = AppContext.current { host.crash(reason) }
  }
}
