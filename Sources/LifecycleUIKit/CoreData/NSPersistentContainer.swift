import Foundation

/// The store type of a SQLite file (Apple's “NSSQLiteStoreType”).
public let NSSQLiteStoreType = "SQLite"
/// The store type of a store kept in memory only.
public let NSInMemoryStoreType = "InMemory"
/// The store type of a binary file.
public let NSBinaryStoreType = "Binary"
/// The option that migrates a store's model automatically (inert: models are read as they are).
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
/// The option that infers a mapping model (inert).
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
/// The option that keeps a history of changes (inert).
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The option naming a store's iCloud content (iOS 5 to 9, deprecated): kept, and nothing is synced.
public let NSPersistentStoreUbiquitousContentNameKey = "NSPersistentStoreUbiquitousContentNameKey"
/// The option that posts remote change notifications (inert).
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey =
  "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// A store's file, read when it is added and written, whole and atomically, at each save.
///
/// The file is where the app names it (by default `Library/Application Support/NAME.sqlite` of
/// the app's sandbox), but it is not SQLite: a property list of each entity's rows. What a save
/// wrote survives the process; what it did not, does not.
@MainActor
final class CoreDataStore {
  let url: URL?
  var identifier: String
  var rows: [String: [Int: [String: Any]]] = [:]
  var lastKey = 0

  init(url: URL?) throws {
    self.url = url
    identifier = UUID().uuidString
    guard let url, FileManager.default.fileExists(atPath: url.path) else { return }
    guard let data = FileManager.default.contents(atPath: url.path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
      let stored = plist["rows"] as? [String: [String: [String: Any]]]
    else {
      throw NSError(
        domain: NSCocoaErrorDomain, code: 259,
        userInfo: [
          NSLocalizedDescriptionKey: "The file \(url.lastPathComponent) is not a store LifecycleKit wrote."
        ])
    }
    identifier = plist["identifier"] as? String ?? identifier
    lastKey = plist["lastKey"] as? Int ?? 0
    for (entity, entityRows) in stored {
      var byKey: [Int: [String: Any]] = [:]
      for (key, row) in entityRows { byKey[Int(key) ?? 0] = row }
      rows[entity] = byKey
    }
  }

  func nextKey() -> Int {
    lastKey += 1
    return lastKey
  }

  func row(_ entity: String, _ key: Int) -> [String: Any]? { rows[entity]?[key] }
  func keys(_ entity: String) -> [Int] { (rows[entity]?.keys).map { $0.sorted() } ?? [] }
  func put(_ id: NSManagedObjectID, row: [String: Any]) { rows[id.entityName, default: [:]][id.key] = row }
  func remove(_ id: NSManagedObjectID) { rows[id.entityName]?[id.key] = nil }

  /// Writes the store, or throws Core Data's error for a store that could not be written (134030).
  func save() throws {
    do {
      try write()
    } catch {
      throw NSError(
        domain: NSCocoaErrorDomain, code: 134_030,
        userInfo: [NSLocalizedDescriptionKey: "The store could not be written: \(error)"])
    }
  }

  private func write() throws {
    guard let url else { return }
    var stored: [String: [String: [String: Any]]] = [:]
    for (entity, entityRows) in rows {
      var byKey: [String: [String: Any]] = [:]
      for (key, row) in entityRows { byKey[String(key)] = row }
      stored[entity] = byKey
    }
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["identifier": identifier, "lastKey": lastKey, "rows": stored], format: .binary,
      options: 0)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}

/// A store added to a coordinator (Apple's “NSPersistentStore”).
@preconcurrency @MainActor
open class NSPersistentStore: NSObject {
  /// Its file.
  open var url: URL?
  /// Its type (`NSSQLiteStoreType` …).
  open var type: String
  /// Its identifier, kept in the file.
  open var identifier: String { store.identifier }
  let store: CoreDataStore

  init(type: String, url: URL?, store: CoreDataStore) {
    self.type = type
    self.url = url
    self.store = store
  }
}

/// Connects contexts to a store (Apple's “NSPersistentStoreCoordinator”).
@preconcurrency @MainActor
open class NSPersistentStoreCoordinator: NSObject {
  /// The model its stores hold.
  public let managedObjectModel: NSManagedObjectModel
  /// The stores added (one is used).
  open private(set) var persistentStores: [NSPersistentStore] = []

  /// A coordinator for `model`.
  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
    super.init()
    CoreDataRegistry.models[ObjectIdentifier(model)] = model
  }

  var store: CoreDataStore? { persistentStores.first?.store }

  /// Adds the store of `storeType` at `url` (read now when the file exists), or throws Core Data's
  /// error when the file is not a store.
  @discardableResult
  open func addPersistentStore(
    ofType storeType: String, configurationName: String?, at url: URL?, options: [AnyHashable: Any]? = nil
  ) throws -> NSPersistentStore {
    // `/dev/null` is the usual way to ask SQLite for a store in memory.
    let inMemory = storeType == NSInMemoryStoreType || url?.path == "/dev/null"
    if !inMemory, let url { _ = Self.checkSandbox(url) }
    let store = try CoreDataStore(url: inMemory ? nil : url)
    let added = NSPersistentStore(type: storeType, url: url, store: store)
    persistentStores.append(added)
    return added
  }

