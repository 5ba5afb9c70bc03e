#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// The app's model: items kept in the app's defaults.
@MainActor
final class ShoppingList {
  var items: [String] = []

  /// Reads the saved items; a first launch starts with three.
  func load() {
    items = UserDefaults.standard.stringArray(forKey: "items") ?? ["Milk", "Eggs", "Bread"]
  }

  /// Saves the items.
  func save() { UserDefaults.standard.set(items, forKey: "items") }
}
