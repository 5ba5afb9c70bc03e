import Foundation

/// A request a store carries out itself (Apple's “NSPersistentStoreRequest”).
@preconcurrency @MainActor
open class NSPersistentStoreRequest: NSObject {}

/// What a batch delete answers (Apple's “NSBatchDeleteRequestResultType”).
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
  /// Only whether it succeeded.
  case resultTypeStatusOnly = 0
  /// The IDs of the objects deleted.
  case resultTypeObjectIDs = 1
  /// How many were deleted.
  case resultTypeCount = 2
}

/// Deletes every object a fetch request matches, in the store itself (Apple's
/// “NSBatchDeleteRequest”, iOS 9): as on iOS, the objects contexts hold are not told — they stay
/// in memory until the app merges the deletion (`mergeChanges(fromRemoteContextSave:into:)` with
/// the result's IDs) or refreshes them — and unsaved changes of the contexts are not looked at.
@preconcurrency @MainActor
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
  /// The objects to delete: those the request matches in the store.
  public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
  /// What the result carries (`.resultTypeStatusOnly` until set).
  open var resultType = NSBatchDeleteRequestResultType.resultTypeStatusOnly

  /// A batch delete of what `fetch` matches.
  public init(fetchRequest fetch: NSFetchRequest<any NSFetchRequestResult>) {
    fetchRequest = fetch
    super.init()
  }

  /// A batch delete of the objects with these IDs.
  public convenience init(objectIDs: [NSManagedObjectID]) {
    let request = NSFetchRequest<any NSFetchRequestResult>(entityName: objectIDs.first?.entityName ?? "")
    self.init(fetchRequest: request)
    only = Set(objectIDs)
  }

  /// The IDs a request made of IDs deletes.
  var only: Set<NSManagedObjectID>?
}

/// What a store request answered (Apple's “NSPersistentStoreResult”).
@preconcurrency @MainActor
open class NSPersistentStoreResult: NSObject {}

/// What a batch delete answered (Apple's “NSBatchDeleteResult”).
@preconcurrency @MainActor
open class NSBatchDeleteResult: NSPersistentStoreResult {
  /// `true` for `.resultTypeStatusOnly`, the deleted objects' IDs, or their count, as asked.
  open private(set) var result: Any?

  init(result: Any?) {
    self.result = result
    super.init()
  }
}

extension NSPersistentStoreCoordinator {
  /// Carries out `request` on the store, as `context`'s: a batch delete removes the rows its fetch
  /// request matches and writes the store at once. Other requests are not provided.
  public func execute(_ request: NSPersistentStoreRequest, with context: NSManagedObjectContext) throws
    -> NSPersistentStoreResult
  {
    guard let delete = request as? NSBatchDeleteRequest else {
      throw NSError(
        domain: NSCocoaErrorDomain, code: 134_091,
        userInfo: [
          NSLocalizedDescriptionKey: "\(type(of: request)) is not a request LifecycleKit carries out"
        ])
    }
    guard let store else {
      throw NSError(
        domain: NSCocoaErrorDomain, code: 134_060,
        userInfo: [NSLocalizedDescriptionKey: "This NSPersistentStoreCoordinator has no persistent stores."])
    }
    // The store's rows as a fresh context sees them: no unsaved change of any context counts.
    let reader = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    reader.persistentStoreCoordinator = self
    let request = delete.fetchRequest
    request.includesPendingChanges = false
    var ids = try reader.matching(request).map(\.objectID)
    if let only = delete.only { ids = ids.filter(only.contains) }
    for id in ids { store.remove(id) }
    try store.save()
    switch delete.resultType {
    case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
    case .resultTypeObjectIDs: return NSBatchDeleteResult(result: ids)
    case .resultTypeCount: return NSBatchDeleteResult(result: ids.count)
    }
  }
}

extension NSManagedObjectContext {
  /// Carries out `request` on the context's store (``NSPersistentStoreCoordinator/execute(_:with:)``).
  public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
    guard let coordinator = persistentStoreCoordinator ?? parent?.persistentStoreCoordinator else {
      throw NSError(
        domain: NSCocoaErrorDomain, code: 134_060,
        userInfo: [NSLocalizedDescriptionKey: "The context has no persistent store coordinator."])
    }
    return try coordinator.execute(request, with: self)
  }

  /// Takes a change made elsewhere — `NSDeletedObjectsKey`, `NSInsertedObjectsKey` and
  /// `NSUpdatedObjectsKey` with object IDs, as a batch delete's result gives them — into each of
  /// `contexts`: deleted objects leave them (and their fetched results controllers), the others
  /// are read again from the store.
  public static func mergeChanges(
    fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]
  ) {
    let deleted = (changeNotificationData[NSDeletedObjectsKey] as? [NSManagedObjectID]) ?? []
    for context in contexts {
      for id in deleted { context.forget(id) }
      context.mergeChanges(fromContextDidSave: Notification(name: .NSManagedObjectContextDidSave))
    }
  }
}
