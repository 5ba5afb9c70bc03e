import Foundation
import LifecycleCore

/// The in-app browser (SafariServices on iOS, “SFSafariViewController”, iOS 9 and later): the
/// app presents it with a web page's URL, and the user leaves it with its dismiss button.
///
/// What the lifecycle sees is faithful: it is a presented controller like any other (state
/// preservation, appearance callbacks), the user's tap on its dismiss button (`tap APP Done`, or
/// `Close` or `Cancel` after ``dismissButtonStyle``) dismisses it and then tells the delegate
/// (“safariViewControllerDidFinish(_:)”), and a URL whose scheme is not `http` or `https` is
/// UIKit's exception at `init`, a crash of the app. The page is requested from the device's
/// network once the controller is on screen, as ``URLSession``'s requests are, and the delegate
/// hears whether it loaded (“safariViewController(_:didCompleteInitialLoad:)”): `false` offline,
/// the device's default, as on an iPhone in airplane mode; `true` for a `respond` line's answer.
/// Nothing of the page is shown. The bar's colours and the reader setting are kept and read back,
/// and have no effect.
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
  /// How the browser looks when it opens (“SFSafariViewController.Configuration”, iOS 11).
  @preconcurrency @MainActor
  open class Configuration {
    /// Whether the page opens in Reader when it can (kept; there is no page).
    open var entersReaderIfAvailable = false
    /// Whether the bars collapse as the user scrolls (kept; inert).
    open var barCollapsingEnabled = true

    /// The default configuration.
    public init() {}
  }

  /// The title of the button that closes the browser (“SFSafariViewController.DismissButtonStyle”,
  /// iOS 11).
  public enum DismissButtonStyle: Int, Sendable {
    /// “Done”, the default.
    case done = 0
    /// “Close”.
    case close = 1
    /// “Cancel”.
    case cancel = 2

    /// The button's title as the user reads it, by which a UI step names it.
    var title: String {
      switch self {
      case .done: "Done"
      case .close: "Close"
      case .cancel: "Cancel"
      }
    }
  }

  /// The page the browser opens.
  public let url: URL
  /// How it was configured.
  public let configuration: Configuration
  /// The delegate told when the user closes the browser and when its initial load ends.
  open weak var delegate: (any SFSafariViewControllerDelegate)? {
    didSet {
      // A delegate method declared below the adopting class is never called (a misuse).
      if let delegate { appHost?.verifyDispatch(of: delegate, against: .safariViewControllerDelegate) }
    }
  }
  /// The bar's colour (iOS 10; kept, inert).
  open var preferredBarTintColor: UIColor?
  /// The colour of the bar's buttons (iOS 10; kept, inert).
  open var preferredControlTintColor: UIColor?
  /// The title of the button that closes the browser: `Done` by default.
  open var dismissButtonStyle: DismissButtonStyle = .done {
    didSet { dismissButton?.style = dismissButtonStyle }
  }

  private var dismissButton: SafariDismissButton?
  private var toldInitialLoad = false

  /// A browser opening `url` as `configuration` says. A URL that is not `http` or `https` is
  /// UIKit's `NSInvalidArgumentException`: the app crashes.
  public init(url URL: URL, configuration: Configuration) {
    url = URL
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
    let scheme = URL.scheme?.lowercased()
    if scheme != "http" && scheme != "https" {
      (AppContext.current)?
        .crash(
          "NSInvalidArgumentException: The specified URL has an unsupported scheme. Only HTTP and HTTPS URLs are"
            + " supported. (SFSafariViewController, \(URL.absoluteString))")
    }
  }

  /// A browser opening `url` with the default configuration.
  public convenience init(url URL: URL) { self.init(url: URL, configuration: Configuration()) }

  /// A browser opening `url`, in Reader when `entersReaderIfAvailable` (iOS 9; deprecated in iOS
  /// 11 for ``init(url:configuration:)``).
  public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
    let configuration = Configuration()
    configuration.entersReaderIfAvailable = entersReaderIfAvailable
    self.init(url: URL, configuration: configuration)
  }

  /// The browser is never made from an interface file (UIKit's is not either): nil.
  public required init?(coder: NSCoder) { return nil }

  /// The browser's view: the page's address and its dismiss button.
  open override func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    let address = UILabel()
    address.text = url.absoluteString
    view.addSubview(address)
    let button = SafariDismissButton(style: dismissButtonStyle) { [weak self] in self?.userDismissed() }
    view.addSubview(button)
    dismissButton = button
    self.view = view
  }

  /// Loads the page, once, from the device's network (``URLSession``'s: a scenario's `network`
  /// and `respond` lines), and tells the delegate whether it loaded when the answer comes: any
  /// HTTP response is a page, a failure (offline, the default) is not.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !toldInitialLoad else { return }
    toldInitialLoad = true
    let address = url.absoluteString
    _ = AppThread.withHost { host in
      _ = host.process?.startRequest(method: "GET", url: address, timeout: .seconds(60)) {
        [weak host, weak self] answer in
        guard let host else { return }
        host.runCode {
          guard let self else { return }
          if case .response = answer {
            self.delegate?.safariViewController(self, didCompleteInitialLoad: true)
          } else {
            self.delegate?.safariViewController(self, didCompleteInitialLoad: false)
          }
        }
      }
      return true
    }
  }

  /// The user taps the dismiss button: the browser is dismissed, then the delegate told.
  private func userDismissed() {
    dismiss(animated: true)
    delegate?.safariViewControllerDidFinish(self)
  }
}

/// The browser's dismiss button as the UI driver sees it: named by its title.
@MainActor
private final class SafariDismissButton: UIView, UIDriverElement {
  var style: SFSafariViewController.DismissButtonStyle
  private let tapped: @MainActor () -> Void

  init(style: SFSafariViewController.DismissButtonStyle, tapped: @escaping @MainActor () -> Void) {
    self.style = style
    self.tapped = tapped
    super.init(frame: CGRect(x: 0, y: 20, width: 60, height: 44))
  }

  required init?(coder: NSCoder) { nil }

  var driverTitle: String? { style.title }
  var driverValue: String? { style.title }
  func driverTap() throws(AppActionError) { tapped() }
}

/// What a browser tells the app (“SFSafariViewControllerDelegate”); both methods are optional.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
  /// The user closed the browser with its dismiss button; it is dismissed already.
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  /// The initial page load ended: `didLoadSuccessfully` is false when the device's network gave
  /// no page (offline, the default).
  func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
  /// Does nothing.
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  /// Does nothing.
  public func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {}
}
