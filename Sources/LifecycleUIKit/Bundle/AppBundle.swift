public import Foundation
public import LifecycleCore
public import LifecycleSimulator

/// A built iOS app bundle's folder, read: its Info.plist, resources, localizations, asset
/// catalogs and Settings bundle (`Docs/AppBundle.md`).
///
/// The folder is laid out as Xcode builds an app ("Information Property List"): `Info.plist` at
/// the root, plain resources beside it, `*.lproj` folders with strings files, storyboards and
/// xibs, `*.xcassets` asset catalogs kept as folders ("Asset Catalog Format Reference") and
/// `Settings.bundle` ("Preferences and Settings Programming Guide"). Everything is read and
/// checked once, by ``init(contentsOf:)``: a corrupt file throws an ``AppBundleError`` naming it,
/// and the bundle never traps later.
///
/// Register an app with its bundle, ``LifecycleSimulator/AppCatalog/addingUIKitApp(_:bundle:delegate:sceneDelegate:)``:
/// `install … app=ID` then starts from the Info.plist's lifecycle keys, and `Bundle.main`,
/// `NSLocalizedString`, `UIImage(named:)` and `UIColor(named:)` in the app's code read this bundle.
public struct AppBundle: Sendable {
  /// The bundle's folder.
  public let url: URL
  /// The Info.plist, as `PropertyListSerialization` reads it (values are property-list values,
  /// immutable once read).
  private let info: InfoPlist
  /// The strings tables of each localization folder (`de` for `de.lproj`), by table name
  /// (`Localizable`), by key.
  let strings: [String: [String: [String: String]]]
  /// The names of the `*.lproj` folders without the extension, sorted.
  public let localizations: [String]
  /// The asset catalogs' image and colour sets.
  let assets: AssetIndex
  /// The Settings bundle's panes, when the app has a `Settings.bundle`.
  public let settings: SettingsSchema?
  /// `UIApplicationSceneManifest`, read.
  public let sceneManifest: SceneManifest?

  private struct InfoPlist: @unchecked Sendable {
    let dictionary: [String: Any]
  }

