import Foundation
import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// The snapshot as typed elements (``ScreenSnapshot``): what each view is, what the user entered
/// or chose apart from what the app wrote, and the text written from them.
@MainActor
@Suite("The snapshot's typed elements")
struct ScreenSnapshotTests {
  @Test("each view is one element of its kind, its text and the user's value apart, whatever the text reads")
  func elements() throws {
    let device = try launchedRichScreen()
    let app = try #require(uikitApp("Notes", in: device))
    let snapshot = app.screenSnapshot()
    #expect(snapshot.text == app.snapshotText)
    let elements = snapshot.elements
    let tricky = try #require(elements.first { $0.title?.hasPrefix("text-field") == true })
    #expect(tricky.kind == .label && tricky.value == nil && tricky.offset == nil && tricky.rowCount == nil)
    let field = try #require(elements.first { $0.kind == .textField })
    #expect(
      field.identifier == "item" && field.title == "Item" && field.value == "buy milk" && field.isEditing)
    let table = try #require(elements.first { $0.kind == .table })
    #expect(table.rowCount == 30 && table.selection == ScreenIndexPath(section: 0, row: 4))
    #expect(table.offset == ScreenPoint(x: 0, y: 132))
    let checked = try #require(elements.first { $0.identifier == "row-3" })
    #expect(
      checked.kind == .row(ScreenIndexPath(section: 0, row: 3), accessory: "checkmark", isSelected: false))
    #expect(checked.depth == table.depth + 1)
    // A plain view is not listed: its label takes its place, a sibling of the others.
    let inner = try #require(elements.first { $0.title == "inside a plain view" })
    #expect(inner.depth == field.depth && !elements.contains { $0.kind == .container })
    #expect(elements.filter(\.isTransient).map(\.kind.word) == ["alert", "keyboard"])
    #expect(elements.filter(\.isTransient).allSatisfy { $0.depth == 0 })
  }

  @Test("the snapshot reads back equal from its Codable form")
  func codable() throws {
    let device = try launchedRichScreen()
    let app = try #require(uikitApp("Notes", in: device))
    let snapshot = app.screenSnapshot()
    #expect(try JSONDecoder().decode(ScreenSnapshot.self, from: JSONEncoder().encode(snapshot)) == snapshot)
  }

  @Test("the UI driver names elements as the snapshot lists them: a cell by its text, its labels part of it")
  func driverNames() throws {
    let device = try launchedRichScreen(alert: false)
    let app = try #require(uikitApp("Notes", in: device))
    let error = try #require(throws: AppActionError.self) { try app.value(of: .named("Totl")) }
    #expect(error.description.contains("did you mean 'Total'?"), "\(error)")
    // The table's visible rows count as cells before it.
    #expect(error.description.contains("UITableViewCell[5] \"Total\", UISegmentedControl[0]"), "\(error)")
    #expect(error.description.contains("UITextField[0] id=item \"Item\""), "\(error)")
    #expect(try app.value(of: .named("Total")) == "Total")
    #expect(try app.value(of: .classIndex(className: "UILabel", index: 2)) == "inside a plain view")
    // The i-th label, field and text view of the snapshot is the driver's CLASS[i] (the checks of a
    // finding's scenario name them so).
    let elements = app.screenSnapshot().elements
    for (kind, className) in [
      (ScreenElement.Kind.label, "UILabel"), (.textField, "UITextField"), (.textView, "UITextView"),
    ] {
      for (index, element) in elements.filter({ $0.kind == kind }).enumerated() {
        let shown = try app.value(of: .classIndex(className: className, index: index))
        #expect(shown == (kind == .label ? element.title : element.value), "\(className)[\(index)]")
      }
    }
  }
}
