import LifecycleSimulator

/// The UI driver types into a search bar's text field (``UISearchBar/searchTextField``, a text
/// field the driver lists itself), or into the bar named by its accessibility identifier; `set`
/// on the bar selects a scope button, by title or index, while the scope bar shows, as the
/// user's tap on it does; its value is the selected scope's title.
extension UISearchBar: UIDriverElement {
  var driverValue: String? {
    guard isScopeBarShown, let titles = scopeButtonTitles, titles.indices.contains(selectedScopeButtonIndex)
    else { return nil }
    return titles[selectedScopeButtonIndex]
  }

  func driverSet(_ value: String) throws(AppActionError) {
    let titles = scopeButtonTitles ?? []
    guard isScopeBarShown else {
      throw AppActionError(
        "the search bar shows no scope bar (it needs two or more scopeButtonTitles, and showsScopeBar or an"
          + " active search controller)")
    }
    guard
      let index = titles.firstIndex(of: value)
        ?? Int(value).flatMap({ titles.indices.contains($0) ? $0 : nil })
    else {
      throw AppActionError(
        "the search bar has no scope '\(value)': scopes \(titles.joined(separator: ", ")), or 0 to \(titles.count - 1)"
      )
    }
    userSelectScope(index)
  }
}
