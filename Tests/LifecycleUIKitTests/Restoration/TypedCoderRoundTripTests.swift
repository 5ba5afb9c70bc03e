import LifecycleCore
import LifecycleRestoration
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A controller that writes its state with the typed coder methods real code uses and reads it
/// back with the typed decoders, logging what came back.
@MainActor
final class TypedStateController: UIViewController {
  let log: RestorationLog
  var volume: Float = 0
  var city = ""
  var count = 0

  init(log: RestorationLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    restorationIdentifier = "Typed"
  }

  required init?(coder: NSCoder) { return nil }

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(volume, forKey: "volume")
    coder.encode(city, forKey: "city")
    coder.encode(count, forKey: "count")
    coder.encode(true, forKey: "muted")
    coder.encode(0.25, forKey: "ratio")
  }

  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    volume = coder.decodeFloat(forKey: "volume")
    city = coder.decodeObject(of: NSString.self, forKey: "city") as String? ?? "nil"
    count = coder.decodeInteger(forKey: "count")
    let either = coder.decodeObject(of: [NSString.self, NSNumber.self], forKey: "city")
    let wrongClass = coder.decodeObject(of: NSString.self, forKey: "count")
    let number = coder.decodeObject(of: NSNumber.self, forKey: "count")
    log.events += [
      "volume \(volume)", "city \(city)", "count \(count)", "muted \(coder.decodeBool(forKey: "muted"))",
      "ratio \(coder.decodeDouble(forKey: "ratio"))",
      "contains \(coder.containsValue(forKey: "volume")) \(coder.containsValue(forKey: "absent"))",
      "either \(either.map { "\(type(of: $0))" } ?? "nil") \(either as? String ?? "?")",
      "wrong class \(wrongClass.map { "\($0)" } ?? "nil")", "number \(number?.intValue ?? -1)",
    ]
    if log.newerRows > 0 { log.events.append("integer of a string \(coder.decodeInteger(forKey: "city"))") }
  }
}

@MainActor
@Suite(
  "NSCoder's typed methods through a real preservation round trip (encodeRestorableState → kill → decode)")
struct TypedCoderRoundTripTests {
  static let typed = RestoringAppDelegate.Options(build: { app in
    app.show(TypedStateController(log: app.log))
  })

  func shown(_ device: Device) throws -> TypedStateController {
    try #require(restoringDelegate(device)?.window?.rootViewController as? TypedStateController)
  }

  @Test("floats come back as floats, strings as NSString, numbers as NSNumber; a wrong class is nil")
  func typedValuesSurvive() throws {
    for generation in [OSGeneration.ios6, .ios13] {
      let log = RestorationLog()
      let device = try launchedNotes(generation, log, Self.typed)
      let controller = try shown(device)
      controller.volume = 0.7
      controller.city = "Zürich"
      controller.count = 3
      try killWhileSuspendedAndRelaunch(device)
      #expect(try shown(device).volume == Float(0.7), "\(generation)")
      #expect(
        log.events("volume", "city", "count", "muted", "ratio", "contains", "either", "wrong", "number") == [
          "volume 0.7", "city Zürich", "count 3", "muted true", "ratio 0.25", "contains true false",
          "either NSString Zürich", "wrong class nil", "number 3",
        ], "\(generation)")
      #expect(device.misuses(of: "Notes").isEmpty, "\(generation)")
    }
  }

  @Test("a string read with decodeInteger answers 0 and is a misuse (iOS's unarchiver raises)")
  func integerOfAString() throws {
    let log = RestorationLog()
    log.newerRows = 1
    let device = try launchedNotes(.ios7, log, Self.typed)
    try shown(device).city = "Oslo"
    try killWhileSuspendedAndRelaunch(device)
    #expect(log.events("integer of a string") == ["integer of a string 0"])
    let misuse = try #require(device.misuses(of: "Notes").first)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(misuse.contains("decodeInteger(forKey: \"city\") read a string, which is not a number"))
  }
}
