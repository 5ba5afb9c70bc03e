/// A command's arguments split into options and positionals, against a declared
/// set of options.
///
/// Accepts `--name value`, `--name=value` and bare `--flag`; `--` ends options.
/// Unknown options, a missing value and a repeated option are usage errors.
public struct ParsedArguments: Equatable, Sendable {
  /// Option values by name (without the dashes).
  public private(set) var values: [String: String] = [:]
  /// Flags that were given.
  public private(set) var flags: Set<String> = []
  /// Everything that is not an option, in order.
  public private(set) var positionals: [String] = []

  /// Parses `arguments`; `valueOptions` take a value, `flagOptions` do not.
  public init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String> = [])
    throws(UsageError)
  {
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
      if flagOptions.contains(name) {
        guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
        flags.insert(name)
      } else if valueOptions.contains(name) {
        guard values[name] == nil else { throw UsageError("--\(name) is given twice") }
        if let inlineValue {
          values[name] = inlineValue
        } else if index < arguments.count, !arguments[index].hasPrefix("--") {
          values[name] = arguments[index]
          index += 1
        } else {
          throw UsageError("--\(name) needs a value")
        }
      } else {
        let known = (valueOptions.union(flagOptions)).sorted().map { "--\($0)" }
        let hint =
          known.isEmpty ? "this command takes no options" : "valid options: \(known.joined(separator: ", "))"
        throw UsageError("unknown option '\(argument)'; \(hint)")
      }
    }
  }

  /// The value of `name`, or `defaultValue`.
  public func value(_ name: String, default defaultValue: String) -> String {
    values[name] ?? defaultValue
  }

  /// The value of `name` parsed as one of `choices`, naming them all when it is not.
  public func choice<T>(_ name: String, default defaultValue: T, from choices: [(String, T)])
    throws(UsageError) -> T
  {
    guard let raw = values[name] else { return defaultValue }
    if let match = choices.first(where: { $0.0 == raw }) { return match.1 }
    let valid = choices.map(\.0).joined(separator: ", ")
    throw UsageError("unknown value '\(raw)' for --\(name); valid values: \(valid)")
  }
}
