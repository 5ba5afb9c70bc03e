import LifecycleCore

/// The keyboard's notifications (Apple, “UIResponder”, “Responding to keyboard notifications”)
/// and the keys of their `userInfo`.
///
/// The keyboard is up while a text input (a `UITextField`, an editable `UITextView`) is the first
/// responder of a visible window (``UIWindow/isKeyboardVisible``). When it comes up — a text input
/// becomes first responder and none was — the app's `NotificationCenter.default` gets, with a nil
/// object, ``keyboardWillChangeFrameNotification`` (iOS 5 and later) and
/// ``keyboardWillShowNotification`` at once, inside the call that brought it (after the field's
/// delegate heard `textFieldDidBeginEditing(_:)`), then ``keyboardDidChangeFrameNotification`` and
/// ``keyboardDidShowNotification`` on the main queue once that code has returned, as after the
/// keyboard's slide. When it goes away — the input resigns and no other takes over, `endEditing(_:)`,
/// the field leaves its window — the same with the hide notifications. Focus moving from one text
/// input to another posts nothing: the keyboard stays.
///
/// Each `userInfo` carries the keyboard's frame before and after, in screen coordinates, under
/// ``keyboardFrameBeginUserInfoKey`` and ``keyboardFrameEndUserInfoKey`` (iPhone OS 3.2 and later)
/// as `NSValue`s that both `(value as? NSValue)?.cgRectValue` and `value as? CGRect` read, as on
/// iOS (`NSValue+UIKit.swift`); the older bounds and centre keys (`UIKeyboardBoundsUserInfoKey`,
/// `UIKeyboardCenterBeginUserInfoKey`, `UIKeyboardCenterEndUserInfoKey`) on every generation; the
/// duration (an `NSNumber`, 0.25 s), the curve (an `NSNumber`, `UIView.AnimationCurve.easeInOut`'s
/// raw value) and, from iOS 9, ``keyboardIsLocalUserInfoKey`` (true: the keyboard is always the
/// app's own here). The keyboard is as wide as the screen and 216 points high
/// (`LifecycleEnvironment.keyboardPoints`, inert): up, it sits at the screen's bottom edge; down,
/// just below it.
///
/// Reading a name or key that the app's OS generation lacks crashes the app, as reading a NULL
/// weak-linked constant does (``APIAvailability``).
extension UIResponder {
  /// Posted just before the keyboard comes up; object nil, `userInfo` as the type describes.
  nonisolated public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted on the main queue after the keyboard came up.
  nonisolated public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted just before the keyboard goes away.
  nonisolated public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted on the main queue after the keyboard went away.
  nonisolated public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted just before the keyboard's frame changes — before ``keyboardWillShowNotification``
  /// and ``keyboardWillHideNotification`` (iOS 5 and later; earlier, reading it crashes the app).
  nonisolated public static var keyboardWillChangeFrameNotification: Notification.Name {
    Notification.Name(checkedKeyboardConstant("UIKeyboardWillChangeFrameNotification"))
  }
  /// Posted on the main queue after the keyboard's frame changed (iOS 5 and later).
  nonisolated public static var keyboardDidChangeFrameNotification: Notification.Name {
    Notification.Name(checkedKeyboardConstant("UIKeyboardDidChangeFrameNotification"))
  }
  /// The key of the keyboard's frame when the change begins, in screen coordinates: an
  /// `NSValue` of a `CGRect` (iPhone OS 3.2 and later).
  nonisolated public static var keyboardFrameBeginUserInfoKey: String {
    checkedKeyboardConstant("UIKeyboardFrameBeginUserInfoKey")
  }
  /// The key of the keyboard's frame when the change ends, in screen coordinates: an `NSValue`
  /// of a `CGRect` (iPhone OS 3.2 and later). Up, its height is what a view must leave free.
  nonisolated public static var keyboardFrameEndUserInfoKey: String {
    checkedKeyboardConstant("UIKeyboardFrameEndUserInfoKey")
  }
  /// The key of the slide's duration in seconds: an `NSNumber` of a `Double` (0.25; inert).
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The key of the slide's curve: an `NSNumber` of a `UIView.AnimationCurve` raw value
  /// (`easeInOut`, 0; inert).
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The key of whether the keyboard belongs to the app that gets the notification: an
  /// `NSNumber` of a `Bool`, always true here, where no other app shares the screen (iOS 9 and
  /// later).
  nonisolated public static var keyboardIsLocalUserInfoKey: String {
    checkedKeyboardConstant("UIKeyboardIsLocalUserInfoKey")
  }

