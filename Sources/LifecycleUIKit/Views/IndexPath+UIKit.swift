extension IndexPath {
  /// An index path to a row of a table section (UIKit's addition to `IndexPath`).
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// The section, the first index.
  public var section: Int { self[0] }

  /// The row within the section, the second index.
  public var row: Int { self[1] }
}
