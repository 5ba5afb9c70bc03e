#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// The profile screen: loads its view from the interface file `ProfileView` with
/// itself as File's Owner and its model as the External Object `Profile` — seed
/// `002_7870123affb7e28f.txt`'s `loadView` with `UINibExternalObjects`.
@MainActor
final class ProfileViewController: UIViewController {
  /// The model, shared with the view.
  let profile = Profile(name: "Guest")
  /// The view from the file (an outlet).
  private(set) var profileView: ProfileView?

  override func loadView() {
    let proxies: [String: Any] = ["Profile": profile]
    // A file that cannot be loaded raises an exception: the app crashes with a report.
    _ = Bundle.main.loadNibNamed(
      "ProfileView", owner: self, options: [UINib.OptionsKey.externalObjects: proxies])
  }

  override func setValue(_ value: Any?, forKey key: String) {
    guard key == "profileView" else { return super.setValue(value, forKey: key) }
    profileView = value as? ProfileView
  }

  override func viewDidUnload() {
    super.viewDidUnload()
    profileView = nil
  }

  /// The user renames the profile; the view follows its model.
  func rename(to name: String) {
    profile.name = name
  }
}
