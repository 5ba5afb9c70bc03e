/// What state preservation keeps of a tab bar controller besides its children: which tab was
/// selected. UIKit preserves a tab bar controller's selected child and its children, each
/// child with a restoration identifier of its own (“UITabBarController”, restoration; App
/// Programming Guide, “Visual Appearance Across Launches”: a container's children are saved
/// along their paths), as it does a navigation stack.
///
/// The selection is written into the controller's own coder, beside what its
/// `encodeRestorableState(with:)` wrote, as the selected child's restoration identifier (and
/// its index, for a child without one); restoration selects that child again once the children
/// are back, before any `decodeRestorableState(with:)` runs — so an app's override reads the
/// restored selection, as after `super` on iOS.
@MainActor
enum TabBarRestoration {
  enum Key {
    static let selectedChild = "UITabBarControllerSelectedChildIdentifier"
    static let selectedIndex = "UITabBarControllerSelectedIndex"
  }

  /// Writes `controller`'s selection into its coder, when it is a tab bar controller.
  static func encode(_ controller: UIViewController, into coder: StateCoder) {
    guard let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController else {
      return
    }
    coder.encode(tabs.selectedIndex, forKey: Key.selectedIndex)
    if let identifier = selected.restorationIdentifier { coder.encode(identifier, forKey: Key.selectedChild) }
  }

  /// Puts the restored `children` back into a tab bar controller — all of them when it has no
  /// tabs yet (one a restoration class made), else each in place of the tab with its
  /// restoration identifier (the app made the tabs; those without an identifier stay) — then
  /// selects the preserved tab.
  static func restore(_ controller: UIViewController, children: [UIViewController], from coder: StateCoder) {
    guard let tabs = controller as? UITabBarController else { return }
    var tabsNow = tabs.children
    if tabsNow.isEmpty {
      tabsNow = children
    } else {
      for child in children where !tabsNow.contains(where: { $0 === child }) {
        guard let identifier = child.restorationIdentifier,
          let index = tabsNow.firstIndex(where: { $0.restorationIdentifier == identifier })
        else { continue }
        tabsNow[index] = child
      }
    }
    if !tabsNow.elementsEqual(tabs.children, by: ===) { tabs.setViewControllers(tabsNow, animated: false) }
    if let identifier = coder.decodeObject(forKey: Key.selectedChild) as? String,
      let index = tabs.children.firstIndex(where: { $0.restorationIdentifier == identifier })
    {
      tabs.selectedIndex = index
    } else if coder.containsValue(forKey: Key.selectedIndex) {
      tabs.selectedIndex = coder.decodeInteger(forKey: Key.selectedIndex)
    }
  }
}
