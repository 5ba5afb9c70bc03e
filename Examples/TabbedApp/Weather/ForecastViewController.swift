import UIKit

/// A city's forecast, pushed over the cities. Nothing creates it at launch, so restoration
/// recreates it through its restoration class, from the city its own coder saved. Its nib
/// is found by its class name (`ForecastViewController.xib`), as UIKit does when `nibName`
/// is nil.
final class ForecastViewController: UIViewController, UIViewControllerRestoration {
  let city: City
  let units: Int
  @IBOutlet private(set) weak var forecastLabel: UILabel!

  init(city: City, units: Int) {
    self.city = city
    self.units = units
    super.init(nibName: nil, bundle: nil)
    title = "Forecast"
    hidesBottomBarWhenPushed = true
    if responds(to: Selector(("setRestorationIdentifier:"))) {
      restorationIdentifier = "Forecast"
      restorationClass = ForecastViewController.self
    }
  }

  required init?(coder: NSCoder) {
    fatalError("ForecastViewController is made in code")
  }


  override func viewDidLoad() {
    super.viewDidLoad()
    forecastLabel.text = "\(city.name): \(city.sky), \(city.temperature(inUnits: units))"
  }

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(city.name, forKey: "city")
    coder.encode(units, forKey: "units")
  }

  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? {
    guard let name = coder.decodeObject(of: NSString.self, forKey: "city") as String?,
      let city = City.named(name)
    else { return nil }
    return ForecastViewController(city: city, units: coder.decodeInteger(forKey: "units"))
  }
}
