import Foundation

/// A model file that imports Foundation alone and reads the clocks, the environment and the
/// folders the way such files do: nothing of LifecycleUIKit's shadowing reaches it.
enum FoundationOnlyClock {
  static func date() -> Date { Date() }
  static func dateNow() -> Date { Date.now }
  static func uptime() -> TimeInterval { ProcessInfo.processInfo.systemUptime }
  static func continuous() -> ContinuousClock.Instant { ContinuousClock.now }
  static func dispatchUptime() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
  static func unixTime() -> Int { time(nil) }
  static func home() -> String { NSHomeDirectory() }
  static func temporary() -> String { NSTemporaryDirectory() }
  static func temporaryURL() -> URL { FileManager.default.temporaryDirectory }

  static func documents() -> URL { FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0] }
}

/// The OS version as a file that imports Foundation alone reads it.
enum FoundationOnlySystemVersion {
  static var major: Int { ProcessInfo.processInfo.operatingSystemVersion.majorVersion }
  static func isAtLeast(_ major: Int) -> Bool {
    ProcessInfo.processInfo.isOperatingSystemAtLeast(
      OperatingSystemVersion(majorVersion: major, minorVersion: 0, patchVersion: 0))
  }
}

/// Randomness as a file that imports Foundation alone draws it.
enum FoundationOnlyRandom {
  static func draw() -> String {
    "\(UUID().uuidString) \(Int.random(in: 0..<1_000_000)) \((1...9).shuffled())"
  }
}

/// The process as a file that imports Foundation alone reads it.
enum FoundationOnlyProcess {
  static var identifier: Int32 { ProcessInfo.processInfo.processIdentifier }
  static var hostName: String { ProcessInfo.processInfo.hostName }
  static var physicalMemory: UInt64 { ProcessInfo.processInfo.physicalMemory }
  static var activeProcessorCount: Int { ProcessInfo.processInfo.activeProcessorCount }
  static var processorCount: Int { ProcessInfo.processInfo.processorCount }
  static var home: String? { ProcessInfo.processInfo.environment["HOME"] }
  static var processName: String { ProcessInfo.processInfo.processName }
}

/// The main bundle as a file that imports Foundation alone reads it.
enum FoundationOnlyBundle {
  static var identifier: String? { Bundle.main.bundleIdentifier }
  static var backgroundModes: Any? { Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") }
}
