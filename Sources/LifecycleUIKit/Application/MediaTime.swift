/// Core Foundation's time interval, in seconds (`CFTimeInterval`, which Linux Foundation does
/// not declare; Core Animation's clock answers in it).
public typealias CFTimeInterval = Double

/// Core Animation's clock, `CACurrentMediaTime()`: seconds since the device started, from the
/// same clock as `ProcessInfo.systemUptime` (Apple, “CACurrentMediaTime()”: “the current
/// absolute time, in seconds” from `mach_absolute_time`). Inside an app's code that is the
/// simulated device's uptime in virtual time, so code that measures how long it spent in the
/// background sees the scenario's time; elsewhere the host's. On iOS it comes with UIKit
/// (which imports QuartzCore); here LifecycleUIKit declares it, so the import switch is enough.
public func CACurrentMediaTime() -> CFTimeInterval {
  ProcessInfo.processInfo.systemUptime
}
