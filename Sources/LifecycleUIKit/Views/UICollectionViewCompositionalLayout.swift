/// A layout of sections built from groups of items (“UICollectionViewCompositionalLayout”, iOS
/// 13), with a simple geometry of its own — enough to decide which items are visible and how far
/// the content scrolls, not UIKit's.
///
/// Each section (the same one for all, or the provider's for each index) is placed below the
/// last: its content insets, its top boundary items (headers), then its group repeated for its
/// items — a group holds the places ``NSCollectionLayoutGroup`` computes in its size (resolved
/// against the collection view's width, less the insets, and height), each item taking the next
/// place — the groups one below the other `interGroupSpacing` apart, or, for a section with
/// orthogonal scrolling, side by side in one band whose groups past the width are out of sight;
/// then its bottom boundary items. A list (``list(using:)``) is a section of full-width rows 44
/// points high. Self-sizing, pinned headers, decoration items and the layout's configuration are
/// not modelled: estimates are taken as sizes.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Makes the section at an index for the environment; nil leaves the section empty.
  public typealias SectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  private let provider: SectionProvider
  private var computed: ComputedLayout?

  /// A layout whose every section is `section`.
  public init(section: NSCollectionLayoutSection) {
    provider = { _, _ in section }
    super.init()
  }

  /// A layout whose sections the provider makes, asked each time the layout is prepared.
  public init(sectionProvider: @escaping SectionProvider) {
    provider = sectionProvider
    super.init()
  }

  /// Not made from interface files: Interface Builder has no compositional layout.
  public required init?(coder: NSCoder) { return nil }

  /// A layout of list sections (iOS 14).
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }

  /// Forgets the frames: they are computed again at the next question.
  open override func prepare() {
    super.prepare()
    computed = nil
  }

  /// As wide as the collection view, as high as the sections.
  open override var collectionViewContentSize: CGSize { layout.contentSize }

  /// Every element whose frame meets `rect`.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    layout.elements(in: rect)
  }

  /// The item's attributes.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    layout.item(at: indexPath)
  }

  /// True for a new size.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  /// The frames, computed once per preparation.
  private var layout: ComputedLayout {
    if let computed { return computed }
    let made = compute()
    computed = made
    return made
  }

  /// Lays out every section (see the type's comment).
  private func compute() -> ComputedLayout {
    guard let collectionView else { return ComputedLayout() }
    let visible = collectionView.visibleSize
    let environment = LayoutEnvironment(container: LayoutContainer(contentSize: visible))
    var all: [UICollectionViewLayoutAttributes] = []
    var y: CGFloat = 0
    for sectionIndex in 0..<collectionView.numberOfSections {
      guard let section = provider(sectionIndex, environment) else { continue }
      let insets = section.contentInsets
      let width = max(0, visible.width - insets.leading - insets.trailing)
      let area = CGSize(width: width, height: visible.height)
      y += insets.top
      let boundary = { (top: Bool) in
        for item in section.boundarySupplementaryItems where item.isAtTop == top {
          let size = item.layoutSize.resolved(in: area)
          let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: sectionIndex))
          attributes.frame = CGRect(x: insets.leading, y: y, width: size.width, height: size.height)
          all.append(attributes)
          y += size.height
        }
      }
      boundary(true)
      let groupSize = section.group.layoutSize.resolved(in: area)
      let slots = section.group.slots(in: groupSize)
      let sideways = section.orthogonalScrollingBehavior != .none
      let count = collectionView.numberOfItems(inSection: sectionIndex)
      var groupOrigin = CGPoint(x: insets.leading, y: y)
      var item = 0
      while item < count, !slots.isEmpty {
        if item > 0 {
          if sideways {
            groupOrigin.x += groupSize.width + section.interGroupSpacing
          } else {
            groupOrigin.y += groupSize.height + section.interGroupSpacing
          }
        }
        for slot in slots where item < count {
          let attributes = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: item, section: sectionIndex))
          attributes.frame = slot.offsetBy(dx: groupOrigin.x, dy: groupOrigin.y)
          all.append(attributes)
          item += 1
        }
      }
      if count > 0 { y = groupOrigin.y + groupSize.height }
      boundary(false)
      y += insets.bottom
    }
    return ComputedLayout(elements: all, contentSize: CGSize(width: visible.width, height: y))
  }
}

/// What a section provider is told of where the layout is (“NSCollectionLayoutEnvironment”).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
  /// The collection view's size.
  var container: any NSCollectionLayoutContainer { get }
}

/// A container's size (“NSCollectionLayoutContainer”): the collection view's, without insets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
  /// The size.
  var contentSize: CGSize { get }
  /// The size less the insets (the same here).
  var effectiveContentSize: CGSize { get }
}

private struct LayoutContainer: NSCollectionLayoutContainer {
  var contentSize: CGSize
  var effectiveContentSize: CGSize { contentSize }
}

private struct LayoutEnvironment: NSCollectionLayoutEnvironment {
  var container: any NSCollectionLayoutContainer
}

/// How a list section looks (“UICollectionLayoutListConfiguration”, iOS 14): kept and read back
/// (inert: every list is rows 44 points high across the width).
public struct UICollectionLayoutListConfiguration: Sendable {
  /// The list's style.
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge.
    case plain
    /// Sections in groups.
    case grouped
    /// Grouped, inset from the edges.
    case insetGrouped
    /// A sidebar.
    case sidebar
    /// A plain sidebar.
    case sidebarPlain
  }
  /// What shows a section's header.
  public enum HeaderMode: Int, Sendable {
    /// No header.
    case none
    /// A supplementary view.
    case supplementary
    /// The section's first item.
    case firstItemInSection
  }

  /// The list's style.
  public var appearance: Appearance
  /// Whether rows have separators.
  public var showsSeparators = true
  /// What shows a section's header.
  public var headerMode = HeaderMode.none

  /// A configuration of `appearance`.
  public init(appearance: Appearance) { self.appearance = appearance }
}

extension NSCollectionLayoutSection {
  /// A list section: full-width rows 44 points high (iOS 14).
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    return NSCollectionLayoutSection(
      group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
  }
}
