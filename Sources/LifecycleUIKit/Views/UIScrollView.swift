/// A view whose content scrolls: what matters here is where it is scrolled to.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How far the content is scrolled: the content point shown at the view's top left.
  /// A new scroll view starts at zero — article “Scroll position after a memory warning”:
  /// a reloaded table forgets its position unless the controller restores it.
  public var contentOffset: CGPoint = .zero {
    didSet { if contentOffset != oldValue { delegate?.scrollViewDidScroll(self) } }
  }
  /// The size of the content.
  public var contentSize: CGSize = .zero
  /// The margin added around the content, which an app grows by the keyboard's height while the
  /// keyboard is up (Apple, “keyboardFrameEndUserInfoKey”; the keyboard's notifications): kept and
  /// read back, an inert value — nothing is laid out and the offset is not clamped by it.
  public var contentInset: UIEdgeInsets = .zero
  /// How far the scroll indicators are inset from the edges, usually set with ``contentInset``:
  /// kept and read back, an inert value (no indicator is drawn).
  public var scrollIndicatorInsets: UIEdgeInsets = .zero
  /// The pull-to-refresh control (iOS 10 and later: before, reading or setting it crashes the
  /// app, an unrecognized selector; a table view controller's ``UITableViewController/refreshControl``
  /// is iOS 6). The user's pull on the scroll view (`pull-to-refresh APP TARGET`) starts it and
  /// sends its `.valueChanged`; the snapshot lists it under the scroll view.
  public var refreshControl: UIRefreshControl? {
    get {
      guard APIAvailabilityCheck.require("refreshControl", of: self, host: appHost) else { return nil }
      return attachedRefreshControl
    }
    set {
      guard APIAvailabilityCheck.require("setRefreshControl:", of: self, host: appHost) else { return }
      attachedRefreshControl = newValue
    }
  }
  /// The refresh control the scroll view holds, however it was given (the iOS 10 property or a
  /// table view controller's).
  var attachedRefreshControl: UIRefreshControl?
  /// The scroll view's delegate.
  public weak var delegate: (any UIScrollViewDelegate)? {
    // A delegate method declared below the adopting class is never called (a misuse).
    didSet {
      guard let delegate else { return }
      for delegateProtocol in DelegateDispatchCheck.DelegateProtocol.checked(forScrollViewDelegate: delegate)
      {
        appHost?.verifyDispatch(of: delegate, against: delegateProtocol)
      }
    }
  }

  /// Creates a scroll view with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a scroll view from an interface file.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Scrolls to `contentOffset` (at once: there is no animation).
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Accepts the `delegate` outlet.
  open override func setValue(_ value: Any?, forKey key: String) {
    guard key == "delegate" else { return super.setValue(value, forKey: key) }
    delegate = value as? any UIScrollViewDelegate
  }
}

/// The delegate of a scroll view.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
