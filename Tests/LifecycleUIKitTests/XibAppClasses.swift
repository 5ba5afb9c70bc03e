@testable import LifecycleUIKit

// The app's own classes the fixtures of `XibFixtures/` name (`customClass`): File's Owners and
// a custom root view. Everything else in the files is LifecycleUIKit's own UIKit classes
// (UISlider, UISwitch, UITabBarController, …), registered with UINib by default.

/// What the fixtures' app does at startup, as an app does before it loads its interface files:
/// registers its own classes with UINib (Swift on Linux has no `NSClassFromString` for them)
/// and the methods its actions name that it implements (`showMap:` is not).
@MainActor
enum XibApp {
  static func register() {
    UINib.register(CityViewController.self)
    UINib.register(CityView.self)
    SelectorDispatch.register("distanceChanged:", for: CityViewController.self) { controller, sender in
      controller.events.append("distanceChanged: \((sender as? UISlider)?.value ?? -1)")
    }
    SelectorDispatch.register("chooseUnitsFrom:", for: CityViewController.self) { controller, sender in
      let control = sender as? UISegmentedControl
      let title = control.flatMap { $0.titleForSegment(at: $0.selectedSegmentIndex) }
      controller.events.append("chooseUnitsFrom: \(title ?? "-")")
    }
  }
}

/// The File's Owner of `CityViewController.xib`, and the Cities tab of `CitiesTabBar.xib`.
@MainActor
final class CityViewController: UIViewController {
  var cityLabel: UILabel?
  var distanceSlider: UISlider?
  var unitsControl: UISegmentedControl?
  /// What the registered action methods were sent, in order.
  var events: [String] = []

  override func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case "cityLabel": cityLabel = value as? UILabel
    case "distanceSlider": distanceSlider = value as? UISlider
    case "unitsControl": unitsControl = value as? UISegmentedControl
    default: super.setValue(value, forKey: key)
    }
  }
}

/// The File's Owner of `CitiesTabBar.xib`: its `tabBarController` outlet. Its `addFavorite:` is
/// not registered (the notes tests count on that); ``CitiesTabsOwner`` registers it.
@MainActor
class XibCitiesOwner: UIResponder {
  var tabBarController: UITabBarController?

  override func setValue(_ value: Any?, forKey key: String) {
    guard key == "tabBarController" else { return super.setValue(value, forKey: key) }
    tabBarController = value as? UITabBarController
  }
}

/// The owner of the tab bar app: the Add button's `addFavorite:` runs ``addFavorite()``.
@MainActor
final class CitiesTabsOwner: XibCitiesOwner {
  var favoritesAdded = 0

  func addFavorite() { favoritesAdded += 1 }

  static func registerActions() {
    SelectorDispatch.register("addFavorite:", for: CitiesTabsOwner.self) { owner, _ in owner.addFavorite() }
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
  /// The test bundle's resources, as an app's bundle: the `.xib` files are found in their
  /// folder; `UIImage(named:)` looks only at a bundle's top level (and its asset catalogs), so
  /// the folder is a search directory too, for `skyline.png` (128 × 128).
  static var bundle: InterfaceBundle {
    var bundle = InterfaceBundle(bundle: .module)
    let root = Bundle.module.resourceURL ?? Bundle.module.bundleURL
    bundle.searchDirectories.append(root.appendingPathComponent("XibFixtures"))
    return bundle
  }

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
