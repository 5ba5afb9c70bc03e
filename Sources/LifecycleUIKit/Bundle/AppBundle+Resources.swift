public import Foundation

extension AppBundle {
  /// The localizations to look in for a device whose language is `language` (`de`, `pt-BR`),
  /// best first: the language itself, its base language (`pt` for `pt-BR`), the development
  /// region, then `Base` — those the bundle has.
  public func localizationOrder(forLanguage language: String) -> [String] {
    let base = language.split(separator: "-").first.map(String.init) ?? language
    var order: [String] = []
    for name in [
      language, language.replacingOccurrences(of: "_", with: "-"), base, developmentRegion, "Base",
    ]
    where localizations.contains(name) && !order.contains(name) {
      order.append(name)
    }
    return order
  }

  /// The string for `key` in the strings table `table` (`Localizable` when nil), as the device
  /// in language `language` reads it ("String Resources"): from the first localization of
  /// ``localizationOrder(forLanguage:)`` whose table has the key; when none has it, `value` when
  /// not empty, else the key itself, as iOS answers.
  public func localizedString(forKey key: String, value: String?, table: String?, language: String) -> String
  {
    let tableName = (table?.isEmpty ?? true) ? "Localizable" : table!
    for localization in localizationOrder(forLanguage: language) {
      if let string = strings[localization]?[tableName]?[key] { return string }
    }
    if let value, !value.isEmpty { return value }
    return key
  }

  /// The file `name.ext` in `subdirectory` of the bundle, as `Bundle.url(forResource:withExtension:subdirectory:)`
  /// finds it on iOS: at the root (or in the subdirectory) first, then in the localizations of
  /// ``localizationOrder(forLanguage:)``. With no extension, `name` is the whole file name; with
  /// no name, the first file (by name) with the extension. Nil when there is none.
  public func url(
    forResource name: String?, withExtension ext: String?, subdirectory: String? = nil, language: String
  ) -> URL? {
    var folders = [url]
    folders += localizationOrder(forLanguage: language).map { url.appendingPathComponent("\($0).lproj") }
    let manager = FileManager.default
    for folder in folders {
      let place = subdirectory.map { folder.appendingPathComponent($0) } ?? folder
      if let name, !name.isEmpty {
        let file = (ext?.isEmpty ?? true) ? name : "\(name).\(ext!)"
        let candidate = place.appendingPathComponent(file)
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: candidate.path, isDirectory: &isFolder) { return candidate }
      } else if let ext, !ext.isEmpty {
        let files = ((try? manager.contentsOfDirectory(atPath: place.path)) ?? []).sorted()
        if let file = files.first(where: { $0.hasSuffix("." + ext) }) {
          return place.appendingPathComponent(file)
        }
      }
    }
    return nil
  }

  /// The file of the image `name`, with its scale: an image set of the asset catalogs (its first
  /// listed file that exists; a set without one has no image), else `name.png`, `name@2x.png`, `name@3x.png`, `.jpg`, `.jpeg` or `.pdf` at the
  /// root (or `name` itself when it has one of those extensions). Nil when the bundle has none.
  public func imageFile(named name: String) -> (url: URL, scale: CGFloat)? {
    if let files = assets.images[name] {
      // A set with no image file in it builds into nothing: iOS finds no image.
      guard let existing = files.first(where: { FileManager.default.fileExists(atPath: $0.url.path) }) else {
        return nil
      }
      return (existing.url, existing.scale)
    }
    for (file, scale) in UIImage.candidates(for: name) {
      let candidate = url.appendingPathComponent(file)
      if FileManager.default.fileExists(atPath: candidate.path) { return (candidate, scale) }
    }
    return nil
  }

  /// The names of the asset catalogs' image sets, sorted (`Icons/star` inside a namespace).
  public var imageSetNames: [String] { assets.images.keys.sorted() }

  /// The names of the asset catalogs' colour sets, sorted.
  public var colorSetNames: [String] { assets.colors.keys.sorted() }

  /// The colour set `name`'s universal colour (the first without appearances), as red, green,
  /// blue and alpha from 0 to 1; nil when there is no such set.
  public func colorComponents(named name: String) -> (
    red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  )? {
    assets.colors[name]
  }
}
