/// A command's arguments split into options and positionals, against the options it
/// declares.
///
/// Accepts `--name value`, `--name=value` and bare `--flag`; `--` ends options.
/// Unknown options, a missing value, a value that is not one of an option's choices
/// and a repeated option are usage errors; a misspelt option or value gets a
/// "did you mean" suggestion. `--help` and `-h` are the caller's to handle first.
public struct ParsedArguments: Equatable, Sendable {
  /// The declared options.
  public let options: [CommandOption]
  /// Option values as given, by name (without the dashes).
  public private(set) var values: [String: String] = [:]
  /// Flags that were given.
  public private(set) var flags: Set<String> = []
  /// Everything that is not an option, in order.
  public private(set) var positionals: [String] = []

  /// Parses `arguments` against `options`.
  public init(_ arguments: [String], options: [CommandOption]) throws(UsageError) {
    self.options = options
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard !optionsEnded, argument.hasPrefix("--"), argument.count > 2 else {
        if argument == "--" && !optionsEnded {
          optionsEnded = true
        } else {
          positionals.append(argument)
        }
        continue
      }
      let body = argument.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      guard let option = options.first(where: { $0.name == name }) else {
        throw UsageError("unknown option '\(argument)'" + unknownOptionHint("--\(name)"))
      }
      if option.isFlag {
        guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
        flags.insert(name)
        continue
      }
      guard values[name] == nil else { throw UsageError("--\(name) is given twice") }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError("--\(name) needs a value")
      }
      try Self.check(value, for: option)
      values[name] = value
    }
  }

  /// Parses `arguments`; `valueOptions` take any value, `flagOptions` none.
  public init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String> = [])
    throws(UsageError)
  {
    let declared =
      valueOptions.sorted().map { CommandOption($0, value: .text(placeholder: "VALUE"), summary: "") }
      + flagOptions.sorted().map { CommandOption($0, summary: "") }
    try self.init(arguments, options: declared)
  }

  /// The value of `name` as given, else its declared default.
  public func value(_ name: String) -> String? {
    values[name] ?? options.first { $0.name == name }?.defaultValue
  }

  /// The value of `name`, or `defaultValue`.
  public func value(_ name: String, default defaultValue: String) -> String {
    values[name] ?? defaultValue
  }

  /// The items of the list option `name` (empty when it is not given).
  public func list(_ name: String) -> [String] {
    (value(name) ?? "").split(separator: ",").map(String.init)
  }

  /// The value of `name` (as given, else its declared default) mapped through `choices`.
  public func choice<T>(_ name: String, from choices: [(String, T)]) throws(UsageError) -> T {
    guard let raw = value(name) else { throw UsageError("--\(name) needs a value") }
    return try Self.match(raw, name: name, choices: choices)
  }

  /// The value of `name` parsed as one of `choices`, or `defaultValue` when it is absent.
  public func choice<T>(_ name: String, default defaultValue: T, from choices: [(String, T)])
    throws(UsageError) -> T
  {
    guard let raw = values[name] else { return defaultValue }
    return try Self.match(raw, name: name, choices: choices)
  }

  /// Fails unless every argument was an option: names the first stray one, with a
  /// suggestion when it looks like a misspelt option (`-scenes`, `scenes`).
  public func requireNoPositionals() throws(UsageError) {
    guard let stray = positionals.first else { return }
    let suggestion = Spelling.suggestion(
      for: stray, among: options.filter { !$0.isPlumbing }.map { "--\($0.name)" })
    throw UsageError("unexpected argument '\(stray)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
  }

  private func unknownOptionHint(_ option: String) -> String {
    let names = options.filter { !$0.isPlumbing }.map { "--\($0.name)" }
    if let suggestion = Spelling.suggestion(for: option, among: names + ["--help"]) {
      return "; did you mean '\(suggestion)'?"
    }
    return names.isEmpty
      ? "; this command takes no options" : "; valid options: \(names.sorted().joined(separator: ", "))"
  }

  private static func check(_ value: String, for option: CommandOption) throws(UsageError) {
    switch option.value {
    case .none, .text: return
    case .choice(let choices):
      if let nearMiss = option.nearMisses[value.lowercased()], !choices.contains(value) {
        throw UsageError(
          "unknown value '\(value)' for --\(option.name); did you mean '\(nearMiss.choice)'? \(nearMiss.reason)"
        )
      }
      _ = try match(value, name: option.name, choices: choices.map { ($0, ()) })
    case .list(_, let choices):
      for item in value.split(separator: ",").map(String.init) where !choices.contains(item) {
        throw UsageError(
          "unknown value '\(item)' in --\(option.name)"
            + Spelling.hint(for: item, among: choices, listing: "values"))
      }
    }
  }

  private static func match<T>(_ raw: String, name: String, choices: [(String, T)]) throws(UsageError) -> T {
    if let match = choices.first(where: { $0.0 == raw }) { return match.1 }
    throw UsageError(
      "unknown value '\(raw)' for --\(name)"
        + Spelling.hint(for: raw, among: choices.map(\.0), listing: "values"))
  }
}
