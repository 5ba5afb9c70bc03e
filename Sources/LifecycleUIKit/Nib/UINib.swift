/// An interface file, ready to be instantiated: the objects it describes are created,
/// connected to each other and to the placeholders (File's Owner, External Objects),
/// then woken with `awakeFromNib()` (article “Scroll position after a memory warning”).
///
/// Interface files are Xcode's `.xib` files or LifecycleKit's JSON (`Docs/InterfaceFiles.md`),
/// found by name in the app's ``InterfaceBundle`` or in the bundle given. Classes are found by name in a registry — Swift on Linux has no
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

  /// The interface file `name` (`NAME.xib` or `NAME.nib.json`): nil and `Bundle.main` mean
  /// the running app's interface bundle; another bundle (a package's `Bundle.module`) is
  /// searched as ``InterfaceBundle/init(bundle:)`` does.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    data = nil
    host = AppContext.current
    if let given = bundleOrNil, given !== Bundle.main {
      bundle = InterfaceBundle(bundle: given)
    } else {
      bundle = host?.interfaceBundle ?? InterfaceBundle.shared
    }
  }

  /// An interface file given as data: a `.xib`'s XML or the JSON format.
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
    let fileName: String
    if let data {
      (contents, fileName) = (data, name)
    } else {
      (contents, fileName) = try bundle.contents(forNibNamed: name)
    }
    let file =
      XIBDocument.isXML(contents)
      ? try XIBDocument.read(contents, file: fileName) : try InterfaceFile.decode(contents, file: fileName)
    let externals: [String: Any]
    switch optionsOrNil?[.externalObjects] {
    case nil: externals = [:]
    case let dictionary as [String: Any]: externals = dictionary
    case let other?:
      throw NibLoadingError(
        .missingExternalObject, file: name, keyPath: "",
        "options[.externalObjects] must be a [String: Any] by identifier, not \(type(of: other))")
    }
    var loader = NibLoader(fileName: fileName, file: file)
    let objects = try loader.load(owner: ownerOrNil, externalObjects: externals)
    for note in loader.notes { (host ?? AppContext.current)?.process?.log(note) }
    return objects
  }

  // MARK: The class registry

  private static var classes: [String: any NibInstantiable.Type] = Dictionary(
    uniqueKeysWithValues: (builtInClasses + xibElementClasses).map { (String(describing: $0), $0) })

  private static var builtInClasses: [any NibInstantiable.Type] {
    [
      UIView.self, UIWindow.self, UILabel.self, UITextField.self, UITextView.self, UIScrollView.self,
      UITableView.self, UITableViewCell.self, UIViewController.self, UINavigationController.self,
      UIControl.self, UIButton.self, UISlider.self, UISwitch.self, UISegmentedControl.self, UIImageView.self,
      UIStepper.self, UIRefreshControl.self, UIPickerView.self,
      UIDatePicker.self,
      UITabBar.self, UITabBarItem.self, UITabBarController.self, UIStackView.self, UICollectionView.self,
      UICollectionViewCell.self, UICollectionReusableView.self, UICollectionViewLayout.self,
      UICollectionViewFlowLayout.self,
    ]
  }

  /// Classes a `.xib` names by element (`tableViewController`) besides the built-in ones.
  private static var xibElementClasses: [any NibInstantiable.Type] {
    [UITableViewController.self, UICollectionViewController.self]
  }

  /// Makers of objects that are not responders (a `.xib`'s navigation and bar button
  /// items), by class name.
  private static var makers: [String: @MainActor (NSCoder) -> AnyObject?] = XIBBarItems.makers

  /// Makes `type` creatable by interface files under `name` (its type name by default).
  public static func register(_ type: any NibInstantiable.Type, named name: String? = nil) {
    classes[name ?? String(describing: type)] = type
  }

  /// Runs `body` with `replacements` registered in place of what is registered under those
  /// names, then puts the registry back as it was. A test seam, not for apps (they use
  /// ``register(_:named:)``): the registry is process-wide, so a test that stands a class in
  /// for a name LifecycleUIKit lacks (`UIStackView`), or registers a class local to it, leaves
  /// nothing behind for the others; a body that does not suspend runs alone on the main actor.
  static func withClasses<Result>(
    _ replacements: [String: any NibInstantiable.Type], _ body: () throws -> Result
  ) rethrows -> Result {
    let saved = classes
    defer { classes = saved }
    classes.merge(replacements) { $1 }
    return try body()
  }

  /// The class registered under `name`.
  static func registeredClass(named name: String) -> (any NibInstantiable.Type)? { classes[name] }

  /// What creates an object of the class registered under `name` from its coder.
  static func factory(named name: String) -> (@MainActor (NSCoder) -> AnyObject?)? {
    if let type = classes[name] { return { type.init(coder: $0) } }
    return makers[name]
  }

  /// The registered class names, sorted.
  static var registeredClassNames: [String] { Set(classes.keys).union(makers.keys).sorted() }
}
