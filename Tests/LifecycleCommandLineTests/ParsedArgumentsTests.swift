import LifecycleCommandLine
import Testing

/// Splitting a command's arguments into options and positionals against the options it
/// declares: `--name value`, `--name=value`, bare flags, and `--` to end options.
@Suite("Parsed arguments")
struct ParsedArgumentsTests {
  static func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    try ParsedArguments(
      arguments, valueOptions: ["profile", "format"], flagOptions: ["scenes", "exits-on-suspend"])
  }

  @Test("--name value and --name=value give the same value")
  func valueForms() throws {
    #expect(try Self.parse(["--profile", "ios4"]).values == ["profile": "ios4"])
    #expect(try Self.parse(["--profile=ios4"]).values == ["profile": "ios4"])
    #expect(try Self.parse(["--profile=a=b"]).values == ["profile": "a=b"])
  }

  @Test("flags are recorded by name, options and positionals keep their places")
  func flagsAndPositionals() throws {
    let parsed = try Self.parse([
      "first", "--scenes", "--format", "dot", "-x", "-", "second", "--exits-on-suspend",
    ])
    #expect(parsed.flags == ["scenes", "exits-on-suspend"])
    #expect(parsed.values == ["format": "dot"])
    #expect(parsed.positionals == ["first", "-x", "-", "second"])
  }

  @Test("-- ends the options: everything after it is positional, a second -- included")
  func doubleDashEndsOptions() throws {
    let parsed = try Self.parse(["--scenes", "--", "--profile", "ios4", "--", "--unknown"])
    #expect(parsed.flags == ["scenes"])
    #expect(parsed.values.isEmpty)
    #expect(parsed.positionals == ["--profile", "ios4", "--", "--unknown"])
  }

  @Test("an unknown option is a usage error naming the valid options")
  func unknownOption() {
    #expect(
      throws: UsageError(
        "unknown option '--colour'; valid options: --exits-on-suspend, --format, --profile, --scenes")
    ) { try Self.parse(["--colour", "red"]) }
    #expect(throws: UsageError("unknown option '--verbose'; this command takes no options")) {
      try ParsedArguments(["--verbose"], valueOptions: [])
    }
  }

  @Test(
    "an option without its value is a usage error",
    arguments: [["--profile"], ["--profile", "--format", "dot"]])
  func missingValue(arguments: [String]) {
    #expect(throws: UsageError("--profile needs a value")) { try Self.parse(arguments) }
  }

  @Test("an option given twice is a usage error, in either form")
  func repeatedOption() {
    #expect(throws: UsageError("--profile is given twice")) {
      try Self.parse(["--profile", "ios4", "--profile=ios5"])
    }
    #expect(throws: UsageError("--format is given twice")) {
      try Self.parse(["--format=dot", "--format", "dot"])
    }
  }

  @Test("a flag given a value is a usage error; a flag given twice is still one flag")
  func flagForms() throws {
    #expect(throws: UsageError("--scenes takes no value")) { try Self.parse(["--scenes=yes"]) }
    #expect(try Self.parse(["--scenes", "--scenes"]).flags == ["scenes"])
  }

  @Test("choice maps a value to one of the choices, defaults when absent, and names them all when unknown")
  func choice() throws {
    let choices = [("dot", 1), ("mermaid", 2)]
    #expect(try Self.parse(["--format", "mermaid"]).choice("format", default: 0, from: choices) == 2)
    #expect(try Self.parse([]).choice("format", default: 0, from: choices) == 0)
    #expect(try Self.parse([]).value("format", default: "dot") == "dot")
    #expect(throws: UsageError("unknown value 'svg' for --format; valid values: dot, mermaid")) {
      try Self.parse(["--format=svg"]).choice("format", default: 0, from: choices)
    }
  }
}

