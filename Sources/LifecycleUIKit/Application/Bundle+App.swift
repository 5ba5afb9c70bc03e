public import Foundation
import LifecycleCore
import LifecycleSimulator

/// The main bundle's identity inside an app's code: the app's, as on iOS.
///
/// On Linux `Bundle.main` is the host executable's bundle, with no identifier and no Info.plist.
/// Inside an app's code, in files with the import switch, the main bundle's ``bundleIdentifier``,
/// ``infoDictionary`` and ``object(forInfoDictionaryKey:)`` are the app's (``AppBundleInfo``);
/// for an app registered with its bundle folder (``AppBundle``), its resources and strings are the
/// folder's too (`Docs/AppBundle.md`). Every other bundle, every other member
/// (`loadNibNamed(_:owner:options:)`), code outside the apps and a file that imports Foundation
/// alone get Foundation's (the LifecycleLint plugin reports that file's reads of `Bundle.main`'s
/// identity and resources).
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

  /// The URL of the file `name.ext`: in the app's bundle folder (``AppBundle``) for the main
  /// bundle inside the code of an app registered with one — at its root, then in the device
  /// language's `.lproj`, the development region's and `Base.lproj` — nil when it has none;
  /// Foundation's otherwise.
  public func url(forResource name: String?, withExtension ext: String?) -> URL? {
    if let (bundle, language) = appResources {
      return bundle.url(forResource: name, withExtension: ext, language: language)
    }
    return self.Foundation::url(forResource: name, withExtension: ext)
  }

  /// The URL of the file `name.ext` in `subpath`, found as ``url(forResource:withExtension:)``
  /// finds it.
  public func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?)
    -> URL?
  {
    if let (bundle, language) = appResources {
      return bundle.url(forResource: name, withExtension: ext, subdirectory: subpath, language: language)
    }
    return self.Foundation::url(forResource: name, withExtension: ext, subdirectory: subpath)
  }

  /// The path of the file `name.ext`, found as ``url(forResource:withExtension:)`` finds it.
  public func path(forResource name: String?, ofType ext: String?) -> String? {
    if let (bundle, language) = appResources {
      return bundle.url(forResource: name, withExtension: ext, language: language)?.path
    }
    return self.Foundation::path(forResource: name, ofType: ext)
  }

  /// The path of the file `name.ext` in `subpath`, found as ``url(forResource:withExtension:)``
  /// finds it.
  public func path(forResource name: String?, ofType ext: String?, inDirectory subpath: String?) -> String? {
    if let (bundle, language) = appResources {
      return bundle.url(forResource: name, withExtension: ext, subdirectory: subpath, language: language)?
        .path
    }
    return self.Foundation::path(forResource: name, ofType: ext, inDirectory: subpath)
  }

  /// The bundle's folder: the app's bundle folder for the main bundle inside the code of an app
  /// registered with one, Foundation's otherwise.
  public var bundleURL: URL {
    if let (bundle, _) = appResources { return bundle.url }
    return self.Foundation::bundleURL
  }

  /// The folder of the bundle's resources: the app's bundle folder (an iOS app keeps its
  /// resources at its root) for the main bundle inside the code of an app registered with one,
  /// Foundation's otherwise.
  public var resourceURL: URL? {
    if let (bundle, _) = appResources { return bundle.url }
    return self.Foundation::resourceURL
  }

  /// The string for `key` in the strings table `tableName` (`Localizable` when nil), for the
  /// main bundle inside the code of an app registered with a bundle folder: from the device
  /// language's `.lproj` (`language de`), else the development region's, else `Base.lproj`; when
  /// none has it, `value` when not empty, else `key` ("String Resources"). Foundation's otherwise.
  public func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
    if let (bundle, language) = appResources {
      return bundle.localizedString(forKey: key, value: value, table: tableName, language: language)
    }
    return self.Foundation::localizedString(forKey: key, value: value, table: tableName)
  }

  /// The localizations of the bundle: the app bundle's `.lproj` folders for the main bundle inside
  /// the code of an app registered with one, Foundation's otherwise.
  public var localizations: [String] {
    if let (bundle, _) = appResources { return bundle.localizations }
    return self.Foundation::localizations
  }

  /// The localizations the app uses, best first: those of the app's bundle for the device's
  /// language (``AppBundle/localizationOrder(forLanguage:)``) for the main bundle inside the code
  /// of an app registered with one, Foundation's otherwise.
  public var preferredLocalizations: [String] {
    if let (bundle, language) = appResources { return bundle.localizationOrder(forLanguage: language) }
    return self.Foundation::preferredLocalizations
  }

  /// The running app's bundle information, when this is the main bundle and app code runs.
  private var appInfo: AppBundleInfo? {
    guard self === Bundle.Foundation::main else { return nil }
    return AppThread.withHost { host in host.bundleInfo } ?? nil
  }

  /// The running app's bundle folder and the device's language, when this is the main bundle,
  /// app code runs and the app was registered with a bundle folder.
  private var appResources: (AppBundle, String)? {
    guard self === Bundle.Foundation::main else { return nil }
    let found: (AppBundle, String)?? = AppThread.withHost { host in
      guard let bundle = host.appBundle else { return nil }
      return (bundle, host.process?.languageCode ?? bundle.developmentRegion)
    }
    return found ?? nil
  }
}

/// The string for `key` in the app's strings table `tableName` (`Localizable` when nil), as
/// ``Foundation/Bundle/localizedString(forKey:value:table:)`` finds it in `bundle`: in app code,
/// the device language's `Localizable.strings` of the app's bundle folder; the key itself when no
/// table has it ("String Resources"). `comment` is for translators and is not read.
public func NSLocalizedString(
  _ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String
) -> String {
  bundle.localizedString(forKey: key, value: value, table: tableName)
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
/// capabilities) are not known here: they read as nil. For an app registered with its bundle
/// folder the Info.plist is the folder's, its `CFBundleIdentifier` the identifier when it is
/// expanded, with the lifecycle keys the device uses (the install line's flags over the file's).
struct AppBundleInfo: @unchecked Sendable {
  /// `CFBundleIdentifier`.
  let identifier: String
  /// The Info.plist (property-list values only, immutable once made: hence `@unchecked`).
  let dictionary: [String: Any]

  init(appName: String, appInfo: AppInfo, bundle: AppBundle? = nil) {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.")
    identifier =
      bundle?.bundleIdentifier ?? "lifecyclekit." + String(appName.map { allowed.contains($0) ? $0 : "-" })
    var info: [String: Any] = bundle?.infoDictionary ?? [:]
    let made: [String: String] = [
      "CFBundleIdentifier": identifier, "CFBundleName": appName, "CFBundleExecutable": appName,
      "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1.0",
    ]
    for (key, value) in made where bundle?.infoString(key) == nil { info[key] = value }
    if appInfo.exitsOnSuspend { info["UIApplicationExitsOnSuspend"] = true }
    if appInfo.backgroundModes != bundle?.backgroundModes ?? [] {
      info["UIBackgroundModes"] = appInfo.backgroundModes.sorted().map(\.rawValue)
    }
    if appInfo.adoptsScenes && info["UIApplicationSceneManifest"] == nil {
      info["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": false] as [String: Any]
    }
    dictionary = info
  }
}
