import Foundation

/// The scratch pad an app's managed objects live in (Apple's “NSManagedObjectContext”): inserts,
/// changes and deletions stay in it, in the process's memory, until `save()` writes them to the
/// store. A process that ends first — suspended and then killed, as iOS does without a callback —
/// loses them: the explorer's no-data-loss checks see it.
@preconcurrency @MainActor
open class NSManagedObjectContext: NSObject {
  /// Where a context's work runs (Apple's “NSManagedObjectContextConcurrencyType”). The simulated
  /// app has one thread: `perform` runs the block on a later turn of the app's main queue.
  public enum ConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType = 0
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
  }

  /// Its concurrency type.
  public let concurrencyType: ConcurrencyType
  /// The coordinator of its store.
  open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
  /// A parent context: `save()` pushes changes into it instead of the store.
  open var parent: NSManagedObjectContext?
  /// A name for debugging.
  open var name: String?
  /// Inert: changes saved by other contexts reach this one when it fetches again.
  open var automaticallyMergesChangesFromParent = false
  /// Inert: one context writes at a time, so saves never conflict.
  open var mergePolicy: Any = NSErrorMergePolicy
  /// Inert: whether deleted objects are removed from relationships at once.
  open var propagatesDeletesAtEndOfEvent = true
  /// Inert: objects are never turned back into faults.
  open var shouldDeleteInaccessibleFaults = true
  /// Inert: the context keeps every registered object.
  open var retainsRegisteredObjects = false
  /// Inert: a stale interval for cached values.
  open var stalenessInterval: TimeInterval = -1

  var registered: [NSManagedObjectID: NSManagedObject] = [:]
  var inserted: [NSManagedObject] = []
  var deleted: [NSManagedObject] = []
  var updated: [NSManagedObject] = []
  var controllers: [WeakController] = []
  var pendingNotice = false

  /// A context of `type`.
  public init(concurrencyType type: ConcurrencyType) {
    concurrencyType = type
    super.init()
  }

  /// The model of its coordinator, or its parent's.
  var model: NSManagedObjectModel? { persistentStoreCoordinator?.managedObjectModel ?? parent?.model }
  /// The store it reads and writes, through its parent when it has one.
  var store: CoreDataStore? { persistentStoreCoordinator?.store ?? parent?.store }

  /// Objects inserted and not yet saved.
  open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
  /// Objects changed and not yet saved.
  open var updatedObjects: Set<NSManagedObject> { Set(updated.filter(\.isUpdated)) }
  /// Objects deleted and not yet saved.
  open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
  /// Every object the context holds.
  open var registeredObjects: Set<NSManagedObject> { Set(registered.values).union(inserted) }
  /// Whether it holds unsaved inserts, changes or deletions.
  open var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || updated.contains(where: \.isUpdated) }

  // MARK: Changes

  /// Inserts `object`: saved with the next `save()`.
  open func insert(_ object: NSManagedObject) {
    guard !inserted.contains(where: { $0 === object }) else { return }
    if object.managedObjectContext == nil {
      object.managedObjectContext = self
      object.isInserted = true
      inserted.append(object)
      scheduleNotice()
    }
  }

  /// Deletes `object`: removed from the store with the next `save()`, its relationships handled by
  /// their delete rules (nullify, cascade).
  open func delete(_ object: NSManagedObject) {
    guard !object.isDeleted else { return }
    object.prepareForDeletion()
    if object.isInserted {
      inserted.removeAll { $0 === object }
      object.isInserted = false
      object.isDeleted = true
    } else {
      object.isDeleted = true
      deleted.append(object)
    }
    for relationship in object.entity.properties.compactMap({ $0 as? NSRelationshipDescription }) {
      let targets = object.relationshipObjects(relationship.name)
      if relationship.deleteRule == .cascadeDeleteRule {
        for target in targets { delete(target) }
      } else if relationship.deleteRule == .nullifyDeleteRule, let inverse = relationship.inverseRelationship
      {
        for target in targets { target.unlink(object, inverse: inverse) }
      }
    }
    scheduleNotice()
  }

  func objectChanged(_ object: NSManagedObject) {
    if !object.isInserted, !updated.contains(where: { $0 === object }) { updated.append(object) }
    scheduleNotice()
  }

  /// Saves every insert, change and deletion to the store (or to the parent context), or throws
  /// Core Data's validation error (`NSValidationMissingMandatoryPropertyError`, 1570) naming the
  /// object and property when a non-optional property has no value, and saves nothing.
  open func save() throws {
    guard hasChanges else { return }
    processPendingChanges()
    let saving = inserted + updated.filter(\.isUpdated)
    for object in saving { try object.isInserted ? object.validateForInsert() : object.validateForUpdate() }
    for object in deleted { try object.validateForDelete() }
    for object in saving { object.willSave() }
    let insertedNow = inserted
    let updatedNow = updated.filter(\.isUpdated)
    let deletedNow = deleted
    if let parent {
      pushChanges(into: parent)
    } else if let store {
      for object in insertedNow {
        let id = NSManagedObjectID(
          entityName: object.entity.name ?? "", storeIdentifier: store.identifier, key: store.nextKey())
        object.objectID = id
        registered[id] = object
      }
      for object in deletedNow { store.remove(object.objectID) }
      for object in insertedNow + updatedNow { store.put(object.objectID, row: Self.row(of: object)) }
      try store.save()
    } else {
      throw NSError(
        domain: NSCocoaErrorDomain, code: 134_060,
        userInfo: [
          NSLocalizedDescriptionKey:
            "This NSPersistentStoreCoordinator has no persistent stores. It cannot perform a save operation."
        ])
    }
    for object in insertedNow + updatedNow {
      object.row = Self.row(of: object)
      object.loaded = Set(object.values.keys)
      object.changed = []
      object.isInserted = false
      object.didSave()
    }
    for object in deletedNow {
      registered[object.objectID] = nil
      object.managedObjectContext = nil
    }
    inserted = []
    updated = []
    deleted = []
    NotificationCenter.default.post(
      name: .NSManagedObjectContextDidSave, object: self,
      userInfo: [
        NSInsertedObjectsKey: Set(insertedNow), NSUpdatedObjectsKey: Set(updatedNow),
        NSDeletedObjectsKey: Set(deletedNow),
      ])
    notifyControllers()
  }

  /// Applies this child context's changes to the same objects of `parent`: its inserts become
  /// new objects there, its changes (relationships too, to the parent's objects) are set on the
  /// parent's objects, its deletions delete them.
  func pushChanges(into parent: NSManagedObjectContext) {
    var counterparts: [ObjectIdentifier: NSManagedObject] = [:]
    for object in inserted {
      counterparts[ObjectIdentifier(object)] = NSManagedObject.make(entity: object.entity, insertInto: parent)
    }
    func counterpart(_ object: NSManagedObject) -> NSManagedObject? {
      counterparts[ObjectIdentifier(object)] ?? parent.registered[object.objectID]
        ?? parent.existing(object.objectID)
    }
    func mapped(_ value: Any?) -> Any? {
      switch value {
      case let object as NSManagedObject: return counterpart(object)
      case let objects as [NSManagedObject]: return objects.compactMap(counterpart)
      case let objects as Set<NSManagedObject>: return Set(objects.compactMap(counterpart))
      case let ordered as NSOrderedSet:
        return NSOrderedSet(array: ordered.array.compactMap { ($0 as? NSManagedObject).flatMap(counterpart) })
      default: return value
      }
    }
    for object in inserted {
      guard let copy = counterparts[ObjectIdentifier(object)] else { continue }
      for (key, value) in object.values { copy.setPrimitiveValue(mapped(value), forKey: key) }
    }
    for object in updated where object.isUpdated {
      guard let target = counterpart(object) else { continue }
      for key in object.changed { target.setPrimitiveValue(mapped(object.values[key]), forKey: key) }
    }
    for object in deleted {
      if let target = counterpart(object) { parent.delete(target) }
    }
  }

  /// Discards every unsaved insert, change and deletion.
  open func rollback() {
    for object in inserted {
      object.isInserted = false
      object.managedObjectContext = nil
    }
    for object in updated + deleted {
      object.values = [:]
      object.loaded = []
      object.changed = []
      object.isDeleted = false
    }
    inserted = []
    updated = []
    deleted = []
    notifyControllers()
  }

  /// Forgets every object: the next fetch reads the store again.
  open func reset() {
    rollback()
    registered = [:]
  }

  /// Reads `object`'s values from the store again; its unsaved changes are kept when `flag` is set.
  open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
    guard !flag else { return }
    object.values = [:]
    object.loaded = []
    object.changed = []
    updated.removeAll { $0 === object }
  }

  /// Refreshes every object.
  open func refreshAllObjects() {
    for object in registered.values where !object.hasChanges { refresh(object, mergeChanges: false) }
  }

  /// Takes the changes another context saved (the notification's objects are read again).
  open func mergeChanges(fromContextDidSave notification: Notification) {
    refreshAllObjects()
    notifyControllers()
  }

  /// Drops the object with `id`, deleted elsewhere: it counts as deleted, and no longer in this
  /// context.
  func forget(_ id: NSManagedObjectID) {
    guard let object = registered[id] else { return }
    registered[id] = nil
    updated.removeAll { $0 === object }
    deleted.removeAll { $0 === object }
    object.isDeleted = true
    object.managedObjectContext = nil
  }

  /// Gives inserted objects their permanent IDs (here at save; nothing to do before).
  open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

  /// The object with `objectID`, read from the store if need be.
  open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    if let object = registered[objectID] ?? inserted.first(where: { $0.objectID == objectID }) {
      return object
    }
    if let object = existing(objectID) { return object }
    CoreDataFailure.raise(
      "NSObjectInaccessibleException: the object with ID \(objectID) is not in the store.")
    return NSManagedObject(unmodelledEntityNamed: objectID.entityName)
  }

  /// The object with `objectID`, or Core Data's error when the store has none.
  open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    if let object = registered[objectID] ?? inserted.first(where: { $0.objectID == objectID })
      ?? existing(objectID)
    {
      return object
    }
    throw NSError(
      domain: NSCocoaErrorDomain, code: 133_000,
      userInfo: [NSLocalizedDescriptionKey: "The object with ID \(objectID) is not in the store."])
  }

  /// The object of the store row `objectID`, made and registered.
  func existing(_ objectID: NSManagedObjectID) -> NSManagedObject? {
    object(entityName: objectID.entityName, key: objectID.key)
  }

  /// The object of `entityName`'s row `key`, registered once per context.
  func object(entityName: String, key: Int) -> NSManagedObject? {
    guard let store, let row = store.row(entityName, key), let entity = model?.entitiesByName[entityName]
    else {
      return nil
    }
    let id = NSManagedObjectID(entityName: entityName, storeIdentifier: store.identifier, key: key)
    if let known = registered[id] { return known.isDeleted ? nil : known }
    let object = NSManagedObject.make(entity: entity, insertInto: nil)
    object.objectID = id
    object.values = [:]
    object.row = row
    object.managedObjectContext = self
    registered[id] = object
    object.awakeFromFetch()
    return object
  }

  /// The row the store keeps for `object`.
  static func row(of object: NSManagedObject) -> [String: Any] {
    var row: [String: Any] = [:]
    for property in object.entity.properties where !property.isTransient {
      if let value = object.primitiveValue(forKey: property.name),
        let encoded = CoreDataValues.encode(value, property: property)
      {
        row[property.name] = encoded
      }
    }
    return row
  }

  // MARK: Fetching

  /// The objects `request` asks for: the store's and this context's unsaved ones, less those
  /// deleted, filtered by its predicate, sorted, offset and limited.
  open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    let objects = try matching(request)
    if request.resultType == .countResultType {
      guard let count = NSNumber(value: objects.count) as? T else {
        CoreDataFailure.raise(
          "NSFetchRequest<\(T.self)>: a count result is an NSNumber, which is not a \(T.self)")
        return []
      }
      return [count]
    }
    if request.resultType == .managedObjectIDResultType { return objects.compactMap { $0.objectID as? T } }
    if request.resultType == .dictionaryResultType {
      return objects.compactMap { object -> T? in
        let names =
          request.propertiesToFetch?.compactMap { ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name }
          ?? object.entity.properties.filter { $0 is NSAttributeDescription }.map(\.name)
        var row: [String: Any] = [:]
        for name in names { row[name] = object.value(forKey: name) }
        return row as? T ?? NSDictionary(dictionary: row) as? T
      }
    }
    return objects.map { object in
      guard let result = object as? T else {
        CoreDataFailure.raise(
          "NSFetchRequest<\(T.self)>: the context fetched a \(type(of: object)) for entity "
            + "\(object.entity.name ?? "?"), which is not a \(T.self): the request's result type must be "
            + "the entity's class (its Class setting in the model, registered when the app's code declares it)"
        )
        return nil
      }
      return result
    }.compactMap { $0 }
  }

  /// How many objects `request` would fetch.
  open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    try matching(request).count
  }

  /// The managed objects `request` matches, in order.
  func matching<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
    guard let name = request.entityName ?? request.entity?.name, model?.entitiesByName[name] != nil else {
      CoreDataFailure.raise(
        "NSInvalidArgumentException: executeFetchRequest:error: A fetch request must have an entity "
          + "(\(request.entityName ?? "none") is not in the model).")
      return []
    }
    var objects: [NSManagedObject] = []
    for key in store?.keys(name) ?? [] {
      if let object = object(entityName: name, key: key), !object.isDeleted { objects.append(object) }
    }
    if request.includesPendingChanges {
      objects += inserted.filter { $0.entity.name == name }
    }
    if let predicate = request.predicate {
      objects = objects.filter { predicate.evaluate(with: $0) }
    }
    if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
      objects = objects.enumerated().sorted { a, b in
        for descriptor in descriptors {
          let order = descriptor.compare(a.element, to: b.element)
          if order != .orderedSame { return order == .orderedAscending }
        }
        return a.offset < b.offset
      }.map(\.element)
    }
    if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
    if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
    return objects
  }

  // MARK: Queues and notices

  /// Runs `block` on a later turn of the app's main queue.
  open func perform(_ block: @escaping @MainActor () -> Void) {
    DispatchQueue.main.async { MainActor.assumeIsolated { block() } }
  }

  /// Runs `block` now.
  open func performAndWait(_ block: () -> Void) { block() }

  /// Runs `block` now and returns what it returns (iOS 15).
  open func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }

  /// Posts the changes since the last notice (`NSManagedObjectContextObjectsDidChange`) and updates
  /// fetched results controllers; UIKit's run loop does this at the end of each event.
  open func processPendingChanges() {
    pendingNotice = false
    NotificationCenter.default.post(
      name: .NSManagedObjectContextObjectsDidChange, object: self,
      userInfo: [
        NSInsertedObjectsKey: insertedObjects, NSUpdatedObjectsKey: updatedObjects,
        NSDeletedObjectsKey: deletedObjects,
      ])
    notifyControllers()
  }

  func scheduleNotice() {
    guard !pendingNotice else { return }
    pendingNotice = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.pendingNotice else { return }
        self.processPendingChanges()
      }
    }
  }

  func notifyControllers() {
    controllers.removeAll { $0.controller == nil }
    for entry in controllers { entry.controller?.contextChanged() }
  }

  struct WeakController {
    weak var controller: FetchedResultsCore?
  }
}

