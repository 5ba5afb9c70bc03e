import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A game-like app: a display link ticking while it plays, and property animators whose
/// completions it records, as SaveTheDot does.
@MainActor
final class FramesDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  var link: CADisplayLink?
  var frames: [CFTimeInterval] = []
  var log: [String] = []
  var animator: UIViewPropertyAnimator?
  let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

  static let scenarioScript = ScenarioScript(
    for: FramesDelegate.self,
    actions: [
      "link": { app, arguments in
        let link = CADisplayLink(target: app, selector: Selector(("tick:")))
        if let rate = arguments.first.flatMap(Int.init) { link.preferredFramesPerSecond = rate }
        link.add(to: RunLoop.main, forMode: .default)
        app.link = link
      },
      "pause": { app, _ in app.link?.isPaused = true },
      "resume": { app, _ in app.link?.isPaused = false },
      "invalidate": { app, _ in
        app.link?.invalidate()
        app.link = nil
      },
      "animate": { app, arguments in
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) {
          app.dot.center = CGPoint(x: 100, y: 100)
        }
        animator.addCompletion { position in app.log.append("completion \(position)") }
        #expect(app.dot.center == CGPoint(x: 5, y: 5))
        animator.startAnimation()
        // The end state at once; the completion not yet, inside the call that started it.
        app.log.append("started \(animator.state) \(animator.isRunning) \(app.dot.center.x)")
        switch arguments.first {
        case "stop": animator.stopAnimation(true)
        case "finish":
          animator.stopAnimation(false)
          app.log.append("stopped \(animator.state)")
          animator.finishAnimation(at: .current)
        case "pause": animator.pauseAnimation()
        default: break
        }
        app.animator = animator
      },
      "start-animator": { app, _ in app.animator?.startAnimation() },
    ],
    probes: [
      "frames": { app in String(app.frames.count) },
      "log": { app in app.log.joined(separator: ", ") },
      "state": { app in app.animator.map { "\($0.state) \($0.isRunning)" } },
    ])
}

extension FramesDelegate: SelectorRegistering {
  static func registerSelectors() {
    SelectorDispatch.register("tick:", for: FramesDelegate.self) { app, sender in
      guard let link = sender as? CADisplayLink else { return }
      #expect(link.targetTimestamp > link.timestamp)
      app.frames.append(link.timestamp)
    }
  }
}

@MainActor
@Suite("Display links tick in virtual time; property animators complete as UIView.animate does")
struct DisplayLinkAndAnimatorTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("frames") { FramesDelegate() }

  func launched() throws -> Device {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Frames", appID: "frames"))
    try device.launch("Frames")
    return device
  }

  func frames(_ device: Device) throws -> Int { Int(try device.probe("frames", of: "Frames") ?? "") ?? -1 }

  @Test("a display link calls its target 60 times a second of virtual time, its timestamps a frame apart")
  func sixtyFramesASecond() throws {
    let device = try launched()
    #expect(try device.perform("link", arguments: [], in: "Frames") == nil)
    #expect(try frames(device) == 0)
    device.advance(by: .seconds(1))
    #expect(try frames(device) == 60)
    let app = try #require(delegate(of: "Frames", in: device, as: FramesDelegate.self))
    let gap = app.frames[1] - app.frames[0]
    #expect(abs(gap - 1.0 / 60) < 1e-6)
    #expect(abs((app.link?.duration ?? 0) - 1.0 / 60) < 1e-9)
    #expect(device.misuses.isEmpty)
  }

  @Test("preferredFramesPerSecond slows it; paused it calls nothing; invalidated it leaves no work")
  func rateAndPause() throws {
    let device = try launched()
    #expect(try device.perform("link", arguments: ["10"], in: "Frames") == nil)
    device.advance(by: .seconds(1))
    #expect(try frames(device) == 10)
    #expect(try device.perform("pause", arguments: [], in: "Frames") == nil)
    device.advance(by: .seconds(1))
    #expect(try frames(device) == 10)
    #expect(try device.perform("resume", arguments: [], in: "Frames") == nil)
    device.advance(by: .milliseconds(500))
    #expect(try frames(device) == 15)
    #expect(try device.perform("invalidate", arguments: [], in: "Frames") == nil)
    device.advance(by: .seconds(1))
    #expect(try frames(device) == 15)
    #expect(device.leftOverWork.isEmpty)
  }

  @Test("no frames while the app is in the background or suspended; they go on once it is back")
  func noFramesInTheBackground() throws {
    let device = try launched()
    #expect(try device.perform("link", arguments: ["10"], in: "Frames") == nil)
    device.advance(by: .milliseconds(500))
    #expect(try frames(device) == 5)
    device.home()
    device.advance(by: .seconds(30))
    #expect(try frames(device) == 5)
    try device.launch("Frames")
    device.advance(by: .seconds(1))
    let count = try frames(device)
    #expect(count >= 14 && count <= 16)
  }

  @Test("a started animator makes its changes at once and runs its completion with .end afterwards")
  func animatorCompletes() throws {
    let device = try launched()
    #expect(try device.perform("animate", arguments: [], in: "Frames") == nil)
    #expect(try device.probe("log", of: "Frames") == "started active true 100.0, completion end")
    #expect(try device.probe("state", of: "Frames") == "inactive false")
  }

  @Test("stopped without finishing, its completion never runs; finished, it runs at once with the position")
  func animatorStops() throws {
    let device = try launched()
    #expect(try device.perform("animate", arguments: ["stop"], in: "Frames") == nil)
    #expect(try device.probe("log", of: "Frames") == "started active true 100.0")
    #expect(try device.probe("state", of: "Frames") == "inactive false")
    let other = try launched()
    #expect(try other.perform("animate", arguments: ["finish"], in: "Frames") == nil)
    #expect(
      try other.probe("log", of: "Frames") == "started active true 100.0, stopped stopped, completion current"
    )
  }

  @Test("paused, its completion waits for the next start")
  func animatorPauses() throws {
    let device = try launched()
    #expect(try device.perform("animate", arguments: ["pause"], in: "Frames") == nil)
    #expect(try device.probe("log", of: "Frames") == "started active true 100.0")
    #expect(try device.probe("state", of: "Frames") == "active false")
    #expect(try device.perform("start-animator", arguments: [], in: "Frames") == nil)
    #expect(try device.probe("log", of: "Frames") == "started active true 100.0, completion end")
  }
}
