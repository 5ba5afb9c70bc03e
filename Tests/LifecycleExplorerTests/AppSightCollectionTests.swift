import Foundation
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// A collection view's items are the user's data to the no-data-loss oracle, as a table's rows
/// are, and a finding's scenario checks them as it checks rows.
@Suite("The oracle reads collection views as it reads tables")
struct AppSightCollectionTests {
  static let before = [
    "window key", "  UINavigationController [Photos]", "    Photos \"Photos\"",
    "      collection offset=(0, 120) items=30 selected=[0, 7]", "        header [0] \"Beach\"",
    "        item [0, 6] \"Item 6\"", "        item [0, 7] \"Item 7\" selected",
  ]

  @Test("the number of items is user data; the offset is view state")
  func content() throws {
    let json: [String: Any] = [
      "screen": Self.before, "raw": Self.before.joined(separator: "\n"), "probes": [],
    ]
    let sight = try JSONDecoder().decode(AppSight.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(sight.content == ["collection items=30"])
    #expect(sight.offsets == ["collection offset=(0, 120)"])
  }

  @Test("what changed is checked: the items shown, the offset, the selection")
  func checks() {
    let now = [
      "window key", "  UINavigationController [Photos]", "    Photos \"Photos\"",
      "      collection offset=(0, 0) items=30", "        item [0, 0] \"Item 0\"",
    ]
    let checks = AppScreenChecks.checks(for: "Photos", seen: Self.before, now: now)
    let target = UITarget.classIndex(className: "UICollectionView", index: 0)
    #expect(checks.contains(.expectValue(app: "Photos", target: target, value: .text("120"))))
    #expect(checks.contains(.expectRows(app: "Photos", target: target, value: .text("Item 6,Item 7"))))
    #expect(checks.contains(.expectProbe(app: "Photos", probe: "selection", value: .text("0, 7"))))
  }
}
