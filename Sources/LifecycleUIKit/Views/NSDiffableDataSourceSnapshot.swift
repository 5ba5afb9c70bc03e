/// The sections and items a diffable data source shows, by identifier (“NSDiffableDataSourceSnapshot”,
/// iOS 13): built with appends, inserts, moves and deletions, then applied to a
/// ``UICollectionViewDiffableDataSource`` or a ``UITableViewDiffableDataSource``.
///
/// Identifiers are unique across the snapshot. What UIKit refuses with an exception crashes the
/// running app here too, and the call changes nothing: an item or section identifier that is
/// already there (“supplied item identifiers are not unique”), items appended while there is no
/// section, an identifier to insert, move, reload or reconfigure next to that is not in the
/// snapshot. Deleting an identifier that is not there does nothing.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  private var sections: [SectionIdentifierType] = []
  private var items: [[ItemIdentifierType]] = []
  /// The items reloaded since the snapshot was made, for the next apply.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items reconfigured since the snapshot was made, for the next apply.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// The sections reloaded since the snapshot was made, for the next apply.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  // MARK: Reading

  /// The number of items in every section.
  public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
  /// The number of sections.
  public var numberOfSections: Int { sections.count }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  /// Every item, section after section.
  public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

  /// The number of items in the section; zero for a section the snapshot does not have.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    indexOfSection(identifier).map { items[$0].count } ?? 0
  }
  /// The items of the section, in order.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    indexOfSection(identifier).map { items[$0] } ?? []
  }
  /// The section that holds the item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    indexPath(of: identifier).map { sections[$0.section] }
  }
  /// Where the item is among all items, counted across sections.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }
  /// Where the section is.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex(of: identifier)
  }

  /// The item's index path; nil for an item the snapshot does not have.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    for (section, list) in items.enumerated() {
      if let item = list.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
    }
    return nil
  }
  /// The item at `indexPath`; nil for a place the snapshot does not have.
  func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
    items[safe: indexPath.section]?[safe: indexPath.item]
  }
  /// The items per section.
  var counts: [Int] { items.map(\.count) }

  /// Shows `next` in `list` (a diffable data source's table or collection view), which shows
  /// this snapshot: the new counts taken in, the selected items still there at their new index
  /// paths. Returns the snapshot to keep: `next`, its reloads done.
  @MainActor
  func show(_ next: Self, in list: (any ElementList)?) -> Self {
    if let list {
      let selection = list.selectedIndexPaths.compactMap {
        itemIdentifier(at: $0).flatMap(next.indexPath(of:))
      }
      list.acceptCounts(next.counts, selection: selection)
    }
    var kept = next
    kept.reloadedItemIdentifiers = []
    kept.reconfiguredItemIdentifiers = []
    kept.reloadedSectionIdentifiers = []
    return kept
  }

  // MARK: Sections

  /// Adds sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard uniqueSections(identifiers) else { return }
    sections += identifiers
    items += identifiers.map { _ in [] }
  }
  /// Inserts sections before `toIdentifier`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard uniqueSections(identifiers), let index = existingSection(toIdentifier) else { return }
    sections.insert(contentsOf: identifiers, at: index)
    items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
  }
  /// Inserts sections after `toIdentifier`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    guard uniqueSections(identifiers), let index = existingSection(toIdentifier) else { return }
    sections.insert(contentsOf: identifiers, at: index + 1)
    items.insert(contentsOf: identifiers.map { _ in [] }, at: index + 1)
  }
  /// Deletes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      guard let index = indexOfSection(identifier) else { continue }
      sections.remove(at: index)
      items.remove(at: index)
    }
  }
  /// Moves a section, with its items, before another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard let from = existingSection(identifier), existingSection(toIdentifier) != nil else { return }
    let list = items.remove(at: from)
    sections.remove(at: from)
    let to = indexOfSection(toIdentifier)!
    sections.insert(identifier, at: to)
    items.insert(list, at: to)
  }
  /// Moves a section, with its items, after another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    guard let from = existingSection(identifier), existingSection(toIdentifier) != nil else { return }
    let list = items.remove(at: from)
    sections.remove(at: from)
    let to = indexOfSection(toIdentifier)! + 1
    sections.insert(identifier, at: to)
    items.insert(list, at: to)
  }
  /// Marks sections to be shown again from the data source's provider.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    guard identifiers.allSatisfy({ existingSection($0) != nil }) else { return }
    reloadedSectionIdentifiers += identifiers
  }

  // MARK: Items

  /// Adds items at the end of the section (of the last one when nil).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard uniqueItems(identifiers) else { return }
    let index: Int
    if let sectionIdentifier {
      guard let found = existingSection(sectionIdentifier) else { return }
      index = found
    } else {
      guard !sections.isEmpty else {
        return Self.refuse("There are currently no sections in the data source. Please add a section first.")
      }
      index = sections.count - 1
    }
    items[index] += identifiers
  }
  /// Inserts items before `beforeIdentifier`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    guard uniqueItems(identifiers), let place = existingItem(beforeIdentifier, for: "insert") else { return }
    items[place.section].insert(contentsOf: identifiers, at: place.item)
  }
  /// Inserts items after `afterIdentifier`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    guard uniqueItems(identifiers), let place = existingItem(afterIdentifier, for: "insert") else { return }
    items[place.section].insert(contentsOf: identifiers, at: place.item + 1)
  }
  /// Deletes items; an identifier the snapshot does not have is passed over.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let gone = Set(identifiers)
    for index in items.indices { items[index].removeAll { gone.contains($0) } }
  }
  /// Deletes every item and every section: the snapshot is empty again.
  public mutating func deleteAllItems() {
    sections = []
    items = []
  }
  /// Moves an item before another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType)
  {
    guard let from = existingItem(identifier, for: "move"), existingItem(toIdentifier, for: "move") != nil
    else { return }
    items[from.section].remove(at: from.item)
    let to = indexPath(of: toIdentifier)!
    items[to.section].insert(identifier, at: to.item)
  }
  /// Moves an item after another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType)
  {
    guard let from = existingItem(identifier, for: "move"), existingItem(toIdentifier, for: "move") != nil
    else { return }
    items[from.section].remove(at: from.item)
    let to = indexPath(of: toIdentifier)!
    items[to.section].insert(identifier, at: to.item + 1)
  }
  /// Marks items to be asked of the cell provider again (a new cell each).
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    guard identifiers.allSatisfy({ existingItem($0, for: "reload") != nil }) else { return }
    reloadedItemIdentifiers += identifiers
  }
  /// Marks items to be configured again in their cells (iOS 15).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    guard identifiers.allSatisfy({ existingItem($0, for: "reconfigure") != nil }) else { return }
    reconfiguredItemIdentifiers += identifiers
  }

  // MARK: Checks

  private func uniqueItems(_ identifiers: [ItemIdentifierType]) -> Bool {
    let present = Set(itemIdentifiers)
    var seen: Set<ItemIdentifierType> = []
    let duplicates = identifiers.filter { present.contains($0) || !seen.insert($0).inserted }
    guard duplicates.isEmpty else {
      Self.refuse(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}"
      )
      return false
    }
    return true
  }

  private func uniqueSections(_ identifiers: [SectionIdentifierType]) -> Bool {
    var seen = Set(sections)
    let duplicates = identifiers.filter { !seen.insert($0).inserted }
    guard duplicates.isEmpty else {
      Self.refuse(
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}"
      )
      return false
    }
    return true
  }

  private func existingSection(_ identifier: SectionIdentifierType) -> Int? {
    guard let index = indexOfSection(identifier) else {
      Self.refuse("Invalid section identifier specified: \(identifier): it is not in the snapshot")
      return nil
    }
    return index
  }

  private func existingItem(_ identifier: ItemIdentifierType, for verb: String) -> IndexPath? {
    guard let indexPath = indexPath(of: identifier) else {
      Self.refuse("Attempted to \(verb) item identifier that does not exist in the snapshot: \(identifier)")
      return nil
    }
    return indexPath
  }

  /// UIKit's exception: the running app crashes (outside any app, the call just changes nothing).
  private static func refuse(_ reason: String) {
    _ = AppThread.withHost { $0.crash("NSInternalInconsistencyException: " + reason) }
  }
}
