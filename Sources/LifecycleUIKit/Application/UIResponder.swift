/// An object that can respond to events: the base of `UIApplication`, `UIView`,
/// `UIViewController` and the app delegate.
///
/// Besides the first-responder API it carries the two `NSObject` methods interface
/// loading relies on: ``setValue(_:forKey:)`` (outlets, article “Scroll position after a memory warning”)
/// and ``awakeFromNib()``. Every responder remembers the simulated app it was created in,
/// so that misuse it detects later (presenting a nil mail composer) is reported to that
/// app's process.
@preconcurrency @MainActor
open class UIResponder: NibConnectable {
  /// The app whose code created this object (nil outside any app).
  weak var appHost: UIKitAppHost?

  /// Creates a responder belonging to the app whose code is running.
  public init() { appHost = AppContext.current }

  /// The next responder in the chain: a view's superview or controller, a
  /// controller's view's superview. Nil by default.
  open var next: UIResponder? { nil }

  /// Whether this responder can become first responder; false by default, true for
  /// text fields and text views.
  open var canBecomeFirstResponder: Bool { false }

  /// The window whose first responder this object would be; nil when it is not in one.
  var responderWindow: UIWindow? { nil }

  /// Whether this object is its window's first responder.
  open var isFirstResponder: Bool {
    guard let window = responderWindow else { return false }
    return window.firstResponder === self
  }

