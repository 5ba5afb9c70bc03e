import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A value that is not a property-list value.
struct ShoppingItem { var text: String }

/// Stores values of every property-list kind on `store`, and something else on `store-note`.
@MainActor
final class DefaultsKeeperDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  static let scenarioScript = ScenarioScript(
    for: DefaultsKeeperDelegate.self,
    actions: [
      "store": { _, _ in
        let defaults = UserDefaults.standard
        defaults.set(5, forKey: "count")
        defaults.set(["a", "b"], forKey: "tags")
        defaults.set(["size": 18, "name": "Ann"], forKey: "profile")
      },
      "store-note": { _, _ in UserDefaults.standard.set(ShoppingItem(text: "milk"), forKey: "note") },
    ],
    probes: [
      "count": { _ in (UserDefaults.standard.object(forKey: "count") as? Int).map(String.init) },
      "tags": { _ in UserDefaults.standard.stringArray(forKey: "tags")?.joined(separator: ",") },
      "sync": { _ in (UserDefaults.standard.object(forKey: "sync") as? Bool).map(String.init) },
    ])
}

/// Defaults keep the types of their values, as property lists do on iOS, across kills.
@MainActor
@Suite("UserDefaults keeps property-list types (“UserDefaults”, “About Property Lists”)")
struct UserDefaultsTypeTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("keeper") { DefaultsKeeperDelegate() }

  /// A device with the keeper installed as "A" and launched.
  func launchedKeeper() throws -> Device {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "A", appID: "keeper"))
    try device.launch("A")
    return device
  }

  @Test("a number set is a number read back, not its text; arrays and dictionaries are stored")
  func valuesKeepTheirTypes() throws {
    let device = try launchedKeeper()
    let app = try #require(uikitApp("A", in: device))
    app.runAsAppCode {
      let defaults = UserDefaults.standard
      defaults.set(5, forKey: "count")
      #expect(defaults.object(forKey: "count") as? Int == 5)
      #expect(defaults.object(forKey: "count") as? String == nil)
      defaults.set(2.5, forKey: "ratio")
      #expect(defaults.object(forKey: "ratio") as? Double == 2.5)
      #expect(defaults.string(forKey: "ratio") == "2.5")
      defaults.set(["a", "b"], forKey: "tags")
      #expect(defaults.stringArray(forKey: "tags") == ["a", "b"])
      #expect(defaults.array(forKey: "tags")?.count == 2)
      defaults.set(["a", 1] as [Any], forKey: "mixed")
      #expect(defaults.stringArray(forKey: "mixed") == nil, "not only strings")
      #expect(defaults.array(forKey: "mixed")?.count == 2)
      defaults.set(["size": 18, "name": "Ann"] as [String: Any], forKey: "profile")
      let profile = defaults.dictionary(forKey: "profile")
      #expect(profile?["size"] as? Int == 18)
      #expect(profile?["name"] as? String == "Ann")
      defaults.set(Data([1, 2, 3]), forKey: "blob")
      #expect(defaults.data(forKey: "blob") == Data([1, 2, 3]))
      let when = Date(timeIntervalSince1970: 1_000_000)
      defaults.set(when, forKey: "when")
      #expect(defaults.object(forKey: "when") as? Date == when)
      defaults.set(URL(string: "https://example.com/feed"), forKey: "feed")
      #expect(defaults.url(forKey: "feed") == URL(string: "https://example.com/feed"))
      defaults.set("/tmp/x", forKey: "path")
      #expect(defaults.url(forKey: "path") == URL(fileURLWithPath: "/tmp/x"))
      #expect(defaults.stringArray(forKey: "count") == nil)
      #expect(defaults.dictionary(forKey: "tags") == nil)
      #expect(defaults.data(forKey: "tags") == nil)
    }
    #expect(device.misuses.isEmpty)
  }

  @Test("typed values survive a kill: the relaunched process reads them with their types")
  func typesSurviveAKill() throws {
    let device = try launchedKeeper()
    #expect(try device.perform("store", arguments: [], in: "A") == nil)
    try device.quit("A")
    try device.launch("A")
    #expect(try device.probe("count", of: "A") == "5")
    #expect(try device.probe("tags", of: "A") == "a,b")
    let app = try #require(uikitApp("A", in: device))
    app.runAsAppCode {
      #expect(UserDefaults.standard.dictionary(forKey: "profile")?["size"] as? Int == 18)
    }
  }

  @Test("registered defaults keep their types and give way to stored values")
  func registeredDefaults() throws {
    let device = try launchedKeeper()
    let app = try #require(uikitApp("A", in: device))
    app.runAsAppCode {
      let defaults = UserDefaults.standard
      defaults.register(defaults: ["tags": ["x"], "count": 3, "sound": true])
      #expect(defaults.stringArray(forKey: "tags") == ["x"])
      #expect(defaults.object(forKey: "count") as? Int == 3)
      defaults.set(4, forKey: "count")
      #expect(defaults.integer(forKey: "count") == 4)
      #expect(defaults.dictionaryRepresentation()["count"] as? Int == 4)
      #expect(defaults.dictionaryRepresentation()["sound"] as? Bool == true)
      defaults.removeObject(forKey: "count")
      #expect(defaults.integer(forKey: "count") == 3)
    }
  }

  @Test("a value that is not a property-list value is refused, and the misuse names the API and the fix")
  func nonPropertyListValueIsAMisuse() throws {
    let device = try launchedKeeper()
    #expect(try device.perform("store-note", arguments: [], in: "A") == nil)
    let misuses = device.misuses.map(\.text)
    let misuse = try #require(misuses.first)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(misuse.contains("UserDefaults.set(_:forKey: \"note\")"))
    #expect(misuse.contains("ShoppingItem is not a property-list value"))
    #expect(misuse.contains("store Data instead"))
  }

  @Test("a scenario's settings step writes the type the Settings app's control would")
  func settingsStepTypes() throws {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "A", appID: "keeper"))
    for (key, value) in [("sync", "true"), ("size", "18"), ("ratio", "1.5"), ("name", "Ann"), ("zip", "0x1")]
    {
      try device.changeSetting(of: "A", key: key, value: value)
    }
    try device.launch("A")
    #expect(try device.probe("sync", of: "A") == "true")
    let app = try #require(uikitApp("A", in: device))
    app.runAsAppCode {
      let defaults = UserDefaults.standard
      #expect(defaults.object(forKey: "sync") as? Bool == true)
      #expect(defaults.object(forKey: "size") as? Int == 18)
      #expect(defaults.object(forKey: "ratio") as? Double == 1.5)
      #expect(defaults.object(forKey: "name") as? String == "Ann")
      #expect(defaults.object(forKey: "zip") as? String == "0x1")
    }
  }
}

