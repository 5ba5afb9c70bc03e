import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  static let tabBars: [String: Use] = [
    "UIScreen.scale": { #expect(UIScreen.main.scale == 2) },
    "UIScreen.nativeBounds": { #expect(UIScreen.main.nativeBounds.width == 640) },
    "UIViewController.tabBarItem": {
      let controller = UIViewController()
      controller.title = "Cities"
      #expect(controller.tabBarItem.title == "Cities")
    },
    "UIViewController.tabBarController": { #expect(UIViewController().tabBarController == nil) },
    "UIViewController.hidesBottomBarWhenPushed": {
      roundTrip(UIViewController(), \.hidesBottomBarWhenPushed, true)
    },
    "UIViewController.setValue(_:forKey:)": {
      let controller = UIViewController()
      let item = UITabBarItem(title: "A", image: nil, tag: 0)
      controller.setValue(item, forKey: "tabBarItem")
      #expect(controller.tabBarItem === item)
    },
    "UITabBarController.viewControllers": {
      let tabs = UITabBarController()
      tabs.viewControllers = [UIViewController(), UIViewController()]
      #expect(tabs.viewControllers?.count == 2 && tabs.selectedIndex == 0)
    },
    "UITabBarController.setViewControllers(_:animated:)": { _ = UITabBarController.setViewControllers },
    "UITabBarController.selectedIndex": { _ = \UITabBarController.selectedIndex },
    "UITabBarController.selectedViewController": { _ = \UITabBarController.selectedViewController },
    "UITabBarController.delegate": { _ = \UITabBarController.delegate },
    "UITabBarController.tabBar": {
      let tabs = UITabBarController()
      tabs.viewControllers = [UIViewController()]
      #expect(tabs.tabBar.items?.count == 1 && tabs.tabBar.selectedItem != nil)
    },
    "UITabBarControllerDelegate.tabBarController(_:shouldSelect:)": {
      _ = TabLoggingDelegate.tabBarController(_:shouldSelect:)
    },
    "UITabBarControllerDelegate.tabBarController(_:didSelect:)": {
      _ = TabLoggingDelegate.tabBarController(_:didSelect:)
    },
    "UITabBarItem.init(title:image:tag:)": { #expect(UITabBarItem(title: "A", image: nil, tag: 2).tag == 2) },
    "UITabBarItem.init(tabBarSystemItem:tag:)": {
      #expect(UITabBarItem(tabBarSystemItem: .search, tag: 0).systemItem == .search)
    },
    "UITabBarItem.title": { roundTrip(UITabBarItem(title: nil, image: nil, tag: 0), \.title, "Map") },
    "UITabBarItem.image": {
      sameObject(UITabBarItem(title: nil, image: nil, tag: 0), \.image, UIImage(name: "map", size: .zero))
    },
    "UITabBarItem.selectedImage": {
      sameObject(
        UITabBarItem(title: nil, image: nil, tag: 0), \.selectedImage, UIImage(name: "map", size: .zero))
    },
    "UITabBarItem.tag": { roundTrip(UITabBarItem(title: nil, image: nil, tag: 0), \.tag, 5) },
    "UITabBarItem.badgeValue": { roundTrip(UITabBarItem(title: nil, image: nil, tag: 0), \.badgeValue, "3") },
    "UITabBarItem.isEnabled": { roundTrip(UITabBarItem(title: nil, image: nil, tag: 0), \.isEnabled, false) },
    "UITabBar.items": { #expect(UITabBar(frame: .zero).items == nil) },
    "UITabBar.selectedItem": { #expect(UITabBar(frame: .zero).selectedItem == nil) },
  ]

  static let controls: [String: Use] = [
    "UIImage.init(named:)": { #expect(UIImage(named: "no such image anywhere") == nil) },
    "UIImage.init(systemName:)": { #expect(UIImage(systemName: "star")?.isSymbolImage == true) },
    "UIImage.size": { #expect(UIImage(name: "a", size: CGSize(width: 2, height: 3)).size.height == 3) },
    "UIImage.name": { #expect(UIImage(name: "a", size: .zero).name == "a") },
    "UIImage.init(name:size:)": { _ = UIImage(name: "a", size: .zero) },
    "UIImageView.init(image:)": {
      #expect(UIImageView(image: UIImage(name: "a", size: CGSize(width: 4, height: 4))).frame.width == 4)
    },
    "UIImageView.image": { sameObject(UIImageView(image: nil), \.image, UIImage(name: "b", size: .zero)) },
    "UIControl.addTarget(_:action:for:)": { _ = UIControl.addTarget },
    "UIControl.removeTarget(_:action:for:)": { _ = UIControl.removeTarget },
    "UIControl.addAction(_:for:)": { _ = UIControl.addAction },
    "UIControl.removeAction(_:for:)": { _ = UIControl.removeAction },
    "UIControl.init(frame:primaryAction:)": { _ = UISlider(frame: .zero, primaryAction: nil) },
    "UIButton.init(type:primaryAction:)": {
      #expect(UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in }).currentTitle == "Go")
    },
    "UIControl.sendActions(for:)": { _ = UIControl.sendActions },
    "UIControl.isEnabled": { roundTrip(UIControl(), \.isEnabled, false) },
    "UIControl.isSelected": { roundTrip(UIControl(), \.isSelected, true) },
    "UIControl.state": {
      let control = UIControl()
      control.isEnabled = false
      #expect(control.state == .disabled)
    },
    "UIControl.State.normal": { #expect(UIControl.State.normal.rawValue == 0) },
    "UIControl.Event.valueChanged": { #expect(UIControl.Event.valueChanged.rawValue == 1 << 12) },
    "UIControl.Event.touchUpInside": { #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6) },
    "UIButton.init(type:)": { #expect(UIButton(type: .contactAdd).buttonType == .contactAdd) },
    "UIButton.setTitle(_:for:)": { _ = UIButton.setTitle },
    "UIButton.title(for:)": {
      let button = UIButton(type: .system)
      button.setTitle("Go", for: .normal)
      #expect(button.title(for: .disabled) == "Go")
    },
    "UIButton.currentTitle": { #expect(UIButton(type: .system).currentTitle == nil) },
    "UIButton.titleLabel": { #expect(UIButton(type: .system).titleLabel != nil) },
    "UISlider.value": {
      let slider = UISlider()
      slider.value = 2
      #expect(slider.value == 1)
    },
    "UISlider.minimumValue": { roundTrip(UISlider(), \.minimumValue, -1) },
    "UISlider.maximumValue": { roundTrip(UISlider(), \.maximumValue, 9) },
    "UISlider.setValue(_:animated:)": { _ = UISlider.setValue(_:animated:) },
    "UISlider.isContinuous": { roundTrip(UISlider(), \.isContinuous, false) },
    "UISwitch.isOn": { roundTrip(UISwitch(), \.isOn, true) },
    "UISwitch.setOn(_:animated:)": { _ = UISwitch.setOn },
    "UISegmentedControl.init(items:)": { #expect(UISegmentedControl(items: ["A"]).numberOfSegments == 1) },
    "UISegmentedControl.numberOfSegments": { _ = \UISegmentedControl.numberOfSegments },
    "UISegmentedControl.insertSegment(withTitle:at:animated:)": { _ = UISegmentedControl.insertSegment },
    "UISegmentedControl.removeSegment(at:animated:)": { _ = UISegmentedControl.removeSegment },
    "UISegmentedControl.removeAllSegments()": { _ = UISegmentedControl.removeAllSegments },
    "UISegmentedControl.titleForSegment(at:)": { _ = UISegmentedControl.titleForSegment },
    "UISegmentedControl.setTitle(_:forSegmentAt:)": { _ = UISegmentedControl.setTitle },
    "UISegmentedControl.selectedSegmentIndex": {
      roundTrip(UISegmentedControl(items: ["A"]), \.selectedSegmentIndex, 0)
    },
    "UISegmentedControl.noSegment": { #expect(UISegmentedControl.noSegment == -1) },
    "UISegmentedControl.isMomentary": { roundTrip(UISegmentedControl(items: []), \.isMomentary, true) },
    "UISegmentedControl.setEnabled(_:forSegmentAt:)": { _ = UISegmentedControl.setEnabled },
  ]

  static let coder: [String: Use] = [
    "NSCoder.encode(_:forKey:)": {
      let coder = StateCoder()
      coder.encode(Float(0.1), forKey: "f")
      #expect(coder.decodeFloat(forKey: "f") == Float(0.1))
    },
    "NSCoder.decodeObject(forKey:)": { _ = NSCoder.decodeObject(forKey:) },
    "NSCoder.decodeObject(of:forKey:)": {
      let coder = StateCoder(values: ["s": .string("x")])
      #expect(coder.decodeObject(of: NSString.self, forKey: "s") == "x")
      #expect(coder.decodeObject(of: NSNumber.self, forKey: "s") == nil)
    },
    "NSCoder.decodeFloat(forKey:)": { _ = NSCoder.decodeFloat },
    "NSCoder.decodeInteger(forKey:)": { _ = NSCoder.decodeInteger },
    "NSCoder.decodeBool(forKey:)": { _ = NSCoder.decodeBool },
    "NSCoder.decodeDouble(forKey:)": { _ = NSCoder.decodeDouble },
    "NSCoder.containsValue(forKey:)": { _ = NSCoder.containsValue },
    "NSCoder.requiresSecureCoding": { #expect(StateCoder(requiresSecureCoding: true).requiresSecureCoding) },
  ]
}
