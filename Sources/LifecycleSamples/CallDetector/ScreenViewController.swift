#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// A screen of the radio app (a station, a programme): only its title matters here.
@MainActor
final class ScreenViewController: UIViewController {
  /// Creates a screen titled `title`.
  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}
