/// The shapes a compositional layout is built of (iOS 13): sizes, items, groups, sections and
/// boundary supplementary items, as UIKit's classes of these names take them. They hold what the
/// app gives them; ``UICollectionViewCompositionalLayout`` places items by them (its comment says
/// how far).

/// One dimension of a size: absolute points, a fraction of the container's width or height, or
/// an estimate (taken as given: there is no self-sizing).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
  enum Kind {
    case absolute, estimated, fractionalWidth, fractionalHeight
  }
  let kind: Kind
  /// The points, or the fraction.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
    .init(.fractionalWidth, fraction)
  }
  /// A fraction of the container's height.
  public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
    .init(.fractionalHeight, fraction)
  }
  /// A number of points.
  public static func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, points) }
  /// An estimated number of points (used as the size: cells do not size themselves here).
  public static func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, points) }

  /// Whether it is a fraction of the width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is a fraction of the height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether it is absolute.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether it is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The points it stands for in a container of `size`.
  func resolved(in size: CGSize) -> CGFloat {
    switch kind {
    case .absolute, .estimated: dimension
    case .fractionalWidth: dimension * size.width
    case .fractionalHeight: dimension * size.height
    }
  }
}

/// A width and a height, each a ``NSCollectionLayoutDimension``.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of these dimensions.
  public init(
    widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  /// The size in a container of `size`.
  func resolved(in size: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
  }
}

/// The space between a group's items: fixed, or at least so much (taken as fixed here).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
  /// The points.
  public let spacing: CGFloat
  private init(_ spacing: CGFloat) { self.spacing = spacing }
  /// Exactly `points`.
  public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points) }
  /// At least `points` (UIKit spreads the spare space: the lines are the same).
  public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points) }
}

/// One item's place: its size in its group, and insets inside it.
@preconcurrency @MainActor
public class NSCollectionLayoutItem {
  /// The item's size, relative to its group.
  public let layoutSize: NSCollectionLayoutSize
  /// Space inside the item's place, around its cell.
  public var contentInsets = NSDirectionalEdgeInsets.zero

  /// An item of `layoutSize`.
  public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
}

/// Items side by side (horizontal) or one below the other (vertical), repeated as long as they
/// fit in the group's size, or exactly `count` sharing it.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  let subitems: [NSCollectionLayoutItem]
  let isHorizontal: Bool
  let count: Int?
  /// The space between the group's items (none by default).
  public var interItemSpacing: NSCollectionLayoutSpacing?

  private init(
    _ size: NSCollectionLayoutSize, _ subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?
  ) {
    self.subitems = subitems
    isHorizontal = horizontal
    self.count = count
    super.init(layoutSize: size)
  }

  /// Items side by side.
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  { .init(layoutSize, subitems, horizontal: true, count: nil) }
  /// `count` items side by side, sharing the width.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  )
    -> NSCollectionLayoutGroup
  { .init(layoutSize, [subitem], horizontal: true, count: count) }
  /// `count` items side by side (iOS 16's name).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup { .init(layoutSize, [subitem], horizontal: true, count: count) }
  /// Items one below the other.
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  { .init(layoutSize, subitems, horizontal: false, count: nil) }
  /// `count` items one below the other, sharing the height.
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  { .init(layoutSize, [subitem], horizontal: false, count: count) }
  /// `count` items one below the other (iOS 16's name).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup { .init(layoutSize, [subitem], horizontal: false, count: count) }

  /// The frames of the group's item places in a group of `size`, relative to its origin, nested
  /// groups' places included; at least one.
  func slots(in size: CGSize) -> [CGRect] {
    let spacing = interItemSpacing?.spacing ?? 0
    let length = isHorizontal ? size.width : size.height
    var places: [(NSCollectionLayoutItem, CGSize)] = []
    if let count, let item = subitems.first {
      let share = (length - spacing * CGFloat(max(0, count - 1))) / CGFloat(max(1, count))
      let other = item.layoutSize.resolved(in: size)
      let each =
        isHorizontal ? CGSize(width: share, height: other.height) : CGSize(width: other.width, height: share)
      places = Array(repeating: (item, each), count: max(1, count))
    } else if !subitems.isEmpty {
      var used: CGFloat = 0
      var index = 0
      while true {
        let item = subitems[index % subitems.count]
        let itemSize = item.layoutSize.resolved(in: size)
        let along = isHorizontal ? itemSize.width : itemSize.height
        let needed = (places.isEmpty ? 0 : spacing) + along
        guard places.isEmpty || (used + needed <= length + 0.001 && along > 0 && places.count < 10_000) else {
          break
        }
        places.append((item, itemSize))
        used += needed
        index += 1
      }
    }
    var frames: [CGRect] = []
    var offset: CGFloat = 0
    for (item, itemSize) in places {
      let origin = isHorizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
      if let group = item as? NSCollectionLayoutGroup {
        frames += group.slots(in: itemSize).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
      } else {
        let insets = item.contentInsets
        frames.append(
          CGRect(
            x: origin.x + insets.leading, y: origin.y + insets.top,
            width: max(0, itemSize.width - insets.leading - insets.trailing),
            height: max(0, itemSize.height - insets.top - insets.bottom)))
      }
      offset += (isHorizontal ? itemSize.width : itemSize.height) + spacing
    }
    return frames
  }
}

/// Where a section's boundary supplementary item goes.
public enum NSRectAlignment: Int, Sendable {
  /// Nowhere in particular (placed at the top).
  case none
  /// Above the items, across the section.
  case top
  /// Above the items, at the leading edge.
  case topLeading
  /// Beside the items, leading (placed at the top).
  case leading
  /// Below the items, at the leading edge.
  case bottomLeading
  /// Below the items, across the section.
  case bottom
  /// Below the items, at the trailing edge.
  case bottomTrailing
  /// Beside the items, trailing (placed at the top).
  case trailing
  /// Above the items, at the trailing edge.
  case topTrailing
}

/// A section's header or footer in a compositional layout: a supplementary element of a kind,
/// at the section's top or bottom.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
  /// The element's kind (what the data source's supplementary view provider is given).
  public let elementKind: String
  /// Where it goes: bottom alignments after the section's items, the others before them.
  public let alignment: NSRectAlignment
  /// Whether it stays on screen while its section scrolls: kept and read back (inert).
  public var pinToVisibleBounds = false

  /// A boundary item of `elementKind`.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize)
  }

  /// Whether it goes before the section's items.
  var isAtTop: Bool { ![.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}

/// How a section's groups run: down the collection view (`none`, the default) or sideways in a
/// band of their own (the others; the band is not scrolled here: the groups past the width are
/// out of sight).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The groups run down the collection view.
  case none
  /// Sideways, stopping anywhere.
  case continuous
  /// Sideways, stopping at a group's leading edge.
  case continuousGroupLeadingBoundary
  /// Sideways, a page at a time.
  case paging
  /// Sideways, a group at a time.
  case groupPaging
  /// Sideways, a group at a time, centred.
  case groupPagingCentered
}

/// A section of a compositional layout: its group, repeated for its items.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
  let group: NSCollectionLayoutGroup
  /// The space between groups.
  public var interGroupSpacing: CGFloat = 0
  /// The space around the section's groups.
  public var contentInsets = NSDirectionalEdgeInsets.zero
  /// Down or sideways (see the type).
  public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// The section's headers and footers.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// A section repeating `group`.
  public init(group: NSCollectionLayoutGroup) { self.group = group }
}
