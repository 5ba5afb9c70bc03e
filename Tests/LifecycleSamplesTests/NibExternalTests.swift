import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

@testable import LifecycleSamples

/// Seed 002: External Objects and awakeFromNib.
@MainActor
@Suite("Nib with an External Object (seed 002)")
struct NibExternalTests {
  @Test("the view from the interface file fills itself from the controller's model in awakeFromNib")
  func fillsItself() throws {
    try withDevice(.ios4) { device in
      try device.install("Profile", app: "nib-external")
      try device.launch("Profile")
      #expect(try device.probe("field", of: "Profile") == "Guest")
      #expect(device.uikitApp("Profile")?.snapshotText.contains("text-field \"Guest\"") == true)
      #expect(device.reports.isEmpty)
    }
  }

  @Test("the view and its controller share one model: renaming it shows in the view")
  func sharesTheModel() throws {
    try withDevice(.ios7) { device in
      try device.install("Profile", app: "nib-external")
      try device.launch("Profile")
      let app = try #require(device.uikitApp("Profile")?.delegate as? NibExternalAppDelegate)
      let view = try #require(app.profileController.profileView)
      #expect(view.profile === app.profileController.profile)
      #expect(app.profileController.view === view)
      try device.act("rename", "Hanako", in: "Profile")
      #expect(try device.probe("field", of: "Profile") == "Hanako")
    }
  }

  @Test("a view loaded after the model changed shows the model as it is then, with no hand-over code")
  func loadsFromTheCurrentModel() throws {
    try withDevice(.ios5) { device in
      try device.install("Profile", app: "nib-external")
      try device.launch("Profile")
      let app = try #require(device.uikitApp("Profile"))
      app.runAsAppCode {
        let controller = ProfileViewController()
        controller.rename(to: "Taro")
        #expect(!controller.isViewLoaded)
        controller.loadViewIfNeeded()
        #expect(controller.profileView?.nameField?.text == "Taro")
        #expect(controller.profileView?.profile === controller.profile)
      }
      #expect(device.reports.isEmpty)
    }
  }

  @Test("the interface file is loaded with the controller as File's Owner, from the samples' resources")
  func loadsTheFile() throws {
    try withDevice(.ios13) { device in
      try device.install("Profile", app: "nib-external")
      try device.launch("Profile")
      #expect(try device.probe("screen", of: "Profile") == "ProfileViewController")
      #expect(device.state(of: "Profile") == .active)
    }
  }
}
