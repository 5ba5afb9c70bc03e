import Foundation
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// A collection view's items are the user's data to the no-data-loss oracle, as a table's rows
/// are, and a finding's scenario checks them as it checks rows. Read from the typed elements.
@Suite("The oracle reads collection views as it reads tables")
struct AppSightCollectionTests {
  static func collection(y: Double, selected: [Int]) -> ScreenElement {
    ScreenElement(
      .collection(scrollsHorizontally: false), depth: 3, offset: ScreenPoint(x: 0, y: y), rowCount: 30,
      selectedItems: selected.map { ScreenIndexPath(section: 0, row: $0) })
  }

  static func item(_ item: Int, selected: Bool = false) -> ScreenElement {
    ScreenElement(
      .item(ScreenIndexPath(section: 0, row: item), isSelected: selected), depth: 4, title: "Item \(item)")
  }

  static let screenTop = [
    ScreenElement(.window(isKey: true), depth: 0),
    ScreenElement(.navigationController(stack: ["Photos"]), depth: 1),
    ScreenElement(.controller(className: "Photos"), depth: 2, title: "Photos"),
  ]

  static let before =
    screenTop + [
      collection(y: 120, selected: [7]),
      ScreenElement(
        .supplementary(kind: ScreenElement.Kind.headerKind, ScreenIndexPath(section: 0, row: 0)), depth: 4,
        title: "Beach"),
      item(6), item(7, selected: true),
    ]

  @Test("the text of a collection view, its header and its items reads as the snapshot writes them")
  func text() {
    #expect(
      ScreenSnapshot(Self.before).text == """
        window key
          UINavigationController [Photos]
            Photos "Photos"
              collection offset=(0, 120) items=30 selected=[0, 7]
                header [0] "Beach"
                item [0, 6] "Item 6"
                item [0, 7] "Item 7" selected
        """)
    var several = Self.collection(y: 0, selected: [7, 9])
    several.depth = 0
    #expect(several.line == "collection offset=(0, 0) items=30 selected=[0, 7; 0, 9]")
    let footer = ScreenElement(
      .supplementary(kind: ScreenElement.Kind.footerKind, ScreenIndexPath(section: 2, row: 0)), depth: 0,
      title: "3 photos")
    #expect(footer.line == "footer [2] \"3 photos\"")
    let badge = ScreenElement(
      .supplementary(kind: "badge", ScreenIndexPath(section: 1, row: 4)), depth: 0, title: "new")
    #expect(badge.line == "supplementary badge [1, 4] \"new\"")
  }

  @Test("the number of items is user data; the offset is view state")
  func content() throws {
    let sight = AppSight(shown: ScreenSnapshot(Self.before), path: "Photos", probes: [])
    #expect(sight.content.map(\.line) == ["collection offset=(0, 0) items=30"])
    #expect(sight.content.map(\.rowCount) == [30])
    #expect(sight.offsets.map { $0.offset } == [ScreenPoint(x: 0, y: 120)])
    #expect(try JSONDecoder().decode(AppSight.self, from: JSONEncoder().encode(sight)) == sight)
    #expect(try AppSight(wirePayload: sight.wirePayload) == sight)
  }

  @Test("what changed is checked: the items shown, the offset, the selection")
  func checks() {
    let now = Self.screenTop + [Self.collection(y: 0, selected: []), Self.item(0)]
    let checks = AppScreenChecks.checks(for: "Photos", seen: Self.before, now: now)
    let target = UITarget.classIndex(className: "UICollectionView", index: 0)
    #expect(checks.contains(.expectValue(app: "Photos", target: target, value: .text("120"))))
    #expect(checks.contains(.expectRows(app: "Photos", target: target, value: .text("Item 6,Item 7"))))
    #expect(checks.contains(.expectProbe(app: "Photos", probe: "selection", value: .text("0, 7"))))
  }

  @Test("a collection view that scrolls sideways is checked at its horizontal offset")
  func sideways() {
    var sideways = Self.collection(y: 0, selected: [])
    sideways.kind = .collection(scrollsHorizontally: true)
    sideways.offset = ScreenPoint(x: 300, y: 0)
    var back = sideways
    back.offset = .zero
    let checks = AppScreenChecks.checks(for: "Photos", seen: [sideways], now: [back])
    let target = UITarget.classIndex(className: "UICollectionView", index: 0)
    #expect(checks == [.expectValue(app: "Photos", target: target, value: .text("300"))])
  }
}
