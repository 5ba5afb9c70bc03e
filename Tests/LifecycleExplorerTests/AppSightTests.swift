import Foundation
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// A screen with one element of every kind, and labels whose text looks like other elements'
/// lines.
enum EveryKindScreen {
  static let elements: [ScreenElement] = [
    ScreenElement(.window(isKey: true), depth: 0),
    ScreenElement(.navigationController(stack: ["Lists", "Detail"]), depth: 1),
    ScreenElement(
      .controller(className: "DetailController"), depth: 2, identifier: "detail", title: "Detail"),
    ScreenElement(.label, depth: 3, title: "text-field \"secret\" offset=(0, 40) rows=3"),
    ScreenElement(.label, depth: 3, title: "Use the\nkeyboard\nswitch on"),
    ScreenElement(
      .textField, depth: 3, identifier: "item", title: "Item", value: "buy milk", isEditing: true),
    ScreenElement(.textView, depth: 3, value: "a offset=(3, 4) b", offset: ScreenPoint(x: 0, y: 12.5)),
    ScreenElement(
      .table, depth: 3, offset: ScreenPoint(x: 0, y: 132), rowCount: 30,
      selection: ScreenIndexPath(section: 0, row: 4)),
    ScreenElement(
      .row(ScreenIndexPath(section: 0, row: 3), accessory: "checkmark", isSelected: false), depth: 4,
      identifier: "row-3", title: "Item 3"),
    ScreenElement(
      .row(ScreenIndexPath(section: 0, row: 4), accessory: nil, isSelected: true), depth: 4,
      title: "Item \"4\""),
    ScreenElement(.scrollView, depth: 3, offset: ScreenPoint(x: -1.5, y: 40)),
    ScreenElement(
      .collection(scrollsHorizontally: false), depth: 3, offset: ScreenPoint(x: 0, y: 120), rowCount: 12,
      selectedItems: [ScreenIndexPath(section: 0, row: 7), ScreenIndexPath(section: 0, row: 9)]),
    ScreenElement(
      .supplementary(kind: ScreenElement.Kind.headerKind, ScreenIndexPath(section: 0, row: 0)), depth: 4,
      title: "Fruit"),
    ScreenElement(
      .item(ScreenIndexPath(section: 0, row: 7), isSelected: true), depth: 4, identifier: "item-7",
      title: "Item 7"),
    ScreenElement(.button, depth: 3, title: "Save", isEnabled: false),
    ScreenElement(.slider(minimum: 0, maximum: 2), depth: 3, value: "0.25", isEnabled: false),
    ScreenElement(.switch, depth: 3, value: "on"),
    ScreenElement(.segments(titles: ["Day", "Week"]), depth: 3, value: nil),
    ScreenElement(.image(name: "logo"), depth: 3),
    ScreenElement(.cell(detail: "3"), depth: 3, title: "Total"),
    ScreenElement(.container, depth: 3, identifier: "group"),
    ScreenElement(.tabBarController(tabs: ["A", "B"], selected: 1, isBarHidden: true), depth: 1),
    ScreenElement(.alert(message: nil, buttons: ["OK"]), depth: 2, title: "Saved"),
    ScreenElement(.plainText, depth: 0, title: "tracer"),
    ScreenElement(
      .alert(message: "The note is not saved", buttons: ["Cancel", "Discard"]), depth: 0, title: "Discard?"),
    ScreenElement(.keyboard, depth: 0),
    ScreenElement(.refreshControl(isRefreshing: true), depth: 3),
    ScreenElement(.refreshControl(isRefreshing: false), depth: 3, isEnabled: false),
    ScreenElement(.stepper(minimum: 0, maximum: 10), depth: 3, identifier: "count", value: "3"),
    ScreenElement(.picker(components: [["Red", "Green"], ["S", "M"]]), depth: 3, value: "Green, M"),
    ScreenElement(.datePicker(mode: "date"), depth: 3, value: "2024-03-01T00:00:00Z"),
  ]

