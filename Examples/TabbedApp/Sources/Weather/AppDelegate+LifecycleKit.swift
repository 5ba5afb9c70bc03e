// What only the Linux build needs. The app itself is the same as on iOS.
#if !canImport(UIKit)
  import LifecycleUIKit

  /// `@main` runs the app in the simulated device on Linux (`swift run Weather`).
  extension AppDelegate: MainInstantiable {}

  /// The `@IBAction` methods the `.xib` files connect: Linux has no selector dispatch, so each
  /// selector is registered once with the method it names.
  extension AppDelegate: SelectorRegistering {
    static func registerSelectors() {
      SelectorDispatch.register("unitsChanged:", for: CitiesViewController.self) { controller, sender in
        if let control = sender as? UISegmentedControl { controller.unitsChanged(control) }
      }
      SelectorDispatch.register("showForecast:", for: CitiesViewController.self) { controller, sender in
        controller.showForecast(sender)
      }
      SelectorDispatch.register("textSizeChanged:", for: SettingsViewController.self) { controller, sender in
        if let slider = sender as? UISlider { controller.textSizeChanged(slider) }
      }
      SelectorDispatch.register("alertsChanged:", for: SettingsViewController.self) { controller, sender in
        if let control = sender as? UISwitch { controller.alertsChanged(control) }
      }
    }
  }

  extension InterfaceBundle {
    /// The app's `.xib` files: the package's resources (`resources: [.copy("Interface")]`).
    static let weather = InterfaceBundle(bundle: .module)
  }
#endif