  /// `symbol`, after crashing the running app if its generation lacks it (``APIAvailability``).
  /// Only a thread that runs an app's code has an app to crash.
  nonisolated private static func checkedKeyboardConstant(_ symbol: String) -> String {
    _ = AppThread.withHost { _ in APIAvailabilityCheck.requireConstant(symbol, of: "UIResponder") }
    return symbol
  }
}

/// What the keyboard's notifications carry, for one change: up or down on one environment.
struct KeyboardChange: Sendable {
  /// Whether the keyboard comes up (else it goes away).
  let showing: Bool
  /// The system the app runs on: its screen, its keyboard, its generation's keys.
  let environment: LifecycleEnvironment

  /// The keyboard's frame up: at the screen's bottom edge.
  var upFrame: CGRect {
    let screen = environment.screenPoints
    let keyboard = environment.keyboardPoints
    return CGRect(x: 0, y: screen.height - keyboard.height, width: keyboard.width, height: keyboard.height)
  }

  /// The keyboard's frame down: just below the screen.
  var downFrame: CGRect {
    let keyboard = environment.keyboardPoints
    return CGRect(x: 0, y: environment.screenPoints.height, width: keyboard.width, height: keyboard.height)
  }

  /// Whether the generation has the constant `symbol` of `UIResponder`.
  func has(_ symbol: String) -> Bool {
    APIAvailability.row(for: symbol, in: ["UIResponder"])?.exists(on: environment.profile.generation) ?? true
  }

  /// The notifications' `userInfo`, with the keys the generation has.
  var userInfo: [AnyHashable: Any] {
    let (begin, end) = showing ? (downFrame, upFrame) : (upFrame, downFrame)
    var info: [AnyHashable: Any] = [
      "UIKeyboardBoundsUserInfoKey": NSValue(cgRect: CGRect(origin: .zero, size: end.size)),
      "UIKeyboardCenterBeginUserInfoKey": NSValue(point: CGPoint(x: begin.midX, y: begin.midY)),
      "UIKeyboardCenterEndUserInfoKey": NSValue(point: CGPoint(x: end.midX, y: end.midY)),
      "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: environment.keyboardAnimationDuration),
      "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 0),
    ]
    if has("UIKeyboardFrameEndUserInfoKey") {
      info["UIKeyboardFrameBeginUserInfoKey"] = NSValue(cgRect: begin)
      info["UIKeyboardFrameEndUserInfoKey"] = NSValue(cgRect: end)
    }
    if has("UIKeyboardIsLocalUserInfoKey") { info["UIKeyboardIsLocalUserInfoKey"] = NSNumber(value: true) }
    return info
  }

  /// The notifications posted at once, in order: the frame's, where the generation has it, then
  /// the show or hide one.
  var willNames: [Notification.Name] {
    let frame = "UIKeyboardWillChangeFrameNotification"
    let will = showing ? "UIKeyboardWillShowNotification" : "UIKeyboardWillHideNotification"
    let names = has(frame) ? [frame, will] : [will]
    return names.map { Notification.Name($0) }
  }

  /// The notifications posted on the main queue afterwards, in order.
  var didNames: [Notification.Name] {
    let frame = "UIKeyboardDidChangeFrameNotification"
    let did = showing ? "UIKeyboardDidShowNotification" : "UIKeyboardDidHideNotification"
    let names = has(frame) ? [frame, did] : [did]
    return names.map { Notification.Name($0) }
  }
}

/// Batches the keyboard's updates while the first responder changes hands, so that focus moving
/// from one text input to another — the old one resigns, then the new one takes over — never
/// shows the keyboard going away. Outside a batch an app's keyboard updates at once.
@MainActor
enum KeyboardUpdates {
  private static var depth = 0
  private static var pending: [UIKitAppHost] = []

