import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

@MainActor
@Suite("Animations happen at once, their completion afterwards; alert text fields", .serialized)
struct AnimationAndAlertFieldTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("probe") { ProbingAppDelegate() }

  func launch(_ body: @escaping @MainActor () -> Void) throws -> Device {
    ProbingAppDelegate.body = body
    defer { ProbingAppDelegate.body = {} }
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "App", appID: "probe"))
    try device.launch("App")
    return device
  }

  @Test("the animations' changes are made at once; the completion runs after the calling code, with true")
  func completionAfterTheCall() throws {
    nonisolated(unsafe) var order: [String] = []
    let device = try launch {
      let view = UIView()
      UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }) { finished in
        order.append("completion finished=\(finished) alpha=\(view.alpha)")
      }
      order.append("after animate alpha=\(view.alpha)")
    }
    #expect(order == ["after animate alpha=0.0", "completion finished=true alpha=0.0"])
    #expect(device.misuses.isEmpty)
  }

  @Test("an alert's text field is made, configured and read; on an action sheet the app crashes")
  func alertTextFields() throws {
    nonisolated(unsafe) var typed: String?
    let alert = try launch {
      let alert = UIAlertController(title: "New note", message: nil, preferredStyle: .alert)
      alert.addTextField { field in field.text = "milk" }
      typed = alert.textFields?.first?.text
    }
    #expect(typed == "milk")
    #expect(alert.reports.isEmpty)
    let sheet = try launch {
      UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
    }
    #expect(sheet.state(of: "App") == .notRunning)
    #expect(
      sheet.reports.first?.description.contains("Text fields can only be added to an alert controller")
        == true)
  }
}
