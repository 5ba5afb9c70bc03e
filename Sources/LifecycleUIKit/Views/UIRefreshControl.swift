import LifecycleSimulator

/// Pull to refresh (iOS 6 and later): a control a scroll view or a table view controller holds
/// (``UIScrollView/refreshControl``, iOS 10; ``UITableViewController/refreshControl``, iOS 6).
///
/// The user's pull — the UI driver's `pull-to-refresh APP TARGET` on the scroll view or table —
/// starts it refreshing (``isRefreshing``) and sends `.valueChanged`, which the app answers by
/// loading and then calling ``endRefreshing()``; the app's own ``beginRefreshing()`` sends
/// nothing, as in UIKit. The snapshot lists it under its scroll view as `refresh-control`, marked
/// `refreshing` while it is. Nothing is drawn, and the content is not moved down to show it.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether it is refreshing: from the user's pull or ``beginRefreshing()`` to
  /// ``endRefreshing()``.
  public private(set) var isRefreshing = false
  /// The title shown under the spinner: kept and read back (inert, nothing is drawn).
  public var attributedTitle: NSAttributedString?

  /// A refresh control, not refreshing (iOS 6 and later: before, the app crashes, as with a class
  /// the OS does not have; ``APIAvailability``).
  public init() {
    super.init(frame: .zero)
    _ = APIAvailabilityCheck.require("init", of: self, host: appHost)
  }

  /// A refresh control from an interface file, not refreshing.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Starts refreshing, as the app does when it loads without the user's pull (no event sent).
  open func beginRefreshing() { isRefreshing = true }

  /// Stops refreshing, once the app has loaded (no event sent).
  open func endRefreshing() { isRefreshing = false }

  /// The user pulls the scroll view down past the control: it starts refreshing and sends
  /// `.valueChanged`. Refused while it already refreshes (the pull then only moves the content)
  /// or is disabled.
  func driverPull() throws(AppActionError) {
    try driverRequireEnabled()
    guard !isRefreshing else {
      throw AppActionError(
        "\(driverName) is already refreshing: a pull sends nothing until the app calls endRefreshing()")
    }
    isRefreshing = true
    driverSendValueChanged()
  }
}
