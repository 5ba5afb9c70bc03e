/// Renders traces as text (one aligned line per entry) and as JSON Lines.
public enum TraceFormat {
  /// One line per entry: `   12.250s  Notes       callback      applicationDidEnterBackground`.
  public static func text(_ entries: [TraceEntry]) -> String {
    let appWidth = max(8, entries.map { ($0.app ?? "").count }.max() ?? 0)
    var out = ""
    for entry in entries {
      out += textLine(entry, appWidth: appWidth)
      out += "\n"
    }
    return out
  }

  /// One entry as a text line, the app column `appWidth` wide.
  public static func textLine(_ entry: TraceEntry, appWidth: Int) -> String {
    let time = TimeFormat.seconds(entry.time)
    let paddedTime = String(repeating: " ", count: max(0, 11 - time.count)) + time
    let app = entry.app ?? "device"
    let appColumn = app + String(repeating: " ", count: max(0, appWidth - app.count))
    let kind = entry.kind.rawValue
    let kindColumn = kind + String(repeating: " ", count: max(0, 13 - kind.count))
    return "\(paddedTime)  \(appColumn)  \(kindColumn)\(entry.detail)"
  }

  /// One JSON object per line, keys in a fixed order:
  /// `{"time_ms":12250,"app":"Notes","kind":"callback","detail":"…"}`.
  public static func jsonLines(_ entries: [TraceEntry]) -> String {
    var out = ""
    for entry in entries {
      out += "{\"time_ms\":\(TimeFormat.milliseconds(entry.time)),\"app\":"
      out += entry.app.map(jsonString) ?? "null"
      out += ",\"kind\":\(jsonString(entry.kind.rawValue)),\"detail\":\(jsonString(entry.detail))}\n"
    }
    return out
  }

  /// A JSON string literal with the escapes RFC 8259 requires.
  public static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
