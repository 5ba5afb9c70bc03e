import LifecycleCore

/// Writes scenario values back as scenario text that parses to the same values.
///
/// The trace prints every step with it, so a step line can be pasted into a scenario and
/// replays; the explorer prints its minimal scenarios with it. For every scenario `s`
/// the parser accepts, `ScenarioParser.parse(ScenarioPrinter.text(s))` has the same steps
/// (commands) as `s` — a test checks this over every example and a fuzz corpus.
///
/// Arguments are written bare where that reads back the same, and double-quoted where it
/// would not: when empty, when they hold whitespace, `#`, `"`, `\`, `,` or `=`, and where
/// a bare word has a meaning of its own in that place (`none` as a probe's value, `state`
/// as the app of a probe, a flag's name as an app's name). Inside quotes `"` and `\` are
/// escaped with a backslash. Durations and sizes use the largest unit that divides them
/// (`300s` is written `5m`, `1024MB` is `1GB`).
public enum ScenarioPrinter {
  /// The scenario as text: one line per step, each ending in a newline.
  public static func text(_ scenario: Scenario) -> String {
    scenario.steps.map { line(for: $0.command) + "\n" }.joined()
  }

  /// One step as a line of scenario text, without its newline.
  public static func line(for command: ScenarioCommand) -> String {
    switch command {
    case .device(let spec): return device(spec)
    case .install(let spec): return install(spec)
    case .launch(let app): return "launch \(word(app))"
    case .home: return "home"
    case .switchTo(let app): return "switch \(word(app))"
    case .quit(let app): return "quit \(word(app))"
    case .call(let action): return "call \(action.rawValue)"
    case .lock: return "lock"
    case .unlock: return "unlock"
    case .notificationCenter(let open): return "notification-center \(open ? "open" : "close")"
    case .advance(let duration): return "advance \(self.duration(duration))"
    case .memoryWarning: return "memory-warning"
    case .memoryPressure: return "memory-pressure"
    case .jetsam(let app): return "jetsam \(word(app))"
    case .reboot: return "reboot"
    case .settings(let app, let key, let value): return "settings \(word(app)) \(key)=\(flagValue(value))"
    case .locale(let identifier): return "locale \(word(identifier))"
    case .language(let code): return "language \(word(code))"
    case .mailAccounts(let count): return "mail-accounts \(count)"
    case .orientation(let orientation): return "orientation \(orientation.rawValue)"
    case .battery(let level, let state): return "battery \(level)% \(state.rawValue)"
    case .accessory(let name, let connected):
      return "accessory \(connected ? "connect" : "disconnect") \(word(name))"
    case .network(let state): return "network \(state.rawValue)"
    case .respond(let spec): return respond(spec)
    case .significantTimeChange: return "significant-time-change"
    case .backgroundFetch(let app): return "background-fetch \(word(app))"
    case .push(let app, let contentAvailable):
      return "push \(word(app))" + (contentAvailable ? " content-available" : "")
    case .openURL(let app, let url): return "open-url \(word(app)) \(word(url))"
    case .perform(let app, let action, let arguments):
      return (["do", word(app), word(action)] + arguments.map { word($0) }).joined(separator: " ")
    case .drive(let app, let action): return ScenarioDriverParser.line(app: word(app), action)
    case .expectState(let app, let state): return "expect state \(word(app)) \(state.rawValue)"
    case .expectCallbacks(let app, let callbacks):
      return "expect callbacks \(word(app)) \(list(callbacks.map(\.rawValue)))"
    case .expectNotifications(let app, let notifications):
      return "expect notifications \(word(app)) \(list(notifications))"
    case .expectProbe(let app, let probe, let value):
      let appWord = ScenarioExpectParser.kinds.contains(app) ? quoted(app) : word(app)
      return "expect \(appWord) \(word(probe)) == \(self.value(value))"
    case .expectValue(let app, let target, let value):
      let appWord = ScenarioExpectParser.kinds.contains(app) ? quoted(app) : word(app)
      return "expect \(appWord) value \(ScenarioDriverParser.target(target)) == \(self.value(value))"
    case .expectRows(let app, let target, let value):
      let appWord = ScenarioExpectParser.kinds.contains(app) ? quoted(app) : word(app)
      return "expect \(appWord) rows \(ScenarioDriverParser.target(target)) == \(self.value(value))"
    case .expectReport(let app, let kind): return "expect report \(word(app)) \(kind?.rawValue ?? "none")"
    case .expectMisuse(let app, let text): return "expect misuse \(word(app)) \(word(text))"
    }
  }

