/// How interface files create the items of navigation bars — `<navigationItem>` and
/// `<barButtonItem>` — which are not responders and have no `init?(coder:)` here, and how
/// they accept the keyed children and outlets a `.xib` gives them.
@MainActor
enum XIBBarItems {
  /// The makers by class name, read from the coder's `title`, `style`, `systemItem`, `tag`
  /// and `isEnabled` (the keys ``XIBElements`` writes).
  static let makers: [String: @MainActor (NSCoder) -> AnyObject?] = [
    "UINavigationItem": { coder in
      UINavigationItem(title: coder.decodeObject(forKey: "title") as? String ?? "")
    },
    "UIBarButtonItem": { coder in
      let item: UIBarButtonItem
      let title = coder.decodeObject(forKey: "title") as? String
      if let name = coder.decodeObject(forKey: "systemItem") as? String {
        guard let systemItem = UIBarButtonItem.SystemItem.allCases.first(where: { $0.description == name })
        else {
          return nil
        }
        item = UIBarButtonItem(barButtonSystemItem: systemItem, target: nil, action: nil)
      } else {
        let styles: [String: UIBarButtonItem.Style] = ["plain": .plain, "bordered": .bordered, "done": .done]
        let styleName = coder.decodeObject(forKey: "style") as? String ?? "plain"
        guard let style = styles[styleName] else { return nil }
        item = UIBarButtonItem(title: title, style: style, target: nil, action: nil)
      }
      item.tag = coder.decodeInteger(forKey: "tag")
      if coder.containsValue(forKey: "isEnabled") { item.isEnabled = coder.decodeBool(forKey: "isEnabled") }
      return item
    },
  ]

  /// An undefined key during interface loading is reported to the loader; elsewhere the
  /// app crashes, as `NSUnknownKeyException` does on iOS.
  static func undefinedKey(_ key: String, of object: AnyObject) {
    if NibLoader.reportUndefinedKey(key, of: object) { return }
    AppContext.current?.crash(
      "NSUnknownKeyException: [<\(type(of: object))> setValue:forUndefinedKey:]: this class is not key value"
        + " coding-compliant for the key \(key).")
  }
}

extension UINavigationItem: NibConnectable {
  /// Accepts the bar button items a `.xib` gives the item (`<barButtonItem
  /// key="rightBarButtonItem">`): `leftBarButtonItem`, `rightBarButtonItem`,
  /// `backBarButtonItem` and the `…Items` lists.
  public func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case "leftBarButtonItem": leftBarButtonItem = value as? UIBarButtonItem
    case "rightBarButtonItem": rightBarButtonItem = value as? UIBarButtonItem
    case "backBarButtonItem": backBarButtonItem = value as? UIBarButtonItem
    case "leftBarButtonItems": leftBarButtonItems = value as? [UIBarButtonItem]
    case "rightBarButtonItems": rightBarButtonItems = value as? [UIBarButtonItem]
    default: XIBBarItems.undefinedKey(key, of: self)
    }
  }

  /// Does nothing: the item needs no waking.
  public func awakeFromNib() {}
}

extension UIBarButtonItem: NibConnectable {
  /// A bar button item has no outlets: every key is undefined (an error while loading).
  public func setValue(_ value: Any?, forKey key: String) { XIBBarItems.undefinedKey(key, of: self) }

  /// Does nothing: the item needs no waking.
  public func awakeFromNib() {}
}
