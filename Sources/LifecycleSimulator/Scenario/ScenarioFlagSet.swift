/// The flags one kind of step accepts: `KEY=VALUE` flags and bare ones such as `scenes`.
struct ScenarioFlagSet {
  /// A flag: its name, and the placeholder of its value (`SIZE`), nil for a bare flag.
  struct Flag {
    let name: String
    let placeholder: String?
  }

  /// The step the flags belong to (`install`).
  let step: String
  /// The flags, in the order messages list them.
  let flags: [Flag]

  /// `app=ID, footprint=SIZE, scenes`.
  var usage: String {
    flags.map { flag in flag.placeholder.map { "\(flag.name)=\($0)" } ?? flag.name }.joined(separator: ", ")
  }

  /// Reads `token` as one of the flags, refusing unknown flags, a value given to a bare
  /// flag or missing from a valued one, and a flag given twice (`seen` holds the column of
  /// each flag given so far).
  ///
  /// - Returns: The flag's name and, for a valued flag, its value.
  func read(
    _ token: ScenarioToken, reader: ScenarioStepArguments, seen: inout [String: Int]
  ) throws(ScenarioError) -> (name: String, value: ScenarioFlag?) {
    let name = token.isQuoted ? nil : (token.flag?.key ?? token.text)
    guard let name, let flag = flags.first(where: { $0.name == name }) else {
      if token.flag?.key.isEmpty == true && !token.isQuoted {
        throw reader.error("missing flag name before '=' in \(token.quotedForMessage)", at: token)
      }
      let word = token.isQuoted ? token.text : token.flag?.key ?? token.text
      let suggestions = ScenarioSpelling.suggestions(for: word, among: flags.map(\.name))
      let tail = suggestions.isEmpty ? "expected \(usage)" : ScenarioMessage.didYouMean(suggestions)
      throw reader.error("unknown flag \(token.quotedForMessage) for '\(step)'; \(tail)", at: token)
    }
    switch (flag.placeholder, token.flag) {
    case (nil, .some):
      throw reader.error("flag '\(name)' takes no value; write just '\(name)'", at: token)
    case (.some(let placeholder), nil):
      throw reader.error("flag '\(name)' needs a value, like \(name)=\(placeholder)", at: token)
    default:
      break
    }
    if let first = seen[name] {
      throw reader.error("flag '\(name)' is given twice; it was first given at column \(first)", at: token)
    }
    seen[name] = token.column
    return (name, token.flag)
  }
}
