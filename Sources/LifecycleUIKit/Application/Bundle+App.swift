public import Foundation
import LifecycleCore
import LifecycleSimulator

/// The main bundle's identity inside an app's code: the app's, as on iOS.
///
/// On Linux `Bundle.main` is the host executable's bundle, with no identifier and no Info.plist.
/// Inside an app's code, in files with the import switch, the main bundle's ``bundleIdentifier``,
/// ``infoDictionary`` and ``object(forInfoDictionaryKey:)`` are the app's (``AppBundleInfo``);
/// every other bundle, every other member (resources, `loadNibNamed(_:owner:options:)`), code
/// outside the apps and a file that imports Foundation alone get Foundation's (the LifecycleLint
/// plugin reports that file's reads of `Bundle.main`'s identity).
extension Bundle {
  /// The bundle's identifier: the app's (`lifecyclekit.Notes`) for the main bundle inside an
  /// app's code, Foundation's otherwise.
  public var bundleIdentifier: String? {
    if let app = appInfo { return app.identifier }
    return self.Foundation::bundleIdentifier
  }

  /// The bundle's Info.plist: the app's keys for the main bundle inside an app's code,
  /// Foundation's otherwise.
  public var infoDictionary: [String: Any]? {
    if let app = appInfo { return app.dictionary }
    return self.Foundation::infoDictionary
  }

  /// The value of an Info.plist key: the app's for the main bundle inside an app's code (nil for a
  /// key the app does not declare), Foundation's otherwise.
  public func object(forInfoDictionaryKey key: String) -> Any? {
    if let app = appInfo { return app.dictionary[key] }
    return self.Foundation::object(forInfoDictionaryKey: key)
  }

  /// The running app's bundle information, when this is the main bundle and app code runs.
  private var appInfo: AppBundleInfo? {
    guard self === Bundle.Foundation::main else { return nil }
    return AppThread.withHost { host in host.bundleInfo } ?? nil
  }
}

/// What `Bundle.main` says of the app inside its code: its identifier and the Info.plist keys the
/// app declares to the device.
///
/// The simulated device knows an app by its name (`install Notes app=…`) and by the keys its
/// `install` line gives (``LifecycleCore/AppInfo``). Its identifier is made from the name,
/// `lifecyclekit.Notes` (characters a bundle identifier may not hold become `-`), the same in
/// every run. The Info.plist holds `CFBundleIdentifier`, `CFBundleName` and `CFBundleExecutable`
/// (the name), `CFBundleShortVersionString` and `CFBundleVersion` (`1.0`, the version state
/// restoration records), `UIApplicationExitsOnSuspend` when the app opts out of multitasking,
/// `UIBackgroundModes` with the declared modes and `UIApplicationSceneManifest` when the app adopts
/// scenes. Keys an app's real Info.plist would hold besides (a display name, URL types, required
/// capabilities) are not known here: they read as nil.
struct AppBundleInfo: @unchecked Sendable {
  /// `CFBundleIdentifier`.
  let identifier: String
  /// The Info.plist (property-list values only, immutable once made: hence `@unchecked`).
  let dictionary: [String: Any]

  init(appName: String, appInfo: AppInfo) {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.")
    identifier = "lifecyclekit." + String(appName.map { allowed.contains($0) ? $0 : "-" })
    var info: [String: Any] = [
      "CFBundleIdentifier": identifier, "CFBundleName": appName, "CFBundleExecutable": appName,
      "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1.0",
    ]
    if appInfo.exitsOnSuspend { info["UIApplicationExitsOnSuspend"] = true }
    if !appInfo.backgroundModes.isEmpty {
      info["UIBackgroundModes"] = appInfo.backgroundModes.sorted().map(\.rawValue)
    }
    if appInfo.adoptsScenes {
      info["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": false] as [String: Any]
    }
    dictionary = info
  }
}