  /// Adds the store `description` names (iOS 10).
  open func addPersistentStore(
    with description: NSPersistentStoreDescription,
    completionHandler block: (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    do {
      try addPersistentStore(
        ofType: description.type, configurationName: nil, at: description.url, options: nil)
      block(description, nil)
    } catch {
      block(description, error)
    }
  }

  /// A store of app code outside its sandbox would be the host's file, shared by every simulated
  /// app and kept between runs: a misuse naming it, and false. True inside the sandbox, and
  /// outside app code.
  static func checkSandbox(_ url: URL) -> Bool {
    let home: String?? = AppThread.withHost { host in host.process?.dataDirectory.standardizedFileURL.path }
    guard let home, let home else { return true }
    let path = url.standardizedFileURL.path
    guard path != home, !path.hasPrefix(home + "/") else { return true }
    AppContext.current?.process?.reportMisuse(
      "NSPersistentStoreCoordinator: the store \(path) is outside the app's sandbox, so every simulated app "
        + "and run would share it: put it under NSPersistentContainer.defaultDirectoryURL() or "
        + "FileManager's Application Support or Documents folder")
    return false
  }

  /// Removes `store`.
  open func remove(_ store: NSPersistentStore) throws { persistentStores.removeAll { $0 === store } }

  /// The store at `url`.
  open func persistentStore(for url: URL) -> NSPersistentStore? { persistentStores.first { $0.url == url } }

  /// Deletes the store file at `url` (iOS 9).
  open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil)
    throws
  {
    guard url.path != "/dev/null", storeType != NSInMemoryStoreType else { return }
    guard Self.checkSandbox(url) else { return }
    try? FileManager.default.removeItem(at: url)
  }
}

/// How a container adds a store (Apple's “NSPersistentStoreDescription”).
@preconcurrency @MainActor
open class NSPersistentStoreDescription: NSObject {
  /// The store's file.
  open var url: URL?
  /// The store's type.
  open var type: String = NSSQLiteStoreType
  /// Inert: stores are added when asked.
  open var shouldAddStoreAsynchronously = false
  /// Inert: models are read as they are.
  open var shouldMigrateStoreAutomatically = true
  /// Inert: models are read as they are.
  open var shouldInferMappingModelAutomatically = true
  /// Inert: the store is never read-only.
  open var isReadOnly = false
  /// Options, kept.
  open private(set) var options: [String: NSObject] = [:]
  /// Inert: no CloudKit.
  open var cloudKitContainerOptions: Any?

  /// A description of the store at `url`.
  public init(url: URL) {
    self.url = url
  }

  override public init() {}

  /// Sets an option.
  open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// A model, a coordinator and a main-queue context, set up from the model named like the
/// container (Apple's “NSPersistentContainer”).
@preconcurrency @MainActor
open class NSPersistentContainer: NSObject {
  /// The container's name: its model's and its store file's.
  public let name: String
  /// The model.
  public let managedObjectModel: NSManagedObjectModel
  /// The coordinator.
  public let persistentStoreCoordinator: NSPersistentStoreCoordinator
  /// The stores `loadPersistentStores` adds.
  open var persistentStoreDescriptions: [NSPersistentStoreDescription]
  /// The context for the main queue.
  public let viewContext: NSManagedObjectContext

  /// A container for the model `NAME.momd` of the app's bundle. A model the bundle lacks is what
  /// Core Data logs on iOS before the first fetch fails: a misuse naming it.
  public convenience init(name: String) {
    let url =
      Bundle.main.url(forResource: name, withExtension: "momd")
      ?? Bundle.main.url(forResource: name, withExtension: "mom")
    let model = url.flatMap(NSManagedObjectModel.init(contentsOf:))
    if model == nil {
      AppContext.current?.process?.reportMisuse(
        "NSPersistentContainer(name: \"\(name)\"): the app's bundle has no model \(name).momd, so every fetch and "
          + "insert fails: name the container like the .xcdatamodeld file (Docs/Compatibility.md)")
    }
    self.init(name: name, managedObjectModel: model ?? NSManagedObjectModel())
  }

  /// A container for `model`.
  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    managedObjectModel = model
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    persistentStoreDescriptions = [
      NSPersistentStoreDescription(
        url: Self.defaultDirectoryURL().appendingPathComponent(name).appendingPathExtension("sqlite"))
    ]
    viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    super.init()
    viewContext.persistentStoreCoordinator = persistentStoreCoordinator
  }

  /// Where stores go by default: the app's `Library/Application Support`.
  open class func defaultDirectoryURL() -> URL { URL.applicationSupportDirectory }

  /// Adds each described store, calling `block` for each (with the error, if one could not be read).
  open func loadPersistentStores(
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    for description in persistentStoreDescriptions {
      persistentStoreCoordinator.addPersistentStore(with: description) { block($0, $1) }
    }
  }

  /// A new private-queue context on the same store.
  open func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }

  /// Runs `block` with a new background context, on a later turn of the app's main queue.
  open func performBackgroundTask(_ block: @escaping @MainActor (NSManagedObjectContext) -> Void) {
    let context = newBackgroundContext()
    context.perform { block(context) }
  }
}

/// A container that also syncs with iCloud (Apple's “NSPersistentCloudKitContainer”): the
/// simulated device has no iCloud account, so it keeps its store locally, as a device signed out.
@preconcurrency @MainActor
open class NSPersistentCloudKitContainer: NSPersistentContainer {}
