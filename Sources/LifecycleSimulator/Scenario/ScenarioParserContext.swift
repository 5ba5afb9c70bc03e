import LifecycleCore

/// What the parser remembers from one step to the next, and the parsing of each step.
struct ScenarioParserContext {
  /// The apps installed so far.
  var apps = ScenarioInstalledApps()
  /// The line of the `device` step, once seen.
  var deviceLine: Int?
  /// The first step that is not `device`: its line and name, once seen.
  var firstOtherStep: (line: Int, name: String)?

  /// Parses the step whose tokens `reader` holds, leaving any extra tokens unread.
  mutating func command(_ reader: inout ScenarioStepArguments) throws(ScenarioError) -> ScenarioCommand {
    let nameToken = reader.nameToken
    guard !nameToken.isQuoted, let keyword = ScenarioKeyword(rawValue: nameToken.text) else {
      let tail = ScenarioMessage.suggestionOrChoices(for: nameToken.text, among: ScenarioKeyword.names)
      throw reader.error("unknown step \(nameToken.quotedForMessage); \(tail)", at: nameToken)
    }
    if keyword == .device {
      try checkDevicePlacement(reader)
      deviceLine = reader.line
    } else if firstOtherStep == nil {
      firstOtherStep = (reader.line, keyword.rawValue)
    }
    switch keyword {
    case .device: return .device(try ScenarioDeviceParser.parse(&reader))
    case .install:
      let spec = try ScenarioInstallParser.parse(&reader, apps: apps)
      apps.add(spec.name, line: reader.line)
      return .install(spec)
    case .launch: return .launch(app: try reader.app(in: apps))
    case .home: return .home
    case .switchTo: return .switchTo(app: try reader.app(in: apps))
    case .quit: return .quit(app: try reader.app(in: apps))
    case .call: return .call(try choice(&reader, "call action", CallAction.allCases))
    case .lock: return .lock
    case .unlock: return .unlock
    case .notificationCenter:
      let action = try choice(&reader, "notification-center action", NotificationCenterAction.allCases)
      return .notificationCenter(open: action == .open)
    case .advance:
      let token = try reader.requiredWord("duration", hint: " (like 250ms, 10s or 5m)")
      return .advance(try ScenarioQuantity.duration(token.text, at: reader.location(token.column)))
    case .memoryWarning: return .memoryWarning
    case .memoryPressure: return .memoryPressure
    case .jetsam: return .jetsam(app: try reader.app(in: apps))
    case .reboot: return .reboot
    case .settings: return try settings(&reader)
    case .locale: return .locale(try identifier(&reader, "locale identifier", example: "en_US"))
    case .language: return .language(try identifier(&reader, "language code", example: "fr"))
    case .mailAccounts:
      let token = try reader.requiredWord("number of mail accounts")
      let location = reader.location(token.column)
      return .mailAccounts(
        try ScenarioQuantity.wholeNumber(token.text, at: location, what: "a number of mail accounts"))
    case .orientation:
      return .orientation(try choice(&reader, "orientation", DeviceOrientation.allCases))
    case .battery: return try battery(&reader)
    case .accessory:
      let action = try choice(&reader, "accessory action", AccessoryAction.allCases)
      let name = try reader.requiredWord("accessory name")
      return .accessory(name: name.text, connected: action == .connect)
    case .network: return .network(try choice(&reader, "network state", NetworkState.allCases))
    case .respond: return .respond(try ScenarioRespondParser.parse(&reader))
    case .significantTimeChange: return .significantTimeChange
    case .backgroundFetch: return .backgroundFetch(app: try reader.app(in: apps))
    case .push:
      let app = try reader.app(in: apps)
      guard !reader.isAtEnd else { return .push(app: app, contentAvailable: false) }
      _ = try choice(&reader, "push option", PushOption.allCases)
      return .push(app: app, contentAvailable: true)
    case .openURL:
      let app = try reader.app(in: apps)
      let url = try reader.requiredWord("URL", hint: " (like notes://note/3)")
      guard !url.text.isEmpty else { throw reader.error("the URL must not be empty", at: url) }
      return .openURL(app: app, url: url.text)
    case .perform:
      let app = try reader.app(in: apps)
      let action = try reader.requiredWord("action name")
      var arguments: [String] = []
      while let argument = reader.next() { arguments.append(argument.text) }
      return .perform(app: app, action: action.text, arguments: arguments)
    case .tap, .type, .scroll, .selectRow, .deleteRow, .selectTab, .set, .pullToRefresh, .back:
      let app = try reader.app(in: apps)
      return .drive(app: app, try ScenarioDriverParser.action(keyword, &reader))
    case .expect: return try ScenarioExpectParser.parse(&reader, apps: apps)
    }
  }

