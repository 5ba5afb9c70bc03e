import Foundation
import LifecycleUIKit

/// A small app bundle folder written by the tests: an Info.plist, strings in three
/// localizations, an asset catalog with a namespace, root images and a Settings bundle.
enum AppBundleFixture {
  /// An XML property list of `value`.
  static func plist(_ value: Any) -> Data {
    (try? PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)) ?? Data()
  }

  /// A PNG header of `width` × `height` pixels (enough for the size to be read).
  static func png(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    return Data(bytes)
  }

  static var info: [String: Any] {
    [
      "CFBundleIdentifier": "com.example.reader",
      "CFBundleName": "Reader",
      "CFBundleDisplayName": "My Reader",
      "CFBundleDevelopmentRegion": "en",
      "LSRequiresIPhoneOS": true,
      "MinimumOSVersion": "13.0",
      "UIApplicationExitsOnSuspend": false,
      "UIBackgroundModes": ["audio", "fetch", "nearby-interaction"],
      "UIMainStoryboardFile": "Main",
      "BGTaskSchedulerPermittedIdentifiers": ["com.example.reader.refresh"],
      "UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": true,
        "UISceneConfigurations": [
          "UIWindowSceneSessionRoleApplication": [
            [
              "UISceneConfigurationName": "Default Configuration",
              "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
              "UISceneStoryboardFile": "Main",
            ]
          ]
        ],
      ] as [String: Any],
    ]
  }

  static var root: [String: Any] {
    [
      "PreferenceSpecifiers": [
        ["Type": "PSGroupSpecifier", "Title": "Reading"],
        ["Type": "PSToggleSwitchSpecifier", "Key": "nightMode", "Title": "Night", "DefaultValue": true],
        [
          "Type": "PSMultiValueSpecifier", "Key": "fontSize", "Title": "Size", "DefaultValue": 12,
          "Values": [12, 18], "Titles": ["Small", "Large"],
        ],
        [
          "Type": "PSSliderSpecifier", "Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0,
          "MaximumValue": 1,
        ],
        ["Type": "PSTextFieldSpecifier", "Key": "nickname", "DefaultValue": "reader"],
        ["Type": "PSTitleValueSpecifier", "Key": "version", "DefaultValue": "1.0"],
        ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "More"],
      ] as [Any]
    ]
  }

  /// UTF-16 little-endian with a byte-order mark.
  static func utf16(_ text: String) -> Data {
    Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
  }

  static var files: [String: Data] {
    [
      "Info.plist": plist(info),
      "books.json": Data("[]".utf8),
      "logo.png": png(width: 40, height: 20),
      "badge@2x.png": png(width: 64, height: 64),
      "en.lproj/Localizable.strings": Data(
        """
        /* The title of the list. */
        "title" = "Books";
        "greeting" = "Hello, \\"reader\\"\\n";
        // a line comment
        plain = word;
        "only-en" = "English only";
        """.utf8),
      "de.lproj/Localizable.strings": utf16(
        """
        "title" = "Bücher";
        "greeting" = "Hallo";
        """),
      "de.lproj/Cover.txt": Data("Umschlag".utf8),
      "Base.lproj/Localizable.strings": Data("\"base-only\" = \"From Base\";\n".utf8),
      "Base.lproj/Main.storyboard": Data("<document/>".utf8),
      "Assets.xcassets/Contents.json": Data(#"{"info":{"version":1,"author":"xcode"}}"#.utf8),
      "Assets.xcassets/star.imageset/Contents.json": Data(
        #"{"images":[{"idiom":"universal","filename":"star.png","scale":"2x"}],"info":{"version":1}}"#.utf8),
      "Assets.xcassets/star.imageset/star.png": png(width: 48, height: 48),
      "Assets.xcassets/Icons/Contents.json": Data(#"{"properties":{"provides-namespace":true}}"#.utf8),
      "Assets.xcassets/Icons/moon.imageset/Contents.json": Data(
        #"{"images":[{"idiom":"universal","filename":"moon.png","scale":"1x"}]}"#.utf8),
      "Assets.xcassets/Icons/moon.imageset/moon.png": png(width: 10, height: 12),
      "Assets.xcassets/Plain/Contents.json": Data(#"{"info":{"version":1}}"#.utf8),
      "Assets.xcassets/Plain/sun.imageset/Contents.json": Data(
        #"{"images":[{"idiom":"universal","filename":"sun.png","scale":"1x"}]}"#.utf8),
      "Assets.xcassets/Plain/sun.imageset/sun.png": png(width: 8, height: 8),
      "Assets.xcassets/AppIcon.appiconset/Contents.json": Data(#"{"images":[]}"#.utf8),
      "Assets.xcassets/Accent.colorset/Contents.json": Data(
        #"""
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb",
          "components":{"red":"0xFF","green":"128","blue":"0.000","alpha":"1.000"}}}]}
        """#.utf8),
      "Settings.bundle/Root.plist": plist(root),
      "Settings.bundle/More.plist": plist([
        "PreferenceSpecifiers": [
          ["Type": "PSRadioGroupSpecifier", "Key": "sort", "Values": ["title", "date"]]
        ]
      ]),
      "Settings.bundle/en.lproj/Root.strings": Data("\"Night\" = \"Night mode\";\n".utf8),
    ]
  }

  /// The fixture with `changes` written over it (nil removes a file).
  static func bundle(_ changes: [String: Data?] = [:]) throws(AppBundleError) -> AppBundle {
    var all = files
    for (path, data) in changes { all[path] = data }
    return try AppBundle(files: all)
  }
}