  /// Reads the bundle in `folder`. Throws for a missing or corrupt `Info.plist` (or one whose
  /// lifecycle keys have the wrong type), a `Contents.json` that is not JSON, a strings file
  /// with a syntax error, or a Settings bundle pane without `PreferenceSpecifiers`.
  public init(contentsOf folder: URL) throws(AppBundleError) {
    let url = folder.standardizedFileURL
    self.url = url
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw AppBundleError(file: url.path, "no such folder")
    }
    let dictionary = try Self.readPlist(url.appendingPathComponent("Info.plist"), file: "Info.plist")
    info = InfoPlist(dictionary: dictionary)
    sceneManifest = try SceneManifest(infoValue: dictionary["UIApplicationSceneManifest"])
    let entries = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    var strings: [String: [String: [String: String]]] = [:]
    for entry in entries where entry.hasSuffix(".lproj") {
      let localization = String(entry.dropLast(".lproj".count))
      let folder = url.appendingPathComponent(entry)
      for file in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      where file.hasSuffix(".strings") {
        let name = "\(entry)/\(file)"
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(file)) else {
          throw AppBundleError(file: name, "cannot be read")
        }
        strings[localization, default: [:]][String(file.dropLast(".strings".count))] =
          try StringsFile.parse(data, file: name)
      }
      strings[localization, default: [:]] = strings[localization] ?? [:]
    }
    self.strings = strings
    localizations = strings.keys.sorted()
    assets = try AssetIndex(
      catalogs: entries.filter { $0.hasSuffix(".xcassets") }.map { url.appendingPathComponent($0) })
    let settingsFolder = url.appendingPathComponent("Settings.bundle")
    settings =
      manager.fileExists(atPath: settingsFolder.path) ? try SettingsBundleReader.read(settingsFolder) : nil
    try checkLifecycleKeys()
  }

  /// Writes `files` (paths inside the bundle, such as `Info.plist` or `de.lproj/Localizable.strings`,
  /// with their contents) into a new temporary folder and reads it, for tests.
  public init(files: [String: Data]) throws(AppBundleError) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("AppBundle-\(UUID().uuidString).app")
    do {
      for (path, data) in files {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
      }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw AppBundleError(file: folder.path, "cannot be written: \(error.localizedDescription)")
    }
    try self.init(contentsOf: folder)
  }

  /// The property list in `file`, which must be a dictionary.
  static func readPlist(_ url: URL, file: String) throws(AppBundleError) -> [String: Any] {
    guard let data = try? Data(contentsOf: url) else {
      throw AppBundleError(file: file, "missing or unreadable")
    }
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      throw AppBundleError(file: file, "not a property list" + (detail.map { ": \($0)" } ?? ""))
    }
    guard let dictionary = object as? [String: Any] else {
      throw AppBundleError(file: file, "not a dictionary at the top level")
    }
    return dictionary
  }

  // MARK: The Info.plist

  /// The Info.plist's keys and values, as `Bundle.infoDictionary` gives them.
  public var infoDictionary: [String: Any] { info.dictionary }

  /// The string value of `key`, or nil when it is missing, not a string, or an unexpanded build
  /// setting (`$(PRODUCT_BUNDLE_IDENTIFIER)`).
  public func infoString(_ key: String) -> String? {
    guard let string = info.dictionary[key] as? String, !string.contains("$(") else { return nil }
    return string
  }

  /// `CFBundleIdentifier` (nil when missing or unexpanded).
  public var bundleIdentifier: String? { infoString("CFBundleIdentifier") }
  /// `CFBundleName`.
  public var bundleName: String? { infoString("CFBundleName") }
  /// `CFBundleDisplayName`: the name under the icon.
  public var displayName: String? { infoString("CFBundleDisplayName") }
  /// `CFBundleDevelopmentRegion`: the localization strings fall back to; `en` when missing.
  public var developmentRegion: String { infoString("CFBundleDevelopmentRegion") ?? "en" }
  /// `LSRequiresIPhoneOS`: the app runs only on iOS; nil when missing.
  public var requiresIPhoneOS: Bool? { info.dictionary["LSRequiresIPhoneOS"] as? Bool }
  /// `UIApplicationExitsOnSuspend` ("UIApplicationExitsOnSuspend"): the app opts out of
  /// multitasking, on the generations that honour it (iOS 4 to 12).
  public var exitsOnSuspend: Bool { info.dictionary["UIApplicationExitsOnSuspend"] as? Bool ?? false }
  /// `UIBackgroundModes` as written (`audio`, `fetch`, …), including modes the simulator does not model.
  public var backgroundModeNames: [String] { info.dictionary["UIBackgroundModes"] as? [String] ?? [] }
  /// The `UIBackgroundModes` the simulated device knows (``LifecycleCore/BackgroundMode``); others are ignored.
  public var backgroundModes: Set<BackgroundMode> { Set(backgroundModeNames.compactMap(BackgroundMode.init)) }
  /// `UIMainStoryboardFile`: the storyboard UIKit loads at launch for an app without scenes.
  public var mainStoryboardFile: String? { infoString("UIMainStoryboardFile") }
  /// `BGTaskSchedulerPermittedIdentifiers`: the background task identifiers the app may schedule.
  public var permittedBackgroundTaskIdentifiers: [String] {
    info.dictionary["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
  }
  /// `MinimumOSVersion` (nil when missing or unexpanded): a device on an older iOS refuses to install the app.
  public var minimumOSVersion: OSVersion? { infoString("MinimumOSVersion").flatMap(OSVersion.init) }

  /// The lifecycle keys as the device reads them: exits on suspend, the known background modes,
  /// and scenes when the Info.plist has a `UIApplicationSceneManifest`.
  public var appInfo: AppInfo {
    AppInfo(
      exitsOnSuspend: exitsOnSuspend, backgroundModes: backgroundModes, adoptsScenes: sceneManifest != nil)
  }

  /// What the device learns at installation (``LifecycleSimulator/AppDeclaration``): ``appInfo``,
  /// ``minimumOSVersion`` and ``settings``.
  public var declaration: AppDeclaration {
    AppDeclaration(info: appInfo, minimumOSVersion: minimumOSVersion, settings: settings)
  }

  /// Throws when a lifecycle key has a type iOS would not read.
  private func checkLifecycleKeys() throws(AppBundleError) {
    let dictionary = info.dictionary
    func check(_ key: String, _ expected: String, _ isValid: (Any) -> Bool) throws(AppBundleError) {
      if let value = dictionary[key], !isValid(value) {
        throw AppBundleError(file: "Info.plist", "\(key) is \(Self.kind(of: value)); expected \(expected)")
      }
    }
    try check("UIApplicationExitsOnSuspend", "a boolean") { $0 is Bool }
    try check("LSRequiresIPhoneOS", "a boolean") { $0 is Bool }
    try check("UIBackgroundModes", "an array of strings") { $0 is [String] }
    try check("BGTaskSchedulerPermittedIdentifiers", "an array of strings") { $0 is [String] }
    try check("UIMainStoryboardFile", "a string") { $0 is String }
    try check("MinimumOSVersion", "a version string such as 12.0") { value in
      guard let text = value as? String else { return false }
      return text.contains("$(") || OSVersion(text) != nil
    }
  }

  /// `a string`, `an array`, … for error messages.
  static func kind(of value: Any) -> String {
    switch value {
    case is String: "a string"
    case is Bool: "a boolean"
    case is [Any]: "an array"
    case is [String: Any]: "a dictionary"
    case is Data: "data"
    case is Date: "a date"
    default: "a number"
    }
  }
}
