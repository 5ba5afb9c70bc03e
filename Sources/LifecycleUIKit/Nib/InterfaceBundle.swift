/// Where an app's interface files are found: what `Bundle.main` stands for when the
/// app loads a nib by name.
///
/// Storyboards are found as `NAME.storyboard`, also in `.lproj` folders
/// (``contents(forStoryboardNamed:)``). Files are looked up by name, first among those added in memory (a `.xib`'s XML or the
/// JSON format, told apart by their first character), then as `NAME.xib` or `NAME.nib.json`
/// in each search directory in order (with ``searchesSubdirectories``, in the folders
/// below it too); the first directory that has one wins, and a directory with both is an
/// error. An app registered with ``UIKitApp/factory(interfaceFiles:delegate:sceneDelegate:)``
/// uses the bundle given there; otherwise ``shared``. A package's resources:
/// `InterfaceBundle(bundle: .module)`. The formats are described in `Docs/InterfaceFiles.md`.
public struct InterfaceBundle: Sendable {
  /// Interface files by name, in memory.
  public var files: [String: Data]
  /// Directories searched for `NAME.xib` and `NAME.nib.json`, in order.
  public var searchDirectories: [URL]
  /// Whether the folders inside each search directory are searched too (depth first, in
  /// name order), as for a package's resource bundle.
  public var searchesSubdirectories = false

  /// Creates a bundle.
  public init(files: [String: Data] = [:], searchDirectories: [URL] = []) {
    self.files = files
    self.searchDirectories = searchDirectories
  }

  /// The interface files of a bundle's resources: a SwiftPM package's `Bundle.module`, whose
  /// target declares `resources: [.copy("Interface")]` (the `.xib` files are found in that
  /// folder and any other folder of the bundle).
  public init(bundle: Bundle) {
    self.init(searchDirectories: [bundle.resourceURL ?? bundle.bundleURL])
    searchesSubdirectories = true
  }

  /// The interface files of the running program, for an app started by its own `@main`
  /// (``ApplicationMain``): the resources of the executable's target — SwiftPM copies them into
  /// `PACKAGE_TARGET.resources` beside the executable, what `Bundle.module` finds — searched with
  /// their folders; for a program without resources, the files beside the executable itself
  /// (what `Bundle.main` holds on iOS).
  public static var mainExecutable: InterfaceBundle {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    let folder = executable.deletingLastPathComponent()
    let suffix = "_\(executable.lastPathComponent).resources"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let resources = names.filter { $0.hasSuffix(suffix) }.sorted().map { folder.appendingPathComponent($0) }
    var bundle = InterfaceBundle(searchDirectories: resources.isEmpty ? [folder] : resources)
    bundle.searchesSubdirectories = !resources.isEmpty
    return bundle
  }

  /// The interface files of an app's bundle folder (``AppBundle``): its root, then `Base.lproj`
  /// and the development region's `.lproj`.
  public init(appBundle: AppBundle) {
    let folders = ["Base", appBundle.developmentRegion].filter(appBundle.localizations.contains)
      .map { appBundle.url.appendingPathComponent("\($0).lproj") }
    self.init(searchDirectories: [appBundle.url] + folders)
  }

  /// Adds (or replaces) a file given as JSON text.
  public mutating func add(_ name: String, json: String) { files[name] = Data(json.utf8) }

  /// Adds (or replaces) a file given as a `.xib`'s XML text.
  public mutating func add(_ name: String, xib: String) { files[name] = Data(xib.utf8) }

  /// Adds (or replaces) a storyboard given as its XML text: ``UIStoryboard`` finds it as `name`.
  public mutating func add(_ name: String, storyboard: String) {
    files[name + "." + Self.storyboardExtension] = Data(storyboard.utf8)
  }

  /// The extension of storyboards.
  public static let storyboardExtension = "storyboard"

