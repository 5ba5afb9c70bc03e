/// Core Animation's explicit animations (Apple's “CAAnimation”, “CABasicAnimation”,
/// “CAKeyframeAnimation”, “CATransaction”): nothing is drawn or played, and what an app's code
/// waits for still happens.
///
/// As on iOS, adding an animation to a layer never changes the layer's own values (the app sets
/// the final value itself, or the layer snaps back), and the animation is a copy of the one
/// added. What the simulator cannot show is the animation; what it keeps is the order of the
/// callbacks: the delegate's `animationDidStart(_:)` and then `animationDidStop(_:finished:)`
/// with `true` come on later turns of the app's main queue, never inside the call that added it,
/// as UIKit's animation completions do here (`UIView.animate`, no virtual time passes); an
/// animation that repeats forever never stops by itself, and one removed first stops with
/// `false`. A transaction's completion block runs once every animation added in it has stopped.

/// How an animation paces itself (Apple's “CAMediaTimingFunctionName”).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation's.
  public let rawValue: String
  /// A name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// An even pace.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow at the start.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow at the end.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow at both ends.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The system's default curve.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve (Apple's “CAMediaTimingFunction”): kept and read back, never played.
public final class CAMediaTimingFunction: Sendable {
  /// The named curve, or nil for one made of control points.
  public let name: CAMediaTimingFunctionName?
  /// The two inner control points of a cubic Bézier curve, for one made of them.
  public let controlPoints: [Float]

  /// A named curve.
  public init(name: CAMediaTimingFunctionName) {
    self.name = name
    controlPoints = []
  }

  /// A cubic Bézier curve from (0, 0) to (1, 1) through these two control points.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    name = nil
    controlPoints = [c1x, c1y, c2x, c2y]
  }
}

/// What an animation does with its values outside its active time (Apple's “CAMediaTimingFillMode”).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation's.
  public let rawValue: String
  /// A mode by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The final values stay once it ends.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The first values apply before it begins.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Neither (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// How a keyframe animation goes from one value to the next (Apple's “CAAnimationCalculationMode”).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation's.
  public let rawValue: String
  /// A mode by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Straight between keyframes (the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// No interpolation.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// At an even pace.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// Along a smooth curve.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// Along a smooth curve at an even pace.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// What an animation tells its delegate (Apple's “CAAnimationDelegate”); both methods have
/// defaults that do nothing.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
  /// The animation began, on a later turn of the main queue than the one that added it.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended (`flag` true) or was removed first (`flag` false).
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing: a delegate that does not implement it is not told.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing: a delegate that does not implement it is not told.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation (Apple's “CAAnimation”): its timing is kept and read back; what it tells its
/// delegate is described above. As in Core Animation, the delegate is held strongly.
@preconcurrency @MainActor
open class CAAnimation {
  /// How long one pass lasts, in seconds (0: the transaction's duration, 0.25 s).
  open var duration: CFTimeInterval = 0
  /// When it begins, in the layer's time.
  open var beginTime: CFTimeInterval = 0
  /// Its pace.
  open var timingFunction: CAMediaTimingFunction?
  /// Whether it is taken off the layer when it ends (true until set).
  open var isRemovedOnCompletion = true
  /// What it does with its values outside its active time.
  open var fillMode = CAMediaTimingFillMode.removed
  /// How many passes it makes; `.infinity` for ever.
  open var repeatCount: Float = 0
  /// How long it repeats, in seconds; `.infinity` for ever.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether each pass plays backwards after forwards.
  open var autoreverses = false
  /// How fast its time runs against its layer's.
  open var speed: Float = 1
  /// Where in its time it starts.
  open var timeOffset: CFTimeInterval = 0
  /// Told when it starts and stops (held strongly, as Core Animation holds it).
  open var delegate: (any CAAnimationDelegate)?

  /// An animation with the defaults.
  public required init() {}

  /// A new animation with the defaults (Core Animation's class constructor).
  open class func animation() -> Self { Self() }

  /// Whether it never ends by itself: it repeats for ever.
  var repeatsForever: Bool { repeatCount.isInfinite || repeatDuration.isInfinite }

  /// A copy, as a layer keeps one (`add(_:forKey:)`).
  open func copy() -> Any {
    let copy = Self()
    copy.copyTiming(from: self)
    return copy
  }

  /// Copies every property of `other` this class declares; subclasses add theirs.
  func copyTiming(from other: CAAnimation) {
    duration = other.duration
    beginTime = other.beginTime
    timingFunction = other.timingFunction
    isRemovedOnCompletion = other.isRemovedOnCompletion
    fillMode = other.fillMode
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    speed = other.speed
    timeOffset = other.timeOffset
    delegate = other.delegate
  }
}

/// An animation of one property of a layer, named by its key path (Apple's
/// “CAPropertyAnimation”).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
  /// The layer property animated (`"opacity"`, `"position.y"`, `"transform.rotation.z"` …).
  open var keyPath: String?
  /// Whether its values add to the layer's.
  open var isAdditive = false
  /// Whether each repeat builds on the last.
  open var isCumulative = false

  /// An animation with the defaults.
  public required init() { super.init() }

  /// An animation of the layer property `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copyTiming(from other: CAAnimation) {
    super.copyTiming(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }
}

