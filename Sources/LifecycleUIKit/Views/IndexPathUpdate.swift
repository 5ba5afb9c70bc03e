/// The changes one update of a table or collection view announces, and the check UIKit makes of
/// them against the counts the data source gives before and after.
///
/// Deletions, reloads and the sources of moves name index paths as they were before the update;
/// insertions and the destinations of moves as they are after it (“performBatchUpdates(_:completion:)”:
/// deletions are processed before insertions). Sections inserted or deleted shift the ones after
/// them. Every section that is in both must hold what it held, plus what was inserted or moved
/// in, minus what was deleted or moved out; a mismatch is UIKit's `NSInternalInconsistencyException`
/// (“Invalid update: invalid number of rows in section 0 …”, “… of items …”), worded as apps'
/// crash reports show it. The table view and the collection view share it.
struct IndexPathUpdate {
  /// How a view's message names it and its elements.
  struct Words {
    /// `table view`, `collection view`.
    var view: String
    /// `row`, `item`.
    var element: String

    static let table = Words(view: "table view", element: "row")
    static let collection = Words(view: "collection view", element: "item")
  }

  var inserted: [IndexPath] = []
  var deleted: [IndexPath] = []
  var reloaded: [IndexPath] = []
  var moved: [(from: IndexPath, to: IndexPath)] = []
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()

  /// Where each section before the update is after it; nil for one deleted. (A reloaded section
  /// keeps its place.)
  func sectionMap(sectionsBefore: Int) -> [Int?] {
    var map: [Int?] = []
    var next = 0
    for section in 0..<sectionsBefore {
      if deletedSections.contains(section) {
        map.append(nil)
        continue
      }
      while insertedSections.contains(next) { next += 1 }
      map.append(next)
      next += 1
    }
    return map
  }

  /// What UIKit would complain of, given the counts before and after; nil when consistent.
  func inconsistency(before: [Int], after: [Int], _ words: Words) -> String? {
    let element = words.element
    let sectionsIn = insertedSections.count + reloadedSections.count
    let sectionsOut = deletedSections.count + reloadedSections.count
    guard after.count == before.count + insertedSections.count - deletedSections.count else {
      return
        "invalid number of sections. The number of sections contained in the \(words.view) after the update"
        + " (\(after.count)) must be equal to the number of sections contained in the \(words.view) before the"
        + " update (\(before.count)), plus or minus the number of sections inserted or deleted (\(sectionsIn)"
        + " inserted, \(sectionsOut) deleted)."
    }
    let count = { (counts: [Int], section: Int) in counts.indices.contains(section) ? counts[section] : 0 }
    let exists = { (path: IndexPath, counts: [Int]) in path.row >= 0 && path.row < count(counts, path.section)
    }
    for path in deleted + reloaded + moved.map(\.from) where !exists(path, before) {
      let verb = deleted.contains(path) ? "delete" : reloaded.contains(path) ? "reload" : "move"
      return "attempt to \(verb) \(element) \(path.row) from section \(path.section) which only contains"
        + " \(count(before, path.section)) \(element)s before the update"
    }
    for path in inserted + moved.map(\.to) where !exists(path, after) {
      let verb = inserted.contains(path) ? "insert" : "move"
      return "attempt to \(verb) \(element) \(path.row) into section \(path.section), but there are only"
        + " \(count(after, path.section)) \(element)s in section \(path.section) after the update"
    }
    let map = sectionMap(sectionsBefore: before.count)
    for (old, new) in map.enumerated() {
      guard let new, !reloadedSections.contains(old) else { continue }
      let insertedHere = Set(inserted.filter { $0.section == new }).count
      let deletedHere = Set(deleted.filter { $0.section == old }).count
      let movedIn = moved.filter { $0.to.section == new && map[safe: $0.from.section] != new }.count
      let movedOut = moved.filter { $0.from.section == old && map[safe: old] != $0.to.section }.count
      guard after[new] != before[old] + insertedHere - deletedHere + movedIn - movedOut else { continue }
      return
        "invalid number of \(element)s in section \(new). The number of \(element)s contained in an existing"
        + " section after the update (\(after[new])) must be equal to the number of \(element)s contained in that"
        + " section before the update (\(before[old])), plus or minus the number of \(element)s inserted or"
        + " deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the"
        + " number of \(element)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }
    return nil
  }

  /// Where the element at `indexPath` before the update is after it; nil when it was deleted,
  /// or its section was deleted or reloaded.
  func destination(of indexPath: IndexPath, sectionsBefore: Int) -> IndexPath? {
    if let move = moved.first(where: { $0.from == indexPath }) { return move.to }
    guard !deleted.contains(indexPath), !reloadedSections.contains(indexPath.section),
      let section = sectionMap(sectionsBefore: sectionsBefore)[safe: indexPath.section] ?? nil
    else { return nil }
    let removedAbove = Set(
      (deleted + moved.map(\.from)).filter { $0.section == indexPath.section && $0.row < indexPath.row })
    var row = indexPath.row - removedAbove.count
    for added in Set((inserted + moved.map(\.to)).filter { $0.section == section }).map(\.row).sorted()
    where added <= row {
      row += 1
    }
    return IndexPath(row: row, section: section)
  }
}

extension Array {
  /// The element at `index`, or nil when the array has none there.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