  /// The `respond` line: `status=` only when not 200 or when no file is given, `after=` when given.
  public static func respond(_ spec: ResponseSpec) -> String {
    var line = "respond \(word(spec.pattern))"
    if let file = spec.file { line += " \(word(file))" }
    if spec.file == nil || spec.statusCode != 200 { line += " status=\(spec.statusCode)" }
    if let latency = spec.latency { line += " after=\(duration(latency))" }
    return line
  }

  /// The `device` line, as written; `cores=` only when not ``DeviceSpec/defaultProcessorCount``.
  public static func device(_ spec: DeviceSpec) -> String {
    "device profile=\(spec.profile.rawValue) memory=\(bytes(spec.memoryBytes)) "
      + "multitasking=\(spec.multitaskingSupported ? "yes" : "no") seed=\(spec.seed) "
      + "passcode=\(spec.hasPasscode ? "yes" : "no")"
      + (spec.processorCount == DeviceSpec.defaultProcessorCount ? "" : " cores=\(spec.processorCount)")
  }

  /// The `device` line of a trace: what is true of the device that ran. iPhone OS 3 has no
  /// multitasking whatever the hardware, so its line says `multitasking=no`; the line replays
  /// the same run.
  public static func deviceAsRun(_ spec: DeviceSpec) -> String {
    var effective = spec
    effective.multitaskingSupported =
      spec.multitaskingSupported && OSProfile.of(spec.profile).supportsMultitasking
    return device(effective)
  }

  /// The `install` line, with every flag that differs from the defaults.
  public static func install(_ spec: InstallSpec) -> String {
    let flagWords = ScenarioInstallParser.flags.flags.map(\.name)
    var parts = ["install", flagWords.contains(spec.name) ? quoted(spec.name) : word(spec.name)]
    parts.append("app=\(flagValue(spec.appID))")
    parts.append("footprint=\(bytes(spec.footprintBytes))")
    if spec.info.exitsOnSuspend { parts.append("exits-on-suspend") }
    if !spec.info.backgroundModes.isEmpty {
      let modes = spec.info.backgroundModes.map(\.rawValue).sorted()
      parts.append("background-modes=\(modes.joined(separator: ","))")
    }
    if spec.info.adoptsScenes { parts.append("scenes") }
    return parts.joined(separator: " ")
  }

  /// A duration as the scenario language writes it (`250ms`, `10s`, `5m`, `1h`). A
  /// duration finer than a millisecond, which no scenario can write, is rounded down to one.
  public static func duration(_ duration: Duration) -> String {
    if let text = ScenarioQuantity.text(for: duration) { return text }
    let milliseconds =
      max(0, duration.components.seconds) * 1_000
      + max(0, duration.components.attoseconds) / 1_000_000_000_000_000
    return ScenarioQuantity.text(for: .milliseconds(milliseconds)) ?? "0ms"
  }

  /// A size as the scenario language writes it (`64KB`, `512MB`, `1GB`).
  public static func bytes(_ bytes: Int) -> String { ScenarioQuantity.text(forBytes: max(0, bytes)) ?? "0B" }

  /// An argument: bare when that reads back as the same text, quoted otherwise.
  public static func word(_ text: String) -> String { needsQuotes(text) ? quoted(text) : text }

  /// A probe's expected value: `none` bare for ``ScenarioValue/none``, the text `none` quoted.
  public static func value(_ value: ScenarioValue) -> String {
    switch value {
    case .none: return "none"
    case .text(let text): return text == "none" ? quoted(text) : word(text)
    }
  }

  /// The value after `KEY=`: bare, or quoted as the lexer reads `KEY="…"`.
  static func flagValue(_ text: String) -> String {
    text.isEmpty || text.contains(where: { $0.isWhitespace || $0 == "#" || $0 == "\"" || $0 == "\\" })
      ? quoted(text) : text
  }

  /// A list for `expect callbacks` and `expect notifications`; `none` when empty.
  static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.map { word($0) }.joined(separator: ", ")
  }

  /// Whether `text` must be quoted to read back as one argument with the same text.
  static func needsQuotes(_ text: String) -> Bool {
    text.isEmpty || text == "none"
      || text.contains { $0.isWhitespace || $0 == "#" || $0 == "\"" || $0 == "\\" || $0 == "," || $0 == "=" }
  }

  /// `text` between double quotes, with `"` and `\` escaped.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      if character == "\"" || character == "\\" { out.append("\\") }
      out.append(character)
    }
    return out + "\""
  }
}