  /// The contents of the storyboard `name` and the name its errors give it (`Main.storyboard`):
  /// added in memory (``add(_:storyboard:)``), else `NAME.storyboard` in the first search
  /// directory that has it — in the directory itself, then in its `Base.lproj` folder, then in
  /// its other `.lproj` folders by name (where Xcode puts a localized storyboard) — or, with
  /// ``searchesSubdirectories``, in the folders below it.
  func contents(forStoryboardNamed name: String) throws(NibLoadingError) -> (data: Data, file: String) {
    let fileName = "\(name).\(Self.storyboardExtension)"
    if let data = files[fileName] { return (data, fileName) }
    for directory in searchDirectories.flatMap(directories(from:)) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      let localized = names.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.sorted()
      let folders =
        [directory, directory.appendingPathComponent("Base.lproj")]
        + localized.map { directory.appendingPathComponent($0) }
      for folder in folders {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { continue }
        do {
          return (try Data(contentsOf: url), fileName)
        } catch {
          throw NibLoadingError(
            .fileNotFound, file: fileName, keyPath: "", "cannot read \(url.path): \(error)")
        }
      }
    }
    let places =
      ["\(files.count) file(s) in memory"]
      + searchDirectories.map { "\($0.path)\(searchesSubdirectories ? "/**" : "")/{,*.lproj/}\(fileName)" }
    throw NibLoadingError(
      .fileNotFound, file: fileName, keyPath: "",
      "no storyboard named '\(name)'; looked in: \(places.joined(separator: ", "))")
  }

  /// The bundle used by apps registered without one, and outside any app.
  @MainActor public static var shared = InterfaceBundle()

  /// The extension of JSON interface files in search directories.
  public static let fileExtension = "nib.json"
  /// The extension of Xcode's interface files in search directories.
  public static let xibExtension = "xib"

  /// The contents of the file `name`.
  public func data(forNibNamed name: String) throws(NibLoadingError) -> Data {
    try contents(forNibNamed: name).data
  }

  /// Whether a file named `name` is in memory or in a search directory.
  public func containsNib(named name: String) -> Bool {
    if files[name] != nil { return true }
    do {
      return try locate(name) != nil
    } catch {
      return true  // Both formats side by side: loading it reports that.
    }
  }

  /// The name of the file a view controller of class `className` loads when its `nibName`
  /// is nil, as UIKit looks it up (UIViewController, `nibName`): for `MyViewController`,
  /// `MyView` if there is such a file, else `MyViewController`; nil when neither exists.
  public func nibName(forControllerClassNamed className: String) -> String? {
    var candidates = [className]
    if className.hasSuffix("Controller") { candidates.insert(String(className.dropLast(10)), at: 0) }
    return candidates.first { !$0.isEmpty && containsNib(named: $0) }
  }

  /// The contents of the file `name` and the name its errors give it (`Cities.xib`).
  func contents(forNibNamed name: String) throws(NibLoadingError) -> (data: Data, file: String) {
    if let data = files[name] { return (data, name) }
    if let url = try locate(name) {
      do {
        return (try Data(contentsOf: url), url.lastPathComponent)
      } catch {
        throw NibLoadingError(.fileNotFound, file: name, keyPath: "", "cannot read \(url.path): \(error)")
      }
    }
    let places =
      ["\(files.count) file(s) in memory"]
      + searchDirectories.map {
        "\($0.path)\(searchesSubdirectories ? "/**" : "")/\(name).{\(Self.xibExtension),\(Self.fileExtension)}"
      }
    throw NibLoadingError(
      .fileNotFound, file: name, keyPath: "",
      "no interface file named '\(name)'; looked in: \(places.joined(separator: ", "))")
  }

  /// The file `name` in the first directory that has it; both formats side by side throw.
  private func locate(_ name: String) throws(NibLoadingError) -> URL? {
    for directory in searchDirectories.flatMap(directories(from:)) {
      let found = [Self.xibExtension, Self.fileExtension].map {
        directory.appendingPathComponent("\(name).\($0)")
      }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
      if found.count > 1 {
        throw NibLoadingError(
          .fileNotFound, file: name, keyPath: "",
          "both \(found.map(\.lastPathComponent).joined(separator: " and ")) are in \(directory.path);"
            + " keep one of them")
      }
      if let url = found.first { return url }
    }
    return nil
  }

  /// `directory`, then (when searching subdirectories) the folders below it, depth first.
  func directories(from directory: URL) -> [URL] {
    guard searchesSubdirectories else { return [directory] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let folders = names.sorted().map { directory.appendingPathComponent($0) }.filter {
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: $0.path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    return [directory] + folders.flatMap(directories(from:))
  }
}

extension InterfaceBundle {
  /// The file a controller whose `nibName` is nil loads its view from, found by its class
  /// name in the bundle its `nibBundle` names (the app's when nil), as UIKit does; nil
  /// when there is none (the controller gets a plain view).
  @MainActor
  static func defaultNibName(for controller: UIViewController) -> String? {
    let bundle =
      if let given = controller.nibBundle, given !== Bundle.main {
        InterfaceBundle(bundle: given)
      } else {
        controller.appHost?.interfaceBundle ?? AppContext.current?.interfaceBundle ?? InterfaceBundle.shared
      }
    return bundle.nibName(forControllerClassNamed: String(describing: type(of: controller)))
  }
}
