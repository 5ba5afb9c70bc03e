import Synchronization

extension UICollectionView {
  /// A cell class (or nib) and the handler that configures its cells for an item, registered with
  /// the collection view the first time it dequeues through it (“UICollectionView.CellRegistration”,
  /// iOS 14). Each registration has a reuse identifier of its own.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for the item at an index path.
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

    let identifier: String
    let nib: UINib?
    let handler: Handler

    /// A registration of `Cell`, configured by `handler`.
    public init(handler: @escaping Handler) {
      identifier = Self.newIdentifier()
      nib = nil
      self.handler = handler
    }

    /// A registration of the cell the nib holds, configured by `handler`.
    public init(cellNib: UINib, handler: @escaping Handler) {
      identifier = Self.newIdentifier()
      nib = cellNib
      self.handler = handler
    }

    /// A reuse identifier no other registration has.
    private static func newIdentifier() -> String {
      CellRegistrationCounter.next("\(Cell.self)")
    }
  }

  /// A cell of `registration` for `item`, configured by its handler: registered the first time,
  /// then dequeued as any cell (taken back ones are reused).
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let key = ReuseKey(kind: Self.cellKind, identifier: registration.identifier)
    if registrations[key] == nil {
      registrations[key] = registration.nib.map(Registration.nib) ?? .viewClass(Cell.self)
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
    guard let cell = dequeued as? Cell else {
      crash(
        "NSInternalInconsistencyException: the cell registration's nib made a \(type(of: dequeued)), not a"
          + " \(Cell.self)")
      let stand = Cell(frame: .zero)
      stand.reuseIdentifier = registration.identifier
      return stand
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
}

/// The counter that gives each cell registration its own reuse identifier.
enum CellRegistrationCounter {
  private static let count = Mutex(0)

  /// `Cell-3`: the class's name and a number no registration had.
  static func next(_ name: String) -> String {
    count.withLock { value in
      value += 1
      return "\(name)-CellRegistration-\(value)"
    }
  }
}
