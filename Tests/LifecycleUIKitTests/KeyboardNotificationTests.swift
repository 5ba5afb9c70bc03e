import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A form in a scroll view that keeps its fields clear of the keyboard the way Apple's “Managing
/// the Keyboard” sample does: on the keyboard's show notification the scroll view's bottom inset
/// grows by the keyboard's height, on the hide notification it goes back to zero. It records the
/// keyboard notifications it hears and its fields' delegate calls, in order.
@MainActor
final class KeyboardFormController: UIViewController, UITextFieldDelegate {
  let scrollView = UIScrollView(frame: UIScreen.main.bounds)
  let nameField = UITextField()
  let cityField = UITextField()
  var events: [String] = []
  var notes: [Notification.Name: [AnyHashable: Any]] = [:]
  /// On iPhone OS 3 the frame keys do not exist yet: the form reads the old bounds key.
  var readsOldBoundsKey = false
  private var tokens: [any NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.accessibilityIdentifier = "name"
    cityField.accessibilityIdentifier = "city"
    for field in [nameField, cityField] {
      field.delegate = self
      scrollView.addSubview(field)
    }
    view.addSubview(scrollView)
    let names: [Notification.Name] = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      Notification.Name("UIKeyboardWillChangeFrameNotification"),
      Notification.Name("UIKeyboardDidChangeFrameNotification"),
    ]
    for name in names {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
          self?.heard(note)
        })
    }
  }

  private func heard(_ note: Notification) {
    events.append(note.name.rawValue.replacingOccurrences(of: "Notification", with: ""))
    notes[note.name] = note.userInfo ?? [:]
    #expect(note.object == nil)
    switch note.name {
    case UIResponder.keyboardWillShowNotification:
      let height: CGFloat
      if readsOldBoundsKey {
        height = (note.userInfo?["UIKeyboardBoundsUserInfoKey"] as? NSValue)?.cgRectValue.height ?? 0
      } else {
        height =
          (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height ?? 0
      }
      let insets = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
      scrollView.contentInset = insets
      scrollView.scrollIndicatorInsets = insets
    case UIResponder.keyboardWillHideNotification:
      scrollView.contentInset = .zero
      scrollView.scrollIndicatorInsets = .zero
    default: break
    }
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    events.append("didBegin \(textField.accessibilityIdentifier ?? "")")
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    events.append("didEnd \(textField.accessibilityIdentifier ?? "")")
  }
}

/// The form's app; the setting `old-keys` makes the form read the bounds key of iPhone OS 3.
@MainActor
final class KeyboardFormAppDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  let form = KeyboardFormController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    form.readsOldBoundsKey = UserDefaults.standard.bool(forKey: "old-keys")
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = form
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  static let scenarioScript = ScenarioScript(
    for: KeyboardFormAppDelegate.self,
    actions: [
      "end-editing": { app, _ in app.window?.endEditing(true) },
      "resign": { app, _ in app.form.nameField.resignFirstResponder() },
      "read-frame-key": { app, _ in _ = UIResponder.keyboardFrameEndUserInfoKey },
      "remove-name": { app, _ in app.form.nameField.removeFromSuperview() },
    ])
}

