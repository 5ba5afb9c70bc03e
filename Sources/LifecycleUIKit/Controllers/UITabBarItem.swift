import LifecycleSimulator

/// What a tab bar shows for one tab: a title, images, a tag and a badge, or one of UIKit's
/// system items. Kept and read back; nothing is drawn. The UI driver lists tabs by the title
/// shown (a system item's own name, such as Favorites).
@preconcurrency @MainActor
open class UITabBarItem: NibInstantiable {
  /// The items UIKit titles and draws itself (UITabBarItem.SystemItem). Raw values are UIKit's.
  public enum SystemItem: Int, Sendable, CaseIterable {
    /// More.
    case more
    /// Favorites.
    case favorites
    /// Featured.
    case featured
    /// Top Rated.
    case topRated
    /// Recents.
    case recents
    /// Contacts.
    case contacts
    /// History.
    case history
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Downloads.
    case downloads
    /// Most Recent.
    case mostRecent
    /// Most Viewed.
    case mostViewed

    /// The title the tab bar shows for the item (English).
    public var shownTitle: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }

    /// The item an interface file names (`favorites`, `topRated`, …), nil for another name.
    init?(interfaceName: String) {
      guard let item = Self.allCases.first(where: { "\($0)" == interfaceName }) else { return nil }
      self = item
    }
  }

  /// The title; nil for a system item, whose title UIKit draws itself (``shownTitle``).
  open var title: String?
  /// The image shown, if any.
  open var image: UIImage?
  /// The image shown while the tab is selected; the plain image when nil.
  open var selectedImage: UIImage? {
    didSet { _ = APIAvailabilityCheck.require("setSelectedImage:", of: self, host: AppContext.current) }
  }
  /// A number the app can tell items by.
  open var tag = 0
  /// The text of the badge on the tab (a count, usually); nil shows none.
  open var badgeValue: String?
  /// Whether the user can select the tab.
  open var isEnabled = true
  /// The system item this is, if it is one.
  public let systemItem: SystemItem?

  /// An item with a title, an image and a tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    systemItem = nil
  }

  /// An item with a title, an image and the image shown while selected (iOS 7 and later).
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    systemItem = nil
    _ = APIAvailabilityCheck.require("initWithTitle:image:selectedImage:", of: self, host: AppContext.current)
  }

  /// One of UIKit's system items, with a tag.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    self.tag = tag
  }

  /// An item from an interface file: reads `title`, `imageName` (the image found with
  /// `UIImage(named:)`; `systemImageName`, a system symbol, with `UIImage(systemName:)`), `tag`,
  /// and `systemItem` (the file's name of a system item, such as
  /// `favorites`); an unknown system item name fails (nil, which the loader reports).
  public required init?(coder: NSCoder) {
    if let name = coder.decodeObject(forKey: "systemItem") as? String {
      guard let item = SystemItem(interfaceName: name) else { return nil }
      systemItem = item
    } else {
      systemItem = nil
    }
    title = coder.decodeObject(forKey: "title") as? String
    tag = coder.decodeInteger(forKey: "tag")
    if let name = coder.decodeObject(forKey: "imageName") as? String { image = UIImage(named: name) }
    if let symbol = coder.decodeObject(forKey: "systemImageName") as? String {
      image = UIImage(systemName: symbol)
    }
  }

  /// The title the tab shows: the system item's, else ``title``.
  public var shownTitle: String? { systemItem?.shownTitle ?? title }

  /// An item has no outlets: every key is the exception key-value coding raises.
  open func setValue(_ value: Any?, forKey key: String) {
    if NibLoader.reportUndefinedKey(key, of: self) { return }
    AppContext.current?.crash(
      "NSUnknownKeyException: [<\(type(of: self))> setValue:forUndefinedKey:]: this class is not key value"
        + " coding-compliant for the key \(key).")
  }

  /// Called once the interface file's connections are made. Does nothing by default.
  open func awakeFromNib() {}
}
