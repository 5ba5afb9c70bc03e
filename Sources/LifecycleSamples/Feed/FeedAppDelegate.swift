#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// What both news apps share: the screen, a label with the latest headline, and loading it with
/// `URLSession` at launch. Whether it is loaded again when the app comes back to the foreground
/// is what differs — see ``NaiveFeedAppDelegate`` and ``CarefulFeedAppDelegate``.
@MainActor
class FeedAppDelegate: UIResponder, UIApplicationDelegate {
  /// Where the headline comes from.
  static let headlineURL = URL(string: "https://news.example.com/headline.txt")!

  var window: UIWindow?
  let headlineController = HeadlineViewController()
  /// How many loads have completed.
  var loads = 0

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    headlineController.loadViewIfNeeded()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = headlineController
    window.makeKeyAndVisible()
    self.window = window
    reload()
    startObservingForeground()
    return true
  }

  /// Overridden by the careful app.
  func startObservingForeground() {}

  /// Loads the headline and shows it — or, when the load fails, why.
  func reload() {
    let task = URLSession.shared.dataTask(with: Self.headlineURL) { data, response, error in
      // The completion handler runs on the session's delegate queue: hop to the main queue.
      let status = (response as? HTTPURLResponse)?.statusCode
      let text: String
      if let error {
        text = error.localizedDescription
      } else if status == 200, let data {
        text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      } else {
        text = "HTTP \(status ?? 0)"
      }
      DispatchQueue.main.async { [weak self] in
        self?.loads += 1
        self?.headlineController.show(text)
      }
    }
    task.resume()
  }
}

/// The screen: one label with the headline.
@MainActor
final class HeadlineViewController: UIViewController {
  /// The headline, or why it could not be loaded.
  let headlineLabel = UILabel(frame: CGRect(x: 20, y: 20, width: 280, height: 21))

  override func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    headlineLabel.text = "Loading…"
    view.addSubview(headlineLabel)
    self.view = view
  }

  /// Shows `text`.
  func show(_ text: String) { headlineLabel.text = text }
}
