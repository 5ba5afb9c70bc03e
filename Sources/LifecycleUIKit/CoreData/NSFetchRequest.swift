import Foundation

/// What a fetch returns (Apple's “NSFetchRequestResultType”).
public struct NSFetchRequestResultType: OptionSet, Sendable {
  /// The type's bits: 0 objects, 1 object IDs, 2 dictionaries, 4 a count.
  public let rawValue: UInt
  /// The result type of these bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Managed objects.
  public static let managedObjectResultType = NSFetchRequestResultType([])
  /// Their IDs.
  public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
  /// Dictionaries of values (unsupported: a fetch returns nothing of this type).
  public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
  /// One number: the count.
  public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// What to fetch from a context: an entity's objects, filtered, sorted and limited (Apple's
/// “NSFetchRequest”).
@preconcurrency @MainActor
open class NSFetchRequest<ResultType>: NSObject {
  /// The entity's name.
  open var entityName: String?
  /// The entity, when set instead of its name.
  open var entity: NSEntityDescription?
  /// The condition objects meet; all objects when nil.
  open var predicate: NSPredicate?
  /// The order, first descriptor first.
  open var sortDescriptors: [NSSortDescriptor]?
  /// At most this many objects (0: no limit).
  open var fetchLimit = 0
  /// Objects skipped first.
  open var fetchOffset = 0
  /// Inert: objects are read whole.
  open var fetchBatchSize = 0
  /// Inert: objects are never faults.
  open var returnsObjectsAsFaults = true
  /// Whether the context's unsaved inserts count.
  open var includesPendingChanges = true
  /// Inert: sub-entities are not modelled.
  open var includesSubentities = true
  /// Inert: relationships are read when used.
  open var relationshipKeyPathsForPrefetching: [String]?
  /// Inert: every property is read.
  open var propertiesToFetch: [Any]?
  /// What the fetch returns.
  open var resultType: NSFetchRequestResultType = .managedObjectResultType
  /// Inert: duplicates are not dropped (dictionary results are unsupported).
  open var returnsDistinctResults = false

  /// A request for the objects of the entity named `entityName`.
  public init(entityName: String) {
    self.entityName = entityName
  }

  /// A request without an entity yet.
  override public init() {}
}

/// An order by one key (Apple's “NSSortDescriptor”): ascending or descending, strings compared
/// case-insensitively when its selector says so (`caseInsensitiveCompare:`,
/// `localizedCaseInsensitiveCompare:`, `localizedStandardCompare:`).
///
/// Foundation on Linux has no `init(key:ascending:)` (it has no key-value coding); this one reads
/// managed objects and dictionaries by key.
open class NSSortDescriptor: NSObject, @unchecked Sendable {
  /// The key path compared.
  public let key: String?
  /// Whether smaller values come first.
  public let ascending: Bool
  /// The comparison's selector, when one was given.
  public let selector: Selector?

  /// An order by `key`.
  public init(key: String?, ascending: Bool) {
    self.key = key
    self.ascending = ascending
    selector = nil
  }

  /// An order by `key` using `selector` to compare strings.
  public init(key: String?, ascending: Bool, selector: Selector?) {
    self.key = key
    self.ascending = ascending
    self.selector = selector
  }

  /// The opposite order.
  open var reversedSortDescriptor: Any {
    NSSortDescriptor(key: key, ascending: !ascending, selector: selector)
  }

  /// The order of two objects by this descriptor.
  @MainActor func compare(_ lhs: Any, to rhs: Any) -> ComparisonResult {
    let path = PredicateExpression.keyPath((key ?? "").split(separator: ".").map(String.init))
    var options: PredicateNode.Options = []
    if let name = selector.map({ "\($0)" }),
      name.lowercased().contains("caseinsensitive") || name.contains("Standard")
    {
      options.insert(.caseInsensitive)
    }
    let order = PredicateValues.compare(path.value(lhs), path.value(rhs), options)
    guard !ascending else { return order }
    switch order {
    case .orderedAscending: return .orderedDescending
    case .orderedDescending: return .orderedAscending
    case .orderedSame: return .orderedSame
    }
  }

