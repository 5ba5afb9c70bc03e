import Foundation

/// What the process's output streams are connected to, and the environment that has a say in
/// colour: the one input ``TerminalStyle`` decides from. ``LifecycleCommand/main(catalog:program:)``
/// passes ``current``; a test passes the streams and variables it wants.
public struct Terminal: Equatable, Sendable {
  /// Whether standard output is a terminal (`isatty(1)`).
  public var standardOutputIsTerminal: Bool
  /// Whether standard error is a terminal (`isatty(2)`).
  public var standardErrorIsTerminal: Bool
  /// The environment variables (`NO_COLOR`, `TERM`).
  public var environment: [String: String]

  /// Describes the streams and the environment.
  public init(standardOutputIsTerminal: Bool, standardErrorIsTerminal: Bool, environment: [String: String]) {
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.standardErrorIsTerminal = standardErrorIsTerminal
    self.environment = environment
  }

  /// Neither stream is a terminal: output as it would go to a pipe or a file, without colour
  /// or progress. What ``LifecycleCommand/run(_:catalog:terminal:)`` assumes unless told.
  public static let none = Terminal(
    standardOutputIsTerminal: false, standardErrorIsTerminal: false, environment: [:])

  /// This process's streams and environment.
  public static var current: Terminal {
    Terminal(
      standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
      standardErrorIsTerminal: isatty(STDERR_FILENO) == 1,
      environment: ProcessInfo.processInfo.environment)
  }
}

/// Whether one output stream gets colour, and the colours: PASS green, FAIL and errors red,
/// warnings yellow, headings bold (ANSI SGR escape codes).
///
/// Colour goes only to a terminal that wants it: `--color auto` (the default) colours when the
/// stream is a terminal, `NO_COLOR` is unset or empty (https://no-color.org) and `TERM` is not
/// `dumb`; `--color always` colours whatever the stream, `never` never. JSON output is never
/// coloured, whatever the choice.
struct TerminalStyle: Equatable, Sendable {
  /// What `--color` asks for.
  enum Choice: String, CaseIterable, Sendable {
    case auto, always, never
  }

  /// Whether the stream gets escape codes.
  var colours: Bool

  /// No colour.
  static let plain = TerminalStyle(colours: false)

  /// The style of a stream that `isTerminal` describes, in `environment`, for `choice`.
  static func decide(_ choice: Choice, isTerminal: Bool, environment: [String: String]) -> TerminalStyle {
    switch choice {
    case .never: return .plain
    case .always: return TerminalStyle(colours: true)
    case .auto:
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      let dumb = environment["TERM"] == "dumb"
      return TerminalStyle(colours: isTerminal && !noColor && !dumb)
    }
  }

  /// The `--color` option of the commands that colour their output.
  static let option = CommandOption(
    "color", value: .choice(Choice.allCases.map(\.rawValue)), default: Choice.auto.rawValue,
    summary: "colour the results: auto only on a terminal, with NO_COLOR unset or empty and TERM not dumb; "
      + "never in JSON")

  /// Takes `--color X` or `--color=X` out of `arguments` (before a `--`), for the commands
  /// that declare ``option``: the choice, and the arguments the command parses.
  static func extractChoice(from arguments: [String]) throws(UsageError) -> (Choice, [String]) {
    var rest: [String] = []
    var given: String?
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "--" {
        optionsEnded = true
        rest.append(argument)
        continue
      }
      let value: String
      if argument == "--color" {
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
          throw UsageError("--color needs a value")
        }
        value = arguments[index]
        index += 1
      } else if argument.hasPrefix("--color=") {
        value = String(argument.dropFirst("--color=".count))
      } else {
        rest.append(argument)
        continue
      }
      guard given == nil else { throw UsageError("--color is given twice") }
      given = value
    }
    guard let given else { return (.auto, rest) }
    guard let choice = Choice(rawValue: given) else {
      throw UsageError(
        "unknown value '\(given)' for --color"
          + Spelling.hint(for: given, among: Choice.allCases.map(\.rawValue), listing: "values"))
    }
    return (choice, rest)
  }

  private static let escape = "\u{1B}["

  private func painted(_ text: String, _ code: String) -> String {
    colours && !text.isEmpty ? Self.escape + code + "m" + text + Self.escape + "0m" : text
  }

  /// Green: a run that passed, a search that found nothing.
  func pass(_ text: String) -> String { painted(text, "32") }
  /// Red: a failed check, an error, a violation.
  func fail(_ text: String) -> String { painted(text, "31") }
  /// Yellow: a warning.
  func warning(_ text: String) -> String { painted(text, "33") }
  /// Bold: a heading.
  func heading(_ text: String) -> String { painted(text, "1") }

  /// `text` without its SGR escape codes: what a terminal shows of it.
  static func visible(_ text: String) -> String {
    guard text.contains("\u{1B}") else { return text }
    var out = ""
    var inEscape = false
    var previous: Character = " "
    for character in text {
      if inEscape {
        if character.isLetter { inEscape = false }
      } else if character == "[" && previous == "\u{1B}" {
        inEscape = true
        out.removeLast()
      } else {
        out.append(character)
      }
      previous = character
    }
    return out
  }

  /// How many characters of `text` a terminal shows: its escape codes take no room.
  static func visibleWidth(_ text: String) -> Int { visible(text).count }
}
