@testable import LifecycleUIKit

// Stand-ins for the classes a `.xib` names that LifecycleUIKit's controls engineer provides
// (UISlider, UISwitch, …): each reads the property keys of the shared table from its coder,
// so that the tests show what the `.xib` reader hands over. Tests register them with
// `UINib.withClasses(XibStandIns.classes) { … }`, which puts the registry back afterwards.

/// The stand-in classes, by the UIKit class name they stand in for.
@MainActor
enum XibStandIns {
  static let classes: [String: any NibInstantiable.Type] = [
    "UISlider": StandInSlider.self, "UISwitch": StandInSwitch.self,
    "UISegmentedControl": StandInSegmentedControl.self, "UIButton": StandInButton.self,
    "UIImageView": StandInImageView.self, "UITabBarItem": StandInTabBarItem.self,
    "UIViewController": StandInController.self, "UINavigationController": StandInController.self,
    "UITabBarController": StandInController.self, "CityViewController": CityViewController.self,
    "CityView": CityView.self,
  ]
}

@MainActor
final class StandInSlider: UIControl {
  var value = 0.0
  var minimumValue = 0.0
  var maximumValue = 1.0

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    value = coder.decodeDouble(forKey: "value")
    minimumValue = coder.decodeDouble(forKey: "minimumValue")
    maximumValue = coder.decodeDouble(forKey: "maximumValue")
  }
}

@MainActor
final class StandInSwitch: UIControl {
  var isOn = false

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOn = coder.decodeBool(forKey: "isOn")
  }
}

@MainActor
final class StandInSegmentedControl: UIControl {
  var titles: [String] = []
  var selectedSegmentIndex = -1

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    titles = coder.decodeObject(forKey: "segmentTitles") as? [String] ?? []
    if coder.containsValue(forKey: "selectedSegmentIndex") {
      selectedSegmentIndex = coder.decodeInteger(forKey: "selectedSegmentIndex")
    }
  }
}

@MainActor
final class StandInButton: UIControl {
  var title: String?

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    title = coder.decodeObject(forKey: "title") as? String
  }
}

@MainActor
final class StandInImageView: UIView {
  var imageName: String?

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    imageName = coder.decodeObject(forKey: "imageName") as? String
  }
}

@MainActor
final class StandInTabBarItem: NibInstantiable {
  var title: String?
  var imageName: String?
  var tag = 0
  var systemItem: String?

  init?(coder: NSCoder) {
    title = coder.decodeObject(forKey: "title") as? String
    imageName = coder.decodeObject(forKey: "imageName") as? String
    tag = coder.decodeInteger(forKey: "tag")
    systemItem = coder.decodeObject(forKey: "systemItem") as? String
  }

  func setValue(_ value: Any?, forKey key: String) { _ = NibLoader.reportUndefinedKey(key, of: self) }
  func awakeFromNib() {}
}

/// A controller and container: takes the keyed children UIViewController, and the
/// containers' `viewControllers`, accept after the merge.
@MainActor
final class StandInController: UIViewController {
  var hidesBottomBar = false
  var xibNibName: String?
  var item: StandInTabBarItem?
  var navigation: UINavigationItem?
  var contained: [UIViewController] = []

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    hidesBottomBar = coder.decodeBool(forKey: "hidesBottomBarWhenPushed")
    xibNibName = coder.decodeObject(forKey: "nibName") as? String
  }

  override func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case "tabBarItem": item = value as? StandInTabBarItem
    case "navigationItem": navigation = value as? UINavigationItem
    case "viewControllers": contained = value as? [UIViewController] ?? []
    default: super.setValue(value, forKey: key)
    }
  }
}

/// The File's Owner of `CityViewController.xib`.
@MainActor
final class CityViewController: UIViewController {
  var cityLabel: UILabel?
  var distanceSlider: UIControl?
  var unitsControl: UIControl?
  var events: [String] = []

  override func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case "cityLabel": cityLabel = value as? UILabel
    case "distanceSlider": distanceSlider = value as? UIControl
    case "unitsControl": unitsControl = value as? UIControl
    default: super.setValue(value, forKey: key)
    }
  }

  /// The methods the file's actions name that are registered (`showMap:` is not).
  static func registerActions() {
    SelectorDispatch.register("distanceChanged:", for: CityViewController.self) { controller, sender in
      controller.events.append("distanceChanged: \((sender as? StandInSlider)?.value ?? -1)")
    }
    SelectorDispatch.register("chooseUnitsFrom:", for: CityViewController.self) { controller, _ in
      controller.events.append("chooseUnitsFrom:")
    }
  }
}

/// The File's Owner of `CitiesTabBar.xib`.
@MainActor
final class XibCitiesOwner: UIResponder {
  var tabs: StandInController?

  override func setValue(_ value: Any?, forKey key: String) {
    guard key == "tabBarController" else { return super.setValue(value, forKey: key) }
    tabs = value as? StandInController
  }
}

/// The root view of `CityViewController.xib`, with the keys of its runtime attributes.
@MainActor
final class CityView: UIView {
  var cityCode: String?
  var population = 0
  var elevation = 0.0
  var isCapital = false

  override func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case "cityCode": cityCode = value as? String
    case "population": population = value as? Int ?? -1
    case "elevation": elevation = value as? Double ?? -1
    case "isCapital": isCapital = value as? Bool ?? false
    default: super.setValue(value, forKey: key)
    }
  }
}

/// The fixtures of `XibFixtures/`, in the test bundle's resources.
@MainActor
enum XibFixtures {
  static var bundle: InterfaceBundle { InterfaceBundle(bundle: .module) }

  static func data(_ name: String) throws -> Data {
    try bundle.data(forNibNamed: name)
  }

  static func read(_ name: String) throws -> InterfaceFile {
    try XIBDocument.read(try data(name), file: "\(name).xib")
  }
}

extension InterfaceFile {
  /// Every object of the file, depth first.
  var allObjects: [Object] {
    func walk(_ object: Object) -> [Object] {
      [object] + (object.subviews + object.contentSubviews + object.keyed.flatMap(\.objects)).flatMap(walk)
    }
    return objects.flatMap(walk)
  }

  /// The object with the id `id`.
  func object(_ id: String) -> Object? { allObjects.first { $0.id == id } }
}
