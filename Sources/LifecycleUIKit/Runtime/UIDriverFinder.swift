import LifecycleSimulator

/// What the user sees of an app, as the UI driver's elements, and the lookup of a step's
/// target among them (``LifecycleSimulator/UITarget``).
///
/// The elements are, in order: the views of the controller on screen
/// (``UIKitAppHost/visibleController``: through presentations and containers), depth first,
/// each view before its subviews, hidden views and everything under them left out; a table's
/// visible cells come right after the table, in row order; a cell's own text labels are part
/// of the cell (in a table or not, as in the snapshot), its other content follows it; a
/// collection view's visible cells come right after it, in item order (the labels in a cell are
/// its title, its other content follows it); then the bar button items of the navigation
/// items on screen (the visible controller's and its containers'), left before right; then the
/// tabs of the tab bar controller on screen, as `UITabBarItem`s named by their titles.
/// `CLASS[INDEX]` counts in that order.
@MainActor
struct UIDriverScreen {
  /// One thing on screen a step can name. A view, a row and an item carry the ``ScreenElement`` the
  /// snapshot describes them by (`ScreenElement.init(describing:depth:)`): their identifier and
  /// title come from it. (Its depth counts from the visible controller's view, which the
  /// driver's walk starts at.)
  @MainActor enum Element {
    /// A view of the visible tree.
    case view(UIView, shown: ScreenElement)
    /// A visible row of a table: a tap selects it.
    case cell(UITableViewCell, table: UITableView, indexPath: IndexPath, shown: ScreenElement)
    /// A visible item of a collection view: a tap selects it.
    case item(UICollectionViewCell, collection: UICollectionView, indexPath: IndexPath, shown: ScreenElement)
    /// A bar button item of a navigation item on screen.
    case barButton(UIBarButtonItem)
    /// A tab of the tab bar controller on screen, listed as a `UITabBarItem`: a tap selects it.
    case tab(any UIDriverTabContainer, index: Int)

    /// The object itself.
    var object: AnyObject {
      switch self {
      case .view(let view, _): view
      case .cell(let cell, _, _, _): cell
      case .item(let cell, _, _, _): cell
      case .barButton(let item): item
      case .tab(let container, _): container
      }
    }

    /// Whether `other` is this same element.
    func isSame(as other: Element) -> Bool {
      switch (self, other) {
      case (.tab(let container, let index), .tab(let otherContainer, let otherIndex)):
        container === otherContainer && index == otherIndex
      case (.tab, _), (_, .tab): false
      default: object === other.object
      }
    }

    /// The element as the snapshot describes it; nil for a bar button item or a tab, which
    /// the snapshot does not list on their own.
    var shown: ScreenElement? {
      switch self {
      case .view(_, let shown), .cell(_, _, _, let shown), .item(_, _, _, let shown): shown
      case .barButton, .tab: nil
      }
    }

    /// The accessibility identifier, the first thing a name is matched against.
    var identifier: String? { shown?.identifier }

    /// The title or text the user reads on it, matched when no identifier matches.
    var title: String? {
      let title: String?
      switch self {
      case .view(_, let shown), .cell(_, _, _, let shown), .item(_, _, _, let shown): title = shown.title
      case .barButton(let item): title = item.displayName
      case .tab(let container, let index):
        title = container.driverTabTitles.indices.contains(index) ? container.driverTabTitles[index] : nil
      }
      return title?.isEmpty == false ? title : nil
    }

    /// The class name the element is listed under.
    var className: String {
      if case .tab = self { return "UITabBarItem" }
      return String(describing: type(of: object))
    }

    /// Whether the element is an instance of the class named `name` or of a subclass.
    func isInstance(ofClassNamed name: String) -> Bool {
      if case .tab = self { return name == "UITabBarItem" }
      return ClassChain.contains(object, classNamed: name)
    }
  }

  /// What is on screen, in the order `CLASS[INDEX]` counts.
  let elements: [Element]
  /// The screen path, for messages (`UINavigationController > Cities > Detail`).
  let path: String?
  /// The app, asked why it has no window when nothing is on screen (``UIKitAppHost/missingWindowReason``).
  private let host: UIKitAppHost

  /// Reads what `host` shows now. Run it as the app's code: it asks data sources for cells.
  init(_ host: UIKitAppHost) {
    var elements: [Element] = []
    let visible = host.visibleController
    // The search bars above the content: a navigation item's, in the navigation bar, and an
    // active search's, whose results cover the content that holds its bar.
    for bar in Self.searchBars(host.visibleChain.map(\.controller)) {
      Self.collect(bar, depth: 0, into: &elements)
    }
    if let root = visible?.viewIfLoaded { Self.collect(root, depth: 0, into: &elements) }
    var controller = visible
    while let current = controller {
      elements += current.navigationItem.allItems.map { .barButton($0) }
      controller = current.parent
    }
    let chain = host.visibleChain
    if let tabs = chain.lazy.compactMap({ $0.controller as? any UIDriverTabContainer }).first {
      elements += tabs.driverTabTitles.indices.map { .tab(tabs, index: $0) }
    }
    self.elements = elements
    path = host.screenPath
    self.host = host
  }

  /// The search bars on screen outside the visible controller's view, in the order the
  /// snapshot lists them: the bar of the navigation item of each navigation controller's top
  /// (a subview of the navigation controller's view, before the top's), and the bar of each
  /// search controller in the chain that is not already listed.
  private static func searchBars(_ chain: [UIViewController]) -> [UISearchBar] {
    var bars: [UISearchBar] = []
    for controller in chain {
      if let navigation = controller as? UINavigationController,
        let bar = navigation.topViewController?.navigationItem.searchController?.searchBar,
        bar.superview === navigation.viewIfLoaded, !bar.isHidden
      {
        bars.append(bar)
      }
      if let search = controller as? UISearchController, search.searchBar.window != nil,
        search.searchBar.superview !== search.viewIfLoaded, !bars.contains(where: { $0 === search.searchBar })
      {
        bars.append(search.searchBar)
      }
    }
    return bars
  }

