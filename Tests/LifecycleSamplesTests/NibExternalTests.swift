import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

@testable import LifecycleSamples

/// Article “Scroll position after a memory warning”: External Objects and awakeFromNib.
@MainActor
@Suite("Nib with an External Object (“Scroll position after a memory warning”)")
struct NibExternalTests {
  @Test("the view from the interface file fills itself from the controller's model in awakeFromNib")
  func fillsItself() throws {
    try withDevice(.ios4) { device in
      try device.install("Guestbook", app: "nib-external")
      try device.launch("Guestbook")
      #expect(try device.probe("field", of: "Guestbook") == "Guest")
      #expect(device.uikitApp("Guestbook")?.snapshotText.contains("text-field \"Guest\"") == true)
      #expect(device.reports.isEmpty)
    }
  }

  @Test("the view and its controller share one model: renaming it shows in the view")
  func sharesTheModel() throws {
    try withDevice(.ios7) { device in
      try device.install("Guestbook", app: "nib-external")
      try device.launch("Guestbook")
      let app = try #require(device.uikitApp("Guestbook")?.delegate as? NibExternalAppDelegate)
      let view = try #require(app.visitorController.cardView)
      #expect(view.visitor === app.visitorController.visitor)
      #expect(app.visitorController.view === view)
      try device.act("rename", "Hanako", in: "Guestbook")
      #expect(try device.probe("field", of: "Guestbook") == "Hanako")
    }
  }

  @Test("a view loaded after the model changed shows the model as it is then, with no hand-over code")
  func loadsFromTheCurrentModel() throws {
    try withDevice(.ios5) { device in
      try device.install("Guestbook", app: "nib-external")
      try device.launch("Guestbook")
      let app = try #require(device.uikitApp("Guestbook"))
      app.runAsAppCode {
        let controller = VisitorViewController()
        controller.rename(to: "Taro")
        #expect(!controller.isViewLoaded)
        controller.loadViewIfNeeded()
        #expect(controller.cardView?.nameField?.text == "Taro")
        #expect(controller.cardView?.visitor === controller.visitor)
      }
      #expect(device.reports.isEmpty)
    }
  }

  @Test("the interface file is loaded with the controller as File's Owner, from the samples' resources")
  func loadsTheFile() throws {
    try withDevice(.ios13) { device in
      try device.install("Guestbook", app: "nib-external")
      try device.launch("Guestbook")
      #expect(try device.probe("screen", of: "Guestbook") == "VisitorViewController")
      #expect(device.state(of: "Guestbook") == .active)
    }
  }
}
