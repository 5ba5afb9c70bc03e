import UIKit

/// The first tab: a city's temperature in the units the segmented control chooses, and a button
/// that opens its forecast. Its view comes from `CitiesViewController.xib`.
final class CitiesViewController: UIViewController {
  @IBOutlet private(set) weak var unitsControl: UISegmentedControl!
  @IBOutlet private(set) weak var temperatureLabel: UILabel!

  let city = City.paris
  /// The units chosen: 0 Celsius, 1 Fahrenheit. Kept across launches by state restoration.
  private(set) var units = 0

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    title = "Cities"
    // The navigation controller this controller is the root of shows this item in the tab bar.
    tabBarItem = UITabBarItem(title: "Cities", image: UIImage(named: "globe"), tag: 0)
    if responds(to: Selector(("setRestorationIdentifier:"))) { restorationIdentifier = "Cities" }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }


  override func viewDidLoad() {
    super.viewDidLoad()
    unitsControl.selectedSegmentIndex = units
    showTemperature()
  }

  @IBAction func unitsChanged(_ sender: UISegmentedControl) {
    units = sender.selectedSegmentIndex
    showTemperature()
  }

  @IBAction func showForecast(_ sender: Any?) {
    navigationController?.pushViewController(ForecastViewController(city: city, units: units), animated: true)
  }

  private func showTemperature() {
    temperatureLabel?.text = "\(city.name) \(city.temperature(inUnits: units))"
  }

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(units, forKey: "units")
  }

  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    units = coder.decodeInteger(forKey: "units")
    // UIKit loads a restored controller's view before it decodes its state.
    unitsControl.selectedSegmentIndex = units
    showTemperature()
  }
}
