import Foundation
import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A book, as `lifecycle import` translates `@NSManaged var title: String?` and its kin.
final class Book: NSManagedObject {
  var title: String? {
    get { lifecycleManagedValue(forKey: "title") }
    set { lifecycleSetManagedValue(newValue, forKey: "title") }
  }
  var pages: Int16 {
    get { lifecycleManagedValue(forKey: "pages") }
    set { lifecycleSetManagedValue(newValue, forKey: "pages") }
  }
  var shelf: Shelf? {
    get { lifecycleManagedValue(forKey: "shelf") }
    set { lifecycleSetManagedValue(newValue, forKey: "shelf") }
  }
}

/// A shelf of books.
final class Shelf: NSManagedObject {
  var name: String {
    get { lifecycleManagedValue(forKey: "name") }
    set { lifecycleSetManagedValue(newValue, forKey: "name") }
  }
  var books: Set<Book> {
    get { lifecycleManagedValue(forKey: "books") }
    set { lifecycleSetManagedValue(newValue, forKey: "books") }
  }
  func addToBooks(_ value: Book) { lifecycleAdd(value, toKey: "books") }
}

/// A series: its volumes in order, and not to be deleted while it has any.
final class Series: NSManagedObject {
  var volumes: NSOrderedSet {
    get { lifecycleManagedValue(forKey: "volumes") }
    set { lifecycleSetManagedValue(newValue, forKey: "volumes") }
  }
  // What `lifecycle import` makes of Xcode's generated ordered accessors.
  func insertIntoVolumes(_ value: Book, at idx: Int) { lifecycleInsert(value, at: idx, intoKey: "volumes") }
  func removeFromVolumes(at idx: Int) { lifecycleRemove(at: idx, fromKey: "volumes") }
  func replaceVolumes(at idx: Int, with value: Book) {
    lifecycleReplace(at: idx, with: value, inKey: "volumes")
  }
  func insertIntoVolumes(_ values: [Book], at indexes: NSIndexSet) {
    lifecycleInsert(values, at: indexes, intoKey: "volumes")
  }
}

