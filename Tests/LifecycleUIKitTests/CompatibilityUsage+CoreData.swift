import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  /// Core Data (behaviour: ``CoreDataTests``).
  static let coreData: [String: Use] = [
    "NSPersistentContainer.init(name:)": { _ = NSPersistentContainer.init(name:) },
    "NSPersistentContainer.init(name:managedObjectModel:)": {
      let container = NSPersistentContainer(name: "Notes", managedObjectModel: NSManagedObjectModel())
      #expect(container.name == "Notes")
    },
    "NSPersistentContainer.viewContext": { _ = \NSPersistentContainer.viewContext },
    "NSPersistentContainer.loadPersistentStores(completionHandler:)": {
      _ = NSPersistentContainer.loadPersistentStores(completionHandler:)
    },
    "NSPersistentContainer.persistentStoreDescriptions": {
      let container = NSPersistentContainer(name: "Notes", managedObjectModel: NSManagedObjectModel())
      #expect(container.persistentStoreDescriptions.first?.url?.lastPathComponent == "Notes.sqlite")
    },
    "NSPersistentContainer.persistentStoreCoordinator": {
      _ = \NSPersistentContainer.persistentStoreCoordinator
    },
    "NSPersistentContainer.managedObjectModel": { _ = \NSPersistentContainer.managedObjectModel },
    "NSPersistentContainer.newBackgroundContext()": {
      let container = NSPersistentContainer(name: "Notes", managedObjectModel: NSManagedObjectModel())
      #expect(container.newBackgroundContext().concurrencyType == .privateQueueConcurrencyType)
    },
    "NSPersistentContainer.performBackgroundTask(_:)": { _ = NSPersistentContainer.performBackgroundTask },
    "NSPersistentContainer.defaultDirectoryURL()": { _ = NSPersistentContainer.defaultDirectoryURL() },
    "NSPersistentStoreDescription.init(url:)": {
      #expect(NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null")).url?.path == "/dev/null")
    },
    "NSPersistentStoreDescription.url": { _ = \NSPersistentStoreDescription.url },
    "NSPersistentStoreDescription.type": {
      roundTrip(
        NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null")), \.type, NSInMemoryStoreType)
    },
    "NSPersistentStoreDescription.shouldAddStoreAsynchronously": {
      roundTrip(
        NSPersistentStoreDescription(url: URL(fileURLWithPath: "/x")), \.shouldAddStoreAsynchronously, true)
    },
    "NSPersistentStoreDescription.shouldMigrateStoreAutomatically": {
      roundTrip(
        NSPersistentStoreDescription(url: URL(fileURLWithPath: "/x")), \.shouldMigrateStoreAutomatically,
        false)
    },
    "NSPersistentStoreDescription.shouldInferMappingModelAutomatically": {
      roundTrip(
        NSPersistentStoreDescription(url: URL(fileURLWithPath: "/x")), \.shouldInferMappingModelAutomatically,
        false)
    },
    "NSPersistentStoreDescription.setOption(_:forKey:)": {
      let description = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/x"))
      description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
      #expect(description.options[NSPersistentHistoryTrackingKey] as? NSNumber == true as NSNumber)
    },
    "NSPersistentStoreCoordinator.init(managedObjectModel:)": {
      _ = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
    },
    "NSPersistentStoreCoordinator.addPersistentStore(ofType:configurationName:at:options:)": {
      let coordinator = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
      _ = try? coordinator.addPersistentStore(ofType: NSInMemoryStoreType, configurationName: nil, at: nil)
      #expect(coordinator.persistentStores.count == 1)
    },
    "NSPersistentStoreCoordinator.persistentStores": { _ = \NSPersistentStoreCoordinator.persistentStores },
    "NSPersistentStoreCoordinator.destroyPersistentStore(at:ofType:options:)": {
      _ = NSPersistentStoreCoordinator.destroyPersistentStore(at:ofType:options:)
    },
    "NSManagedObjectContext.init(concurrencyType:)": {
      #expect(
        NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType).concurrencyType
          == .mainQueueConcurrencyType)
    },
    "NSManagedObjectContext.persistentStoreCoordinator": {
      _ = \NSManagedObjectContext.persistentStoreCoordinator
    },
    "NSManagedObjectContext.parent": { _ = \NSManagedObjectContext.parent },
    "NSManagedObjectContext.save()": { _ = NSManagedObjectContext.save },
    "NSManagedObjectContext.hasChanges": {
      #expect(!NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType).hasChanges)
    },
    "NSManagedObjectContext.insert(_:)": { _ = NSManagedObjectContext.insert },
    "NSManagedObjectContext.delete(_:)": { _ = NSManagedObjectContext.delete },
    "NSManagedObjectContext.fetch(_:)": {
      let fetch: (NSManagedObjectContext) -> (NSFetchRequest<NSManagedObject>) throws -> [NSManagedObject] =
        NSManagedObjectContext.fetch
      _ = fetch
    },
    "NSManagedObjectContext.count(for:)": {
      let count: (NSManagedObjectContext) -> (NSFetchRequest<NSManagedObject>) throws -> Int =
        NSManagedObjectContext.count(for:)
      _ = count
    },
    "NSManagedObjectContext.rollback()": { _ = NSManagedObjectContext.rollback },
    "NSManagedObjectContext.reset()": { _ = NSManagedObjectContext.reset },
    "NSManagedObjectContext.refresh(_:mergeChanges:)": {
      _ = NSManagedObjectContext.refresh(_:mergeChanges:)
    },
    "NSManagedObjectContext.perform(_:)": { _ = NSManagedObjectContext.perform },
    "NSManagedObjectContext.performAndWait(_:)": {
      #expect(NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType).performAndWait { 7 } == 7)
    },
    "NSManagedObjectContext.object(with:)": { _ = NSManagedObjectContext.object(with:) },
    "NSManagedObjectContext.existingObject(with:)": { _ = NSManagedObjectContext.existingObject(with:) },
    "NSManagedObjectContext.insertedObjects": { _ = \NSManagedObjectContext.insertedObjects },
    "NSManagedObjectContext.updatedObjects": { _ = \NSManagedObjectContext.updatedObjects },
    "NSManagedObjectContext.deletedObjects": { _ = \NSManagedObjectContext.deletedObjects },
    "NSManagedObjectContext.mergeChanges(fromContextDidSave:)": {
      _ = NSManagedObjectContext.mergeChanges(fromContextDidSave:)
    },
    "NSManagedObjectContext.automaticallyMergesChangesFromParent": {
      roundTrip(
        NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType),
        \.automaticallyMergesChangesFromParent,
        true)
    },
    "NSManagedObjectContext.mergePolicy": {
      let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
      context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
      #expect(context.mergePolicy as? NSMergePolicy === NSMergeByPropertyObjectTrumpMergePolicy)
    },
    "NSManagedObjectContext.processPendingChanges()": { _ = NSManagedObjectContext.processPendingChanges },
    "NSManagedObject.init(context:)": { _ = NSManagedObject.init(context:) },
    "NSManagedObject.init(entity:insertInto:)": { _ = NSManagedObject.init(entity:insertInto:) },
    "NSManagedObject.entity": { _ = \NSManagedObject.entity },
    "NSManagedObject.objectID": { _ = \NSManagedObject.objectID },
    "NSManagedObject.managedObjectContext": { _ = \NSManagedObject.managedObjectContext },
    "NSManagedObject.value(forKey:)": { _ = NSManagedObject.value(forKey:) },
    "NSManagedObject.setValue(_:forKey:)": { _ = NSManagedObject.setValue(_:forKey:) },
    "NSManagedObject.isInserted": { _ = \NSManagedObject.isInserted },
    "NSManagedObject.isDeleted": { _ = \NSManagedObject.isDeleted },
    "NSManagedObject.isUpdated": { _ = \NSManagedObject.isUpdated },
    "NSManagedObject.hasChanges": { _ = \NSManagedObject.hasChanges },
    "NSManagedObject.isFault": {
      let entity = NSEntityDescription()
      entity.name = "Note"
      #expect(!NSManagedObject(entity: entity, insertInto: nil).isFault)
    },
    "NSManagedObject.changedValues()": { _ = NSManagedObject.changedValues },
    "NSManagedObject.fetchRequest()": { _ = NSManagedObject.fetchRequest },
    "NSManagedObject.awakeFromInsert()": { _ = NSManagedObject.awakeFromInsert },
    "NSManagedObject.awakeFromFetch()": { _ = NSManagedObject.awakeFromFetch },
    "NSManagedObject.willSave()": { _ = NSManagedObject.willSave },
    "NSManagedObject.didSave()": { _ = NSManagedObject.didSave },
    "NSManagedObject.prepareForDeletion()": { _ = NSManagedObject.prepareForDeletion },
    "NSManagedObject.validateForInsert()": { _ = NSManagedObject.validateForInsert },
    "NSManagedObject.validateForDelete()": { _ = NSManagedObject.validateForDelete },
    "NSManagedObject.setValuesForKeys(_:)": { _ = NSManagedObject.setValuesForKeys },
    "NSManagedObjectContext.execute(_:)": { _ = NSManagedObjectContext.execute },
    "NSManagedObjectContext.mergeChanges(fromRemoteContextSave:into:)": {
      NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [:], into: [])
    },
    "NSBatchDeleteRequest.init(fetchRequest:)": {
      let request = NSBatchDeleteRequest(
        fetchRequest: NSFetchRequest<any NSFetchRequestResult>(entityName: "Note"))
      #expect(request.fetchRequest.entityName == "Note")
    },
    "NSBatchDeleteRequest.init(objectIDs:)": { _ = NSBatchDeleteRequest.init(objectIDs:) },
    "NSBatchDeleteRequest.resultType": {
      roundTrip(
        NSBatchDeleteRequest(fetchRequest: NSFetchRequest<any NSFetchRequestResult>(entityName: "Note")),
        \.resultType, .resultTypeCount)
    },
    "NSEntityDescription.entity(forEntityName:in:)": { _ = NSEntityDescription.entity(forEntityName:in:) },
    "NSEntityDescription.insertNewObject(forEntityName:into:)": {
      _ = NSEntityDescription.insertNewObject(forEntityName:into:)
    },
    "NSEntityDescription.name": { _ = \NSEntityDescription.name },
    "NSEntityDescription.attributesByName": { #expect(NSEntityDescription().attributesByName.isEmpty) },
    "NSEntityDescription.relationshipsByName": { #expect(NSEntityDescription().relationshipsByName.isEmpty) },
    "NSManagedObjectModel.init(contentsOf:)": {
      #expect(NSManagedObjectModel(contentsOf: URL(fileURLWithPath: "/nonexistent.momd")) == nil)
    },
    "NSManagedObjectModel.mergedModel(from:)": { _ = NSManagedObjectModel.mergedModel(from:) },
    "NSManagedObjectModel.entities": { #expect(NSManagedObjectModel().entities.isEmpty) },
    "NSManagedObjectModel.entitiesByName": { #expect(NSManagedObjectModel().entitiesByName.isEmpty) },
    "NSFetchRequest.init(entityName:)": {
      #expect(NSFetchRequest<NSManagedObject>(entityName: "Note").entityName == "Note")
    },
    "NSFetchRequest.predicate": { _ = \NSFetchRequest<NSManagedObject>.predicate },
    "NSFetchRequest.sortDescriptors": { _ = \NSFetchRequest<NSManagedObject>.sortDescriptors },
    "NSFetchRequest.fetchLimit": {
      roundTrip(NSFetchRequest<NSManagedObject>(entityName: "Note"), \.fetchLimit, 5)
    },
    "NSFetchRequest.fetchOffset": {
      roundTrip(NSFetchRequest<NSManagedObject>(entityName: "Note"), \.fetchOffset, 2)
    },
    "NSFetchRequest.resultType": {
      roundTrip(NSFetchRequest<NSNumber>(entityName: "Note"), \.resultType, .countResultType)
    },
    "NSFetchRequest.propertiesToFetch": { _ = \NSFetchRequest<NSDictionary>.propertiesToFetch },
    "NSFetchRequest.fetchBatchSize": {
      roundTrip(NSFetchRequest<NSManagedObject>(entityName: "Note"), \.fetchBatchSize, 20)
    },
    "NSFetchRequest.returnsObjectsAsFaults": {
      roundTrip(NSFetchRequest<NSManagedObject>(entityName: "Note"), \.returnsObjectsAsFaults, false)
    },
    "NSFetchRequest.relationshipKeyPathsForPrefetching": {
      roundTrip(
        NSFetchRequest<NSManagedObject>(entityName: "Note"), \.relationshipKeyPathsForPrefetching, ["tags"])
    },
    "NSPredicate.init(format:_:)": {
      #expect(NSPredicate(format: "title == %@", "Dune").evaluate(with: ["title": "Dune"]))
    },
    "NSPredicate.init(format:argumentArray:)": {
      #expect(!NSPredicate(format: "pages > %d", argumentArray: [400]).evaluate(with: ["pages": 300]))
    },
    "NSPredicate.init(value:)": { #expect(NSPredicate(value: true).evaluate(with: nil)) },
    "NSPredicate.evaluate(with:)": { _ = NSPredicate.evaluate(with:) },
    "NSPredicate.predicateFormat": {
      #expect(NSPredicate(format: "pages > 300").predicateFormat == "pages > 300")
    },
    "NSCompoundPredicate.init(andPredicateWithSubpredicates:)": {
      let both = NSCompoundPredicate(andPredicateWithSubpredicates: [
        NSPredicate(value: true), NSPredicate(value: false),
      ])
      #expect(!both.evaluate(with: nil))
    },
    "NSCompoundPredicate.init(orPredicateWithSubpredicates:)": {
      let either = NSCompoundPredicate(orPredicateWithSubpredicates: [
        NSPredicate(value: true), NSPredicate(value: false),
      ])
      #expect(either.evaluate(with: nil))
    },
    "NSCompoundPredicate.init(notPredicateWithSubpredicate:)": {
      #expect(
        NSCompoundPredicate(notPredicateWithSubpredicate: NSPredicate(value: false)).evaluate(with: nil))
    },
    "NSCompoundPredicate.init(type:subpredicates:)": {
      #expect(NSCompoundPredicate(type: .and, subpredicates: []).evaluate(with: nil))
    },
    "NSSortDescriptor.init(key:ascending:)": {
      #expect(NSSortDescriptor(key: "title", ascending: true).ascending)
    },
    "NSSortDescriptor.init(key:ascending:selector:)": {
      let descriptor = NSSortDescriptor(
        key: "title", ascending: false, selector: Selector("localizedCompare:"))
      #expect(descriptor.key == "title" && !descriptor.ascending)
    },
    "NSFetchedResultsController.init(fetchRequest:managedObjectContext:sectionNameKeyPath:cacheName:)": {
      _ =
        NSFetchedResultsController<NSManagedObject>.init(
          fetchRequest:managedObjectContext:sectionNameKeyPath:cacheName:)
    },
    "NSFetchedResultsController.performFetch()": {
      _ = NSFetchedResultsController<NSManagedObject>.performFetch
    },
    "NSFetchedResultsController.fetchedObjects": {
      _ = \NSFetchedResultsController<NSManagedObject>.fetchedObjects
    },
    "NSFetchedResultsController.sections": { _ = \NSFetchedResultsController<NSManagedObject>.sections },
    "NSFetchedResultsController.object(at:)": { _ = NSFetchedResultsController<NSManagedObject>.object(at:) },
    "NSFetchedResultsController.indexPath(forObject:)": {
      _ = NSFetchedResultsController<NSManagedObject>.indexPath(forObject:)
    },
    "NSFetchedResultsController.delegate": { _ = \NSFetchedResultsController<NSManagedObject>.delegate },
    "NSFetchedResultsController.sectionIndexTitles": {
      _ = \NSFetchedResultsController<NSManagedObject>.sectionIndexTitles
    },
  ]
}