/// Where a context's work runs, by its Objective-C name (Apple's “NSManagedObjectContextConcurrencyType”).
public typealias NSManagedObjectContextConcurrencyType = NSManagedObjectContext.ConcurrencyType

/// How a save settles values another context saved in between (Apple's “NSMergePolicyType”).
public enum NSMergePolicyType: UInt, Sendable {
  /// The save fails.
  case errorMergePolicyType = 0
  /// The store's values win, property by property.
  case mergeByPropertyStoreTrumpMergePolicyType = 1
  /// The context's values win, property by property.
  case mergeByPropertyObjectTrumpMergePolicyType = 2
  /// The context's objects replace the store's.
  case overwriteMergePolicyType = 3
  /// The context's changes are discarded.
  case rollbackMergePolicyType = 4
}

/// A merge policy (Apple's “NSMergePolicy”): kept and read back. Contexts here share their store
/// and read it again after every save, so no save ever meets a conflict to settle: each writes its
/// values over the store's, as `.mergeByPropertyObjectTrump` would.
public final class NSMergePolicy: Sendable, CustomStringConvertible {
  /// The policy's kind.
  public let mergeType: NSMergePolicyType

  /// A policy of `ty`.
  public init(merge ty: NSMergePolicyType) { mergeType = ty }

  /// The save fails on a conflict (the default).
  public static let error = NSMergePolicy(merge: .errorMergePolicyType)
  /// The store's values win.
  public static let mergeByPropertyStoreTrump = NSMergePolicy(
    merge: .mergeByPropertyStoreTrumpMergePolicyType)
  /// The context's values win.
  public static let mergeByPropertyObjectTrump = NSMergePolicy(
    merge: .mergeByPropertyObjectTrumpMergePolicyType)
  /// The context's objects replace the store's.
  public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
  /// The context's changes are discarded.
  public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)

  /// The kind's name.
  public var description: String { "NSMergePolicy(\(mergeType))" }
}