/// The model of books and shelves, as Xcode writes an `.xcdatamodel`'s `contents`.
enum LibraryModel {
  static let contents = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" systemVersion="21G72">
        <entity name="Book" representedClassName=".Book" syncable="YES">
            <attribute name="pages" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="title" optional="YES" attributeType="String"/>
            <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
        </entity>
        <entity name="Shelf" representedClassName="Library.Shelf" syncable="YES">
            <attribute name="name" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
        </entity>
        <entity name="Series" representedClassName="Series" syncable="YES">
            <relationship name="volumes" optional="YES" toMany="YES" deletionRule="Deny" ordered="YES" destinationEntity="Book"/>
        </entity>
    </model>
    """

  @MainActor static func model() throws -> NSManagedObjectModel {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "model-\(UUID().uuidString).momd")
    let version = folder.appendingPathComponent("Library.xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: version.appendingPathComponent("contents"))
    defer { try? FileManager.default.removeItem(at: folder) }
    NSManagedObject.register(Book.self, named: "Book")
    NSManagedObject.register(Shelf.self, named: "Shelf")
    NSManagedObject.register(Series.self, named: "Series")
    return try #require(NSManagedObjectModel(contentsOf: folder))
  }
}

/// An app that keeps books with Core Data in its sandbox: `add` inserts without saving, `save`
/// saves, `titles` fetches.
final class LibraryDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  lazy var container: NSPersistentContainer = {
    let container = NSPersistentContainer(name: "Library", managedObjectModel: (try? LibraryModel.model())!)
    container.loadPersistentStores { _, error in if let error { self.errors.append("\(error)") } }
    return container
  }()
  var errors: [String] = []

  static let scenarioScript = ScenarioScript(
    for: LibraryDelegate.self,
    actions: [
      "add": { app, arguments in
        let book = Book(context: app.container.viewContext)
        book.title = arguments.first
      },
      "store-at": { app, arguments in
        let coordinator = app.container.persistentStoreCoordinator
        let url = URL(fileURLWithPath: arguments.first ?? "")
        do {
          try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url)
        } catch { app.errors.append("\(error)") }
      },
      "save": { app, _ in
        do { try app.container.viewContext.save() } catch { app.errors.append("\(error)") }
      },
    ],
    probes: [
      "titles": { app in
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        let books = (try? app.container.viewContext.fetch(request)) ?? []
        return books.map { $0.title ?? "-" }.joined(separator: ",")
      },
      "store": { app in
        app.container.persistentStoreDescriptions.first?.url?.path.replacingOccurrences(
          of: FileManager.default.homeDirectoryForCurrentUser.path, with: "~")
      },
    ])
}

@MainActor
@Suite("Core Data: models, contexts, stores, predicates and fetched results controllers")
struct CoreDataTests {
  /// A context on an in-memory store of the library model.
  func context() throws -> NSManagedObjectContext {
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: try LibraryModel.model())
    try coordinator.addPersistentStore(ofType: NSInMemoryStoreType, configurationName: nil, at: nil)
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    return context
  }

  @Test("a model is read from the contents Xcode writes: entities, classes, attributes and relationships")
  func readsModel() throws {
    let model = try LibraryModel.model()
    #expect(model.entities.map { $0.name ?? "" } == ["Book", "Shelf", "Series"])
    let book = try #require(model.entitiesByName["Book"])
    #expect(book.managedObjectClassName == ".Book")
    #expect(book.attributesByName["pages"]?.attributeType == .integer16AttributeType)
    #expect(book.attributesByName["title"]?.isOptional == true)
    let books = try #require(model.entitiesByName["Shelf"]?.relationshipsByName["books"])
    #expect(
      books.isToMany && books.deleteRule == .cascadeDeleteRule && books.inverseRelationship?.name == "shelf")
  }

  @Test("objects are made of the app's class; a relationship keeps its inverse in step")
  func relationshipsKeepInverses() throws {
    let context = try context()
    let fiction = Shelf(context: context)
    fiction.name = "Fiction"
    let book = Book(context: context)
    book.title = "Dune"
    book.shelf = fiction
    #expect(fiction.books.map { $0.title } == ["Dune"], "the inverse to-many gained the book")
    let other = Shelf(context: context)
    other.name = "Other"
    other.addToBooks(book)
    #expect(book.shelf === other && fiction.books.isEmpty, "moving the book takes it off the first shelf")
    #expect(book.pages == 0, "the model's default value")
  }

  @Test("a fetch filters with a predicate format, sorts, and counts unsaved inserts")
  func fetchesWithPredicates() throws {
    let context = try context()
    let shelf = Shelf(context: context)
    shelf.name = "Fiction"
    for (title, pages) in [("Dune", 412), ("Emma", 300), ("dracula", 418)] {
      let book = Book(context: context)
      book.title = title
      book.pages = Int16(pages)
      book.shelf = title == "Emma" ? nil : shelf
    }
    func titles(_ format: String, _ arguments: [Any] = []) throws -> [String] {
      let request = NSFetchRequest<Book>(entityName: "Book")
      request.predicate = NSPredicate(format: format, argumentArray: arguments)
      request.sortDescriptors = [
        NSSortDescriptor(key: "title", ascending: true, selector: Selector("caseInsensitiveCompare:"))
      ]
      return try context.fetch(request).map { $0.title ?? "" }
    }
    #expect(try titles("pages > 350") == ["dracula", "Dune"])
    #expect(try titles("title BEGINSWITH[c] %@", ["d"]) == ["dracula", "Dune"])
    #expect(try titles("shelf.name == %@ AND pages < %d", ["Fiction", 415]) == ["Dune"])
    #expect(try titles("shelf == nil OR title LIKE 'D*'") == ["Dune", "Emma"])
    #expect(try titles("%K IN {'Emma', 'Dune'}", ["title"]) == ["Dune", "Emma"])
    #expect(try titles("NOT (pages BETWEEN {300, 412})") == ["dracula"])
    let shelves = NSFetchRequest<Shelf>(entityName: "Shelf")
    shelves.predicate = NSPredicate(format: "ANY books.title CONTAINS[cd] %@", "UN")
    #expect(try context.fetch(shelves).count == 1)
    shelves.predicate = NSPredicate(format: "books.@count == 2")
    #expect(try context.count(for: shelves) == 1)
  }

  @Test("a save without a required value throws Core Data's validation error and saves nothing")
  func validationError() throws {
    let context = try context()
    _ = Shelf(context: context)
    #expect(throws: NSError.self) { try context.save() }
    do {
      try context.save()
    } catch let error as NSError {
      #expect(error.code == 1570 && error.domain == NSCocoaErrorDomain)
    }
    #expect(context.hasChanges)
  }

  @Test("deleting a shelf cascades to its books; rollback brings back what was not saved")
  func deleteRulesAndRollback() throws {
    let context = try context()
    let shelf = Shelf(context: context)
    shelf.name = "Fiction"
    let book = Book(context: context)
    book.shelf = shelf
    try context.save()
    context.delete(shelf)
    #expect(book.isDeleted, "the cascade rule deleted the book")
    context.rollback()
    #expect(try context.count(for: NSFetchRequest<Book>(entityName: "Book")) == 1)
    context.delete(shelf)
    try context.save()
    #expect(try context.count(for: NSFetchRequest<Book>(entityName: "Book")) == 0)
  }

  @Test("a fetched results controller reports inserts, moves and deletes to its delegate")
  func fetchedResultsController() throws {
    final class Recorder: NSFetchedResultsControllerDelegate {
      var events: [String] = []
      func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
        events.append("will")
      }
      func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
      ) {
        let title = (anObject as? Book)?.title ?? "?"
        events.append("\(type.rawValue) \(title) \(indexPath?.row ?? -1)>\(newIndexPath?.row ?? -1)")
      }
      func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
        events.append("did")
      }
    }
    let context = try context()
    let emma = Book(context: context)
    emma.title = "Emma"
    try context.save()
    let request = NSFetchRequest<Book>(entityName: "Book")
    request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    let controller = NSFetchedResultsController(
      fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
    let recorder = Recorder()
    controller.delegate = recorder
    try controller.performFetch()
    #expect(controller.fetchedObjects?.map(\.title) == ["Emma"])
    let dune = Book(context: context)
    dune.title = "Dune"
    try context.save()
    #expect(recorder.events == ["will", "3 Emma 0>1", "1 Dune -1>0", "did"])
    #expect(controller.object(at: IndexPath(row: 0, section: 0)).title == "Dune")
    #expect(controller.sections?.first?.numberOfObjects == 2)
  }

  @Test("a predicate format that does not parse crashes the app with the format, as Foundation raises")
  func badFormat() throws {
    let device = try makeDevice(
      .ios13, catalog: AppCatalog.builtIn.addingUIKitApp("library") { LibraryDelegate() })
    try device.install(InstallSpec(name: "Library", appID: "library"))
    try device.launch("Library")
    _ = try device.perform("add", arguments: ["Dune"], in: "Library")
    try device.runAsAppCode(of: "Library", as: LibraryDelegate.self) { _ in
      _ = NSPredicate(format: "title ==")
    }
    #expect(
      device.reports.contains { $0.description.contains("Unable to parse the format string \"title ==\"") },
      "\(device.reports)")
  }

  @Test(
    "a child context's save gives its parent its inserts, relationships too; the parent's save stores them")
  func childContextSavesIntoParent() throws {
    let parent = try context()
    let fiction = Shelf(context: parent)
    fiction.name = "Fiction"
    try parent.save()
    let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    child.parent = parent
    let shelf = try #require(child.object(with: fiction.objectID) as? Shelf)
    let book = Book(context: child)
    book.title = "Dune"
    book.shelf = shelf
    try child.save()
    #expect(
      fiction.books.map { $0.title } == ["Dune"], "the parent's shelf holds the parent's copy of the book")
    #expect(parent.hasChanges && !child.hasChanges)
    try parent.save()
    let stored = try parent.fetch(NSFetchRequest<Book>(entityName: "Book"))
    #expect(stored.map { $0.shelf?.name } == ["Fiction"])
  }

  @Test("a dictionary fetch gives the properties asked for; a count fetch gives the count")
  func dictionaryAndCountResults() throws {
    let context = try context()
    for (title, pages) in [("Dune", 412), ("Emma", 474)] {
      let book = Book(context: context)
      book.title = title
      book.pages = Int16(pages)
    }
    let request = NSFetchRequest<NSDictionary>(entityName: "Book")
    request.resultType = .dictionaryResultType
    request.propertiesToFetch = ["title"]
    request.sortDescriptors = [NSSortDescriptor(key: "pages", ascending: false)]
    let rows = try context.fetch(request)
    #expect(rows.map { $0["title"] as? String } == ["Emma", "Dune"])
    #expect(rows.allSatisfy { $0["pages"] == nil }, "only the properties asked for")
    let count = NSFetchRequest<NSNumber>(entityName: "Book")
    count.resultType = .countResultType
    #expect(try context.fetch(count).map(\.intValue) == [2])
  }

  @Test("an ordered relationship keeps its order through Xcode's insert, remove and replace accessors")
  func orderedAccessors() throws {
    let context = try context()
    let books = ["Dune", "Emma", "Ulysses", "Beloved"].map { title in
      let book = Book(context: context)
      book.title = title
      return book
    }
    let series = Series(context: context)
    series.insertIntoVolumes(books[0], at: 0)
    series.insertIntoVolumes(books[1], at: 0)
    series.insertIntoVolumes(
      [books[2], books[3]], at: NSIndexSet(indexesIn: NSRange(location: 1, length: 2)))
    func titles() -> [String] { series.volumes.array.compactMap { ($0 as? Book)?.title } }
    #expect(titles() == ["Emma", "Ulysses", "Beloved", "Dune"])
    series.removeFromVolumes(at: 1)
    series.replaceVolumes(at: 0, with: books[2])
    #expect(titles() == ["Ulysses", "Beloved", "Dune"])
    try context.save()
    context.reset()
    let stored = try #require(try context.fetch(NSFetchRequest<Series>(entityName: "Series")).first)
    #expect(stored.volumes.array.compactMap { ($0 as? Book)?.title } == ["Ulysses", "Beloved", "Dune"])
  }

  @Test("a relationship whose delete rule is Deny stops the save of a deletion while it holds objects")
  func denyRule() throws {
    let context = try context()
    let series = Series(context: context)
    let book = Book(context: context)
    book.title = "Dune"
    series.insertIntoVolumes(book, at: 0)
    try context.save()
    context.delete(series)
    #expect {
      try context.save()
    } throws: { ($0 as NSError).code == 1550 }
    context.rollback()
    series.removeFromVolumes(at: 0)
    context.delete(series)
    try context.save()
    #expect(try context.count(for: NSFetchRequest<Series>(entityName: "Series")) == 0)
  }

  @Test("a batch delete removes the store's rows at once; the context's objects go when the change is merged")
  func batchDelete() throws {
    let context = try context()
    for (title, pages) in [("Dune", 412), ("Emma", 474), ("Ulysses", 730)] {
      let book = Book(context: context)
      book.title = title
      book.pages = Int16(pages)
    }
    try context.save()
    let long = NSFetchRequest<any NSFetchRequestResult>(entityName: "Book")
    long.predicate = NSPredicate(format: "pages > 450")
    let delete = NSBatchDeleteRequest(fetchRequest: long)
    delete.resultType = .resultTypeObjectIDs
    let result = try #require(try context.execute(delete) as? NSBatchDeleteResult)
    let ids = try #require(result.result as? [NSManagedObjectID])
    #expect(ids.count == 2)
    let all = NSFetchRequest<Book>(entityName: "Book")
    all.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    #expect(try context.fetch(all).map { $0.title } == ["Dune"], "the store no longer has them")
    let emma = try #require(context.registeredObjects.first { ($0 as? Book)?.title == "Emma" })
    #expect(!emma.isDeleted, "the context is not told by the batch delete itself")
    NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectsKey: ids], into: [context])
    #expect(emma.isDeleted && emma.managedObjectContext == nil)
  }

  @Test("a store at /dev/null is kept in memory; one outside the app's sandbox is a misuse naming it")
  func storesStayInTheSandbox() throws {
    let device = try makeDevice(
      .ios13, catalog: AppCatalog.builtIn.addingUIKitApp("library") { LibraryDelegate() })
    try device.install(InstallSpec(name: "Library", appID: "library"))
    try device.launch("Library")
    _ = try device.perform("store-at", arguments: ["/dev/null"], in: "Library")
    #expect(device.misuses(of: "Library").isEmpty)
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shared-\(UUID().uuidString).sqlite")
    _ = try device.perform("store-at", arguments: [outside.path], in: "Library")
    let misuses = device.misuses(of: "Library")
    #expect(misuses.count == 1 && misuses.first?.contains(outside.path) == true)
    #expect(misuses.first?.contains("outside the app's sandbox") == true)
  }

  @Test("what the app saved survives a kill and what it did not is lost, in its sandbox's store")
  func unsavedChangesDieWithTheProcess() throws {
    let device = try makeDevice(
      .ios13, catalog: AppCatalog.builtIn.addingUIKitApp("library") { LibraryDelegate() })
    try device.install(InstallSpec(name: "Library", appID: "library"))
    try device.launch("Library")
    _ = try device.perform("add", arguments: ["Dune"], in: "Library")
    _ = try device.perform("save", arguments: [], in: "Library")
    _ = try device.perform("add", arguments: ["Emma"], in: "Library")
    #expect(try device.probe("titles", of: "Library") == "Dune,Emma")
    #expect(try device.probe("store", of: "Library") == "~/Library/Application Support/Library.sqlite")
    device.home()
    try device.jetsam("Library")
    try device.launch("Library")
    #expect(try device.probe("titles", of: "Library") == "Dune", "Emma was never saved")
    #expect(device.misuses(of: "Library").isEmpty)
  }
}
