/// What an action does when it runs: called on the main actor with the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title and a closure (iOS 13 and later; bar button items and controls take one from iOS 14): the form of a bar button item's
/// behaviour that compiles on iOS and on Linux alike, unlike target–action with `#selector`.
///
///     navigationItem.rightBarButtonItem = UIBarButtonItem(
///       systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.insertNewObject() })
///
/// Images, identifiers, attributes and states are not kept.
@preconcurrency @MainActor
open class UIAction {
  /// The title menus and titled items show.
  public var title: String
  /// What the action does.
  let handler: UIActionHandler

  /// An action titled `title` that runs `handler`.
  public init(title: String = "", handler: @escaping UIActionHandler) {
    self.title = title
    self.handler = handler
    _ = APIAvailabilityCheck.requireClassMethod("actionWithTitle:image:identifier:handler:", of: "UIAction")
  }

  /// Runs the handler, as a tap on its control does.
  func perform() { handler(self) }
}
