import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

@Suite("AppBundle reads a built app's folder: Info.plist keys, strings, asset catalogs, Settings.bundle")
struct AppBundleTests {
  @Test("the Info.plist's lifecycle keys are typed, the scene manifest by configuration name")
  func infoPlistKeys() throws {
    let bundle = try AppBundleFixture.bundle()
    #expect(bundle.bundleIdentifier == "com.example.reader")
    #expect(bundle.bundleName == "Reader")
    #expect(bundle.displayName == "My Reader")
    #expect(bundle.requiresIPhoneOS == true)
    #expect(bundle.minimumOSVersion == OSVersion(13, 0))
    #expect(bundle.exitsOnSuspend == false)
    #expect(bundle.backgroundModeNames == ["audio", "fetch", "nearby-interaction"])
    #expect(bundle.backgroundModes == [.audio, .fetch])
    #expect(bundle.mainStoryboardFile == "Main")
    #expect(bundle.permittedBackgroundTaskIdentifiers == ["com.example.reader.refresh"])
    let manifest = try #require(bundle.sceneManifest)
    #expect(manifest.supportsMultipleScenes)
    let configuration = try #require(manifest.configuration(named: "Default Configuration"))
    #expect(configuration.delegateClassName == "$(PRODUCT_MODULE_NAME).SceneDelegate")
    #expect(configuration.storyboardFile == "Main")
    #expect(manifest.defaultConfiguration == configuration)
    #expect(bundle.appInfo == AppInfo(backgroundModes: [.audio, .fetch], adoptsScenes: true))
    #expect(bundle.infoDictionary["CFBundleDisplayName"] as? String == "My Reader")
  }

  @Test("an unexpanded build setting reads as unknown")
  func unexpandedVariables() throws {
    var info = AppBundleFixture.info
    info["CFBundleIdentifier"] = "$(PRODUCT_BUNDLE_IDENTIFIER)"
    info["MinimumOSVersion"] = "$(IPHONEOS_DEPLOYMENT_TARGET)"
    let bundle = try AppBundleFixture.bundle(["Info.plist": AppBundleFixture.plist(info)])
    #expect(bundle.bundleIdentifier == nil)
    #expect(bundle.minimumOSVersion == nil)
    #expect(bundle.infoDictionary["CFBundleIdentifier"] as? String == "$(PRODUCT_BUNDLE_IDENTIFIER)")
  }

