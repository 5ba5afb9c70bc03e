public import LifecycleSimulator

/// What the user sees of an app at one moment, as the no-data-loss oracle compares it: the
/// screen as the switcher's snapshot renders it, without what is transient (the keyboard,
/// alerts, which field is being edited), and the app's declared probes.
public struct AppSight: Hashable, Sendable, Codable {
  /// The snapshot's lines, the transient ones left out.
  public var screen: [String]
  /// The snapshot as rendered, keyboard and alerts included.
  public var raw: String
  /// The screen path (`UINavigationController > Items > Detail`), nil without an interface.
  public var path: String?
  /// The declared probes and their values (nil reads as `none`), in the order of the names.
  public var probes: [ProbeValue]

  /// One probe's value.
  public struct ProbeValue: Hashable, Sendable, Codable {
    /// The probe's name.
    public var name: String
    /// Its value; nil for `none`.
    public var value: String?
  }

  /// Reads what `app` shows on `device` now; nil when it does not run.
  @MainActor
  public init?(of app: String, on device: Device) {
    guard let code = device.code(of: app) else { return nil }
    raw = code.snapshot()
    screen = Self.lasting(raw)
    path = code.screenPath()
    probes = Self.probes(of: code)
  }

  /// The declared probes of `code` and their values now.
  @MainActor
  static func probes(of code: any SimulatedApp) -> [ProbeValue] {
    let names = code.declaredProbeNames
    return zip(names, code.probeValues(names)).map { ProbeValue(name: $0, value: $1) }
  }

  /// The user's data on the screen, what a relaunch must bring back even without state
  /// restoration: what the user entered or chose — the text of fields and text views, the
  /// number of rows of each table and of items of each collection view, the values of switches,
  /// sliders and segmented controls.
  /// Labels are left out: a label is output the app computes ("Exported 3 of 12"), which may
  /// rightly read otherwise after a relaunch ("Ready"). Scroll offsets, the rows in view,
  /// selections and the navigation stack are view state, which only an app that restores its
  /// interface brings back.
  public var content: [String] {
    screen.compactMap { line in
      let trimmed = line.trimmingLeadingSpaces
      if trimmed.hasPrefix("text-field ") || trimmed.hasPrefix("switch ")
        || trimmed.hasPrefix("slider ") || trimmed.hasPrefix("segments ")
      {
        return trimmed
      }
      if trimmed.hasPrefix("text-view ") {
        return trimmed.components(separatedBy: " offset=(").first
      }
      if trimmed.hasPrefix("table "),
        let rows = trimmed.split(separator: " ").first(where: { $0.hasPrefix("rows=") })
      {
        return "table \(rows)"
      }
      if trimmed.hasPrefix("collection "),
        let items = trimmed.split(separator: " ").first(where: { $0.hasPrefix("items=") })
      {
        return "collection \(items)"
      }
      return nil
    }
  }

  /// The scroll offsets on the screen, in order (`table offset=(0, 240)` → `offset=(0, 240)`).
  public var offsets: [String] {
    screen.compactMap { line in
      let trimmed = line.trimmingLeadingSpaces
      guard let start = trimmed.range(of: "offset=("),
        let end = trimmed[start.upperBound...].firstIndex(of: ")")
      else { return nil }
      let kind = trimmed.split(separator: " ").first.map(String.init) ?? ""
      return kind + " " + trimmed[start.lowerBound...end]
    }
  }

  /// The snapshot's lines without the keyboard, alerts and the `editing` mark.
  static func lasting(_ snapshot: String) -> [String] {
    snapshot.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
      let trimmed = line.drop { $0 == " " }
      if trimmed == "keyboard" || trimmed.hasPrefix("alert ") { return nil }
      var kept = String(line)
      if kept.hasSuffix(" editing") { kept.removeLast(" editing".count) }
      return kept
    }
  }

  /// Whether a raw snapshot shows something that must not be left up in the background: an
  /// alert, or the keyboard. Returns its line.
  static func transient(in snapshot: String) -> [String] {
    var found: [String] = []
    for line in snapshot.split(separator: "\n") {
      let trimmed = String(line).trimmingLeadingSpaces
      if trimmed == "keyboard" || trimmed.hasPrefix("alert ") { found.append(trimmed) }
    }
    return found
  }
}
