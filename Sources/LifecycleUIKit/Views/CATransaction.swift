import Foundation

/// Groups of layer changes (Apple's “CATransaction”): begun and committed explicitly, or the
/// implicit one of each turn of the main queue, which commits when the turn ends.
///
/// The duration, timing function and disabling of actions are kept and read back (nothing is
/// animated, `CAAnimation`). The completion block is what apps wait for: it runs on a later turn
/// of the app's main queue once the transaction is committed and every animation added to a
/// layer during it has stopped — never, while one that repeats for ever stays on its layer, as on
/// iOS.
@preconcurrency @MainActor
public final class CATransaction {
  private init() {}

  /// One transaction: its settings, its completion block and the animations it waits for.
  @MainActor final class Group {
    var duration: CFTimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var disablesActions = false
    var completion: (@MainActor () -> Void)?
    var pending = 0
    var committed = false
    var completed = false

    /// An animation added during the transaction stopped.
    func animationStopped() {
      pending -= 1
      finishIfDone()
    }

    /// Runs the completion block on a later turn once committed with nothing pending.
    func finishIfDone() {
      guard committed, pending <= 0, !completed else { return }
      completed = true
      guard let completion else { return }
      DispatchQueue.main.async { completion() }
    }
  }

  /// The explicit transactions begun and not yet committed, innermost last.
  private static var explicit: [Group] = []
  /// The implicit transaction of the current turn of each app's main queue (keyed by its host;
  /// nil outside app code), made on first use.
  private static var implicit: [ObjectIdentifier?: Group] = [:]

  /// The transaction changes are made in now: the innermost explicit one, else the turn's
  /// implicit one (committed when the turn ends).
  static var current: Group {
    if let group = explicit.last { return group }
    let app = AppContext.current.map(ObjectIdentifier.init)
    if let group = implicit[app] { return group }
    let group = Group()
    implicit[app] = group
    DispatchQueue.main.async {
      if CATransaction.implicit[app] === group { CATransaction.implicit[app] = nil }
      group.committed = true
      group.finishIfDone()
    }
    return group
  }

  /// Begins a transaction, nested in the current one.
  public static func begin() { explicit.append(Group()) }

  /// Commits the innermost transaction begun: its completion block runs once its animations have
  /// stopped. A commit with none begun does nothing, as Core Animation logs and ignores it.
  public static func commit() {
    guard let group = explicit.popLast() else { return }
    group.committed = true
    group.finishIfDone()
  }

  /// Commits the implicit transaction now (nothing to draw here).
  public static func flush() {}

  /// The block run once the current transaction's animations have stopped.
  public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) { current.completion = block }

  /// The current transaction's completion block.
  public static func completionBlock() -> (@MainActor () -> Void)? { current.completion }

  /// Sets the duration of the current transaction's implicit animations (kept, not played).
  public static func setAnimationDuration(_ duration: CFTimeInterval) { current.duration = duration }

  /// The duration of the current transaction's implicit animations: 0.25 s until set.
  public static func animationDuration() -> CFTimeInterval { current.duration }

  /// Sets the current transaction's timing function (kept, not played).
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    current.timingFunction = function
  }

  /// The current transaction's timing function.
  public static func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }

  /// Whether changes of layer properties in the current transaction skip their implicit animations
  /// (kept: none is played anyway).
  public static func setDisableActions(_ flag: Bool) { current.disablesActions = flag }

  /// Whether the current transaction disables implicit animations.
  public static func disableActions() -> Bool { current.disablesActions }
}

extension CALayer {
  /// An animation on a layer: the copy it plays and the transaction that waits for it.
  @MainActor final class RunningAnimation {
    let animation: CAAnimation
    let group: CATransaction.Group
    var stopped = false

    init(_ animation: CAAnimation, group: CATransaction.Group) {
      self.animation = animation
      self.group = group
    }
  }

  /// Adds a copy of `anim` under `key` (replacing the animation under the same key, which stops
  /// unfinished): its delegate gets `animationDidStart(_:)` and then, unless it repeats for
  /// ever, `animationDidStop(_:finished: true)` on later turns of the main queue, and it leaves
  /// the layer then when `isRemovedOnCompletion` is set. The layer's own values do not change.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    guard let copy = anim.copy() as? CAAnimation else { return }
    let name = key ?? "animation-\(ObjectIdentifier(copy).hashValue)"
    if let replaced = runningAnimations.first(where: { $0.key == name }) {
      stop(replaced.value, key: name, finished: false)
    }
    let group = CATransaction.current
    group.pending += 1
    let running = RunningAnimation(copy, group: group)
    runningAnimations.append((name, running))
    DispatchQueue.main.async { [weak self] in
      guard !running.stopped else { return }
      copy.delegate?.animationDidStart(copy)
      guard !copy.repeatsForever else { return }
      DispatchQueue.main.async {
        guard !running.stopped else { return }
        if let self, copy.isRemovedOnCompletion { self.runningAnimations.removeAll { $0.value === running } }
        running.stopped = true
        copy.delegate?.animationDidStop(copy, finished: true)
        group.animationStopped()
      }
    }
  }

  /// The animation under `key`, while it is on the layer (a copy of the one added, as on iOS).
  public func animation(forKey key: String) -> CAAnimation? {
    runningAnimations.first { $0.key == key }?.value.animation
  }

  /// The keys of the animations on the layer, in the order they were added; nil for none.
  public func animationKeys() -> [String]? {
    runningAnimations.isEmpty ? nil : runningAnimations.map(\.key)
  }

  /// Takes the animation under `key` off the layer: one still running stops, not finished.
  public func removeAnimation(forKey key: String) {
    guard let running = runningAnimations.first(where: { $0.key == key }) else { return }
    stop(running.value, key: key, finished: false)
  }

  /// Takes every animation off the layer; those still running stop, not finished.
  public func removeAllAnimations() {
    for (key, running) in runningAnimations { stop(running, key: key, finished: false) }
    runningAnimations = []
  }

  /// Ends `running`: off the layer, its delegate told on a later turn.
  private func stop(_ running: RunningAnimation, key: String, finished: Bool) {
    runningAnimations.removeAll { $0.value === running }
    guard !running.stopped else { return }
    running.stopped = true
    let animation = running.animation
    DispatchQueue.main.async {
      animation.delegate?.animationDidStop(animation, finished: finished)
      running.group.animationStopped()
    }
  }
}
