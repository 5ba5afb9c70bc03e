import LifecycleCore

/// How a presented view controller covers its presenter.
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen; the presenter's view leaves the window (and may be unloaded
  /// on a memory warning on iOS 3 to 5).
  case fullScreen = 0
  /// A sheet: the presenter's view stays in the window.
  case pageSheet = 1
  /// A form: the presenter's view stays in the window.
  case formSheet = 2
  /// Over the presenter's context; its view stays.
  case overCurrentContext = 6
  /// Covers the screen, leaving the presenter's view in the window (alerts).
  case overFullScreen = 5
  /// The system's choice. Treated as `fullScreen`: iOS 13's sheet default is not modelled.
  case automatic = -2
  /// A popover (iOS 8). On a phone, a horizontally compact environment, it adapts (Apple's
  /// “UIModalPresentationStyle.popover”): from iOS 13 as a form sheet, the presenter's view
  /// staying; before, as `fullScreen`.
  case popover = 7

  /// Whether presenting this way takes the presenter's view out of the window on `profile`.
  func removesPresenterView(on profile: OSProfile) -> Bool {
    switch self {
    case .fullScreen, .automatic: true
    case .popover: !profile.phonePopoverIsSheet
    default: false
    }
  }
}
