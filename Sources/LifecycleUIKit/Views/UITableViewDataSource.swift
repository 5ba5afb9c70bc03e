/// Where a table view gets its rows from.
///
/// The optional methods of UIKit's protocol have defaults here: one section.
@MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row; asked only for rows that are visible.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections.
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// The delegate of a table view: selection, and scrolling through
/// `UIScrollViewDelegate`.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The user selected a row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
