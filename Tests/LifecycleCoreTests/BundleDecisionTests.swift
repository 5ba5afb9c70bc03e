import LifecycleCore
import Testing

@Suite("What the system decides from an app's bundle: minimum versions, flags over keys, Settings values")
struct BundleDecisionTests {
  @Test("versions read as an Info.plist writes them, and unexpanded settings do not")
  func versionsParse() {
    #expect(OSVersion("12.0") == OSVersion(12))
    #expect(OSVersion("9.3.1") == OSVersion(9, 3, 1))
    #expect(OSVersion("13") == OSVersion(13, 0, 0))
    #expect(OSVersion("$(IPHONEOS_DEPLOYMENT_TARGET)") == nil)
    #expect(OSVersion("12.") == nil)
    #expect(OSVersion(9, 3, 1).description == "9.3.1")
    #expect(OSVersion(12, 4) < OSVersion(13))
  }

  @Test("a profile installs a minimum when the newest version of its range reaches it")
  func profilesAndMinimums() {
    #expect(OSGeneration.ios7.runs(OSVersion(11)))
    #expect(!OSGeneration.ios7.runs(OSVersion(13)))
    #expect(OSGeneration.ios13.runs(OSVersion(17, 2)))
    #expect(!OSGeneration.ios4.runs(OSVersion(5, 1)))
    #expect(OSGeneration.oldest(running: OSVersion(5, 1)) == .ios5)
    #expect(OSGeneration.oldest(running: OSVersion(10)) == .ios7)
    #expect(OSGeneration.oldest(running: OSVersion(3, 1)) == .ios3)
  }

  @Test("install flags turn keys on and replace the modes; absent flags leave the Info.plist's")
  func flagsOverInfoPlist() {
    let bundle = AppInfo(exitsOnSuspend: true, backgroundModes: [.audio], adoptsScenes: true)
    #expect(AppInfo.standard.overriding(bundle) == bundle)
    #expect(AppInfo(backgroundModes: [.voip]).overriding(bundle).backgroundModes == [.voip])
    #expect(AppInfo(exitsOnSuspend: true).overriding(.standard).exitsOnSuspend)
  }

  @Test("the Settings app stores a toggle's TrueValue, a multi-value's own value, a text field's text")
  func settingsValues() throws {
    let toggle = SettingsSpecifier(
      kind: .toggleSwitch(trueValue: .string("on"), falseValue: .string("off")), key: "mode")
    #expect(try toggle.value(forText: "YES").get() == .string("on"))
    #expect(try toggle.value(forText: "off").get() == .string("off"))
    let sizes = SettingsSpecifier(
      kind: .multiValue(values: [.integer(12), .real(1.5)], titles: []), key: "size")
    #expect(try sizes.value(forText: "12").get() == .integer(12))
    #expect(try sizes.value(forText: "1.5").get() == .real(1.5))
    #expect(throws: SettingsRejection.self) { try sizes.value(forText: "13").get() }
    let name = SettingsSpecifier(kind: .textField(isSecure: false), key: "name")
    #expect(try name.value(forText: "18").get() == .string("18"))
    let schema = SettingsSchema(panes: [SettingsPane(name: "Root", specifiers: [sizes, name])])
    #expect(
      throws: SettingsRejection("no setting 'colour' in the Settings.bundle of the app; its keys: size, name")
    ) {
      try schema.value(forKey: "colour", text: "red").get()
    }
  }
}
