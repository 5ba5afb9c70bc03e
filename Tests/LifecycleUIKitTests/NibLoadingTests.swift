import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// The model of the article “Scroll position after a memory warning”, shared by a controller
/// and a view from an interface file.
@MainActor
final class Model {
  var name = "Ann"
}

/// What the objects of the test files did, in order.
@MainActor
enum NibEvents {
  static var log: [String] = []
}

/// The same article's custom cell: outlets to the model (an External Object) and a text
/// field; `awakeFromNib` initialises the field from the model.
@MainActor
final class CustomCell: UITableViewCell {
  var model: Model?
  var textField: UITextField?

  override func setValue(_ value: Any?, forKey key: String) {
    NibEvents.log.append("set CustomCell.\(key)")
    switch key {
    case "model": model = value as? Model
    case "textField": textField = value as? UITextField
    default: super.setValue(value, forKey: key)
    }
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    NibEvents.log.append("awake CustomCell")
    textField?.text = model?.name
  }
}

/// The same article's controller: loads its view in `loadView` with the model as External
/// Object.
@MainActor
final class ModelViewController: UIViewController {
  let model = Model()
  var customCell: CustomCell?
  var topLevelCount = 0

  override func loadView() {
    let proxies: [String: Any] = ["Model": model]
    let objects = Bundle.main.loadNibNamed("ModelView", owner: self, options: [.externalObjects: proxies])
    topLevelCount = objects?.count ?? 0
  }

  override func setValue(_ value: Any?, forKey key: String) {
    NibEvents.log.append("set ModelViewController.\(key)")
    guard key == "customCell" else { return super.setValue(value, forKey: key) }
    customCell = value as? CustomCell
  }
}

@MainActor
final class NibAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = ModelViewController()
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

/// Interface files of the tests.
enum TestNibs {
  static let modelView = """
    {
      "placeholders": [
        { "id": "owner", "role": "owner", "class": "UIViewController" },
        { "id": "model", "role": "external", "identifier": "Model", "class": "Model" }
      ],
      "objects": [
        { "id": "root", "class": "UIView", "subviews": [
          { "id": "cell", "class": "CustomCell", "properties": { "reuseIdentifier": "model" }, "subviews": [
            { "id": "field", "class": "UITextField", "properties": { "placeholder": "Name" } }
          ] },
          { "class": "UILabel", "properties": { "text": "Model", "tag": 7 } }
        ] }
      ],
      "connections": [
        { "source": "cell", "outlet": "model", "destination": "model" },
        { "source": "cell", "outlet": "textField", "destination": "field" },
        { "source": "owner", "outlet": "view", "destination": "root" },
        { "source": "owner", "outlet": "customCell", "destination": "cell" }
      ]
    }
    """

  static let simple = """
    { "placeholders": [{ "id": "owner", "role": "owner" }],
      "objects": [{ "id": "root", "class": "UIView", "subviews": [{ "class": "UILabel", "properties": { "text": "Hi" } }] }],
      "connections": [{ "source": "owner", "outlet": "view", "destination": "root" }] }
    """

  static var bundle: InterfaceBundle {
    InterfaceBundle(files: ["ModelView": Data(modelView.utf8), "Simple": Data(simple.utf8)])
  }
}

@MainActor
@Suite("Interface files (“Scroll position after a memory warning”)")
struct NibLoadingTests {
  init() { UINib.register(CustomCell.self) }

  @Test("File's Owner and an External Object are connected, and awakeFromNib comes after every connection")
  func externalObjects() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp("nib", interfaceFiles: TestNibs.bundle) {
      NibAppDelegate()
    }
    let device = try makeDevice(.ios4, catalog: catalog)
    try device.install(InstallSpec(name: "Model", appID: "nib"))
    NibEvents.log = []
    try device.launch("Model")
    let app = try #require(uikitApp("Model", in: device))
    let controller = try #require(app.windows.first?.rootViewController as? ModelViewController)
    #expect(controller.topLevelCount == 1)
    let cell = try #require(controller.customCell)
    #expect(cell.model === controller.model)
    #expect(cell.textField?.text == "Ann")
    #expect(cell.textField?.placeholder == "Name")
    #expect(cell.reuseIdentifier == "model")
    #expect((controller.view.viewWithTag(7) as? UILabel)?.text == "Model")
    #expect(
      NibEvents.log == [
        "set CustomCell.model", "set CustomCell.textField", "set ModelViewController.view",
        "set ModelViewController.customCell", "awake CustomCell",
      ])
    #expect(
      app.snapshotText == """
        window key
          ModelViewController
            cell ""
              text-field "Ann"
            label "Model"
        """)
  }

  @Test("a controller made with a nib name loads its view from the file with itself as File's Owner")
  func nibName() throws {
    let controller = UIViewController(nibName: "Simple", bundle: nil)
    InterfaceBundle.shared = TestNibs.bundle
    defer { InterfaceBundle.shared = InterfaceBundle() }
    let label = try #require(controller.view.subviews.first as? UILabel)
    #expect(label.text == "Hi")
  }

  @Test("instantiate returns the top-level objects in file order, without placeholders")
  func topLevelObjects() throws {
    let nib = UINib(data: Data(TestNibs.simple.utf8), bundle: nil)
    let owner = UIViewController()
    let objects = try nib.instantiateOrThrow(withOwner: owner)
    #expect(objects.count == 1)
    #expect(objects.first as? UIView === owner.viewIfLoaded)
  }
}
