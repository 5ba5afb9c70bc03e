public import LifecycleCore

/// A crash, watchdog or jetsam report the device wrote when an app died.
public struct DeviceReport: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The app that died.
  public var app: String
  /// Virtual time of the death.
  public var time: Duration
  /// Why it died.
  public var cause: TerminationCause
  /// The exception code of a crash report (`0x8badf00d`), nil for jetsam.
  public var exceptionCode: String?
  /// What the report says beyond the code (open task names, the band, the footprint).
  public var details: String

  /// Creates a report.
  public init(app: String, time: Duration, cause: TerminationCause, exceptionCode: String?, details: String) {
    self.app = app
    self.time = time
    self.cause = cause
    self.exceptionCode = exceptionCode
    self.details = details
  }

  /// `crash report: exception 0x8badf00d (backgroundTaskOverrun) at 30.000s; open tasks: upload`.
  public var description: String {
    let kind = cause == .jetsam ? "jetsam report" : "crash report"
    let code = exceptionCode.map { "exception \($0) " } ?? ""
    return "\(kind): \(code)(\(cause.rawValue)) at \(TimeFormat.seconds(time))"
      + (details.isEmpty ? "" : "; \(details)")
  }
}