  /// Makes this object its window's first responder, asking the current one to resign.
  /// Fails (false) when the object cannot become first responder or is in no window.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    if window.firstResponder === self { return true }
    // One change of hands: the keyboard stays up when focus moves from one text input to another.
    return KeyboardUpdates.batch {
      if let current = window.firstResponder, !current.resignFirstResponder() { return false }
      window.firstResponder = self
      return true
    }
  }

  /// Gives up first-responder status (hiding the keyboard for a text input).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
    return true
  }

  /// Tells the responder that a finger touched down in a view (Apple, “touchesBegan(_:with:)”).
  /// The default implementation forwards the message up the responder chain, to ``next``, as
  /// UIKit's does: override it to handle the touch, and call `super` to pass it on. The UI
  /// driver's `tap` on a view that takes user interaction begins one touch in it (a ``UITouch``
  /// with phase `.began` and a tap count of 1, in a ``UIEvent``), and ends it with
  /// ``touchesEnded(_:with:)``, or cancels it with ``touchesCancelled(_:with:)`` when the view's
  /// tap recognizer recognized the tap.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Tells the responder that a finger moved (Apple, “touchesMoved(_:with:)”); the default
  /// forwards it to ``next``. The UI driver's taps do not move: it is never called by them.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Tells the responder that a finger lifted (Apple, “touchesEnded(_:with:)”): the end of the UI
  /// driver's tap, the touch's phase `.ended`. The default forwards it to ``next``.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Tells the responder that the system cancelled a touch (Apple, “touchesCancelled(_:with:)”):
  /// here, when a tap recognizer of the view recognized the tap and cancels the touches in its
  /// view (``UIGestureRecognizer/cancelsTouchesInView``, true by default). The default forwards it
  /// to ``next``.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Key-value coding's setter, as interface loading uses it to connect outlets:
  /// override it to accept your outlets and call `super` for the other keys (article
  /// “Scroll position after a memory warning”: outlets are set through `setValue:forKey:`,
  /// the setter first). The default stores an outlet registered with ``OutletDispatch`` (what
  /// `lifecycle import` does for every `@IBOutlet`), and calls ``setValue(_:forUndefinedKey:)``
  /// for any other key.
  open func setValue(_ value: Any?, forKey key: String) {
    if OutletDispatch.set(value, forKey: key, on: self) { return }
    setValue(value, forUndefinedKey: key)
  }

  /// Called for a key no class in the hierarchy accepted. As on iOS this is an
  /// `NSUnknownKeyException`: during interface loading it becomes a
  /// ``NibLoadingError``; elsewhere the app crashes (a crash report, not a trap).
  open func setValue(_ value: Any?, forUndefinedKey key: String) {
    if NibLoader.reportUndefinedKey(key, of: self) { return }
    let name = String(describing: type(of: self))
    (appHost ?? AppContext.current)?.crash(
      "NSUnknownKeyException: [<\(name)> setValue:forUndefinedKey:]: this class is not key value"
        + " coding-compliant for the key \(key).")
  }

  /// `NSObject`'s `perform(_:with:)`: sends `aSelector` to this object with `object` as its
  /// argument, through the method registered for it (``SelectorDispatch``; `lifecycle import`
  /// registers every `@objc` method of a project). A selector with no method is a misuse that
  /// fails the run, where iOS would raise "unrecognized selector". The result is nil: a registered
  /// method hands nothing back through a selector.
  @discardableResult
  open func perform(_ aSelector: Selector, with object: Any? = nil) -> Unmanaged<AnyObject>? {
    _ = SelectorDispatch.send(
      aSelector.selectorName, to: self, from: object, what: "perform(_:with:)", host: appHost)
    return nil
  }

  /// `NSObject`'s `responds(to:)` for UIKit's API: whether the running OS generation has
  /// the method `aSelector` names (`Selector(("setRestorationIdentifier:"))` on a view
  /// controller, `Selector(("beginBackgroundTaskWithExpirationHandler:"))` on the
  /// application), from the rows of ``APIAvailability``. A selector no row names (the app's
  /// own methods among them, unless registered with ``SelectorDispatch``) is reported as a
  /// misuse and answers false: there is no Objective-C runtime here to ask.
  open func responds(to aSelector: Selector) -> Bool {
    APIAvailabilityCheck.responds(self, to: aSelector, host: appHost ?? AppContext.current)
  }

  /// The view shown in place of the keyboard while this responder is first responder
  /// (“inputView”): nil, the system keyboard, unless a subclass says otherwise. Text fields and
  /// text views keep the one they are given; the keyboard's notifications and frame are the
  /// system keyboard's either way (nothing is laid out).
  open var inputView: UIView? { nil }
  /// The view shown above the keyboard while this responder is first responder: nil unless a
  /// subclass says otherwise.
  open var inputAccessoryView: UIView? { nil }
  /// The input views a text field or text view was given (the subclasses that make them settable).
  var givenInputViews: (input: UIView?, accessory: UIView?) = (nil, nil)

  /// The activity this responder supports (“userActivity”): setting it makes UIKit manage the
  /// activity, so that before the activity is saved — in the simulator, when the scene delegate
  /// returns it from `stateRestorationActivity(for:)` — a responder that shares it is sent
  /// ``updateUserActivityState(_:)`` if the activity's `needsSave` is set. Nil by default.
  open var userActivity: NSUserActivity? {
    didSet {
      guard oldValue !== userActivity else { return }
      oldValue?.stopManaging(for: self)
      userActivity?.manage(for: self)
    }
  }

  /// Called before UIKit saves an activity this responder shares (its ``userActivity``) whose
  /// `needsSave` is set, with the activity's user info emptied: add the state that describes what
  /// the user is doing with `addUserInfoEntries(from:)` (“updateUserActivityState(_:)”). Does
  /// nothing by default.
  open func updateUserActivityState(_ activity: NSUserActivity) {}

  /// Restores the responder's state from an activity's user info (“restoreUserActivityState(_:)”).
  /// Does nothing by default. UIKit calls it for continued activities (Handoff, which the
  /// simulated device does not have); for a scene's restored activity it is the app's code
  /// that calls it — typically the scene delegate, handing `session.stateRestorationActivity` to
  /// the controller it shows.
  open func restoreUserActivityState(_ activity: NSUserActivity) {}

  /// Called on every object an interface file instantiated, after all its outlets
  /// and those of the other objects are connected. Does nothing by default.
  open func awakeFromNib() {}
}

/// Responders are equal when they are the same object, and hash by identity, as `NSObject`'s
/// default `isEqual(_:)` and `hash` make UIKit's objects on iOS: `firstIndex(of:)` on an array of
/// text fields, a set of views, a view controller as a dictionary key.
extension UIResponder: Hashable {
  /// The same object.
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
