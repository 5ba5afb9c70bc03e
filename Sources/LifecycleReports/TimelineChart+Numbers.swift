import LifecycleCore
import LifecycleSimulator

/// How a timeline (``TimelineChart``) writes numbers and times.
extension TimelineChart {
  func escape(_ text: String) -> String { TimelineHTML.escape(text) }

  /// A coordinate with at most one decimal, the same on every machine.
  func n(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    let magnitude = tenths.magnitude
    return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  /// A virtual time in words: `12.25 s`, `4 min 5 s`, `2 h 13 min 5.5 s`; milliseconds kept.
  static func duration(_ duration: Duration) -> String {
    let total = max(0, TimeFormat.milliseconds(duration))
    let hours = total / 3_600_000
    let minutes = total / 60_000 % 60
    let milliseconds = total % 60_000
    var parts: [String] = []
    if hours > 0 { parts.append("\(hours) h") }
    if minutes > 0 { parts.append("\(minutes) min") }
    if milliseconds > 0 || parts.isEmpty {
      var seconds = "\(milliseconds / 1000)"
      if milliseconds % 1000 > 0 {
        var fraction = String(milliseconds % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        seconds += ".\(fraction)"
      }
      parts.append("\(seconds) s")
    }
    return parts.joined(separator: " ")
  }

  /// A gap's length for a break's label: whole seconds under an hour, whole minutes above.
  static func rounded(_ gap: Duration) -> String {
    let seconds = max(0, TimeFormat.milliseconds(gap)) / 1000
    return duration(.seconds(seconds >= 3600 ? seconds / 60 * 60 : seconds))
  }
}
