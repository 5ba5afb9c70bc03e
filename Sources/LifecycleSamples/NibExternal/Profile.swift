#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// The model the profile screen shows: a name. The controller owns it; the view from
/// the interface file gets the same instance through an External Object.
@MainActor
final class Profile {
  /// Posted (with the profile as object) when the name changes.
  static let didChangeNotification = Notification.Name("ProfileDidChangeNotification")

  /// The name.
  var name: String {
    didSet { NotificationCenter.default.post(name: Self.didChangeNotification, object: self) }
  }

  /// Creates a profile.
  init(name: String) { self.name = name }
}
