import Foundation

/// The image and colour sets of an app's asset catalogs ("Asset Catalog Format Reference"), by
/// the name `UIImage(named:)` and `UIColor(named:)` take: a set's folder name without its
/// extension, after the names of the enclosing group folders whose `Contents.json` has
/// `"provides-namespace": true` (`Icons/star`). Every `Contents.json` must be JSON.
struct AssetIndex: Sendable {
  /// An image set's files, in the order its `Contents.json` lists them, with their scales.
  var images: [String: [(url: URL, scale: CGFloat)]] = [:]
  /// A colour set's universal colour, as red, green, blue and alpha from 0 to 1.
  var colors: [String: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)] = [:]

  init(catalogs: [URL]) throws(AppBundleError) {
    for catalog in catalogs {
      let root = catalog.deletingLastPathComponent()
      try walk(catalog, prefix: "", root: root)
    }
  }

  /// The path of `url` inside the bundle, for errors.
  private static func relative(_ url: URL, to root: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = root.standardizedFileURL.path + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  /// The JSON object in `folder/Contents.json`, or nil when there is none.
  private static func contents(of folder: URL, root: URL) throws(AppBundleError) -> [String: Any]? {
    let file = folder.appendingPathComponent("Contents.json")
    guard let data = try? Data(contentsOf: file) else { return nil }
    let name = relative(file, to: root)
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      throw AppBundleError(file: name, "not JSON" + (detail.map { ": \($0)" } ?? ""))
    }
    guard let dictionary = object as? [String: Any] else {
      throw AppBundleError(file: name, "not a JSON object at the top level")
    }
    return dictionary
  }

  private mutating func walk(_ folder: URL, prefix: String, root: URL) throws(AppBundleError) {
    _ = try Self.contents(of: folder, root: root)
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    for entry in entries {
      let child = folder.appendingPathComponent(entry)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue
      else { continue }
      let base = (entry as NSString).deletingPathExtension
      switch (entry as NSString).pathExtension {
      case "imageset":
        let json = try Self.contents(of: child, root: root) ?? [:]
        var files: [(URL, CGFloat)] = []
        for image in json["images"] as? [[String: Any]] ?? [] {
          guard let name = image["filename"] as? String else { continue }
          let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
          files.append((child.appendingPathComponent(name), CGFloat(scale)))
        }
        images[prefix + base] = files
      case "colorset":
        let json = try Self.contents(of: child, root: root) ?? [:]
        let first = (json["colors"] as? [[String: Any]])?.first { ($0["appearances"] as? [Any]) == nil }
        if let color = first?["color"] as? [String: Any], let parts = color["components"] as? [String: Any] {
          func component(_ key: String) -> CGFloat {
            let fallback = key == "alpha" ? "1" : "0"
            let text = (parts[key] as? String) ?? (parts[key] as? NSNumber)?.stringValue ?? fallback
            if text.hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
              return CGFloat(byte) / 255
            }
            if !text.contains("."), let byte = Int(text), byte > 1 { return CGFloat(byte) / 255 }
            return CGFloat(Double(text) ?? 0)
          }
          colors[prefix + base] = (
            component("red"), component("green"), component("blue"), component("alpha")
          )
        } else {
          colors[prefix + base] = (0, 0, 0, 1)
        }
      case "":
        let json = try Self.contents(of: child, root: root)
        let namespaced = (json?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
        try walk(child, prefix: namespaced ? prefix + entry + "/" : prefix, root: root)
      default:
        // App icons, launch images, data sets and the like: checked, not indexed.
        _ = try Self.contents(of: child, root: root)
      }
    }
  }
}
