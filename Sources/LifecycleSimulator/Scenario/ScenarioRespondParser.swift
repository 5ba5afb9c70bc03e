import LifecycleCore

/// Parses `respond URL-PATTERN [FILE] [status=N] [after=DURATION]`.
///
/// The pattern comes first: a URL (`https://example.com/news`), where `*` stands for any run of
/// characters (`https://example.com/*`); it must hold `://` or begin with `*`. Then, in any
/// order, at most one FILE (the body, read relative to the scenario's folder when the step
/// runs), `status=N` (100 to 599; 200 when not given) and `after=DURATION` (the request's
/// latency; 100 ms when not given). A FILE or a `status=` must be given: `respond URL` alone
/// says nothing about the answer.
enum ScenarioRespondParser {
  /// The flags of `respond`.
  static let flags = ScenarioFlagSet(
    step: "respond",
    flags: [.init(name: "status", placeholder: "N"), .init(name: "after", placeholder: "DURATION")])

  /// Reads the arguments after `respond`.
  static func parse(_ reader: inout ScenarioStepArguments) throws(ScenarioError) -> ResponseSpec {
    let hint = " (like https://example.com/news.json or https://example.com/*)"
    let patternToken = try reader.requiredWord("URL pattern", hint: hint)
    if !patternToken.isQuoted, let flag = patternToken.flag,
      flags.flags.contains(where: { $0.name == flag.key })
    {
      throw reader.error(
        "missing URL pattern before \(patternToken.quotedForMessage)\(hint)", at: patternToken)
    }
    let pattern = patternToken.text
    guard pattern.contains("://") || pattern.hasPrefix("*"),
      !pattern.contains(where: { $0.isWhitespace })
    else {
      throw reader.error(
        "expected a URL pattern\(hint), found \(patternToken.quotedForMessage)", at: patternToken)
    }
    var spec = ResponseSpec(pattern: pattern)
    var fileColumn: Int?
    var statusGiven = false
    var seen: [String: Int] = [:]
    while let token = reader.next() {
      if token.isQuoted || token.flag == nil {
        if let fileColumn {
          throw reader.error(
            "a response has one body file; \(token.quotedForMessage) comes after the file at column \(fileColumn)",
            at: token)
        }
        guard !token.text.isEmpty else {
          throw reader.error("the body file's name must not be empty", at: token)
        }
        spec.file = token.text
        fileColumn = token.column
        continue
      }
      let (name, flag) = try flags.read(token, reader: reader, seen: &seen)
      guard let flag else { continue }
      let location = reader.location(flag.valueColumn)
      switch name {
      case "status":
        let status: Int = try ScenarioQuantity.wholeNumber(flag.value, at: location, what: "an HTTP status")
        guard (100...599).contains(status) else {
          throw ScenarioError(
            location: location,
            message: "an HTTP status is from 100 to 599; found \(ScenarioMessage.quote(flag.value))")
        }
        spec.statusCode = status
        statusGiven = true
      case "after":
        spec.latency = try ScenarioQuantity.duration(flag.value, at: location)
      default:
        break  // `flags.read` accepts only the names above.
      }
    }
    guard spec.file != nil || statusGiven else {
      throw reader.error(
        "missing the answer after \(reader.readSoFar): a body FILE (relative to the scenario) or status=N",
        at: reader.tokens[reader.tokens.count - 1].endColumn)
    }
    return spec
  }
}
