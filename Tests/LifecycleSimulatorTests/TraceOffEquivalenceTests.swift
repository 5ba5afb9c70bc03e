import Foundation
import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// Turning the trace off (as the benchmark does) changes what the device records, never
/// what happens: the same actions reach the same states, kills, reports and app-visible
/// callbacks.
@MainActor
@Suite("Trace off changes nothing but the record")
struct TraceOffEquivalenceTests {
  enum Action: CaseIterable {
    case launch, switchTo, home, quit, callIncoming, callAccept, callDecline, callEnd, lock, unlock, tick,
      longTick,
      memoryPressure, memoryWarning
  }

  /// Tracers, plus an app that uploads for 400 s inside a background task and ends the
  /// task when it expires: the upload finishes within iOS 4's ten minutes and outlasts
  /// the 180 s and 30 s of later generations.
  static let catalog = BackgroundTimeTests.uploader(seconds: 400, endsOnExpiry: true)

  static func makeDevice(_ generation: OSGeneration, tracing: Bool) throws -> Device {
    // 96 MB for four apps of 20–40 MB: memory pressure and the kill level both bite.
    let device = try Device(profile: .of(generation), memoryBytes: 96 << 20, seed: 7, catalog: catalog)
    device.isTracing = tracing
    try device.install(InstallSpec(name: "A", footprintBytes: 40 << 20))
    try device.install(InstallSpec(name: "B", footprintBytes: 30 << 20))
    try device.install(InstallSpec(name: "C", footprintBytes: 20 << 20, info: AppInfo(exitsOnSuspend: true)))
    try device.install(InstallSpec(name: "Uploader", appID: "uploader", footprintBytes: 20 << 20))
    return device
  }

  static func perform(_ action: Action, app: String, on device: Device) throws {
    switch action {
    case .launch: try device.launch(app)
    case .switchTo: try device.switchTo(app)
    case .home: device.home()
    case .quit: try device.quit(app)
    case .callIncoming: device.call(.incoming)
    case .callAccept: device.call(.accept)
    case .callDecline: device.call(.decline)
    case .callEnd: device.call(.end)
    case .lock: device.lock()
    case .unlock: device.unlock()
    case .tick: device.advance(by: .seconds(1))
    case .longTick: device.advance(by: .seconds(200))
    case .memoryPressure: device.memoryPressure()
    case .memoryWarning: device.memoryWarning()
    }
  }

  /// What an observer outside the trace can see after each action.
  static func observation(of device: Device) -> String {
    let states = device.installedApps.map { "\($0)=\(device.state(of: $0)!)" }.joined(separator: " ")
    let tracers = device.installedApps.compactMap { name -> String? in
      guard let tracer = device.code(of: name) as? TracerApp else { return nil }
      return "\(name):" + tracer.received.map(\.rawValue).joined(separator: ",")
    }
    return [
      "t=\(device.now)", states, "fg=\(device.foregroundApp ?? "-")", "recents=\(device.recents)",
      "memory=\(device.usedMemoryBytes)", "reports=\(device.reports.map(\.description))",
      "leftover=\(device.leftOverWork)",
    ].joined(separator: " ") + " " + tracers.joined(separator: " ")
  }

  @Test(
    "2,000 random actions give the same states, reports and callbacks with the trace on and off",
    arguments: [OSGeneration.ios3, .ios4, .ios5, .ios7, .ios13])
  func sameObservations(generation: OSGeneration) throws {
    let traced = try Self.makeDevice(generation, tracing: true)
    let untraced = try Self.makeDevice(generation, tracing: false)
    var random = SeededGenerator(seed: 20_241_130)
    let apps = traced.installedApps
    for step in 0..<2_000 {
      let action = Action.allCases[Int(random.next() % UInt64(Action.allCases.count))]
      let app = apps[Int(random.next() % UInt64(apps.count))]
      try Self.perform(action, app: app, on: traced)
      try Self.perform(action, app: app, on: untraced)
      let expected = Self.observation(of: traced)
      let actual = Self.observation(of: untraced)
      #expect(actual == expected, "step \(step): \(action) \(app)")
      if actual != expected { return }
    }
    // The walk met kills, finished uploads and background-time expiries, not only quiet switches.
    let events = traced.trace.records.map(\.event)
    let uploadsFinished = events.filter { if case .work(_, .finished("upload")) = $0 { true } else { false } }
      .count
    let expirations = events.filter { if case .expirationHandler = $0 { true } else { false } }.count
    if generation != .ios3 {
      #expect(traced.reports.count >= 5, "\(traced.reports.count) reports")
    }
    if generation == .ios4 || generation == .ios5 { #expect(uploadsFinished > 0) }
    if generation >= .ios7 { #expect(expirations > 0) }
    #expect(untraced.trace.records.isEmpty)
    #expect(untraced.deliveries(of: "A").isEmpty)
    #expect(!traced.deliveries(of: "A").isEmpty)
  }
}
