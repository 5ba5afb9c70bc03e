import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

@MainActor
@Suite("The snapshot shows tab bars and controls with their state")
struct ControlSnapshotTests {
  @Test("a tab bar controller's tabs and selection, and the selected tab's controls, one a line")
  func snapshot() throws {
    var options = RestoringAppDelegate.Options()
    options.build = { app in
      let settings = UIViewController()
      settings.title = "Settings"
      let slider = UISlider()
      slider.value = 0.5
      let onOff = UISwitch()
      onOff.isOn = true
      onOff.isEnabled = false
      let segments = UISegmentedControl(items: ["Metric", "Imperial"])
      segments.selectedSegmentIndex = 1
      let button = UIButton(type: .system)
      button.setTitle("Save", for: .normal)
      for control in [
        slider, onOff, segments, button, UIImageView(image: UIImage(name: "logo", size: .zero)),
      ] {
        settings.view.addSubview(control)
      }
      let tabs = UITabBarController()
      let favourites = UIViewController()
      favourites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
      tabs.viewControllers = [favourites, settings]
      tabs.selectedIndex = 1
      app.show(tabs)
    }
    let device = try launchedNotes(.ios7, RestorationLog(), options)
    let app = try #require(uikitApp("Notes", in: device))
    #expect(
      app.snapshotText == """
        window key
          UITabBarController tabs=[Favorites, Settings] selected=1
            UIViewController "Settings"
              slider 0.5 in 0.0...1.0
              switch on disabled
              segments [Metric, Imperial] selected="Imperial"
              button "Save"
              image "logo"
        """)
  }
}
