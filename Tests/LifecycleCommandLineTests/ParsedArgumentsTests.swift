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
