import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A ticking app as seed-era code writes it: a repeating timer started when the app becomes
/// active and stopped when it resigns.
@MainActor
final class TickerDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  var timer: Timer?
  var ticks: [String] = []

  static let scenarioScript = ScenarioScript(
    for: TickerDelegate.self,
    actions: [
      "start": { app, arguments in
        let interval = Double(arguments.first ?? "1") ?? 1
        app.timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { timer in
          app.ticks.append(TimeFormat.seconds(.seconds(ProcessInfo.processInfo.systemUptime - 10)))
          if app.ticks.count == 100 { timer.invalidate() }
        }
      },
      "once": { app, _ in
        app.timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in app.ticks.append("once")
        }
      },
      "start-selector": { app, _ in
        app.timer = Timer.scheduledTimer(
          timeInterval: 2, target: app, selector: Selector(("tick:")), userInfo: "note", repeats: false)
      },
      "stop": { app, _ in app.timer?.invalidate() },
      "fire": { app, _ in app.timer?.fire() },
    ],
    probes: [
      "ticks": { app in app.ticks.joined(separator: " ") },
      "valid": { app in app.timer.map { String($0.isValid) } },
    ])
}

extension TickerDelegate: SelectorRegistering {
  static func registerSelectors() {
    SelectorDispatch.register("tick:", for: TickerDelegate.self) { app, sender in
      app.ticks.append("tick \((sender as? Timer)?.userInfo as? String ?? "?")")
    }
  }
}

@MainActor
@Suite("Timers fire as the app's code at virtual instants, not while suspended")
struct TimerTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("ticker") { TickerDelegate() }

  @Test("the target–selector form sends the registered method, the timer its sender, at its instant")
  func targetSelector() throws {
    let device = try launched()
    #expect(try device.perform("start-selector", arguments: [], in: "Ticker") == nil)
    device.advance(by: .seconds(1))
    #expect(try ticks(device) == "")
    device.advance(by: .seconds(1))
    #expect(try ticks(device) == "tick note")
    #expect(device.misuses.isEmpty)
  }

  func launched() throws -> Device {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Ticker", appID: "ticker"))
    try device.launch("Ticker")
    return device
  }

  func ticks(_ device: Device) throws -> String? { try device.probe("ticks", of: "Ticker") }

  @Test("a repeating timer fires at each interval, in virtual time, until invalidated")
  func repeatingTimer() throws {
    let device = try launched()
    #expect(try device.perform("start", arguments: ["1"], in: "Ticker") == nil)
    device.advance(by: .milliseconds(3500))
    #expect(try ticks(device) == "1.000s 2.000s 3.000s")
    #expect(try device.probe("valid", of: "Ticker") == "true")
    #expect(try device.perform("stop", arguments: [], in: "Ticker") == nil)
    #expect(try device.probe("valid", of: "Ticker") == "false")
    device.advance(by: .seconds(5))
    #expect(try ticks(device) == "1.000s 2.000s 3.000s")
    #expect(device.leftOverWork.isEmpty)
  }

  @Test("a one-shot timer fires once and is then invalid; fire() runs it at once")
  func oneShotTimer() throws {
    let device = try launched()
    #expect(try device.perform("once", arguments: [], in: "Ticker") == nil)
    device.advance(by: .seconds(10))
    #expect(try ticks(device) == "once")
    #expect(try device.probe("valid", of: "Ticker") == "false")
    #expect(try device.perform("once", arguments: [], in: "Ticker") == nil)
    #expect(try device.perform("fire", arguments: [], in: "Ticker") == nil)
    #expect(try ticks(device) == "once once")
    #expect(try device.probe("valid", of: "Ticker") == "false")
    device.advance(by: .seconds(10))
    #expect(try ticks(device) == "once once")
  }

  @Test("missed firings while suspended coalesce into one, on resume; then the schedule goes on")
  func coalescedWhileSuspended() throws {
    let device = try launched()
    #expect(try device.perform("start", arguments: ["10"], in: "Ticker") == nil)
    device.advance(by: .seconds(15))
    device.home()
    #expect(device.state(of: "Ticker") == .suspended)
    device.advance(by: .seconds(30))
    #expect(try ticks(device) == "10.000s")
    try device.launch("Ticker")
    #expect(try ticks(device) == "10.000s 45.000s")
    device.advance(by: .seconds(6))
    #expect(try ticks(device) == "10.000s 45.000s 50.000s")
  }

  @Test("a timer is gone with its process")
  func goneWithTheProcess() throws {
    let device = try launched()
    #expect(try device.perform("start", arguments: ["1"], in: "Ticker") == nil)
    try device.quit("Ticker")
    device.advance(by: .seconds(5))
    #expect(device.leftOverWork.isEmpty)
    #expect(
      !device.trace.records.contains {
        if case .work(_, .finished("Timer")) = $0.event { true } else { false }
      })
  }
}

@MainActor
@Suite("Runs with timers, main-queue blocks and clocks are deterministic")
struct VirtualTimeDeterminismTests {
  let catalog = AppCatalog.builtIn
    .addingUIKitApp("ticker") { TickerDelegate() }
    .addingUIKitApp("main-queue") { MainQueueDelegate() }

  let scenario = """
    device profile=ios13 seed=7
    install Ticker app=ticker
    install Queue app=main-queue
    launch Ticker
    do Ticker start 1.5
    advance 5s
    launch Queue
    do Queue later 3
    do Queue chain
    advance 2s
    home
    advance 40s
    launch Ticker
    advance 4s
    expect Ticker ticks == "1.500s 3.000s 4.500s 47.000s 48.000s 49.500s 51.000s"
    """

  @Test("the same scenario and seed give byte-identical traces")
  func sameTraceTwice() throws {
    let runner = ScenarioRunner(catalog: catalog)
    let first = runner.run(try ScenarioParser.parse(scenario, file: "ticker.scn"))
    let second = runner.run(try ScenarioParser.parse(scenario, file: "ticker.scn"))
    #expect(first.exitCode == 0, "\(first.failures)")
    let text = TraceRenderer.text(first.trace)
    #expect(text == TraceRenderer.text(second.trace))
    #expect(TraceRenderer.jsonLines(first.trace) == TraceRenderer.jsonLines(second.trace))
    #expect(text.contains("Timer"))
    #expect(text.contains("asyncAfter main"))
  }
}