  /// A number for each kind: a kind added to ``ScreenElement/Kind`` does not compile here until
  /// it is numbered, and then the screen above lacks it until it is added.
  static func number(of kind: ScreenElement.Kind) -> Int {
    switch kind {
    case .window: 0
    case .controller: 1
    case .navigationController: 2
    case .tabBarController: 3
    case .alert: 4
    case .label: 5
    case .textField: 6
    case .textView: 7
    case .table: 8
    case .row: 9
    case .scrollView: 10
    case .button: 11
    case .slider: 12
    case .switch: 13
    case .segments: 14
    case .image: 15
    case .cell: 16
    case .keyboard: 17
    case .container: 18
    case .plainText: 19
    case .collection: 20
    case .item: 21
    case .supplementary: 22
    case .refreshControl: 23
    case .stepper: 24
    case .picker: 25
    case .datePicker: 26
    }
  }

  static var sight: AppSight {
    AppSight(
      shown: ScreenSnapshot(elements), path: "Lists > Detail",
      probes: [.init(name: "text", value: "draft"), .init(name: "saved", value: nil)])
  }
}

/// What the oracle reads of a screen: the typed elements, never their text.
@Suite("What the user saw, as the oracle reads it")
struct AppSightTests {
  @Test("the screen has one element of every kind")
  func everyKind() {
    #expect(Set(EveryKindScreen.elements.map { EveryKindScreen.number(of: $0.kind) }) == Set(0..<27))
  }

  @Test("the content is what the user entered or chose, whatever the labels read")
  func content() {
    let content = EveryKindScreen.sight.content
    #expect(
      content.map(\.kind.word) == [
        "text-field", "text-view", "table", "collection", "slider", "switch", "stepper", "picker",
        "date-picker",
      ])
    #expect(
      content.map(\.value) == [
        "buy milk", "a offset=(3, 4) b", nil, nil, "0.25", "on", "3", "Green, M", "2024-03-01T00:00:00Z",
      ])
    #expect(content[2].rowCount == 30 && content[3].rowCount == 12)
    // Neither where a text view is scrolled to nor which row or item is selected is the user's data.
    #expect(
      content.allSatisfy {
        $0.offset == nil && $0.selection == nil && $0.selectedItems.isEmpty && $0.title == nil
      })
  }

  @Test("the offsets are the scroll views', tables' and text views', never a label's")
  func offsets() {
    let offsets = EveryKindScreen.sight.offsets
    #expect(offsets.map(\.kind) == [.textView, .table, .scrollView, .collection(scrollsHorizontally: false)])
    #expect(offsets.map { $0.offset?.description } == ["(0, 12.5)", "(0, 132)", "(-1.5, 40)", "(0, 120)"])
  }

  @Test("what lasts leaves out the alerts, the keyboard and the editing mark; a label about them stays")
  func lasting() {
    let screen = EveryKindScreen.sight.screen
    #expect(!screen.contains { $0.isTransient || $0.isEditing })
    #expect(screen.count == EveryKindScreen.elements.count - 3)
    #expect(screen.contains { $0.title == "Use the\nkeyboard\nswitch on" })
    let transient = EveryKindScreen.sight.shown.transient
    #expect(
      transient.map(\.line) == [
        "alert \"Saved\" [OK]", "alert \"Discard?\" \"The note is not saved\" [Cancel, Discard]", "keyboard",
      ])
  }

  @Test("a sight reads back equal from its Codable form and from a worker frame")
  func roundTrips() throws {
    let sight = EveryKindScreen.sight
    #expect(try JSONDecoder().decode(AppSight.self, from: JSONEncoder().encode(sight)) == sight)
    #expect(try AppSight(wirePayload: sight.wirePayload) == sight)
    let payload = sight.wirePayload
    for end in 0..<payload.count {
      #expect(throws: WireError.self) { try AppSight(wirePayload: Array(payload[..<end])) }
    }
  }

  @Test("two screens that differ in any part of an element, shown in the text or not, hash apart")
  func hashing() {
    func hash(_ elements: [ScreenElement]) -> UInt64 {
      var hash = StableHash()
      hash.add(elements: elements)
      return hash.value
    }
    let field = ScreenElement(.textField, depth: 1, identifier: "item", title: "Item", value: "a")
    var otherIdentifier = field
    otherIdentifier.identifier = "name"
    var otherPlaceholder = field
    otherPlaceholder.title = "Name"
    var deeper = field
    deeper.depth = 2
    let hashes = Set([field, otherIdentifier, otherPlaceholder, deeper].map { hash([$0]) })
    #expect(hashes.count == 4)
    #expect(hash(EveryKindScreen.elements) == hash(EveryKindScreen.elements))
    #expect(hash([field, field]) != hash([field]))
  }
}