  override open var description: String { "(\(key ?? ""), \(ascending ? "ascending" : "descending"))" }
}

/// A change a fetched results controller reports (Apple's “NSFetchedResultsChangeType”).
public enum NSFetchedResultsChangeType: UInt, Sendable {
  case insert = 1
  case delete = 2
  case move = 3
  case update = 4
}

/// One section of a fetched results controller (Apple's “NSFetchedResultsSectionInfo”).
@MainActor
public protocol NSFetchedResultsSectionInfo {
  /// The section's name: its objects' value of the section key path.
  var name: String { get }
  /// The index title.
  var indexTitle: String? { get }
  /// How many objects it has.
  var numberOfObjects: Int { get }
  /// Its objects.
  var objects: [Any]? { get }
}

/// What a fetched results controller tells its delegate (Apple's
/// “NSFetchedResultsControllerDelegate”); every method has a default that does nothing.
@MainActor
public protocol NSFetchedResultsControllerDelegate: AnyObject {
  /// Changes are about to be reported.
  func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
  /// An object was inserted, deleted, moved or updated.
  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?,
    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
  /// A section was inserted or deleted.
  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange sectionInfo: any NSFetchedResultsSectionInfo,
    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
  /// The changes were reported.
  func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
}

extension NSFetchedResultsControllerDelegate {
  /// Does nothing: a delegate that does not implement it is not told.
  public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
  {}
  /// Does nothing: a delegate that does not implement it is not told.
  public func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?,
    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
  ) {}
  /// Does nothing: a delegate that does not implement it is not told.
  public func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange sectionInfo: any NSFetchedResultsSectionInfo,
    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
  ) {}
  /// Does nothing: a delegate that does not implement it is not told.
  public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
  }
}

/// A section of fetched objects.
struct FetchedSection: NSFetchedResultsSectionInfo {
  var name: String
  var indexTitle: String? { name.first.map { String($0).uppercased() } }
  var members: [NSManagedObject]
  var numberOfObjects: Int { members.count }
  var objects: [Any]? { members }
}

/// The state a fetched results controller and its untyped view share: objects, sections, delegate.
@MainActor
final class FetchedResultsCore {
  let request: NSFetchRequest<any NSFetchRequestResult>
  let context: NSManagedObjectContext
  let sectionNameKeyPath: String?
  var sections: [FetchedSection] = []
  var fetched = false
  weak var delegate: (any NSFetchedResultsControllerDelegate)?
  weak var untyped: NSFetchedResultsController<any NSFetchRequestResult>?

  init(
    request: NSFetchRequest<any NSFetchRequestResult>, context: NSManagedObjectContext,
    sectionNameKeyPath: String?
  ) {
    self.request = request
    self.context = context
    self.sectionNameKeyPath = sectionNameKeyPath
  }

  var objects: [NSManagedObject] { sections.flatMap(\.members) }

  func fetch() throws {
    let objects = try context.matching(request)
    var result: [FetchedSection] = []
    for object in objects {
      let name: String
      if let path = sectionNameKeyPath {
        let value = PredicateExpression.keyPath(path.split(separator: ".").map(String.init)).value(object)
        name = value.map { "\($0)" } ?? ""
      } else {
        name = ""
      }
      if let last = result.last, last.name == name {
        result[result.count - 1].members.append(object)
      } else {
        result.append(FetchedSection(name: name, members: [object]))
      }
    }
    if sectionNameKeyPath == nil && result.isEmpty { result = [FetchedSection(name: "", members: [])] }
    sections = result
    fetched = true
  }

  func indexPath(of object: NSManagedObject, in sections: [FetchedSection]) -> IndexPath? {
    for (sectionIndex, section) in sections.enumerated() {
      if let row = section.members.firstIndex(where: { $0 === object }) {
        return IndexPath(row: row, section: sectionIndex)
      }
    }
    return nil
  }

  /// Fetches again after the context changed and reports the differences to the delegate.
  func contextChanged() {
    guard fetched, let controller = untyped else { return }
    let before = sections
    let changedObjects = Set(context.updated.filter(\.hasChanges).map(ObjectIdentifier.init))
    guard (try? fetch()) != nil else { return }
    let after = sections
    var changes: [(Any, IndexPath?, NSFetchedResultsChangeType, IndexPath?)] = []
    var sectionChanges: [(any NSFetchedResultsSectionInfo, Int, NSFetchedResultsChangeType)] = []
    let beforeNames = before.map(\.name)
    let afterNames = after.map(\.name)
    if sectionNameKeyPath != nil {
      for (index, section) in before.enumerated() where !afterNames.contains(section.name) {
        sectionChanges.append((section, index, .delete))
      }
      for (index, section) in after.enumerated() where !beforeNames.contains(section.name) {
        sectionChanges.append((section, index, .insert))
      }
    }
    for object in before.flatMap(\.members) {
      let old = indexPath(of: object, in: before)
      if let new = indexPath(of: object, in: after) {
        if new != old {
          changes.append((object, old, .move, new))
        } else if changedObjects.contains(ObjectIdentifier(object)) {
          changes.append((object, old, .update, nil))
        }
      } else {
        changes.append((object, old, .delete, nil))
      }
    }
    for object in after.flatMap(\.members) where indexPath(of: object, in: before) == nil {
      changes.append((object, nil, .insert, indexPath(of: object, in: after)))
    }
    guard !changes.isEmpty || !sectionChanges.isEmpty, let delegate else { return }
    delegate.controllerWillChangeContent(controller)
    for (info, index, type) in sectionChanges {
      delegate.controller(controller, didChange: info, atSectionIndex: index, for: type)
    }
    for (object, old, type, new) in changes {
      delegate.controller(controller, didChange: object, at: old, for: type, newIndexPath: new)
    }
    delegate.controllerDidChangeContent(controller)
  }
}

