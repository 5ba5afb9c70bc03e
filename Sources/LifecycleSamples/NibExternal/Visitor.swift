#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// The model the visitor screen shows: a name. The controller owns it; the view from
/// the interface file gets the same instance through an External Object.
@MainActor
final class Visitor {
  /// Posted (with the visitor as object) when the name changes.
  static let didChangeNotification = Notification.Name("VisitorDidChangeNotification")

  /// The name.
  var name: String {
    didSet { NotificationCenter.default.post(name: Self.didChangeNotification, object: self) }
  }

  /// Creates a visitor.
  init(name: String) { self.name = name }
}