  @Test("strings come from the language, then the development region, then Base; a missing key is itself")
  func localizedStrings() throws {
    let bundle = try AppBundleFixture.bundle()
    #expect(bundle.localizations == ["Base", "de", "en"])
    #expect(bundle.localizedString(forKey: "title", value: nil, table: nil, language: "de") == "Bücher")
    #expect(bundle.localizedString(forKey: "title", value: nil, table: nil, language: "de-AT") == "Bücher")
    #expect(
      bundle.localizedString(forKey: "only-en", value: nil, table: nil, language: "de") == "English only")
    #expect(
      bundle.localizedString(forKey: "base-only", value: nil, table: nil, language: "fr") == "From Base")
    #expect(
      bundle.localizedString(forKey: "greeting", value: nil, table: nil, language: "en")
        == "Hello, \"reader\"\n")
    #expect(bundle.localizedString(forKey: "plain", value: nil, table: nil, language: "en") == "word")
    #expect(bundle.localizedString(forKey: "nope", value: nil, table: nil, language: "de") == "nope")
    #expect(
      bundle.localizedString(forKey: "nope", value: "Fallback", table: nil, language: "de") == "Fallback")
    #expect(bundle.localizedString(forKey: "title", value: nil, table: "Other", language: "de") == "title")
  }

  @Test("resources are found at the root, then in the language's .lproj")
  func resources() throws {
    let bundle = try AppBundleFixture.bundle()
    #expect(
      bundle.url(forResource: "books", withExtension: "json", language: "en")?.lastPathComponent
        == "books.json")
    #expect(bundle.url(forResource: "books.json", withExtension: nil, language: "en") != nil)
    #expect(
      bundle.url(forResource: "Cover", withExtension: "txt", language: "de")?.path.hasSuffix(
        "de.lproj/Cover.txt") == true)
    #expect(bundle.url(forResource: "Cover", withExtension: "txt", language: "en") == nil)
    #expect(bundle.url(forResource: "Main", withExtension: "storyboard", language: "fr") != nil)
    #expect(bundle.url(forResource: "missing", withExtension: "json", language: "en") == nil)
  }

  @Test("image sets are named by folder, with a namespace group's name before; root images by file name")
  func imageNames() throws {
    let bundle = try AppBundleFixture.bundle()
    #expect(bundle.imageSetNames == ["Icons/moon", "star", "sun"])
    #expect(bundle.imageFile(named: "star")?.scale == 2)
    #expect(bundle.imageFile(named: "Icons/moon") != nil)
    #expect(bundle.imageFile(named: "moon") == nil)
    #expect(bundle.imageFile(named: "logo")?.url.lastPathComponent == "logo.png")
    #expect(bundle.imageFile(named: "logo.png") != nil)
    #expect(bundle.imageFile(named: "badge")?.scale == 2)
    #expect(bundle.imageFile(named: "AppIcon") == nil)
    let accent = try #require(bundle.colorComponents(named: "Accent"))
    #expect(
      accent.red == 1 && abs(accent.green - 128.0 / 255) < 1e-9 && accent.blue == 0 && accent.alpha == 1)
  }

  @Test("the Settings bundle's specifiers are typed, child panes included")
  func settingsSpecifiers() throws {
    let settings = try #require(try AppBundleFixture.bundle().settings)
    #expect(settings.panes.map(\.name) == ["Root", "More"])
    #expect(
      settings.keyedSpecifiers.compactMap(\.key) == [
        "nightMode", "fontSize", "volume", "nickname", "version", "sort",
      ])
    let night = try #require(settings.specifier(forKey: "nightMode"))
    #expect(night.kind == .toggleSwitch(trueValue: nil, falseValue: nil))
    #expect(night.defaultValue == .boolean(true))
    #expect(
      settings.specifier(forKey: "fontSize")?.kind
        == .multiValue(values: [.integer(12), .integer(18)], titles: ["Small", "Large"]))
    #expect(settings.specifier(forKey: "volume")?.kind == .slider(minimum: 0, maximum: 1))
    #expect(settings.specifier(forKey: "volume")?.defaultValue == .real(0.5))
    #expect(settings.specifier(forKey: "nickname")?.defaultValue == .string("reader"))
    #expect(
      settings.specifier(forKey: "sort")?.kind
        == .radioGroup(values: [.string("title"), .string("date")], titles: []))
    #expect(settings.panes[0].specifiers.last?.kind == .childPane(file: "More"))
    let noSettings: [String: Data?] = [
      "Settings.bundle/Root.plist": nil, "Settings.bundle/More.plist": nil,
      "Settings.bundle/en.lproj/Root.strings": nil,
    ]
    #expect(try AppBundleFixture.bundle(noSettings).settings == nil)
    #expect(throws: AppBundleError(file: "Settings.bundle/More.plist", "missing or unreadable")) {
      try AppBundleFixture.bundle(["Settings.bundle/More.plist": nil])
    }
  }

  @Test("an image set without an image file has no image, as the built app has none")
  func emptyImageSet() throws {
    let bundle = try AppBundleFixture.bundle([
      "Assets.xcassets/empty.imageset/Contents.json": Data(
        #"{"images":[{"idiom":"universal","scale":"1x"}]}"#.utf8)
    ])
    #expect(bundle.imageSetNames.contains("empty"))
    #expect(bundle.imageFile(named: "empty") == nil)
  }

  @Test("strings files take unquoted words, a key alone, Unicode and octal escapes, UTF-8 and UTF-16 BOMs")
  func stringsSyntax() throws {
    let text = #"""
      // comment
      /* a block
         comment */ key = "caf\U00e9\t\101";
      "alone";
      "quote" = "say \"hi\"" /* trailing */ ;
      """#
    let bigEndian = Data([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
    for data in [Data(text.utf8), Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)), bigEndian] {
      let bundle = try AppBundleFixture.bundle(["fr.lproj/Localizable.strings": data])
      #expect(bundle.localizedString(forKey: "key", value: nil, table: nil, language: "fr") == "café\tA")
      #expect(bundle.localizedString(forKey: "alone", value: nil, table: nil, language: "fr") == "alone")
      #expect(bundle.localizedString(forKey: "quote", value: nil, table: nil, language: "fr") == "say \"hi\"")
    }
  }

  // MARK: Bad input

  @Test("a corrupt Info.plist is an error naming the file")
  func corruptInfoPlist() {
    #expect {
      try AppBundleFixture.bundle(["Info.plist": Data("<plist><dict><key>CFBundleName".utf8)])
    } throws: { error in
      (error as? AppBundleError)?.file == "Info.plist"
        && (error as? AppBundleError)?.problem.hasPrefix("not a property list") == true
    }
    #expect(throws: AppBundleError(file: "Info.plist", "missing or unreadable")) {
      try AppBundleFixture.bundle(["Info.plist": nil])
    }
  }

  @Test("a lifecycle key of the wrong type is an error naming the key")
  func wrongTypedKey() {
    var info = AppBundleFixture.info
    info["UIBackgroundModes"] = "audio"
    #expect(
      throws: AppBundleError(
        file: "Info.plist", "UIBackgroundModes is a string; expected an array of strings")
    ) {
      try AppBundleFixture.bundle(["Info.plist": AppBundleFixture.plist(info)])
    }
  }

  @Test("a Contents.json that is not JSON is an error naming it")
  func contentsNotJSON() {
    #expect {
      try AppBundleFixture.bundle([
        "Assets.xcassets/Icons/moon.imageset/Contents.json": Data("{ images: ".utf8)
      ])
    } throws: { error in
      let error = error as? AppBundleError
      return error?.file == "Assets.xcassets/Icons/moon.imageset/Contents.json"
        && error?.problem.hasPrefix("not JSON") == true
    }
  }

  @Test("a strings file with a syntax error is an error naming the file and the line")
  func stringsSyntaxError() {
    let broken = Data("\"a\" = \"b\";\n\n\"c\" = \"d\"\n\"e\" = \"f\";\n".utf8)
    #expect(
      throws: AppBundleError(
        file: "de.lproj/Localizable.strings", line: 4, "expected ';' after the value of \"c\"")
    ) {
      try AppBundleFixture.bundle(["de.lproj/Localizable.strings": broken])
    }
    #expect(
      throws: AppBundleError(
        file: "en.lproj/Localizable.strings", line: 1, "a string opened with '\"' is never closed")
    ) {
      try AppBundleFixture.bundle(["en.lproj/Localizable.strings": Data("\"a\" = \"b;\n".utf8)])
    }
  }

  @Test("a Root.plist without PreferenceSpecifiers is an error naming it")
  func rootWithoutSpecifiers() {
    #expect(throws: AppBundleError(file: "Settings.bundle/Root.plist", "no PreferenceSpecifiers array")) {
      try AppBundleFixture.bundle(["Settings.bundle/Root.plist": AppBundleFixture.plist(["Title": "x"])])
    }
  }

  @Test("the error says file, line and problem")
  func errorDescription() {
    #expect(AppBundleError(file: "a.strings", line: 3, "bad").description == "a.strings:3: bad")
    #expect(AppBundleError(file: "Info.plist", "bad").description == "Info.plist: bad")
  }
}
