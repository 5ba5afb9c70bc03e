/// An interface file, ready to be instantiated: the objects it describes are created,
/// connected to each other and to the placeholders (File's Owner, External Objects),
/// then woken with `awakeFromNib()` (article “Scroll position after a memory warning”).
///
/// Interface files are JSON (`Docs/InterfaceFiles.md`), found by name in the app's
/// ``InterfaceBundle``. Classes are found by name in a registry — Swift on Linux has no
/// `NSClassFromString` for Swift classes: UIKit's view and controller classes are
/// registered; register your own with ``register(_:named:)``. Outlets are connected
/// through `setValue(_:forKey:)`, which a class overrides to accept its outlets.
///
/// UIKit's ``instantiate(withOwner:options:)`` raises an exception on a bad file; here
/// the app crashes (a crash report naming the problem). ``instantiateOrThrow(withOwner:options:)``
/// throws a ``NibLoadingError`` instead.
@preconcurrency @MainActor
public final class UINib {
  /// Keys of the options dictionary.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The objects standing in for the file's External Objects, as `[String: Any]` by
    /// identifier (UIKit's `UINibExternalObjects`).
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  private let name: String
  private let data: Data?
  private let bundle: InterfaceBundle
  private let host: UIKitAppHost?

  /// The interface file `name` of the running app's interface bundle. (`bundle` is
  /// accepted for UIKit's signature; nil and `Bundle.main` both mean the app's files.)
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    data = nil
    host = AppContext.current
    bundle = host?.interfaceBundle ?? InterfaceBundle.shared
  }

  /// An interface file given as data.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    name = "<data>"
    self.data = data
    host = AppContext.current
    bundle = host?.interfaceBundle ?? InterfaceBundle.shared
  }

  /// Creates the file's objects; returns its top-level objects, in file order. A bad
  /// file crashes the app (a crash report) and returns no objects.
  public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any]
  {
    do {
      return try instantiateOrThrow(withOwner: ownerOrNil, options: optionsOrNil)
    } catch {
      host?.crash("NSInternalInconsistencyException: could not load the nib: \(error)")
      return []
    }
  }

  /// Creates the file's objects; returns its top-level objects, in file order, or
  /// throws what is wrong with the file. (LifecycleUIKit addition.)
  public func instantiateOrThrow(
    withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil
  ) throws(NibLoadingError) -> [Any] {
    let contents: Data
    if let data {
      contents = data
    } else {
      contents = try bundle.data(forNibNamed: name)
    }
    let file = try InterfaceFile.decode(contents, file: name)
    let externals: [String: Any]
    switch optionsOrNil?[.externalObjects] {
    case nil: externals = [:]
    case let dictionary as [String: Any]: externals = dictionary
    case let other?:
      throw NibLoadingError(
        .missingExternalObject, file: name, keyPath: "",
        "options[.externalObjects] must be a [String: Any] by identifier, not \(type(of: other))")
    }
    var loader = NibLoader(fileName: name, file: file)
    return try loader.load(owner: ownerOrNil, externalObjects: externals)
  }

  // MARK: The class registry

  private static var classes: [String: any NibInstantiable.Type] = Dictionary(
    uniqueKeysWithValues: builtInClasses.map { (String(describing: $0), $0) })

  private static var builtInClasses: [any NibInstantiable.Type] {
    [
      UIView.self, UIWindow.self, UILabel.self, UITextField.self, UITextView.self, UIScrollView.self,
      UITableView.self, UITableViewCell.self, UIViewController.self, UINavigationController.self,
      UIControl.self, UIButton.self, UISlider.self, UISwitch.self, UISegmentedControl.self, UIImageView.self,
      UITabBar.self, UITabBarItem.self, UITabBarController.self,
    ]
  }

  /// Makes `type` creatable by interface files under `name` (its type name by default).
  public static func register(_ type: any NibInstantiable.Type, named name: String? = nil) {
    classes[name ?? String(describing: type)] = type
  }

  /// The class registered under `name`.
  static func registeredClass(named name: String) -> (any NibInstantiable.Type)? { classes[name] }

  /// The registered class names, sorted.
  static var registeredClassNames: [String] { classes.keys.sorted() }
}