/// Fetched objects kept in step with a context, in sections, for a table or collection view
/// (Apple's “NSFetchedResultsController”): after `performFetch()`, each change of the context
/// (at the end of the event, or on save) is fetched again and reported to the delegate as
/// inserts, deletes, moves and updates.
@preconcurrency @MainActor
open class NSFetchedResultsController<ResultType>: NSObject {
  let core: FetchedResultsCore
  private var untypedView: NSFetchedResultsController<any NSFetchRequestResult>?

  /// The request.
  public let fetchRequest: NSFetchRequest<ResultType>
  /// The context.
  public var managedObjectContext: NSManagedObjectContext { core.context }
  /// The key path that names each object's section, if any.
  public var sectionNameKeyPath: String? { core.sectionNameKeyPath }
  /// Inert: no cache.
  public let cacheName: String?

  /// A controller for `fetchRequest` in `context`. A request without sort descriptors is the
  /// exception Core Data raises (the app crashes), as on iOS.
  public init(
    fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
    sectionNameKeyPath: String?, cacheName name: String?
  ) {
    self.fetchRequest = fetchRequest
    cacheName = name
    let request = NSFetchRequest<any NSFetchRequestResult>()
    request.entityName = fetchRequest.entityName ?? fetchRequest.entity?.name
    request.predicate = fetchRequest.predicate
    request.sortDescriptors = fetchRequest.sortDescriptors
    request.fetchLimit = fetchRequest.fetchLimit
    request.fetchOffset = fetchRequest.fetchOffset
    core = FetchedResultsCore(request: request, context: context, sectionNameKeyPath: sectionNameKeyPath)
    super.init()
    if (fetchRequest.sortDescriptors ?? []).isEmpty {
      CoreDataFailure.raise(
        "NSInvalidArgumentException: An instance of NSFetchedResultsController requires a fetch request with sort "
          + "descriptors")
    }
    context.controllers.append(.init(controller: core))
    if let same = self as? NSFetchedResultsController<any NSFetchRequestResult> {
      core.untyped = same
    } else {
      let view = NSFetchedResultsController<any NSFetchRequestResult>(sharing: core, request: request)
      untypedView = view
      core.untyped = view
    }
  }

  /// The untyped view a typed controller hands its delegate (Objective-C's generics are erased).
  init(sharing core: FetchedResultsCore, request: NSFetchRequest<ResultType>) {
    self.core = core
    fetchRequest = request
    cacheName = nil
    super.init()
  }

  /// The delegate told of changes.
  public weak var delegate: (any NSFetchedResultsControllerDelegate)? {
    get { core.delegate }
    set { core.delegate = newValue }
  }

  /// Fetches the objects.
  open func performFetch() throws {
    core.request.predicate = fetchRequest.predicate
    core.request.sortDescriptors = fetchRequest.sortDescriptors
    try core.fetch()
  }

  /// The objects fetched, in order; nil before `performFetch()`.
  open var fetchedObjects: [ResultType]? {
    core.fetched ? core.objects.compactMap { $0 as? ResultType } : nil
  }

  /// The sections; nil before `performFetch()`.
  open var sections: [any NSFetchedResultsSectionInfo]? { core.fetched ? core.sections : nil }

  /// The object at `indexPath`. One outside the sections is the exception Core Data raises.
  open func object(at indexPath: IndexPath) -> ResultType {
    let sections = core.sections
    guard indexPath.section < sections.count, indexPath.row < sections[indexPath.section].members.count,
      let object = sections[indexPath.section].members[indexPath.row] as? ResultType
    else {
      CoreDataFailure.raise(
        "NSRangeException: no object at index \(indexPath.row) in section at index \(indexPath.section)")
      return placeholder(crashing: "object(at: \(indexPath))")
    }
    return object
  }

  /// A value for a call whose exception already crashed the app to return while the device ends
  /// the process: an unsaved object of the request's entity, made of its class. A result type no
  /// object can have ends the host too, naming the call.
  func placeholder(crashing call: String) -> ResultType {
    let entity =
      (fetchRequest.entityName ?? fetchRequest.entity?.name).flatMap {
        core.context.model?.entitiesByName[$0]
      }
    if let entity, let object = NSManagedObject.make(entity: entity, insertInto: nil) as? ResultType {
      return object
    }
    if let object = core.objects.first as? ResultType { return object }
    fatalError("NSFetchedResultsController.\(call): the app crashed, and no \(ResultType.self) can stand in")
  }

  /// Where `object` is, if fetched.
  open func indexPath(forObject object: ResultType) -> IndexPath? {
    guard let managed = object as? NSManagedObject else { return nil }
    return core.indexPath(of: managed, in: core.sections)
  }

  /// The section index titles.
  open var sectionIndexTitles: [String] { core.sections.compactMap(\.indexTitle) }
}
