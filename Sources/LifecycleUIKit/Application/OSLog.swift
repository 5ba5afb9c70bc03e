import Foundation

/// The unified log as app code writes to it (the `os` module on iOS: “os_log”, “OSLog”,
/// “OSLogType”): each message becomes a line of the app's own in the trace (`log`), with its type
/// when it is not the default one. The message is formatted as `String(format:)` does, after the
/// privacy markers of the format (`%{public}@`, `%{private}d`) are taken out: the trace is the
/// developer's, as the console of a debugged app is. Nothing is written to the host's log.
public final class OSLog: Sendable {
  /// The subsystem messages are filed under (`com.example.notes`), or empty.
  public let subsystem: String
  /// The category within the subsystem, or empty.
  public let category: String

  /// A log for `subsystem` and `category` (“init(subsystem:category:)”).
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// The default log.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log that drops every message (“disabled”).
  public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// The kind of a log message (“OSLogType”), with the `os` module's raw values.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt8
  /// A type with `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The default type.
  public static let `default` = OSLogType(rawValue: 0x00)
  /// Information.
  public static let info = OSLogType(rawValue: 0x01)
  /// Debugging.
  public static let debug = OSLogType(rawValue: 0x02)
  /// An error.
  public static let error = OSLogType(rawValue: 0x10)
  /// A fault.
  public static let fault = OSLogType(rawValue: 0x11)

  var name: String? {
    switch self {
    case .info: "info"
    case .debug: "debug"
    case .error: "error"
    case .fault: "fault"
    default: nil
    }
  }
}

/// Writes a message to `log` (“os_log(_:dso:log:type:_:)”): a line of the app's in the trace.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
  _ args: any CVarArg...
) {
  OSLogWriter.write(message.description, log: log, type: type, arguments: args)
}

/// Writes a message of `type` to `log` (“os_log(_:log:_:)” with the type first, iOS 12's form).
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString,
  _ args: any CVarArg...
) {
  OSLogWriter.write(message.description, log: log, type: type, arguments: args)
}

/// Formats a log message and hands it to the app whose code runs now.
enum OSLogWriter {
  static func write(_ format: String, log: OSLog, type: OSLogType, arguments: [any CVarArg]) {
    guard log !== OSLog.disabled else { return }
    let text = String(format: plainFormat(format), arguments: arguments)
    let prefix = [log.subsystem, log.category].filter { !$0.isEmpty }.joined(separator: "/")
    let line = [type.name.map { "[\($0)]" }, prefix.isEmpty ? nil : prefix + ":", text]
      .compactMap { $0 }.joined(separator: " ")
    _ = AppThread.withHost { host in
      host.process?.log(line)
      return true
    }
  }

  /// `%{public}@` → `%@`: the unified log's privacy markers, which `String(format:)` does not know.
  static func plainFormat(_ format: String) -> String {
    format.replacing(/%\{[^}]*\}/, with: "%")
  }
}
