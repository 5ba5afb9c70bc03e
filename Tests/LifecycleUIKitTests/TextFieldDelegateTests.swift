import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A sign-in screen as iOS code writes it: its controller is the name field's delegate (set by
/// the interface file's `delegate` outlet), refuses digits, and counts the editing events.
@MainActor
final class SignInController: UIViewController, UITextFieldDelegate {
  var nameField: UITextField!
  var events: [String] = []

  override func setValue(_ value: Any?, forKey key: String) {
    if key == "nameField" { nameField = value as? UITextField } else { super.setValue(value, forKey: key) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.addAction(UIAction { [unowned self] _ in events.append("changed") }, for: .editingChanged)
  }

  func textFieldDidBeginEditing(_ textField: UITextField) { events.append("began") }
  func textFieldDidEndEditing(_ textField: UITextField) { events.append("ended") }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    !string.contains(where: \.isNumber)
  }
}

@MainActor
final class SignInAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let signIn = SignInController(nibName: "SignIn", bundle: nil)

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = signIn
    window?.makeKeyAndVisible()
    return true
  }
}

@MainActor
@Suite("Text fields: their delegate and editing events")
struct TextFieldDelegateTests {
  static let signIn = XibSnippets.document(
    #"<view id="root"><subviews><textField id="name" placeholder="Name" enabled="YES"><connections><outlet property="delegate" destination="-1" id="d1"/></connections></textField></subviews></view>"#,
    owner:
      #"<outlet property="view" destination="root" id="o1"/><outlet property="nameField" destination="name" id="o2"/>"#,
    ownerClass: "SignInController")

  @Test("the delegate outlet of a .xib connects; typing asks it key by key and sends editingChanged")
  func delegateFromInterfaceFile() throws {
    var bundle = InterfaceBundle()
    bundle.add("SignIn", xib: Self.signIn)
    let catalog = AppCatalog.builtIn.addingUIKitApp("signin", interfaceFiles: bundle) { SignInAppDelegate() }
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "SignIn", appID: "signin"))
    try device.launch("SignIn")
    let controller = try #require(delegate(of: "SignIn", in: device, as: SignInAppDelegate.self)?.signIn)
    #expect(controller.nameField.delegate === controller)
    #expect(try device.drive(.type(.named("Name"), text: "Ada1 L"), in: "SignIn") == nil)
    #expect(controller.nameField.text == "Ada L", "the digit was refused by the delegate")
    #expect(controller.events == ["began", "changed", "changed", "changed", "changed", "changed"])
    #expect(controller.nameField.resignFirstResponder())
    #expect(controller.events.last == "ended")
    #expect(device.misuses(of: "SignIn").isEmpty)
  }

  @Test("a delegate that refuses to begin keeps the keyboard down; a disabled field takes none")
  func refusals() throws {
    final class Refusing: UITextFieldDelegate {
      func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    let field = UITextField(frame: .zero)
    window.addSubview(field)
    let refusing = Refusing()
    field.delegate = refusing
    #expect(!field.becomeFirstResponder())
    field.delegate = nil
    field.isEnabled = false
    #expect(!field.becomeFirstResponder())
    field.isEnabled = true
    #expect(field.becomeFirstResponder())
  }
}
