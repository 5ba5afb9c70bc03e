import LifecycleUIKit
import Testing

/// A search's delegates and updater, each method its own, as the rows below reference them.
@MainActor
private final class SearchParticipant: UISearchResultsUpdating, UISearchControllerDelegate,
  UISearchBarDelegate
{
  func updateSearchResults(for searchController: UISearchController) {}
  func presentSearchController(_ searchController: UISearchController) {}
  func willPresentSearchController(_ searchController: UISearchController) {}
  func didPresentSearchController(_ searchController: UISearchController) {}
  func willDismissSearchController(_ searchController: UISearchController) {}
  func didDismissSearchController(_ searchController: UISearchController) {}
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  {
    true
  }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

extension CompatibilityUsage {
  static let search: [String: Use] = [
    "UIViewController.definesPresentationContext": {
      roundTrip(UIViewController(), \.definesPresentationContext, true)
    },
    "UINavigationItem.searchController": {
      sameObject(
        UINavigationItem(title: "Find"), \.searchController, UISearchController(searchResultsController: nil))
    },
    "UINavigationItem.hidesSearchBarWhenScrolling": {
      roundTrip(UINavigationItem(title: "Find"), \.hidesSearchBarWhenScrolling, false)
    },
    // UISearchController
    "UISearchController.init(searchResultsController:)": {
      let results = UIViewController()
      let search = UISearchController(searchResultsController: results)
      #expect(search.searchResultsController === results)
      #expect(results.parent === search)
    },
    "UISearchController.searchResultsController": {
      #expect(UISearchController(searchResultsController: nil).searchResultsController == nil)
    },
    "UISearchController.searchResultsUpdater": {
      let participant = SearchParticipant()
      let search = UISearchController(searchResultsController: nil)
      search.searchResultsUpdater = participant
      #expect(search.searchResultsUpdater === participant)
    },
    "UISearchController.searchBar": {
      #expect(UISearchController(searchResultsController: nil).searchBar.text == "")
    },
    "UISearchController.isActive": {
      let search = UISearchController(searchResultsController: nil)
      search.isActive = true  // its bar is in no window: nothing to present over
      #expect(!search.isActive)
    },
    "UISearchController.delegate": {
      let participant = SearchParticipant()
      let search = UISearchController(searchResultsController: nil)
      search.delegate = participant
      #expect(search.delegate === participant)
    },
    "UISearchController.obscuresBackgroundDuringPresentation": {
      #expect(UISearchController(searchResultsController: nil).obscuresBackgroundDuringPresentation)
      roundTrip(
        UISearchController(searchResultsController: nil), \.obscuresBackgroundDuringPresentation, false)
    },
    "UISearchController.dimsBackgroundDuringPresentation": {
      let search = UISearchController(searchResultsController: nil)
      search.dimsBackgroundDuringPresentation = false
      #expect(!search.obscuresBackgroundDuringPresentation)
    },
    "UISearchController.hidesNavigationBarDuringPresentation": {
      roundTrip(
        UISearchController(searchResultsController: nil), \.hidesNavigationBarDuringPresentation, false)
    },
    "UISearchController.showsSearchResultsController": {
      roundTrip(UISearchController(searchResultsController: nil), \.showsSearchResultsController, true)
    },
    "UISearchController.automaticallyShowsCancelButton": {
      roundTrip(UISearchController(searchResultsController: nil), \.automaticallyShowsCancelButton, false)
    },
    "UISearchResultsUpdating.updateSearchResults(for:)": { _ = SearchParticipant.updateSearchResults(for:) },
    "UISearchControllerDelegate.presentSearchController(_:)": {
      _ = SearchParticipant.presentSearchController(_:)
    },
    "UISearchControllerDelegate.willPresentSearchController(_:)": {
      _ = SearchParticipant.willPresentSearchController(_:)
    },
    "UISearchControllerDelegate.didPresentSearchController(_:)": {
      _ = SearchParticipant.didPresentSearchController(_:)
    },
    "UISearchControllerDelegate.willDismissSearchController(_:)": {
      _ = SearchParticipant.willDismissSearchController(_:)
    },
    "UISearchControllerDelegate.didDismissSearchController(_:)": {
      _ = SearchParticipant.didDismissSearchController(_:)
    },
    // UISearchBar
    "UISearchBar.searchTextField": {
      let bar = UISearchBar(frame: .zero)
      #expect(bar.searchTextField.superview === bar)
    },
    "UISearchBar.text": {
      let bar = UISearchBar(frame: .zero)
      bar.text = "tulip"
      #expect(bar.searchTextField.text == "tulip")
    },
    "UISearchBar.placeholder": {
      let bar = UISearchBar(frame: .zero)
      bar.placeholder = "Search"
      #expect(bar.searchTextField.placeholder == "Search")
    },
    "UISearchBar.delegate": {
      let participant = SearchParticipant()
      let bar = UISearchBar(frame: .zero)
      bar.delegate = participant
      #expect(bar.delegate === participant)
    },
    "UISearchBar.scopeButtonTitles": {
      roundTrip(UISearchBar(frame: .zero), \.scopeButtonTitles, ["All", "New"])
    },
    "UISearchBar.selectedScopeButtonIndex": {
      roundTrip(UISearchBar(frame: .zero), \.selectedScopeButtonIndex, 1)
    },
    "UISearchBar.showsScopeBar": { roundTrip(UISearchBar(frame: .zero), \.showsScopeBar, true) },
    "UISearchBar.showsCancelButton": { roundTrip(UISearchBar(frame: .zero), \.showsCancelButton, true) },
    "UISearchBar.setShowsCancelButton(_:animated:)": {
      let bar = UISearchBar(frame: .zero)
      bar.setShowsCancelButton(true, animated: true)
      #expect(bar.showsCancelButton)
    },
    "UISearchBar.becomeFirstResponder()": {
      // In no window: it cannot, as in UIKit.
      #expect(!UISearchBar(frame: .zero).becomeFirstResponder())
    },
    "UISearchBar.isFirstResponder": { #expect(!UISearchBar(frame: .zero).isFirstResponder) },
    "UISearchBar.simulateSearchButtonTap()": { UISearchBar(frame: .zero).simulateSearchButtonTap() },
    "UISearchBar.prompt": { roundTrip(UISearchBar(frame: .zero), \.prompt, "Pick one") },
    "UISearchBar.searchBarStyle": { roundTrip(UISearchBar(frame: .zero), \.searchBarStyle, .minimal) },
    "UISearchBar.barTintColor": { sameObject(UISearchBar(frame: .zero), \.barTintColor, UIColor.red) },
    "UISearchBar.autocapitalizationType": {
      roundTrip(UISearchBar(frame: .zero), \.autocapitalizationType, .none)
    },
    "UISearchBar.autocorrectionType": { roundTrip(UISearchBar(frame: .zero), \.autocorrectionType, .no) },
    "UISearchBar.returnKeyType": { roundTrip(UISearchBar(frame: .zero), \.returnKeyType, .done) },
    "UISearchBar.keyboardType": { roundTrip(UISearchBar(frame: .zero), \.keyboardType, .webSearch) },
    // UISearchBarDelegate
    "UISearchBarDelegate.searchBarShouldBeginEditing(_:)": {
      _ = SearchParticipant.searchBarShouldBeginEditing(_:)
    },
    "UISearchBarDelegate.searchBarTextDidBeginEditing(_:)": {
      _ = SearchParticipant.searchBarTextDidBeginEditing(_:)
    },
    "UISearchBarDelegate.searchBarShouldEndEditing(_:)": {
      _ = SearchParticipant.searchBarShouldEndEditing(_:)
    },
    "UISearchBarDelegate.searchBarTextDidEndEditing(_:)": {
      _ = SearchParticipant.searchBarTextDidEndEditing(_:)
    },
    "UISearchBarDelegate.searchBar(_:shouldChangeTextIn:replacementText:)": {
      _ = SearchParticipant.searchBar(_:shouldChangeTextIn:replacementText:)
    },
    "UISearchBarDelegate.searchBar(_:textDidChange:)": { _ = SearchParticipant.searchBar(_:textDidChange:) },
    "UISearchBarDelegate.searchBarSearchButtonClicked(_:)": {
      _ = SearchParticipant.searchBarSearchButtonClicked(_:)
    },
    "UISearchBarDelegate.searchBarCancelButtonClicked(_:)": {
      _ = SearchParticipant.searchBarCancelButtonClicked(_:)
    },
    "UISearchBarDelegate.searchBar(_:selectedScopeButtonIndexDidChange:)": {
      _ = SearchParticipant.searchBar(_:selectedScopeButtonIndexDidChange:)
    },
  ]
}
