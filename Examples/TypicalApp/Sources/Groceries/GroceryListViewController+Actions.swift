// The list's target–action methods. On iOS, the Objective-C runtime finds an `@objc` method by
// its selector; Linux has neither `@objc` nor `#selector`, so there the app registers each
// selector with LifecycleKit instead. Both branches name the same selector, and the rest of
// the app uses `clearAction` alike.
#if canImport(UIKit)
  import UIKit

  extension GroceryListViewController {
    static let clearAction = #selector(clearTapped)

    /// The Clear button's action.
    @objc func clearTapped() { confirmClear() }
  }
#else
  import LifecycleUIKit

  extension GroceryListViewController {
    static let clearAction = Selector(("clearTapped"))
  }

  extension AppDelegate: SelectorRegistering {
    static func registerSelectors() {
      SelectorDispatch.register("clearTapped", for: GroceryListViewController.self) { list, _ in
        list.confirmClear()
      }
    }
  }
#endif