  /// Adds `view` and what is under it; inside a collection view's cell (`inCell`) labels are
  /// left out, as the cell's title.
  private static func collect(
    _ view: UIView, depth: Int, into elements: inout [Element], inCell: Bool = false
  ) {
    guard !view.isHidden, !(inCell && view is UILabel) else { return }
    elements.append(.view(view, shown: ScreenElement(describing: view, depth: depth)))
    if let collection = view as? UICollectionView {
      for case .item(let indexPath, let cell) in collection.visibleElements where !cell.isHidden {
        let item = ScreenElement(.item(indexPath, cell), of: collection, depth: depth + 1)
        elements.append(.item(cell, collection: collection, indexPath: indexPath, shown: item))
        for subview in cell.contentView.subviews {
          collect(subview, depth: depth + 2, into: &elements, inCell: true)
        }
      }
    }
    let header = (view as? UITableView)?.tableHeaderView.flatMap { $0.superview === view ? $0 : nil }
    if let table = view as? UITableView {
      // The header view (a search bar, often) is above the rows.
      if let header { collect(header, depth: depth + 1, into: &elements) }
      for indexPath in table.indexPathsForVisibleRows ?? [] {
        guard let cell = table.cellForRow(at: indexPath), !cell.isHidden else { continue }
        let row = ScreenElement(row: indexPath, of: table, cell: cell, depth: depth + 1)
        elements.append(.cell(cell, table: table, indexPath: indexPath, shown: row))
        for subview in cell.listedSubviews { collect(subview, depth: depth + 2, into: &elements) }
      }
    }
    // A cell's own labels are part of it, as in the snapshot; its other content follows it.
    let children = ((view as? UITableViewCell)?.listedSubviews ?? view.subviews).filter { $0 !== header }
    for subview in children { collect(subview, depth: depth + 1, into: &elements, inCell: inCell) }
  }

  /// The one element `target` names; none or several is an error naming what is on screen.
  func find(_ target: UITarget) throws(AppActionError) -> Element {
    switch target {
    case .named(let name):
      let byIdentifier = elements.filter { $0.identifier == name }
      let matches = byIdentifier.isEmpty ? elements.filter { $0.title == name } : byIdentifier
      if matches.count == 1 { return matches[0] }
      if matches.isEmpty {
        let names = Array(Set(elements.flatMap { [$0.identifier, $0.title].compactMap { $0 } })).sorted()
        let hint = ScenarioSpelling.didYouMean(name, among: names).map { $0 + " " } ?? ""
        throw AppActionError(
          "no element '\(name)' on screen (by accessibility identifier or title); \(hint)\(summary)")
      }
      let listed = matches.map(describe).joined(separator: ", ")
      throw AppActionError(
        "\(matches.count) elements match '\(name)': \(listed); name one by its accessibility identifier or as "
          + "CLASS[INDEX]")
    case .classIndex(let className, let index):
      let matches = elements.filter { $0.isInstance(ofClassNamed: className) }
      if index < matches.count { return matches[index] }
      let count = matches.isEmpty ? "none" : "\(matches.count), from \(className)[0]"
      throw AppActionError(
        "no \(className)[\(index)] on screen: \(className) on screen: \(count); \(summary)")
    }
  }

  /// What is on screen, short: `on screen (Nav > Notes): UITextField[0] id=title "Title", …`.
  var summary: String {
    let limit = 20
    let listed = elements.filter { element in
      element.identifier != nil || element.title != nil || element.className != "UIView"
    }
    let where_ = path.map { " (\($0))" } ?? ""
    guard !listed.isEmpty else {
      // A callback this profile or install does not deliver explains a missing window best.
      if let reason = host.missingWindowReason { return "nothing on screen can be named\(where_): \(reason)" }
      return "nothing on screen can be named\(where_): no window, or no view loaded, or only plain views"
    }
    var text = "on screen\(where_): " + listed.prefix(limit).map(describe).joined(separator: ", ")
    if listed.count > limit { text += ", and \(listed.count - limit) more" }
    return text
  }

  /// The shortest target that names `element` alone: its accessibility identifier when no
  /// other element has it, else its title when no other element has it (as identifier or
  /// title), else `CLASS[INDEX]`.
  func shortestTarget(for element: Element) -> UITarget {
    if let identifier = element.identifier, elements.filter({ $0.identifier == identifier }).count == 1 {
      return .named(identifier)
    }
    if let title = element.title,
      elements.filter({ $0.identifier == title }).isEmpty, elements.filter({ $0.title == title }).count == 1
    {
      return .named(title)
    }
    let name = element.className
    let position = elements.firstIndex { $0.isSame(as: element) } ?? 0
    return .classIndex(
      className: name, index: elements[..<position].filter { $0.isInstance(ofClassNamed: name) }.count)
  }

  /// An element as messages list it: `UILabel[1] "Today"`, `UITextField[0] id=title "Title"`.
  func describe(_ element: Element) -> String {
    let name = element.className
    let position = elements.firstIndex { $0.isSame(as: element) } ?? 0
    let index = elements[..<position].filter { $0.isInstance(ofClassNamed: name) }.count
    var text = "\(name)[\(index)]"
    if let identifier = element.identifier { text += " id=\(identifier)" }
    if let title = element.title { text += " \"\(title)\"" }
    return text
  }
}