/// Issue 39: the keyboard's notifications reach the app as on iOS — when the keyboard comes up
/// and goes away, not when focus moves between fields — with the frames and keys of its OS
/// generation.
@MainActor
@Suite("Keyboard notifications (Apple, “UIResponder”: responding to keyboard notifications)")
struct KeyboardNotificationTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("form") { KeyboardFormAppDelegate() }

  func form(_ generation: OSGeneration = .ios13, oldKeys: Bool = false) throws -> (
    Device, KeyboardFormController
  ) {
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "Form", appID: "form"))
    if oldKeys { try device.changeSetting(of: "Form", key: "old-keys", value: "YES") }
    try device.launch("Form")
    let app = try #require(delegate(of: "Form", in: device, as: KeyboardFormAppDelegate.self))
    return (device, app.form)
  }

  func type(_ text: String, into field: String, on device: Device) throws {
    #expect(try device.drive(.type(.named(field), text: text), in: "Form") == nil)
  }

  @Test(
    "typing brings the keyboard up: will-change-frame and will-show after the delegate's did-begin, then the did ones"
  )
  func showOrder() throws {
    let (device, form) = try form()
    try type("Ada", into: "name", on: device)
    #expect(
      form.events == [
        "didBegin name", "UIKeyboardWillChangeFrame", "UIKeyboardWillShow", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidShow",
      ])
    #expect(try device.probe("keyboard", of: "Form") == "shown")
  }

  @Test("the user info carries the frames as NSValue and CGRect, the duration, the curve, and is-local")
  func userInfo() throws {
    let (device, form) = try form()
    try type("Ada", into: "name", on: device)
    let info = try #require(form.notes[UIResponder.keyboardWillShowNotification])
    let up = CGRect(x: 0, y: 264, width: 320, height: 216)
    let down = CGRect(x: 0, y: 480, width: 320, height: 216)
    #expect((info["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.cgRectValue == up)
    #expect(info["UIKeyboardFrameEndUserInfoKey"] as? CGRect == up)
    #expect(info["UIKeyboardFrameBeginUserInfoKey"] as? CGRect == down)
    #expect(info["UIKeyboardAnimationDurationUserInfoKey"] as? Double == 0.25)
    #expect((info["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue == 0.25)
    #expect(info["UIKeyboardAnimationCurveUserInfoKey"] as? Int == UIView.AnimationCurve.easeInOut.rawValue)
    #expect(info["UIKeyboardIsLocalUserInfoKey"] as? Bool == true)
    let did = try #require(form.notes[UIResponder.keyboardDidShowNotification])
    #expect(did["UIKeyboardFrameEndUserInfoKey"] as? CGRect == up)
  }

  @Test("a view controller insets its scroll view by the keyboard's height, and back when it goes")
  func scrollViewInsets() throws {
    let (device, form) = try form()
    try type("Ada", into: "name", on: device)
    #expect(form.scrollView.contentInset.bottom == 216)
    #expect(form.scrollView.scrollIndicatorInsets.bottom == 216)
    _ = try device.perform("end-editing", arguments: [], in: "Form")
    #expect(form.scrollView.contentInset == .zero)
    #expect(form.scrollView.scrollIndicatorInsets == .zero)
  }

  @Test("focus moving from one field to another keeps the keyboard up: no keyboard notification")
  func fieldToField() throws {
    let (device, form) = try form()
    try type("Ada", into: "name", on: device)
    form.events.removeAll()
    try type("Paris", into: "city", on: device)
    #expect(form.events == ["didEnd name", "didBegin city"])
    #expect(form.scrollView.contentInset.bottom == 216)
  }

  @Test(
    "endEditing(true) takes the keyboard away: will-change-frame and will-hide after did-end, then the did ones"
  )
  func endEditing() throws {
    let (device, form) = try form()
    try type("Ada", into: "name", on: device)
    form.events.removeAll()
    _ = try device.perform("end-editing", arguments: [], in: "Form")
    #expect(
      form.events == [
        "didEnd name", "UIKeyboardWillChangeFrame", "UIKeyboardWillHide", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidHide",
      ])
    let info = try #require(form.notes[UIResponder.keyboardWillHideNotification])
    #expect(
      info["UIKeyboardFrameBeginUserInfoKey"] as? CGRect == CGRect(x: 0, y: 264, width: 320, height: 216))
    #expect(info["UIKeyboardFrameEndUserInfoKey"] as? CGRect == CGRect(x: 0, y: 480, width: 320, height: 216))
    #expect(try device.probe("keyboard", of: "Form") == nil)
    // Nothing to resign: nothing more is posted.
    _ = try device.perform("end-editing", arguments: [], in: "Form")
    #expect(form.events.count == 5)
  }

  @Test("resignFirstResponder() and a field leaving its window take the keyboard away too")
  func resignAndRemoval() throws {
    let (device, form) = try form()
    try type("Ada", into: "name", on: device)
    form.events.removeAll()
    _ = try device.perform("resign", arguments: [], in: "Form")
    #expect(form.events.contains("UIKeyboardWillHide") && form.events.contains("UIKeyboardDidHide"))
    try type("Ada", into: "name", on: device)
    form.events.removeAll()
    _ = try device.perform("remove-name", arguments: [], in: "Form")
    #expect(form.events.contains("UIKeyboardWillHide") && form.events.contains("UIKeyboardDidHide"))
  }

  @Test("iOS 4 has no frame-change notifications (iOS 5) and no is-local key (iOS 9)")
  func olderGenerations() throws {
    let (device, form) = try form(.ios4)
    try type("Ada", into: "name", on: device)
    #expect(form.events == ["didBegin name", "UIKeyboardWillShow", "UIKeyboardDidShow"])
    let info = try #require(form.notes[UIResponder.keyboardWillShowNotification])
    #expect(info["UIKeyboardFrameEndUserInfoKey"] as? CGRect == CGRect(x: 0, y: 264, width: 320, height: 216))
    #expect(info["UIKeyboardIsLocalUserInfoKey"] == nil)
    #expect(form.scrollView.contentInset.bottom == 216)
  }

  @Test("iPhone OS 3 has the bounds and centre keys only; reading the frame key there crashes the app")
  func iPhoneOS3() throws {
    let (device, form) = try form(.ios3, oldKeys: true)
    try type("Ada", into: "name", on: device)
    let info = try #require(form.notes[UIResponder.keyboardWillShowNotification])
    #expect(info["UIKeyboardFrameEndUserInfoKey"] == nil)
    #expect(
      (info["UIKeyboardBoundsUserInfoKey"] as? NSValue)?.cgRectValue
        == CGRect(x: 0, y: 0, width: 320, height: 216))
    #expect((info["UIKeyboardCenterEndUserInfoKey"] as? NSValue)?.pointValue == CGPoint(x: 160, y: 372))
    #expect(form.scrollView.contentInset.bottom == 216)
    _ = try? device.perform("read-frame-key", arguments: [], in: "Form")
    #expect(device.reports.first?.description.contains("UIKeyboardFrameEndUserInfoKey") == true)
    #expect(device.state(of: "Form") == .notRunning)
  }

  @Test("the keyboard stays up across the background and back, with no notification (an open question)")
  func background() throws {
    let (device, form) = try form()
    try type("Ada", into: "name", on: device)
    form.events.removeAll()
    device.home()
    try device.launch("Form")
    #expect(form.events.isEmpty)
    #expect(try device.probe("keyboard", of: "Form") == "shown")
  }
}
