/// The edges of a rectangle (Apple's “UIRectEdge”), with UIKit's raw values: which edge a screen
/// edge pan starts from, which edges a controller's view extends under bars (inert).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  /// The edges as bits.
  public let rawValue: UInt
  /// The edges `rawValue`'s bits name.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// What kind of element VoiceOver says a view is (Apple's “UIAccessibilityTraits”), with UIKit's
/// raw values: kept and read back (inert).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits as bits.
  public let rawValue: UInt64
  /// The traits `rawValue`'s bits name.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// No trait.
  public static let none = UIAccessibilityTraits([])
  /// A button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// A link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// A selected element.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// An element that plays its own sound.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// A keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// A summary of the app's state when it starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// A disabled element.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// A value that changes often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// A search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// An element that starts a media session.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// An element whose value goes up and down.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// An element the user touches directly.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// An element that turns the page.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// A header.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// A visual effect (Apple's “UIVisualEffect”): kept and read back, never drawn.
@preconcurrency @MainActor
open class UIVisualEffect {
  /// An effect.
  public init() {}
}

/// A blur (Apple's “UIBlurEffect”): kept and read back, never drawn.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// How strong the blur is, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// A light blur.
    case extraLight = 0
    /// A light blur.
    case light = 1
    /// A dark blur.
    case dark = 2
    /// The blur of bars (tvOS in UIKit; accepted).
    case extraDark = 3
    /// A blur that follows the interface style (iOS 10).
    case regular = 4
    /// A stronger blur that follows the interface style (iOS 10).
    case prominent = 5
    /// The thinnest material (iOS 13).
    case systemUltraThinMaterial = 6
    /// A thin material (iOS 13).
    case systemThinMaterial = 7
    /// The default material (iOS 13).
    case systemMaterial = 8
    /// A thick material (iOS 13).
    case systemThickMaterial = 9
    /// The material of chrome (iOS 13).
    case systemChromeMaterial = 10
  }

  /// The blur's style.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// Vibrancy over a blur (Apple's “UIVibrancyEffect”): kept and read back, never drawn.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur it goes over.
  public let blurEffect: UIBlurEffect

  /// The vibrancy of content over `blurEffect`.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
}

/// A view that shows an effect behind its content (Apple's “UIVisualEffectView”): content goes in
/// its `contentView`, as in UIKit; the effect is kept and read back and never drawn.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect.
  open var effect: UIVisualEffect?
  /// The view the content goes in (a subview).
  public let contentView = UIView()

  /// A view showing `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// The content view fills the view, as UIKit keeps it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  /// A view from an interface file: its effect is not read.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }
}

/// Haptic feedback (Apple's “UIFeedbackGenerator”): the simulated device has no Taptic Engine, so
/// preparing and triggering it does nothing, as on an iPhone without one.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  /// A generator.
  public init() {}
  /// Readies the engine: nothing to ready.
  open func prepare() {}
}

/// Feedback for a task's outcome (Apple's “UINotificationFeedbackGenerator”): nothing is felt.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// An outcome, with UIKit's raw values.
  public enum FeedbackType: Int, Sendable {
    /// It worked.
    case success
    /// A warning.
    case warning
    /// It failed.
    case error
  }

  /// Triggers the feedback of `notificationType`: nothing is felt.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Feedback for a collision (Apple's “UIImpactFeedbackGenerator”): nothing is felt.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the impact is, with UIKit's raw values.
  public enum FeedbackStyle: Int, Sendable {
    /// Light.
    case light
    /// Medium.
    case medium
    /// Heavy.
    case heavy
    /// Soft (iOS 13).
    case soft
    /// Rigid (iOS 13).
    case rigid
  }

  /// The impact's style.
  public let style: FeedbackStyle

  /// A generator of `style` impacts.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of medium impacts.
  public override convenience init() { self.init(style: .medium) }

  /// Triggers an impact: nothing is felt.
  open func impactOccurred() {}
  /// Triggers an impact of `intensity`: nothing is felt.
  open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a changing selection (Apple's “UISelectionFeedbackGenerator”): nothing is felt.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Triggers the feedback of a changed selection: nothing is felt.
  open func selectionChanged() {}
}

extension UIView {
  /// Runs `actionsWithoutAnimation` at once (Apple's “performWithoutAnimation(_:)”): nothing
  /// animates here anyway.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}

extension UIView {
  /// `point`, in this view's coordinates, in `view`'s (its window's when nil) (Apple's
  /// “convert(_:to:)”): by the frames and bounds of both views' superviews, up to a common window;
  /// transforms are not applied.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    let origin = view.pointInRoot(.zero)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// `point`, in `view`'s coordinates (its window's when nil), in this view's (Apple's
  /// “convert(_:from:)”).
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot = view?.pointInRoot(point) ?? point
    let origin = pointInRoot(.zero)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// `rect`, in this view's coordinates, in `view`'s (its window's when nil).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `rect`, in `view`'s coordinates (its window's when nil), in this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }
}
