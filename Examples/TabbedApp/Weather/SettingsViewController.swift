import UIKit

/// The second tab: the text size (a slider, kept by state restoration) and weather alerts (a
/// switch, kept in the user's defaults). Its nib is `SettingsView.xib`: with `nibName` nil,
/// UIKit looks for the class name without “Controller” first.
final class SettingsViewController: UIViewController {
  @IBOutlet private(set) weak var textSizeSlider: UISlider!
  @IBOutlet private(set) weak var alertsSwitch: UISwitch!
  /// The text size, from 0 to 1. Kept across launches by state restoration.
  private(set) var textSize: Float = 0.5

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    title = "Settings"
    tabBarItem = UITabBarItem(title: "Settings", image: UIImage(named: "settings"), tag: 1)
    if responds(to: Selector(("setRestorationIdentifier:"))) { restorationIdentifier = "Settings" }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }


  override func viewDidLoad() {
    super.viewDidLoad()
    textSizeSlider.value = textSize
    alertsSwitch.isOn = UserDefaults.standard.bool(forKey: "alerts")
  }

  @IBAction func textSizeChanged(_ sender: UISlider) {
    textSize = sender.value
  }

  @IBAction func alertsChanged(_ sender: UISwitch) {
    UserDefaults.standard.set(sender.isOn, forKey: "alerts")
  }

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(textSize, forKey: "textSize")
  }

  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    textSize = coder.decodeFloat(forKey: "textSize")
    assert(isViewLoaded, "a restored controller's view is loaded before its state is decoded")
    textSizeSlider.value = textSize
  }
}
