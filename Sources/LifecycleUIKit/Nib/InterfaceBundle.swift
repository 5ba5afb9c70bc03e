/// Where an app's interface files are found: what `Bundle.main` stands for when the
/// app loads a nib by name.
///
/// Files are looked up by name, first among those added in memory, then as
/// `NAME.nib.json` in each search directory in order. An app registered with
/// ``UIKitApp/factory(interfaceFiles:delegate:sceneDelegate:)`` uses the bundle given
/// there; otherwise ``shared``. The format is described in `Docs/InterfaceFiles.md`.
public struct InterfaceBundle: Sendable {
  /// Interface files by name, in memory.
  public var files: [String: Data]
  /// Directories searched for `NAME.nib.json`, in order.
  public var searchDirectories: [URL]

  /// Creates a bundle.
  public init(files: [String: Data] = [:], searchDirectories: [URL] = []) {
    self.files = files
    self.searchDirectories = searchDirectories
  }

  /// Adds (or replaces) a file given as JSON text.
  public mutating func add(_ name: String, json: String) { files[name] = Data(json.utf8) }

  /// The bundle used by apps registered without one, and outside any app.
  @MainActor public static var shared = InterfaceBundle()

  /// The extension of interface files in search directories.
  public static let fileExtension = "nib.json"

  /// The contents of the file `name`.
  public func data(forNibNamed name: String) throws(NibLoadingError) -> Data {
    if let data = files[name] { return data }
    for directory in searchDirectories {
      let url = directory.appendingPathComponent("\(name).\(Self.fileExtension)")
      guard FileManager.default.fileExists(atPath: url.path) else { continue }
      do {
        return try Data(contentsOf: url)
      } catch {
        throw NibLoadingError(.fileNotFound, file: name, keyPath: "", "cannot read \(url.path): \(error)")
      }
    }
    let places =
      ["\(files.count) file(s) in memory"]
      + searchDirectories.map { "\($0.path)/\(name).\(Self.fileExtension)" }
    throw NibLoadingError(
      .fileNotFound, file: name, keyPath: "",
      "no interface file named '\(name)'; looked in: \(places.joined(separator: ", "))")
  }
}
