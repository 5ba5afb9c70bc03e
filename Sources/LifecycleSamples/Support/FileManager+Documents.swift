#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

extension FileManager {
  /// The running app's Documents folder, where the samples keep their files.
  ///
  /// On iOS this is `urls(for: .documentDirectory, in: .userDomainMask)`. In the
  /// simulated device it is the app's own data folder on the device (real files: a
  /// kill loses only what was not written), found through `UIApplication.shared` —
  /// LifecycleUIKit has no API for it yet (see ``DocumentFolders``).
  @MainActor
  var appDocumentsDirectory: URL {
    #if canImport(UIKit)
      urls(for: .documentDirectory, in: .userDomainMask)[0]
    #else
      DocumentFolders.folder(of: UIApplication.shared) ?? DocumentFolders.detached
    #endif
  }
}
