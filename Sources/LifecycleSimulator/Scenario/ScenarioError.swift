/// A scenario that cannot be parsed or run: where, and what was expected.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, in one sentence (`unknown step 'hom'; did you mean 'home'?`).
  public var message: String

  /// Creates an error.
  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// `notes.scn:4:6: unknown step 'hom'; did you mean 'home'?`.
  public var description: String { "\(location): \(message)" }
}

extension ScenarioError {
  /// The error moved from the start of `step` to the word it names, when the message quotes a
  /// word of the step (`unknown app code 'notez'` points at `notez` in `install Notes app=notez`):
  /// errors found while running know the step, not the argument.
  func pointing(into step: ScenarioStep) -> ScenarioError {
    guard location == step.location, let named = Self.firstQuoted(in: message), !named.isEmpty else {
      return self
    }
    let text = Array(step.text)
    let word = Array(named)
    // Past the step's own first word, so that `launch Notes` is not pointed at for 'launch'.
    let start = text.firstIndex(of: " ") ?? text.count
    guard text.count >= word.count, start <= text.count - word.count else { return self }
    for offset in start...(text.count - word.count) where Array(text[offset..<offset + word.count]) == word {
      var moved = self
      moved.location.column = location.column + offset
      return moved
    }
    return self
  }

  /// The first word between single quotes in `message`.
  private static func firstQuoted(in message: String) -> String? {
    guard let open = message.firstIndex(of: "'") else { return nil }
    let rest = message[message.index(after: open)...]
    guard let close = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<close])
  }
}