/// The checks a finding's scenario ends with, read from the typed elements.
@Suite("The checks for what a screen no longer shows")
struct AppScreenChecksTests {
  private func label(_ text: String) -> ScreenElement { ScreenElement(.label, depth: 1, title: text) }

  private func table(y: Double, selected: Int?) -> ScreenElement {
    ScreenElement(
      .table, depth: 1, offset: ScreenPoint(x: 0, y: y), rowCount: 2,
      selection: selected.map { ScreenIndexPath(section: 0, row: $0) })
  }

  private func row(_ row: Int, _ text: String, checked: Bool = false) -> ScreenElement {
    ScreenElement(
      .row(ScreenIndexPath(section: 0, row: row), accessory: checked ? "checkmark" : nil, isSelected: false),
      depth: 2, title: text)
  }

  @Test(
    "each text, offset, row list and selection that changed, named by class and index, with the whole text")
  func changed() {
    let field = ScreenElement(.textField, depth: 1, value: "draft")
    let seen = [
      label("Say \"hi\""), label("same"), field, table(y: 240, selected: 1), row(0, "milk", checked: true),
      row(1, "eggs"),
    ]
    var emptied = field
    emptied.value = nil
    let now = [label("Ready"), label("same"), emptied, table(y: 0, selected: nil), row(0, "milk")]
    let checks = AppScreenChecks.checks(for: "App", seen: seen, now: now)
    #expect(
      checks == [
        .expectValue(
          app: "App", target: .classIndex(className: "UITextField", index: 0), value: .text("draft")),
        .expectValue(
          app: "App", target: .classIndex(className: "UILabel", index: 0), value: .text("Say \"hi\"")),
        .expectValue(
          app: "App", target: .classIndex(className: "UITableView", index: 0), value: .text("240")),
        .expectRows(
          app: "App", target: .classIndex(className: "UITableView", index: 0), value: .text("milk ✓,eggs")),
        .expectProbe(app: "App", probe: "selection", value: .text("0, 1")),
      ])
    #expect(AppScreenChecks.checks(for: "App", seen: seen, now: seen).isEmpty)
  }

  /// A control's value the user set and the relaunch lost gets its check, so that the finding's
  /// scenario fails when replayed (shagedorn/StateRestorationDemo's slider had none).
  @Test("a slider's or a switch's value the screen no longer shows is checked")
  func controlValues() {
    let slider = { (value: String) in
      ScreenElement(.slider(minimum: 0, maximum: 1), depth: 1, value: value)
    }
    let onOff = { (value: String) in ScreenElement(.switch, depth: 1, value: value) }
    let checks = AppScreenChecks.checks(
      for: "App", seen: [slider("1.0"), onOff("on")], now: [slider("0.5"), onOff("on")])
    #expect(
      checks == [
        .expectValue(app: "App", target: .classIndex(className: "UISlider", index: 0), value: .text("1.0"))
      ])
  }
}
