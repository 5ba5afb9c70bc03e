import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// An app that animates a layer and waits for the animation, as games and custom controls do:
/// a delegate that records its callbacks and a transaction's completion block.
@MainActor
final class PulseDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable, CAAnimationDelegate {
  var window: UIWindow?
  var log: [String] = []
  let dot = CALayer()

  func animationDidStart(_ anim: CAAnimation) {
    log.append("start \((anim as? CAPropertyAnimation)?.keyPath ?? "?")")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    log.append("stop \((anim as? CAPropertyAnimation)?.keyPath ?? "?") \(flag)")
  }

  static let scenarioScript = ScenarioScript(
    for: PulseDelegate.self,
    actions: [
      "pulse": { app, arguments in
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0
        pulse.duration = 0.4
        pulse.delegate = app
        if arguments.first == "forever" { pulse.repeatCount = .infinity }
        CATransaction.begin()
        CATransaction.setCompletionBlock { app.log.append("transaction done") }
        app.dot.add(pulse, forKey: "pulse")
        CATransaction.commit()
        app.log.append("added, opacity \(app.dot.opacity), keys \(app.dot.animationKeys() ?? [])")
      },
      "remove": { app, _ in
        app.dot.removeAnimation(forKey: "pulse")
        app.log.append("removed, keys \(app.dot.animationKeys() ?? [])")
      },
      "empty-transaction": { app, _ in
        CATransaction.begin()
        CATransaction.setCompletionBlock { app.log.append("empty done") }
        CATransaction.commit()
        app.log.append("committed")
      },
    ],
    probes: [
      "log": { app in app.log.joined(separator: ", ") },
      "keys": { app in (app.dot.animationKeys() ?? []).joined(separator: ",") },
    ])
}

@MainActor
@Suite("Core Animation: nothing is played, and delegates and transaction completions come in order")
struct CoreAnimationTests {
  func launched() throws -> Device {
    let device = try makeDevice(
      .ios13, catalog: AppCatalog.builtIn.addingUIKitApp("pulse") { PulseDelegate() })
    try device.install(InstallSpec(name: "Pulse", appID: "pulse"))
    try device.launch("Pulse")
    return device
  }

  @Test("an animation starts and stops finished on later turns, then the transaction's completion runs")
  func finiteAnimation() throws {
    let device = try launched()
    _ = try device.perform("pulse", arguments: [], in: "Pulse")
    #expect(
      try device.probe("log", of: "Pulse")
        == "added, opacity 1.0, keys [\"pulse\"], start opacity, stop opacity true, transaction done")
    #expect(try device.probe("keys", of: "Pulse") == "", "removed on completion")
  }

  @Test(
    "one that repeats for ever never stops by itself; removed, it stops unfinished and the transaction ends")
  func foreverUntilRemoved() throws {
    let device = try launched()
    _ = try device.perform("pulse", arguments: ["forever"], in: "Pulse")
    device.advance(by: .seconds(60))
    #expect(try device.probe("log", of: "Pulse") == "added, opacity 1.0, keys [\"pulse\"], start opacity")
    #expect(try device.probe("keys", of: "Pulse") == "pulse")
    _ = try device.perform("remove", arguments: [], in: "Pulse")
    #expect(
      try device.probe("log", of: "Pulse")
        == "added, opacity 1.0, keys [\"pulse\"], start opacity, removed, keys [], stop opacity false, "
        + "transaction done")
  }

  @Test("a transaction without animations runs its completion on a later turn, not inside commit")
  func emptyTransaction() throws {
    let device = try launched()
    _ = try device.perform("empty-transaction", arguments: [], in: "Pulse")
    #expect(try device.probe("log", of: "Pulse") == "committed, empty done")
  }
}
