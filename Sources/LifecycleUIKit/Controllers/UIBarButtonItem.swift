/// A button in a navigation bar or toolbar.
///
/// Its title, style, system item, enabled state and tag are kept and read back; nothing is
/// drawn. A tap (``simulateUserTap()``, or the scenario action `tap-bar-button`) runs its
/// ``primaryAction`` (iOS 14 and later). Its `target` and `action`: Swift on Linux cannot call a
/// method by its selector, so a tap calls the method registered for them with
/// ``SelectorDispatch``; with none registered it runs nothing and records a misuse that names
/// the fix — register it, or give the item a `UIAction`
/// (`UIBarButtonItem(systemItem:primaryAction:)`, `Docs/Compatibility.md`).
@preconcurrency @MainActor
open class UIBarButtonItem {
  /// The kinds of button UIKit draws itself. Raw values are UIKit's.
  public enum SystemItem: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// Done.
    case done
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// A plus sign.
    case add
    /// Space that stretches.
    case flexibleSpace
    /// Space of a fixed width.
    case fixedSpace
    /// Compose.
    case compose
    /// Reply.
    case reply
    /// Share.
    case action
    /// Organize.
    case organize
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Refresh.
    case refresh
    /// Stop.
    case stop
    /// Camera.
    case camera
    /// Trash.
    case trash
    /// Play.
    case play
    /// Pause.
    case pause
    /// Rewind.
    case rewind
    /// Fast forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// Page curl (before iOS 11).
    case pageCurl
    /// Close (iOS 13 and later).
    case close

    /// The case's name (`add`), as the scenario action `tap-bar-button` accepts it.
    public var description: String { Self.names[rawValue] }

    private static let names = [
      "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
      "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
      "fastForward", "undo", "redo", "pageCurl", "close",
    ]
  }

  /// How a titled item looks: an inert value. Raw values are UIKit's.
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Bordered (deprecated in iOS 8, where it looks plain).
    case bordered
    /// Bold, for the button that completes a task.
    case done
  }

  /// The title, for titled items (nil for system items, as in UIKit).
  public var title: String?
  /// How the item looks: an inert value.
  public var style: Style
  /// Whether the user can tap it.
  public var isEnabled = true
  /// A number the app can find the item by.
  public var tag = 0
  /// The system item it was made as, if any.
  public let systemItem: SystemItem?
  /// The object the action would be sent to: kept, never sent to on Linux.
  public weak var target: AnyObject?
  /// The method the action would call: kept, never called on Linux (see the type's comment).
  public var action: Selector?
  /// The action a tap runs (iOS 14 and later).
  public var primaryAction: UIAction?
  /// What a tap runs for the items UIKit makes itself (``UIViewController/editButtonItem``).
  var builtInTap: (@MainActor () -> Void)?
  /// The app whose code created the item, which a misuse is reported to.
  private weak var appHost: UIKitAppHost?

  /// An item of a system kind, sending `action` to `target` (see the type's comment).
  public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.systemItem = systemItem
    style = .plain
    self.target = target as AnyObject?
    self.action = action
    appHost = AppContext.current
  }

  /// An item with a title, sending `action` to `target`; `action: nil` compiles everywhere.
  public init(title: String?, style: Style, target: Any?, action: Selector?) {
    systemItem = nil
    self.title = title
    self.style = style
    self.target = target as AnyObject?
    self.action = action
    appHost = AppContext.current
  }

  /// An item of a system kind that runs `primaryAction` when tapped (iOS 14 and later).
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.systemItem = systemItem
    style = .plain
    self.primaryAction = primaryAction
    appHost = AppContext.current
    _ = APIAvailabilityCheck.require("initWithBarButtonSystemItem:primaryAction:", of: self, host: appHost)
  }

  /// A titled item that runs `primaryAction` when tapped (iOS 14 and later); without a title
  /// it takes the action's.
  public init(title: String? = nil, primaryAction: UIAction?) {
    systemItem = nil
    self.title = title ?? primaryAction?.title
    style = .plain
    self.primaryAction = primaryAction
    appHost = AppContext.current
    _ = APIAvailabilityCheck.require("initWithTitle:image:primaryAction:menu:", of: self, host: appHost)
  }

  /// The user taps the item: runs its primary action (or, for the items UIKit makes, what
  /// UIKit does). Returns false when the item is disabled, or when it has only a target and
  /// an action, which cannot be sent here: then nothing runs and a misuse is recorded.
  /// An item with no action at all does nothing, as on iOS, and returns true. (Simulator
  /// addition for scenario actions and tests.)
  @discardableResult
  public func simulateUserTap() -> Bool {
    guard isEnabled else { return false }
    if let primaryAction {
      primaryAction.perform()
    } else if let builtInTap {
      builtInTap()
    } else if let action, let target,
      let method = SelectorDispatch.method(for: action.selectorName, on: target)
    {
      method(self)
    } else if let action {
      (appHost ?? AppContext.current)?.process?.reportMisuse(
        "UIBarButtonItem: the user tapped '\(displayName)', whose action \(action) was never sent: Swift on "
          + "Linux cannot call a method by its selector (#selector and @objc need the Objective-C runtime). "
          + "Register the method with SelectorDispatch.register(_:for:_:), or give the item a UIAction: "
          + "UIBarButtonItem(systemItem:primaryAction:) or UIBarButtonItem(title:primaryAction:), iOS 14 and "
          + "later (Docs/Compatibility.md)")
      return false
    }
    return true
  }

  /// The title, else the system item's name (`add`).
  public var displayName: String { title ?? systemItem.map(\.description) ?? "" }
}
