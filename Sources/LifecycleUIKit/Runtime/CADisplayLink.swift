import Foundation

/// A timer synchronized with the display's refresh (Apple, “CADisplayLink”): once added to a run
/// loop (``add(to:forMode:)``) it sends its selector to its target at every frame, with itself as
/// the argument, until paused, removed or invalidated.
///
/// Here the frames are a repeating ``Timer`` of the app (the same machinery and rules, in virtual
/// time): 60 a second, or ``preferredFramesPerSecond`` when set lower; none while the app is
/// suspended (missed frames coalesce into one when it runs again, as a timer's firings do), and
/// none while the app is in the background, where iOS draws no frames for it (the link is not
/// called then; it goes on once the app is back on screen). Each frame is `CADisplayLink` work in
/// the trace. The selector reaches its method through ``SelectorDispatch`` (`lifecycle import`
/// registers every `@objc` method); one with no method is a misuse that fails the run. As on iOS
/// the link keeps its target until invalidated. Which run loop and mode it is added to is not
/// modelled: it runs on the app's main run loop. A link added outside any app's code never fires.
@preconcurrency @MainActor
public final class CADisplayLink {
  /// The frames a second of the simulated display (iPhones before ProMotion; a display link
  /// gets no more without opting in on iOS 15's ProMotion devices).
  static let maximumFramesPerSecond = 60

  private var target: AnyObject?
  private let selector: Selector
  private var frames: Timer?
  private var isAdded = false
  private var isValid = true

  /// A display link that will send `selector` to `target` (which it keeps) at every frame, once
  /// added to a run loop.
  public init(target: Any, selector sel: Selector) {
    self.target = target as AnyObject
    self.selector = sel
  }

  /// When the last frame was shown, in seconds of the device's uptime (the clock of
  /// `CACurrentMediaTime()`, in virtual time): the instant the target is called; 0 before the
  /// first frame.
  public private(set) var timestamp: CFTimeInterval = 0
  /// When the next frame will be shown: ``timestamp`` plus the time between frames.
  public private(set) var targetTimestamp: CFTimeInterval = 0

  /// The time between the display's refreshes: 1/60 s (Apple, “duration”: undefined until the
  /// first frame on iOS; here always that).
  public var duration: CFTimeInterval { 1 / Double(Self.maximumFramesPerSecond) }

  /// The frames a second the app asks for (iOS 10 and later): 0, the default, is the display's
  /// rate (60); a rate above it is the display's; a lower rate calls the target that many times a
  /// second.
  public var preferredFramesPerSecond = 0 {
    didSet { if preferredFramesPerSecond != oldValue { reschedule() } }
  }

  /// Whether the link is paused: a paused link calls its target no more until unpaused.
  public var isPaused = false {
    didSet { if isPaused != oldValue { reschedule() } }
  }

  /// The time between calls of the target, in seconds.
  private var frameInterval: TimeInterval {
    let rate = preferredFramesPerSecond
    let frames = rate <= 0 || rate > Self.maximumFramesPerSecond ? Self.maximumFramesPerSecond : rate
    return 1 / Double(frames)
  }

  /// Starts the frames on the app's main run loop (whichever `runloop` and `mode` are given).
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard isValid, !isAdded else { return }
    isAdded = true
    reschedule()
  }

  /// Stops the frames: the link is in no run loop until added again.
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    isAdded = false
    reschedule()
  }

  /// Stops the link for good and lets its target go.
  public func invalidate() {
    isValid = false
    isAdded = false
    reschedule()
    target = nil
  }

  /// Schedules the frames' timer when the link is added, valid and not paused; stops it otherwise.
  private func reschedule() {
    frames?.invalidate()
    frames = nil
    guard isValid, isAdded, !isPaused else { return }
    let interval = frameInterval
    // The timer keeps the link, as the run loop keeps an added link on iOS.
    frames = Timer.scheduledRepeating(named: "CADisplayLink", every: interval) { _ in
      self.frame(interval: interval)
    }
  }

  /// A frame: the target is called, unless the app is in the background.
  private func frame(interval: TimeInterval) {
    guard let target, isValid, isAdded, !isPaused else { return }
    guard UIApplication.shared.applicationState != .background else { return }
    timestamp = CACurrentMediaTime()
    targetTimestamp = timestamp + interval
    _ = SelectorDispatch.send(
      selector.selectorName, to: target, from: self, what: "CADisplayLink", host: AppContext.current)
  }
}
