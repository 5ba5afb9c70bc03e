/// One option a command declares: its name, what value it takes, its default and a
/// one-line description. ``ParsedArguments`` parses against these declarations and the
/// help is printed from them, so that the two cannot drift apart.
public struct CommandOption: Equatable, Sendable {
  /// What follows an option on the command line.
  public enum Value: Equatable, Sendable {
    /// Nothing: the option is a flag.
    case none
    /// Any text, shown in the help as `placeholder` (`N`, `FILE`).
    case text(placeholder: String)
    /// Exactly one of `choices`.
    case choice([String])
    /// A comma-separated list of `choices`, shown in the help as `placeholder`.
    case list(placeholder: String, choices: [String])
  }

  /// The name without the dashes (`format` for `--format`).
  public var name: String
  /// What value the option takes.
  public var value: Value
  /// The value a command uses when the option is not given, or nil when there is none.
  public var defaultValue: String?
  /// How the help describes the default when the value alone does not say it
  /// (`none`, or where a search looks); nil to show ``defaultValue``.
  public var defaultNote: String?
  /// What the option does, in one line.
  public var summary: String
  /// Values that are not among the choices but stand for one, by lowercased value
  /// (`ios12` for `ios7`, which covers iOS 7–12): the suggestion for them is that choice,
  /// whatever the edit distance says.
  public var nearMisses: [String: NearMiss] = [:]
  /// Whether the option is how the program starts copies of itself (`demo --share`, `explore
  /// --worker`), not one for people: the command takes it, but neither its usage line, its help
  /// nor the valid options an unknown one is answered with name it.
  public var isPlumbing = false

  /// The choice a value that is not one stands for, and why.
  public struct NearMiss: Equatable, Sendable {
    /// The valid value to suggest.
    public var choice: String
    /// Why, as a sentence (`It covers iOS 7–12.`).
    public var reason: String

    /// Creates a near miss.
    public init(choice: String, reason: String) {
      self.choice = choice
      self.reason = reason
    }
  }

  /// Declares an option.
  public init(
    _ name: String, value: Value = .none, default defaultValue: String? = nil, defaultNote: String? = nil,
    summary: String, nearMisses: [String: NearMiss] = [:], plumbing: Bool = false
  ) {
    self.isPlumbing = plumbing
    self.name = name
    self.value = value
    self.defaultValue = defaultValue
    self.defaultNote = defaultNote
    self.summary = summary
    self.nearMisses = nearMisses
  }

  /// Whether the option is a flag, taking no value.
  public var isFlag: Bool { value == .none }

  /// The valid values (the list items for a list), or empty when any text will do.
  public var choices: [String] {
    switch value {
    case .none, .text: []
    case .choice(let choices), .list(_, let choices): choices
    }
  }

  /// The option and its value as the help shows them (`--format text|jsonl`).
  public var usage: String {
    switch value {
    case .none: "--\(name)"
    case .text(let placeholder), .list(let placeholder, _): "--\(name) \(placeholder)"
    case .choice(let choices): "--\(name) \(choices.joined(separator: "|"))"
    }
  }

  /// The help's first line for the option: ``usage`` and the default
  /// (`--format text|jsonl (default: text)`).
  public var synopsis: String {
    guard let shown = defaultNote ?? defaultValue else { return usage }
    return "\(usage) (default: \(shown))"
  }
}
