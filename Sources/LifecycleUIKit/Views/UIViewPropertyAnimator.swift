/// Where an animation ends (Apple, “UIViewAnimatingPosition”), with UIKit's raw values: what a
/// property animator's completion blocks are given.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end: the animations' final values (every completion here but
  /// `finishAnimation(at: .start)` or `.current`).
  case end
  /// At the start.
  case start
  /// Where the animation was stopped.
  case current
}

/// The state of a property animator (Apple, “UIViewAnimatingState”), with UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished: the animations can be added to and started.
  case inactive
  /// Started (running or paused), its completion still to come.
  case active
  /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
  case stopped
}

/// An animator of view properties (Apple, “UIViewPropertyAnimator”, iOS 10), which the simulator
/// does not play: like ``UIView/animate(withDuration:animations:completion:)``, the animations
/// make their changes at once, as the animation's end state, when it starts, and the completion
/// blocks run with `.end` afterwards on the app's main queue, never inside the call that started
/// it; the duration, delay, curve and damping take no virtual time (inert:
/// `Docs/UIKitShadowing.md`, “No drawing, no layout, no animation”).
///
/// Between the start and that main-queue turn the animator is `.active` and ``isRunning``: code
/// that stops it then (`stopAnimation(true)`) or pauses it keeps its completions from running,
/// as on iOS; the views keep the end state (on iOS they stay where the animation had got to).
/// `stopAnimation(false)` then `finishAnimation(at:)` runs the completions with that position at
/// once, as UIKit does; the views are not moved back for `.start`.
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
  /// The animation's length in seconds, as given (inert).
  public let duration: TimeInterval
  /// How far the animation has got, from 0 to 1: kept and read back (inert); 1 once it has run.
  open var fractionComplete: CGFloat = 0
  /// Whether the animation runs backwards: kept and read back (inert).
  open var isReversed = false
  /// Whether the animator can be paused or stopped: kept and read back (always honoured here).
  open var isInterruptible = true
  /// Whether the user can touch the animated views: kept and read back (inert).
  open var isUserInteractionEnabled = true
  /// Where the animator is: `.inactive` until started and once finished.
  open private(set) var state = UIViewAnimatingState.inactive
  /// Whether the animation runs: between ``startAnimation()`` and its completion, unless paused.
  open private(set) var isRunning = false

  private var animations: [@MainActor () -> Void] = []
  private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
  /// Counts starts and stops, so a completion scheduled for an earlier start does nothing.
  private var generation = 0

  /// An animator of `duration` seconds on a timing `curve` (inert).
  public init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil
  ) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// An animator of `duration` seconds with a spring's `dampingRatio` (inert).
  public init(duration: TimeInterval, dampingRatio: CGFloat, animations: (@MainActor () -> Void)? = nil) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// An animator of `duration` seconds on a cubic Bézier timing curve (inert).
  public init(
    duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint,
    animations: (@MainActor () -> Void)? = nil
  ) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// Makes an animator and starts it after `delay` (Apple, “runningPropertyAnimator(withDuration:
  /// delay:options:animations:completion:)”): the animations at once, the completion with `.end`
  /// on the main queue afterwards.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds animations: before the start they run with the others; added to a running animator
  /// they make their changes at once.
  open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
    if state == .active { return animation() }
    animations.append(animation)
  }

  /// Adds animations that would start after `delayFactor` of the duration (inert: as
  /// ``addAnimations(_:)``).
  open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a block to run when the animation ends, given where it ended.
  open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts the animation: the animations make their changes now; the completions run with
  /// `.end` on the main queue afterwards. Resumes a paused animator (its completions then come
  /// on the next main-queue turn). Starting a stopped animator does nothing (UIKit raises).
  open func startAnimation() {
    guard state != .stopped, !isRunning else { return }
    let pending = animations
    animations = []
    state = .active
    isRunning = true
    for animation in pending { animation() }
    generation += 1
    let started = generation
    DispatchQueue.main.async { [self] in
      guard generation == started, isRunning else { return }
      finish(at: .end)
    }
  }

  /// Starts the animation after `delay` seconds: here at once, as `UIView.animate`'s delay takes
  /// no virtual time.
  open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

  /// Pauses the animation: still `.active`, not running; its completions wait for the next
  /// ``startAnimation()``.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    state = .active
    isRunning = false
    generation += 1
  }

  /// Stops the animation where it is. `withoutFinishing` true makes the animator `.inactive` and
  /// its completions never run; false leaves it `.stopped`, for ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    generation += 1
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
    if withoutFinishing { completions = [] }
  }

  /// Finishes a stopped animation: the completions run now with `finalPosition`.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: finalPosition)
  }

  private func finish(at position: UIViewAnimatingPosition) {
    isRunning = false
    state = .inactive
    if position == .end { fractionComplete = 1 }
    let pending = completions
    completions = []
    for completion in pending { completion(position) }
  }
}
