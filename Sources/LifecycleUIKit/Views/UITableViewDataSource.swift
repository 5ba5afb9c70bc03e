/// Where a table view gets its rows from.
///
/// The optional methods of UIKit's protocol have defaults here: one section.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row; asked only for rows that are visible.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections.
  func numberOfSections(in tableView: UITableView) -> Int
  /// Whether the user may edit (delete, insert) the row.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// The user deleted the row (or inserted one there): update the model, then tell the table
  /// with ``UITableView/deleteRows(at:with:)`` or ``UITableView/insertRows(at:with:)``, which
  /// count the rows again. (``UITableView/simulateUserCommit(_:forRowAt:)`` is the user.)
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  )
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// True, as UIKit's default.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing, and lets the table know no data source method ran: on iOS a data source
  /// that does not implement this method offers no swipe to delete, so
  /// ``UITableView/simulateUserCommit(_:forRowAt:)`` refuses the edit.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) { tableView.commitReachedDefault = true }
}

/// The delegate of a table view: selection, and scrolling through
/// `UIScrollViewDelegate`.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The user selected a row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The editing control of a row: `.delete` (a Delete button, which a swipe across the row
  /// also shows), `.insert` or `.none`.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// The view of a section's header, asked when the table needs it (``UITableView/headerView(forSection:)``).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// The view of a section's footer.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
}

extension UITableViewDelegate {
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// `.delete`, as UIKit gives an editable row whose delegate does not implement the method
  /// (Apple's “tableView(_:editingStyleForRowAt:)”).
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// No view: the section's title, if any, is its header.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  /// No view.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
}
