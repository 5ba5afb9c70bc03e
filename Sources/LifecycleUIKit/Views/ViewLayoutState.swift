/// What a view keeps for Auto Layout, its layer and its geometry beyond the frame: one object
/// per view, so that ``UIView`` itself carries a single stored property for all of it.
@MainActor
final class ViewLayoutState {
  /// The view's layer, made on first use.
  var layer: CALayer?
  /// Whether the autoresizing mask becomes constraints (true for a view made in code).
  var translatesAutoresizingMaskIntoConstraints = true
  /// The constraints installed on the view, in the order they were installed.
  var constraints: [NSLayoutConstraint] = []
  /// The layout guides added to the view (the built-in ones are not among them).
  var layoutGuides: [UILayoutGuide] = []
  /// The safe area, margins and readable content guides, made on first use.
  var safeAreaGuide: UILayoutGuide?
  var marginsGuide: UILayoutGuide?
  var readableGuide: UILayoutGuide?
  /// The margins, 8 points on every side until set (UIKit's default for a view).
  var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true
  /// Hugging and compression resistance set by the app, by axis.
  var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  /// Whether the view waits for a layout pass (every new view does, as in UIKit).
  var needsLayout = true
  /// Whether the view waits for `updateConstraints()`.
  var needsUpdateConstraints = false
  /// How the contents fill the bounds.
  var contentMode = UIView.ContentMode.scaleToFill
}