/// Parsing against declared options: the same declarations the help prints, so values,
/// choices and defaults are checked where they are declared.
@Suite("Parsed arguments against declared options")
struct DeclaredOptionsTests {
  static let options = [
    CommandOption("format", value: .choice(["text", "jsonl"]), default: "text", summary: "how to print"),
    CommandOption("events", value: .text(placeholder: "N"), default: "1000000", summary: "how many"),
    CommandOption(
      "modes", value: .list(placeholder: "MODE,…", choices: ["audio", "voip"]), defaultNote: "none",
      summary: "which modes"),
    CommandOption(
      "profile", value: .choice(["ios4", "ios7"]), default: "ios4", summary: "which profile",
      nearMisses: ["ios9": .init(choice: "ios7", reason: "It covers iOS 7–12.")]),
    CommandOption("scenes", summary: "adopt scenes"),
  ]

  static func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    try ParsedArguments(arguments, options: options)
  }

  @Test("an option not given reads as its declared default; a given one as given")
  func defaults() throws {
    let parsed = try Self.parse(["--events", "5"])
    #expect(parsed.value("events") == "5")
    #expect(parsed.value("format") == "text")
    #expect(parsed.value("modes") == nil)
    #expect(parsed.values == ["events": "5"])
    #expect(try parsed.choice("format", from: [("text", 1), ("jsonl", 2)]) == 1)
  }

  @Test("a misspelt option suggests the declared one closest to it")
  func misspeltOption() {
    #expect(throws: UsageError("unknown option '--fromat'; did you mean '--format'?")) {
      try Self.parse(["--fromat", "jsonl"])
    }
    #expect(throws: UsageError("unknown option '--evnets=3'; did you mean '--events'?")) {
      try Self.parse(["--evnets=3"])
    }
    #expect(throws: UsageError("unknown option '--hlep'; did you mean '--help'?")) {
      try Self.parse(["--hlep"])
    }
  }

  @Test("an option far from every declared one names them all")
  func farOption() {
    #expect(
      throws: UsageError(
        "unknown option '--colour'; valid options: --events, --format, --modes, --profile, --scenes")
    ) { try Self.parse(["--colour"]) }
  }

  @Test("a value that is not one of the choices is refused, with a suggestion when one is close")
  func choices() {
    #expect(throws: UsageError("unknown value 'jsnol' for --format; did you mean 'jsonl'?")) {
      try Self.parse(["--format", "jsnol"])
    }
    #expect(throws: UsageError("unknown value 'svg' for --format; valid values: text, jsonl")) {
      try Self.parse(["--format=svg"])
    }
  }

  @Test("a near miss suggests the choice it stands for, with the reason")
  func nearMiss() {
    #expect(
      throws: UsageError("unknown value 'ios9' for --profile; did you mean 'ios7'? It covers iOS 7–12.")
    ) { try Self.parse(["--profile", "ios9"]) }
    #expect(
      throws: UsageError("unknown value 'IOS9' for --profile; did you mean 'ios7'? It covers iOS 7–12.")
    ) { try Self.parse(["--profile", "IOS9"]) }
  }

  @Test("each item of a list must be a choice")
  func lists() throws {
    #expect(try Self.parse(["--modes", "voip,audio"]).list("modes") == ["voip", "audio"])
    #expect(try Self.parse([]).list("modes") == [])
    #expect(throws: UsageError("unknown value 'audoi' in --modes; did you mean 'audio'?")) {
      try Self.parse(["--modes", "voip,audoi"])
    }
  }

  @Test("a stray argument is refused, with the option it looks like")
  func strayArguments() throws {
    try Self.parse(["--scenes"]).requireNoPositionals()
    #expect(throws: UsageError("unexpected argument 'scenes'; did you mean '--scenes'?")) {
      try Self.parse(["scenes"]).requireNoPositionals()
    }
    #expect(throws: UsageError("unexpected argument '-format'; did you mean '--format'?")) {
      try Self.parse(["-format"]).requireNoPositionals()
    }
    #expect(throws: UsageError("unexpected argument 'ios4'")) {
      try Self.parse(["ios4"]).requireNoPositionals()
    }
  }

  @Test("the help line of an option shows its values and its default")
  func synopsis() {
    #expect(
      Self.options.map(\.synopsis) == [
        "--format text|jsonl (default: text)", "--events N (default: 1000000)",
        "--modes MODE,… (default: none)",
        "--profile ios4|ios7 (default: ios4)", "--scenes",
      ])
  }
}