  /// Refuses a second `device` step, or one after another step.
  private func checkDevicePlacement(_ reader: ScenarioStepArguments) throws(ScenarioError) {
    if let deviceLine {
      throw reader.error(
        "only one 'device' step is allowed; the device is already described on line \(deviceLine)",
        at: reader.nameToken)
    }
    if let first = firstOtherStep {
      throw reader.error(
        "'device' must come before every other step; '\(first.name)' on line \(first.line) comes before it",
        at: reader.nameToken)
    }
  }

  /// `settings APP KEY=VALUE`.
  private func settings(_ reader: inout ScenarioStepArguments) throws(ScenarioError) -> ScenarioCommand {
    let app = try reader.app(in: apps)
    let context = reader.readSoFar
    let token = try reader.required("KEY=VALUE")
    guard let flag = token.flag, !token.isQuoted else {
      throw reader.error("expected KEY=VALUE after \(context), found \(token.quotedForMessage)", at: token)
    }
    guard !flag.key.isEmpty else { throw reader.error("missing the setting's key before '='", at: token) }
    return .settings(app: app, key: flag.key, value: flag.value)
  }

  /// `battery LEVEL% [unplugged|charging|full]`: the level as a whole percentage, 0 to 100.
  private func battery(_ reader: inout ScenarioStepArguments) throws(ScenarioError) -> ScenarioCommand {
    let token = try reader.requiredWord("battery level", hint: " (like 20%)")
    let digits = token.text.hasSuffix("%") ? String(token.text.dropLast()) : ""
    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      let level = Int(digits), level <= 100
    else {
      throw reader.error(
        "expected a battery level from 0% to 100%, found \(token.quotedForMessage)", at: token)
    }
    let state =
      reader.isAtEnd ? BatteryState.unplugged : try choice(&reader, "battery state", BatteryState.allCases)
    return .battery(levelPercent: level, state: state)
  }

  /// The next token as one of `choices`, by raw value.
  private func choice<Choice: RawRepresentable<String>>(
    _ reader: inout ScenarioStepArguments, _ what: String, _ choices: [Choice]
  ) throws(ScenarioError) -> Choice {
    let names = choices.map(\.rawValue)
    let token = try reader.required(what, hint: " (\(names.joined(separator: ", ")))")
    if !token.isQuoted, let choice = Choice(rawValue: token.text) { return choice }
    let tail = ScenarioMessage.suggestionOrChoices(for: token.text, among: names)
    throw reader.error("unknown \(what) \(token.quotedForMessage); \(tail)", at: token)
  }

  /// The next token as a locale identifier or language code: ASCII letters and digits,
  /// `_`, `-`, `@`, `.`, `=` and `;` (`en_US`, `zh-Hant`, `de_DE@collation=phonebook`).
  private func identifier(
    _ reader: inout ScenarioStepArguments, _ what: String, example: String
  ) throws(ScenarioError) -> String {
    let token = try reader.requiredWord(what, hint: " (like \(example))")
    let allowed = Set("_-@.=;".utf8)
    let valid = token.text.utf8.allSatisfy { byte in
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || allowed.contains(byte)
    }
    guard valid else {
      throw reader.error("expected a \(what) like \(example), found \(token.quotedForMessage)", at: token)
    }
    return token.text
  }
}

/// What an `accessory` step does.
enum AccessoryAction: String, CaseIterable {
  case connect
  case disconnect
}

/// What may follow `push APP`.
enum PushOption: String, CaseIterable {
  case contentAvailable = "content-available"
}

/// What a `notification-center` step does.
enum NotificationCenterAction: String, CaseIterable {
  case open
  case close
}
