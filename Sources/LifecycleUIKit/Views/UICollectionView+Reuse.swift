/// Registering, dequeuing and reusing a collection view's cells and supplementary views, as UIKit
/// does (“UICollectionView”, Creating collection view cells).
///
/// A reuse identifier is registered with a class or a nib (or is a storyboard prototype's);
/// dequeuing one never registered is UIKit's `NSInternalInconsistencyException` (“could not
/// dequeue a view of kind: UICollectionElementKindCell with identifier …”): the app crashes. A
/// dequeue hands out a view taken back earlier when there is one — after its
/// ``UICollectionReusableView/prepareForReuse()`` — else a new one. Views are taken back when
/// their item leaves the visible rectangle (the delegate's `didEndDisplaying` is told), and all
/// at once by a reload or an update. A cell the data source made without dequeuing has no reuse
/// identifier: UIKit refuses it, and the app crashes.
extension UICollectionView {
  /// What a reuse identifier dequeues.
  enum Registration {
    case viewClass(UICollectionReusableView.Type)
    case nib(UINib)
  }

  /// A kind of view (`UICollectionElementKindCell` for cells) and a reuse identifier.
  struct ReuseKey: Hashable {
    var kind: String
    var identifier: String
  }

  /// A supplementary element on screen: its kind and index path.
  struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
  }

  /// The kind UIKit's messages give cells.
  static let cellKind = "UICollectionElementKindCell"

  /// Registers the cell class ``dequeueReusableCell(withReuseIdentifier:for:)`` makes for
  /// `identifier` (a `UICollectionViewCell` subclass); nil unregisters.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registrations[ReuseKey(kind: Self.cellKind, identifier: identifier)] =
      (cellClass as? UICollectionViewCell.Type).map(Registration.viewClass)
  }

  /// Registers the nib whose one top-level object is the cell made for `identifier`; nil
  /// unregisters.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    registrations[ReuseKey(kind: Self.cellKind, identifier: identifier)] = nib.map(Registration.nib)
  }

  /// Registers the class of the supplementary views of `elementKind` made for `identifier`.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    registrations[ReuseKey(kind: elementKind, identifier: identifier)] =
      (viewClass as? UICollectionReusableView.Type).map(Registration.viewClass)
  }

  /// Registers the nib of the supplementary views of `kind` made for `identifier`.
  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    registrations[ReuseKey(kind: kind, identifier: identifier)] = nib.map(Registration.nib)
  }

  /// A cell for `identifier`: one taken back earlier (prepared for reuse), else a new one of
  /// the registered class or nib or the storyboard's prototype. An identifier never registered
  /// crashes the app, as in UIKit, and gives a plain cell.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let view = dequeue(ReuseKey(kind: Self.cellKind, identifier: identifier))
    if let cell = view as? UICollectionViewCell { return cell }
    let cell = UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// A supplementary view of `elementKind` for `identifier`, as
  /// ``dequeueReusableCell(withReuseIdentifier:for:)`` makes cells.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = dequeue(ReuseKey(kind: elementKind, identifier: identifier)) { return view }
    let view = UICollectionReusableView(frame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  private func dequeue(_ key: ReuseKey) -> UICollectionReusableView? {
    if let view = reusePool[key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    let made: UICollectionReusableView?
    switch registrations[key] {
    case .viewClass(let viewClass)?: made = viewClass.init(frame: .zero)
    case .nib(let nib)?:
      let objects = nib.instantiate(withOwner: nil, options: nil)
      guard objects.count == 1, let view = objects.first as? UICollectionReusableView else {
        crash(
          "NSInternalInconsistencyException: invalid nib registered for identifier (\(key.identifier)) - nib must"
            + " contain exactly one top level object which must be a UICollectionReusableView instance")
        return nil
      }
      if let own = view.reuseIdentifier, own != key.identifier {
        crash(
          "NSInternalInconsistencyException: view reuse identifier in nib (\(own)) does not match the identifier"
            + " used to register the nib (\(key.identifier))")
        return nil
      }
      made = view
    case nil:
      guard let prototype = storyboardPrototypes[key] else {
        crash(
          "NSInternalInconsistencyException: could not dequeue a view of kind: \(key.kind) with identifier"
            + " \(key.identifier) - must register a nib or a class for the identifier or connect a prototype cell"
            + " in a storyboard")
        return nil
      }
      made = prototype()
    }
    made?.reuseIdentifier = key.identifier
    return made
  }

  /// Asks the data source for the cell of a visible item, checks it was dequeued, and shows it.
  func makeCell(for attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell? {
    guard let dataSource else { return nil }
    let indexPath = attributes.indexPath
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    guard cell.reuseIdentifier != nil else {
      crash(
        "NSInternalInconsistencyException: the cell returned from -collectionView:cellForItemAtIndexPath: does"
          + " not have a reuseIdentifier - cells must be retrieved by calling"
          + " -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
      return nil
    }
    cell.frame = attributes.frame
    cell.apply(attributes)
    cell.isSelected = selectedItems.contains(indexPath)
    cells[indexPath] = cell
    (delegate as? any UICollectionViewDelegate)?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    return cell
  }

  /// The supplementary view of `elementKind` at `indexPath` when it is visible (asking the data
  /// source for it the first time); nil otherwise, or when the data source gives none.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    let key = SupplementaryKey(kind: elementKind, indexPath: indexPath)
    if let view = supplementaryViews[key] { return view }
    guard let dataSource,
      let attributes = visibleAttributes().first(where: {
        $0.representedElementKind == elementKind && $0.indexPath == indexPath
      })
    else { return nil }
    supplementaryReachedDefault = false
    let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: elementKind, at: indexPath)
    defer { supplementaryReachedDefault = false }
    guard !supplementaryReachedDefault else { return nil }
    view.frame = attributes.frame
    view.apply(attributes)
    supplementaryViews[key] = view
    return view
  }

  /// The visible supplementary elements of `elementKind`, their index paths in order.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visibleAttributes().filter { $0.representedElementKind == elementKind }.map(\.indexPath).sorted()
  }

  /// Takes back every cell and supplementary view handed out (a reload or an update).
  func recycleDisplayedViews() {
    for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) { takeBack(cell, at: indexPath) }
    for (key, view) in sortedSupplementaryViews { enqueue(view, kind: key.kind) }
    cells = [:]
    supplementaryViews = [:]
    collectionViewLayout.needsPrepare = true
  }

  /// Takes back the cells and supplementary views whose elements are no longer visible.
  func recycleViewsOutOfSight() {
    guard !cells.isEmpty || !supplementaryViews.isEmpty else { return }
    let visible = visibleAttributes()
    let items = Set(visible.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
    for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) where !items.contains(indexPath) {
      cells[indexPath] = nil
      takeBack(cell, at: indexPath)
    }
    let elements = Set(
      visible.compactMap { attributes in
        attributes.representedElementKind.map { SupplementaryKey(kind: $0, indexPath: attributes.indexPath) }
      })
    for (key, view) in sortedSupplementaryViews where !elements.contains(key) {
      supplementaryViews[key] = nil
      enqueue(view, kind: key.kind)
    }
  }

  /// The supplementary views handed out, by kind then index path: the order they are taken back in.
  private var sortedSupplementaryViews: [(key: SupplementaryKey, value: UICollectionReusableView)] {
    supplementaryViews.sorted { ($0.key.kind, $0.key.indexPath) < ($1.key.kind, $1.key.indexPath) }
  }

  private func takeBack(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    (delegate as? any UICollectionViewDelegate)?.collectionView(
      self, didEndDisplaying: cell, forItemAt: indexPath)
    enqueue(cell, kind: Self.cellKind)
  }

  private func enqueue(_ view: UICollectionReusableView, kind: String) {
    guard let identifier = view.reuseIdentifier else { return }
    reusePool[ReuseKey(kind: kind, identifier: identifier), default: []].append(view)
  }

  /// Crashes the app this view belongs to (or whose code runs), with `reason`.
  func crash(_ reason: String) { (appHost ?? AppContext.current)?.crash(reason) }
}