/// The conversions of the typed getters, as Foundation's `NSString` and `NSNumber` make them.
@Suite("Property-list values convert as Foundation's getters do")
struct PropertyListValueConversionTests {
  @Test(
    "integer, double and bool of a string read its leading number or its yes",
    arguments: [
      ("18", 18, 18.0, true), ("18px", 18, 18.0, true), (" -3.9", -3, -3.9, true), ("YES", 0, 0, true),
      ("true", 0, 0, true), ("no", 0, 0, false), ("0", 0, 0, false), ("", 0, 0, false),
      ("  7 apples", 7, 7, true),
    ])
  func stringConversions(text: String, integer: Int, double: Double, bool: Bool) {
    let value = PropertyListValue.string(text)
    #expect(value.integer == integer)
    #expect(value.double == double)
    #expect(value.bool == bool)
    #expect(value.string == text)
  }

  @Test("numbers and booleans read as text the way NSNumber prints them")
  func numberText() {
    #expect(PropertyListValue.integer(18).string == "18")
    #expect(PropertyListValue.real(2).string == "2")
    #expect(PropertyListValue.real(2.25).string == "2.25")
    #expect(PropertyListValue.boolean(true).string == "1")
    #expect(PropertyListValue.real(3.99).integer == 3)
    #expect(PropertyListValue.real(.infinity).integer == 0)
    #expect(PropertyListValue.array([]).string == nil)
  }

  @Test("Swift values become property-list values, and anything else is refused")
  func fromSwiftValues() {
    #expect(PropertyListValue(true) == .boolean(true))
    #expect(PropertyListValue(Int32(7)) == .integer(7))
    #expect(PropertyListValue(Float(0.5)) == .real(0.5))
    #expect(PropertyListValue(["a": [1, 2]]) == .dictionary(["a": .array([.integer(1), .integer(2)])]))
    #expect(PropertyListValue(ShoppingItem(text: "x")) == nil)
    #expect(PropertyListValue([ShoppingItem(text: "x")]) == nil)
    #expect(PropertyListValue(["k": ShoppingItem(text: "x")]) == nil)
  }

  @Test(
    "a setting's text becomes a boolean, a number or a string",
    arguments: [
      ("true", PropertyListValue.boolean(true)), ("NO", .boolean(false)), ("18", .integer(18)),
      ("-2", .integer(-2)), ("1.5", .real(1.5)), ("Ann", .string("Ann")), ("nan", .string("nan")),
      ("", .string("")), ("on", .string("on")), ("0x1", .string("0x1")), ("1e3", .string("1e3")),
      ("-.5", .real(-0.5)), ("1.2.3", .string("1.2.3")),
    ])
  func settingText(text: String, value: PropertyListValue) {
    #expect(PropertyListValue(settingText: text) == value)
  }
}