/// An animation from one value to another (Apple's “CABasicAnimation”).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value (the layer's current one when nil).
  open var fromValue: Any?
  /// The end value.
  open var toValue: Any?
  /// The change, when `toValue` is not given.
  open var byValue: Any?

  /// An animation with the defaults.
  public required init() { super.init() }

  override func copyTiming(from other: CAAnimation) {
    super.copyTiming(from: other)
    guard let other = other as? CABasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
  }
}

/// A spring animation (Apple's “CASpringAnimation”, iOS 9).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
  /// The mass of the object on the spring.
  open var mass: CGFloat = 1
  /// The spring's stiffness.
  open var stiffness: CGFloat = 100
  /// The friction.
  open var damping: CGFloat = 10
  /// The speed it starts with.
  open var initialVelocity: CGFloat = 0
  /// How long the spring takes to settle, as Core Animation estimates it from the values above
  /// (the time until the motion's envelope falls below a thousandth of its start).
  open var settlingDuration: CFTimeInterval {
    let rate = damping / (2 * mass)
    guard rate > 0 else { return .infinity }
    return Double(log(1000) / rate)
  }

  /// An animation with the defaults.
  public required init() { super.init() }

  override func copyTiming(from other: CAAnimation) {
    super.copyTiming(from: other)
    guard let other = other as? CASpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
  }
}

/// An animation through a list of values or along a path (Apple's “CAKeyframeAnimation”).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframes' values.
  open var values: [Any]?
  /// A path a point property follows, instead of `values`.
  open var path: CGPath?
  /// When each keyframe is reached, from 0 to 1.
  open var keyTimes: [NSNumber]?
  /// The pace between keyframes.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between keyframes are found.
  open var calculationMode = CAAnimationCalculationMode.linear

  /// An animation with the defaults.
  public required init() { super.init() }

  override func copyTiming(from other: CAAnimation) {
    super.copyTiming(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    path = other.path
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
  }
}

/// Animations played together (Apple's “CAAnimationGroup”): the group's delegate is told; its
/// members' delegates are not, as in Core Animation.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
  /// The animations played.
  open var animations: [CAAnimation]?

  /// An animation with the defaults.
  public required init() { super.init() }

  override func copyTiming(from other: CAAnimation) {
    super.copyTiming(from: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations
  }
}

/// A transition of a layer's whole content (Apple's “CATransition”), as used to fade a label's
/// text: kept and read back.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
  /// The kind of transition (Apple's “CATransitionType”).
  open var type = CATransitionType.fade
  /// Its direction.
  open var subtype: CATransitionSubtype?

  /// An animation with the defaults.
  public required init() { super.init() }

  override func copyTiming(from other: CAAnimation) {
    super.copyTiming(from: other)
    guard let other = other as? CATransition else { return }
    type = other.type
    subtype = other.subtype
  }
}

/// The kind of a transition (Apple's “CATransitionType”).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation's.
  public let rawValue: String
  /// A type by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The new content fades in.
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content moves in over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content pushes the old out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content moves away.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a transition (Apple's “CATransitionSubtype”).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation's.
  public let rawValue: String
  /// A subtype by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// From the right.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the top.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
