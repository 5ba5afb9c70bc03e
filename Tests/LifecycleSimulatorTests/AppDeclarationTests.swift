import LifecycleCore
import LifecycleSimulator
import Testing

/// An app registered with what its bundle declares: the Info.plist's lifecycle keys apply on
/// `install`, flags override them, `MinimumOSVersion` refuses older profiles and `settings` is
/// checked against the Settings bundle.
@MainActor
@Suite("App declarations: Info.plist keys on install, MinimumOSVersion, Settings bundle checks")
struct AppDeclarationTests {
  static let settings = SettingsSchema(panes: [
    SettingsPane(
      name: "Root",
      specifiers: [
        SettingsSpecifier(kind: .group, title: "Reading"),
        SettingsSpecifier(
          kind: .toggleSwitch(trueValue: nil, falseValue: nil), key: "nightMode", defaultValue: .boolean(true)
        ),
        SettingsSpecifier(
          kind: .multiValue(values: [.integer(12), .integer(18)], titles: ["Small", "Large"]), key: "fontSize"
        ),
        SettingsSpecifier(kind: .slider(minimum: 0, maximum: 1), key: "volume"),
        SettingsSpecifier(kind: .textField(isSecure: false), key: "nickname"),
        SettingsSpecifier(kind: .titleValue(values: [], titles: []), key: "version"),
      ])
  ])

  let catalog = AppCatalog.builtIn
    .adding(
      "declared",
      declaration: AppDeclaration(
        info: AppInfo(exitsOnSuspend: true, backgroundModes: [.audio]), minimumOSVersion: OSVersion(5, 1),
        settings: settings)
    ) { TracerApp() }

  func run(_ text: String) throws -> ScenarioRunResult {
    ScenarioRunner(catalog: catalog).run(try ScenarioParser.parse(text, file: "d.scn"))
  }

  func device(_ generation: OSGeneration) throws -> Device {
    try Device(profile: .of(generation), catalog: catalog)
  }

  @Test("install with no flag starts from the declared Info.plist keys")
  func declaredKeysApplyWithoutFlags() throws {
    let device = try device(.ios7)
    try device.install(InstallSpec(name: "Reader", appID: "declared"))
    #expect(device.backgroundModes(of: "Reader") == [.audio])
    #expect(device.info(of: "Reader")!.exitsOnSuspend)
    try device.install(InstallSpec(name: "Plain", appID: "tracer"))
    #expect(device.info(of: "Plain") == .standard)
  }

  @Test("a flag on the install line overrides the declared key")
  func flagsOverride() throws {
    let device = try device(.ios7)
    try device.install(
      InstallSpec(
        name: "Reader", appID: "declared", info: AppInfo(backgroundModes: [.location], adoptsScenes: true)))
    #expect(device.backgroundModes(of: "Reader") == [.location])
    #expect(device.info(of: "Reader")!.adoptsScenes)
    #expect(device.info(of: "Reader")!.exitsOnSuspend)
  }

  @Test("an app that exits on suspend by its Info.plist is not running after home")
  func exitsOnSuspendFromInfoPlist() throws {
    let result = try run(
      """
      device profile=ios5
      install Reader app=declared
      launch Reader
      home
      expect state Reader notRunning
      """)
    #expect(result.error == nil, "\(String(describing: result.error))")
    #expect(result.failures.isEmpty, "\(result.failures)")
  }

  @Test("a profile older than MinimumOSVersion refuses the install, naming app, minimum and profile")
  func minimumOSVersionRefusesOlderProfiles() throws {
    let result = try run(
      """
      device profile=ios4
      install Reader app=declared
      """)
    let error = try #require(result.error)
    #expect(error.location.line == 2)
    #expect(error.message.contains("'Reader'"))
    #expect(error.message.contains("requires iOS 5.1"))
    #expect(error.message.contains("ios4"))
    #expect(try run("device profile=ios5\ninstall Reader app=declared\n").error == nil)
  }

  @Test("settings values are stored with the type their specifier gives")
  func settingsTypedBySpecifier() throws {
    let device = try device(.ios7)
    try device.install(InstallSpec(name: "Reader", appID: "declared"))
    try device.changeSetting(of: "Reader", key: "nightMode", value: "YES")
    try device.changeSetting(of: "Reader", key: "fontSize", value: "18")
    try device.changeSetting(of: "Reader", key: "volume", value: "1")
    try device.changeSetting(of: "Reader", key: "nickname", value: "42")
    let settings = device.settings(of: "Reader")
    #expect(settings["nightMode"] == .boolean(true))
    #expect(settings["fontSize"] == .integer(18))
    #expect(settings["volume"] == .real(1))
    #expect(settings["nickname"] == .string("42"))
  }

  @Test(
    "a settings step the Settings bundle does not allow is a scenario error pointing at the key or value",
    arguments: [
      ("colour=red", "no setting 'colour'", 19),
      ("nightMode=maybe", "not a value of the toggle switch 'nightMode'", 29),
      ("fontSize=14", "not among the Values of 'fontSize' (PSMultiValueSpecifier): 12, 18", 28),
      ("volume=2", "outside the slider 'volume' (PSSliderSpecifier): 0 to 1", 26),
      ("volume=loud", "not a number", 26),
      ("version=2.0", "the user cannot change it", 19),
    ])
  func settingsRefused(assignment: String, message: String, column: Int) throws {
    let result = try run(
      """
      install Reader app=declared
        settings Reader \(assignment)
      """)
    let error = try #require(result.error)
    #expect(error.location.line == 2)
    #expect(error.location.column == column)
    #expect(error.message.contains(message), "\(error.message)")
  }

  @Test("without a Settings bundle any setting is taken, as before")
  func undeclaredAppTakesAnySetting() throws {
    let device = try device(.ios7)
    try device.install(InstallSpec(name: "Plain", appID: "tracer"))
    try device.changeSetting(of: "Plain", key: "anything", value: "1.5")
    #expect(device.settings(of: "Plain")["anything"] == .real(1.5))
  }
}
