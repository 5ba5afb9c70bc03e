import UIKit

/// One thing to buy.
struct GroceryItem: Codable, Equatable {
  var name: String
  var isBought: Bool
}

extension Notification.Name {
  /// Posted on the default centre whenever the list changes, or the server has seen it.
  static let groceryStoreDidChange = Notification.Name("GroceryStoreDidChange")
}

/// The shopping list: kept in a file in Documents, the names typed lately in the user's
/// defaults. A plain model class, not bound to the main actor.
final class GroceryStore {
  private(set) var items: [GroceryItem] = []
  /// Whether the list changed since the server last saw it.
  private(set) var hasUnsyncedChanges = false

  private let defaults = UserDefaults.standard
  private var fileURL: URL {
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    return documents.appendingPathComponent("groceries.json")
  }

  /// The names typed lately, newest first, at most five.
  var recentNames: [String] { defaults.stringArray(forKey: "recentItems") ?? [] }

  /// The items in the order the user chose in Settings.
  var sortedItems: [GroceryItem] {
    guard defaults.bool(forKey: "sortAlphabetically") else { return items }
    return items.sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
  }

  func load() {
    guard let data = try? Data(contentsOf: fileURL),
      let saved = try? JSONDecoder().decode(SavedList.self, from: data)
    else { return }
    items = saved.items
    hasUnsyncedChanges = saved.unsynced
  }

  func save() {
    let saved = SavedList(items: items, unsynced: hasUnsyncedChanges)
    guard let data = try? JSONEncoder().encode(saved) else { return }
    try? data.write(to: fileURL, options: .atomic)
  }

  func add(_ name: String) {
    items.append(GroceryItem(name: name, isBought: false))
    var recent = recentNames.filter { $0 != name }
    recent.insert(name, at: 0)
    defaults.set(Array(recent.prefix(5)), forKey: "recentItems")
    changed()
  }

  func toggle(at index: Int) {
    items[index].isBought.toggle()
    changed()
  }

  func remove(at index: Int) {
    items.remove(at: index)
    changed()
  }

  func removeBought() {
    items.removeAll { $0.isBought }
    changed()
  }

  /// The server has everything up to now.
  func markSynced() {
    hasUnsyncedChanges = false
    save()
    NotificationCenter.default.post(name: .groceryStoreDidChange, object: self)
  }

  private func changed() {
    hasUnsyncedChanges = true
    NotificationCenter.default.post(name: .groceryStoreDidChange, object: self)
  }

  private struct SavedList: Codable {
    var items: [GroceryItem]
    var unsynced: Bool
  }
}
