import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

extension UserDefaults {
  /// An app's own property on the defaults, as khaptonstall's StateRestorationDemo declares one.
  var launchCount: Int {
    get { integer(forKey: "launchCount") }
    set { set(newValue, forKey: "launchCount") }
  }
}

/// An object with a property that notifies observers the way LifecycleKit's own properties do.
@MainActor
final class Dial: UIResponder {
  var level = 0 {
    willSet { KeyValueObserving.willChange(self, \Dial.level, old: level) }
    didSet { KeyValueObserving.didChange(self, \Dial.level, old: oldValue, new: level) }
  }
}

@MainActor
@Suite("Key-value observing (observe(_:options:changeHandler:))", .serialized)
struct KeyValueObservingTests {
  @Test("a change of a notifying property reaches the handler at once: prior, then new and old")
  func delivery() {
    KeyValueObserving.notifyingKeyPaths.append(\Dial.level)
    defer { KeyValueObserving.notifyingKeyPaths.removeAll { $0 == \Dial.level } }
    let dial = Dial()
    var heard: [String] = []
    let token = dial.observe(\.level, options: [.new, .old, .initial, .prior]) { _, change in
      heard.append(
        "\(change.isPrior ? "prior" : "change") \(change.oldValue.map(String.init) ?? "-")→\(change.newValue.map(String.init) ?? "-")"
      )
    }
    dial.level = 3
    heard.append("after set")
    token.invalidate()
    dial.level = 4
    #expect(heard == ["change -→0", "prior 0→-", "change 0→3", "after set"])
  }

  @Test("releasing the token ends the observation")
  func release() {
    KeyValueObserving.notifyingKeyPaths.append(\Dial.level)
    defer { KeyValueObserving.notifyingKeyPaths.removeAll { $0 == \Dial.level } }
    let dial = Dial()
    var calls = 0
    var token: NSKeyValueObservation? = dial.observe(\.level) { _, _ in calls += 1 }
    dial.level = 1
    token = nil
    dial.level = 2
    #expect(calls == 1 && token == nil)
  }

  @Test(
    "observing an app's own property delivers the initial value, then is a misuse naming where it was observed"
  )
  func appPropertyIsLoud() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp("observer", delegate: { ObservingAppDelegate() })
    let device = try Device(profile: .of(.ios13), memoryBytes: 512 << 20, catalog: catalog)
    device.warnsOfMisuses = false
    try device.install(InstallSpec(name: "Counter", appID: "observer"))
    try device.launch("Counter")
    let delegate = try #require(uikitApp("Counter", in: device)?.delegate as? ObservingAppDelegate)
    #expect(delegate.initialValues == [0])
    #expect(
      device.misuses.map(\.text).contains {
        $0.hasPrefix("key-value observing: LifecycleUIKitTests/KeyValueObservingTests.swift:")
          && $0.contains("observes a key path of UserDefaults to a Int")
      })
  }
}

/// An app delegate that observes its own property on the defaults at launch.
@MainActor
final class ObservingAppDelegate: UIResponder, UIApplicationDelegate {
  var initialValues: [Int] = []
  var token: NSKeyValueObservation?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    token = UserDefaults.standard.observe(\.launchCount, options: [.initial, .new]) { [weak self] _, change in
      self?.initialValues.append(change.newValue ?? -1)
    }
    return true
  }
}