/// The default merge policy: the save fails on a conflict.
public let NSErrorMergePolicy: NSMergePolicy = NSMergePolicy.error
/// A merge policy where the context's values win.
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
/// A merge policy where the store's values win.
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump
/// A merge policy where the context's objects replace the store's.
public let NSOverwriteMergePolicy: NSMergePolicy = NSMergePolicy.overwrite
/// A merge policy that discards the context's changes.
public let NSRollbackMergePolicy: NSMergePolicy = NSMergePolicy.rollback

/// The inserted objects of a context notification's `userInfo`.
public let NSInsertedObjectsKey = "inserted"
/// The updated objects of a context notification's `userInfo`.
public let NSUpdatedObjectsKey = "updated"
/// The deleted objects of a context notification's `userInfo`.
public let NSDeletedObjectsKey = "deleted"

extension Notification.Name {
  /// Posted after a context saved.
  public static let NSManagedObjectContextDidSave = Notification.Name(
    "NSManagedObjectContextDidSaveNotification")
  /// Posted before a context saves.
  public static let NSManagedObjectContextWillSave = Notification.Name(
    "NSManagedObjectContextWillSaveNotification")
  /// Posted when a context's objects changed (at the end of the event, or on save).
  public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
    "NSManagedObjectContextObjectsDidChangeNotification")
  /// Posted when another process changed a store with history tracking (iOS 13): never, as no
  /// other process writes the app's stores here.
  public static let NSPersistentStoreRemoteChange = Notification.Name(
    "NSPersistentStoreRemoteChangeNotification")
}