  /// Something that decides whether `host`'s keyboard is up changed.
  static func note(_ host: UIKitAppHost?) {
    guard let host else { return }
    if depth == 0 {
      host.updateKeyboard()
    } else if !pending.contains(where: { $0 === host }) {
      pending.append(host)
    }
  }

  /// Runs `body`, then updates the keyboards of the apps it changed.
  static func batch<Result>(_ body: () -> Result) -> Result {
    depth += 1
    let result = body()
    depth -= 1
    guard depth == 0 else { return result }
    let hosts = pending
    pending.removeAll()
    for host in hosts { host.updateKeyboard() }
    return result
  }
}

extension UIKitAppHost {
  /// Posts the keyboard's notifications if whether it is up changed since they last said
  /// (``UIResponder``'s keyboard notifications): the will-notifications now, the did-ones on the
  /// main queue. Outside the app's code (its process ending) the state is only recorded.
  func updateKeyboard() {
    let shown = isKeyboardVisible
    guard shown != keyboardAnnounced else { return }
    keyboardAnnounced = shown
    guard AppThread.isRunningAppCode, let environment = process?.environment, process?.isAlive == true
    else { return }
    let change = KeyboardChange(showing: shown, environment: environment)
    for name in change.willNames {
      notificationCenter.post(name: name, object: nil, userInfo: change.userInfo)
    }
    DispatchQueue.main.async { [weak self] in
      guard let self else { return }
      for name in change.didNames {
        self.notificationCenter.post(name: name, object: nil, userInfo: change.userInfo)
      }
    }
  }
}

// The names of the Swift 4 SDK (Xcode 9), which Swift 4.2 renamed to the `UIResponder` members
// above: code built in Swift 4 mode — as `lifecycle import` builds a project whose SWIFT_VERSION
// is 4.0 — compiles with them, and later modes get the compiler's error naming the new name, as
// with Apple's SDK.
extension NSNotification.Name {
  /// `UIResponder.keyboardWillShowNotification` in Swift 4.
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
  public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
  /// `UIResponder.keyboardDidShowNotification` in Swift 4.
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
  public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
  /// `UIResponder.keyboardWillHideNotification` in Swift 4.
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
  public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
  /// `UIResponder.keyboardDidHideNotification` in Swift 4.
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
  public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
  /// `UIResponder.keyboardWillChangeFrameNotification` in Swift 4 (iOS 5 and later).
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
  public static var UIKeyboardWillChangeFrame: NSNotification.Name {
    UIResponder.keyboardWillChangeFrameNotification
  }
  /// `UIResponder.keyboardDidChangeFrameNotification` in Swift 4 (iOS 5 and later).
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidChangeFrameNotification")
  public static var UIKeyboardDidChangeFrame: NSNotification.Name {
    UIResponder.keyboardDidChangeFrameNotification
  }
}

/// `UIResponder.keyboardFrameBeginUserInfoKey` in Swift 4 (iPhone OS 3.2 and later).
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public var UIKeyboardFrameBeginUserInfoKey: String { UIResponder.keyboardFrameBeginUserInfoKey }
/// `UIResponder.keyboardFrameEndUserInfoKey` in Swift 4 (iPhone OS 3.2 and later).
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public var UIKeyboardFrameEndUserInfoKey: String { UIResponder.keyboardFrameEndUserInfoKey }
/// `UIResponder.keyboardAnimationDurationUserInfoKey` in Swift 4.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public var UIKeyboardAnimationDurationUserInfoKey: String { UIResponder.keyboardAnimationDurationUserInfoKey }
/// `UIResponder.keyboardAnimationCurveUserInfoKey` in Swift 4.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public var UIKeyboardAnimationCurveUserInfoKey: String { UIResponder.keyboardAnimationCurveUserInfoKey }
/// `UIResponder.keyboardIsLocalUserInfoKey` in Swift 4 (iOS 9 and later).
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public var UIKeyboardIsLocalUserInfoKey: String { UIResponder.keyboardIsLocalUserInfoKey }
