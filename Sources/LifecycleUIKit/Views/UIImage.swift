import Foundation

/// An image, as far as the lifecycle needs one: a name and, when known, a size. Nothing is
/// decoded or drawn.
///
/// ``init(named:)`` finds the image as iOS finds it in the app's bundle. For an app registered
/// with a bundle folder (``AppBundle``): an image set of its asset catalogs, by name (a group
/// folder that provides a namespace prefixes it, `Icons/star`), else `NAME.png` (or
/// `@2x`/`@3x`, `.jpg`, `.jpeg`, `.pdf`) at its root. Otherwise the app's ``InterfaceBundle``: a file `NAME.png` (or `@2x`/`@3x`, `.jpg`, `.jpeg`, `.pdf`, or the
/// name with its extension) in one of its search directories, or in an asset catalog
/// folder there (`*.xcassets/NAME.imageset`), or a file of one of those names added to its
/// `files` in memory. **Nil means what it means on iOS: the app has no such image** — code
/// that unwraps it with `!` crashes on iOS as well. A PNG file's size is read from its
/// header, in points (`@2x` halves it); other images have a zero size.
///
/// ``init(systemName:)`` (iOS 13 and later) answers an image for any non-empty name: the list
/// of SF Symbols is not here, so a name iOS does not know is **not detected**.
public final class UIImage: Sendable {
  /// The name the image was found by (a simulator addition: UIKit's images keep none).
  public let name: String
  /// The size in points; zero when it is not known.
  public let size: CGSize
  /// Whether this is a system symbol image (``init(systemName:)``).
  public let isSymbolImage: Bool

  private init(name: String, size: CGSize, isSymbolImage: Bool) {
    self.name = name
    self.size = size
    self.isSymbolImage = isSymbolImage
  }

  /// An image with a name and a size, standing for one the app made in code (a simulator
  /// addition).
  public convenience init(name: String, size: CGSize) {
    self.init(name: name, size: size, isSymbolImage: false)
  }

  /// The image `name` of the app's bundle (see the type's comment); nil when there is none.
  /// Main-actor isolated (the app's bundle is the running app's), `@preconcurrency` as UIKit's
  /// API is, so Swift 5 code calls it from a plain class.
  @preconcurrency @MainActor
  public convenience init?(named name: String) {
    guard !name.isEmpty else { return nil }
    if let appBundle = AppContext.current?.appBundle {
      guard let (file, scale) = appBundle.imageFile(named: name) else { return nil }
      let size = Self.pngSize((try? Data(contentsOf: file)) ?? Data(), scale: scale)
      self.init(name: name, size: size, isSymbolImage: false)
      return
    }
    let bundle = AppContext.current?.interfaceBundle ?? InterfaceBundle.shared
    guard let size = Self.find(name, in: bundle) else { return nil }
    self.init(name: name, size: size, isSymbolImage: false)
  }

  /// The system symbol image `systemName` (iOS 13 and later); nil for an empty name. Before iOS 13
  /// the app crashes, as `+[UIImage systemImageNamed:]` does not exist there (``APIAvailability``).
  @preconcurrency @MainActor
  public convenience init?(systemName name: String) {
    guard APIAvailabilityCheck.requireClassMethod("systemImageNamed:", of: "UIImage"), !name.isEmpty else {
      return nil
    }
    self.init(name: name, size: .zero, isSymbolImage: true)
  }

  /// The file names an image `name` may have, best first.
  static func candidates(for name: String) -> [(file: String, scale: CGFloat)] {
    let known = ["png", "jpg", "jpeg", "pdf"]
    if let dot = name.lastIndex(of: "."), known.contains(name[name.index(after: dot)...].lowercased()) {
      return [(name, 1)]
    }
    return [(name + ".png", 1), (name + "@2x.png", 2), (name + "@3x.png", 3)]
      + known.dropFirst().map { (name + "." + $0, 1) }
  }

  /// The size of the image `name` in `bundle`, or nil when it has none.
  static func find(_ name: String, in bundle: InterfaceBundle) -> CGSize? {
    let candidates = candidates(for: name)
    for (file, scale) in candidates {
      if let data = bundle.files[file] { return pngSize(data, scale: scale) }
    }
    let manager = FileManager.default
    // With subdirectories searched (a package's resources), images in any folder are found, as
    // the `.xib` files beside them are.
    for directory in bundle.searchDirectories.flatMap(bundle.directories(from:))
    where !directory.pathExtension.hasSuffix("xcassets") && directory.pathExtension != "imageset" {
      var folders = [directory]
      let entries = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
      for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
        folders.append(directory.appendingPathComponent(catalog).appendingPathComponent(name + ".imageset"))
      }
      for folder in folders {
        for (file, scale) in candidates {
          let url = folder.appendingPathComponent(file)
          if manager.fileExists(atPath: url.path) {
            return pngSize((try? Data(contentsOf: url)) ?? Data(), scale: scale)
          }
        }
        // An image set names its files in Contents.json; any image file in it will do.
        if folder.lastPathComponent.hasSuffix(".imageset"), manager.fileExists(atPath: folder.path) {
          let files = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
          if let file = files.first(where: { !$0.hasSuffix(".json") }) {
            let scale: CGFloat = file.contains("@3x") ? 3 : file.contains("@2x") ? 2 : 1
            return pngSize(
              (try? Data(contentsOf: folder.appendingPathComponent(file))) ?? Data(), scale: scale)
          }
        }
      }
    }
    return nil
  }

  /// The size a PNG's header gives (IHDR's width and height, big-endian), in points at
  /// `scale`; zero for anything else.
  static func pngSize(_ data: Data, scale: CGFloat) -> CGSize {
    let bytes = [UInt8](data.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return .zero }
    func word(_ at: Int) -> CGFloat {
      CGFloat(bytes[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    }
    return CGSize(width: word(16) / scale, height: word(20) / scale)
  }
}

/// `#imageLiteral(resourceName:)`, Xcode's image literal, is a `UIImage` as in UIKit, which makes
/// it its image literals' default type.
extension UIImage: _ExpressibleByImageLiteral {
  /// The image `UIImage(named:)` finds. An image the app's bundle lacks crashes the app, as the
  /// literal's force-unwrapped lookup does on iOS; the value returned meanwhile has no size.
  public convenience init(imageLiteralResourceName path: String) {
    let found: CGSize? = MainActor.assumeIsolated {
      guard let image = UIImage(named: path) else {
        AppContext.current?.crash(
          "Fatal error: #imageLiteral(resourceName: \"\(path)\"): the app's bundle has no image of that name")
        return nil
      }
      return image.size
    }
    self.init(name: path, size: found ?? .zero)
  }
}

/// The type an image literal has where nothing else is asked for: `UIImage`, as UIKit declares.
public typealias _ImageLiteralType = UIImage
