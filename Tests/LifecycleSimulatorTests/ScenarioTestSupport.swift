import LifecycleSimulator

/// Helpers shared by the scenario parser tests.
enum ScenarioTestSupport {
  /// Two installed apps, so that steps naming `Notes` or `Game` parse.
  static let preamble = """
    install Notes app=notes-naive footprint=40MB
    install Game app=tracer footprint=120MB exits-on-suspend

    """

  /// The command of the only step after ``preamble``.
  static func command(_ line: String) throws -> ScenarioCommand? {
    try ScenarioParser.parse(preamble + line, file: "t.scn").steps.last?.command
  }

  /// The error `text` raises, as `file:line:column: message`, or nil when it parses.
  static func error(_ text: String, file: String = "t.scn") -> String? {
    do {
      _ = try ScenarioParser.parse(text, file: file)
      return nil
    } catch {
      return error.description
    }
  }

  /// The error `line` raises after ``preamble`` (which takes lines 1–2, so `line` is line 3).
  static func errorAfterPreamble(_ line: String) -> String? {
    error(preamble + line)
  }
}
