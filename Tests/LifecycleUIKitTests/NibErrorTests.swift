import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

@MainActor
@Suite("Interface file errors")
struct NibErrorTests {
  init() { UINib.register(CustomCell.self) }

  /// The error loading `json` (as the file `Broken`) with `owner` and `externals`.
  func loadingError(
    _ json: String, owner: Any? = UIViewController(), externals: [String: Any]? = ["Model": Model()]
  ) -> NibLoadingError? {
    let nib = UINib(data: Data(json.utf8), bundle: nil)
    do {
      _ = try nib.instantiateOrThrow(withOwner: owner, options: externals.map { [.externalObjects: $0] })
      return nil
    } catch {
      return error
    }
  }

  @Test("a missing External Object names its identifier and what was given")
  func missingExternalObject() {
    let error = loadingError(TestNibs.modelView, externals: ["Other": 1])
    #expect(error?.kind == .missingExternalObject)
    #expect(
      error?.description
        == "<data>: placeholders[1].identifier: External Object 'Model' is not in options[.externalObjects]"
        + " (given: 'Other')")
  }

  @Test("an unknown class names the key path and the registered classes")
  func unknownClass() {
    let error = loadingError(#"{ "objects": [{ "class": "UIView", "subviews": [{ "class": "UILable" }] }] }"#)
    #expect(error?.kind == .unknownClass)
    #expect(error?.keyPath == "objects[0].subviews[0].class")
    // The registry is process-wide and other suites register classes too: check that the
    // message lists the registered classes, not which ones happen to be there.
    let message = error?.message ?? ""
    #expect(message.hasPrefix("unknown class 'UILable'; registered classes: "))
    #expect(message.contains("UILabel"))
  }

  @Test("an unknown outlet names the class and the key")
  func unknownOutlet() {
    let json = TestNibs.modelView.replacingOccurrences(of: #""outlet": "model""#, with: #""outlet": "modle""#)
    let error = loadingError(json, owner: ModelViewController())
    #expect(error?.kind == .unknownOutlet)
    #expect(
      error?.description
        == "<data>: connections[0].outlet: CustomCell has no outlet 'modle': its setValue(_:forKey:) does not"
        + " accept it")
  }

  @Test("a property no class reads names the properties it does read")
  func unknownProperty() {
    let error = loadingError(#"{ "objects": [{ "class": "UILabel", "properties": { "txt": "Hi" } }] }"#)
    #expect(error?.kind == .unknownProperty)
    #expect(
      error?.description
        == "<data>: objects[0].properties.txt: UILabel reads no property 'txt'; it reads: accessibilityIdentifier, isHidden, restorationIdentifier, tag, text"
    )
  }

  @Test(
    "malformed files name the place and what was expected",
    arguments: [
      ("{ \"objects\": [", "", "The given data was not valid JSON"),
      (#"{ "objects": [{ "id": "a" }] }"#, "objects[0].class", "missing"),
      (
        #"{ "objects": [], "conections": [] }"#, "conections",
        "unknown key 'conections'; expected one of: connections, format, objects, placeholders"
      ),
      (#"{ "objects": [{ "class": 3 }] }"#, "objects[0].class", "expected a string"),
      (
        #"{ "objects": [], "placeholders": [{ "id": "m", "role": "external" }] }"#,
        "placeholders[0].identifier", "missing: an External Object needs an identifier"
      ),
      (
        #"{ "objects": [], "placeholders": [{ "id": "m", "role": "ownr" }] }"#, "placeholders[0].role",
        "expected 'owner' or 'external', found 'ownr'"
      ),
      (
        #"{ "objects": [{ "id": "a", "class": "UIView" }, { "id": "a", "class": "UIView" }] }"#,
        "objects[1].id", "the id 'a' is used twice"
      ),
      (
        #"{ "objects": [{ "class": "UIViewController", "subviews": [{ "class": "UIView" }] }] }"#,
        "objects[0].subviews", "UIViewController is not a view and cannot have subviews"
      ),
    ])
  func malformed(_ json: String, keyPath: String, message: String) {
    let error = loadingError(json)
    #expect(error?.kind == .malformed)
    #expect(error?.keyPath == keyPath)
    #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
  }

  @Test("a connection to File's Owner without an owner, or to an unknown id, is named")
  func ownerAndIDs() {
    let missingOwner = loadingError(TestNibs.simple, owner: nil)
    #expect(missingOwner?.kind == .missingOwner)
    #expect(
      missingOwner?.description
        == "<data>: connections[0].source: the connection uses File's Owner 'owner' but no owner was given")
    let unknownID = loadingError(
      TestNibs.simple.replacingOccurrences(of: #""destination": "root""#, with: #""destination": "roots""#))
    #expect(unknownID?.kind == .unknownObject)
    #expect(unknownID?.message == "no object or placeholder has the id 'roots'; ids: owner, root")
  }

  @Test("a placeholder of the wrong class is named")
  func placeholderClass() {
    let error = loadingError(TestNibs.modelView, externals: ["Model": "not a model"])
    #expect(error?.kind == .placeholderClassMismatch)
    #expect(error?.description == "<data>: placeholders[1].class: expected an instance of Model, got String")
  }

  @Test("a file that is not in the bundle names where it was looked for")
  func fileNotFound() {
    let bundle = InterfaceBundle(searchDirectories: [URL(fileURLWithPath: "/nonexistent")])
    #expect(throws: NibLoadingError.self) { try bundle.data(forNibNamed: "Missing") }
    do {
      _ = try bundle.data(forNibNamed: "Missing")
    } catch {
      #expect(
        error.description
          == "Missing: no interface file named 'Missing'; looked in: 0 file(s) in memory, /nonexistent/Missing.{xib,nib.json}"
      )
    }
  }

  @Test("in an app, loading a bad file the UIKit way crashes the app with the error in the report")
  func crashInApp() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp("nib", interfaceFiles: InterfaceBundle()) {
      NibAppDelegate()
    }
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Model", appID: "nib"))
    try device.launch("Model")
    #expect(device.state(of: "Model") == .notRunning)
    let report = try #require(device.reports.last)
    #expect(report.cause == .crash)
    #expect(report.details.contains("ModelView: no interface file named 'ModelView'"))
  }

  @Test("a controller whose view failed to load gets no viewDidLoad, so a nil outlet there traps nothing")
  func noViewDidLoadAfterFailedLoad() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp("outlets", interfaceFiles: InterfaceBundle()) {
      OutletAppDelegate()
    }
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Outlets", appID: "outlets"))
    try device.launch("Outlets")
    #expect(device.state(of: "Outlets") == .notRunning)
    #expect(device.reports.last?.details.contains("no interface file named 'Missing'") == true)
    #expect(!device.trace.description.contains("viewDidLoad OutletController"))
  }
}

/// A controller written as iOS code is: an implicitly unwrapped outlet read in viewDidLoad.
@MainActor
final class OutletController: UIViewController {
  var label: UILabel!

  override func viewDidLoad() {
    super.viewDidLoad()
    label.text = "Hello"
  }
}

@MainActor
final class OutletAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = OutletController(nibName: "Missing", bundle: nil)
    window?.makeKeyAndVisible()
    return true
  }
}
