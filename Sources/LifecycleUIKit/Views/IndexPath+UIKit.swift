extension IndexPath {
  /// An index path to a row of a table section (UIKit's addition to `IndexPath`).
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// An index path to an item of a collection view section (UIKit's addition to `IndexPath`):
  /// the same two indexes as a row's.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// The section, the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row within the section, the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item within the section, the second index (a collection view's name for ``row``).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
