import Foundation
import LifecycleCore
import LifecycleSimulator

/// A simulated day on a device with 50 apps: launches weighted towards a few favourite
/// apps, switches, Home, locks, calls, background time and memory pressure, spread
/// over 16 hours of virtual time.
@MainActor
struct DeviceDayBenchmark {
  var appCount = 50
  var seed: UInt64 = 20_240_601

  struct Measurement {
    var wallSeconds: Double
    var actions: Int
    var traceEntries: Int
    var kills: Int
  }

  func run() throws -> (Device, Measurement) {
    let device = try Device(profile: .of(.ios13), memoryBytes: 3 << 30, seed: seed)
    var random = SeededGenerator(seed: seed)
    var names: [String] = []
    for index in 0..<appCount {
      let name = "App\(index)"
      let footprint = (20 + Int(random.next() % 180)) << 20
      try device.install(InstallSpec(name: name, appID: "tracer", footprintBytes: footprint))
      names.append(name)
    }
    let clock = ContinuousClock()
    let start = clock.now
    var actions = 0
    let dayEnd = VirtualInstant(offset: .seconds(16 * 3600))
    while device.now < dayEnd {
      let roll = random.next() % 100
      switch roll {
      case 0..<45:
        // Favourite apps first: the square of a uniform draw skews towards index 0.
        let draw = Double(random.next() % 10_000) / 10_000
        try device.launch(names[Int(draw * draw * Double(appCount))])
      case 45..<60:
        if let recent = device.recents.dropFirst().first { try device.switchTo(recent) }
      case 60..<75: device.home()
      case 75..<85:
        device.lock()
        device.advance(by: .seconds(Int64(60 + random.next() % 1800)))
        device.unlock()
      case 85..<88:
        device.call(.incoming)
        device.call(random.next() % 2 == 0 ? .decline : .accept)
        device.call(.end)
      case 88..<91: device.memoryPressure()
      case 91..<93: device.memoryWarning()
      default:
        if let recent = device.recents.last { try device.quit(recent) }
      }
      actions += 1
      device.advance(by: .seconds(Int64(30 + random.next() % 600)))
    }
    let elapsed = start.duration(to: clock.now)
    let seconds = elapsed.inSeconds
    return (
      device,
      Measurement(
        wallSeconds: seconds, actions: actions, traceEntries: device.trace.entries.count,
        kills: device.reports.count
      )
    )
  }

  /// Resident memory of this process, from /proc/self/statm.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
