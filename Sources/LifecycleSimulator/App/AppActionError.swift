/// An action or probe an app cannot perform or answer.
public struct AppActionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong (`no action 'tpye'; actions: type`).
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  /// An unknown action, listing the app's actions.
  public static func unknownAction(_ name: String, known: [String]) -> AppActionError {
    AppActionError(
      "no action '\(name)'; " + hint(for: name, among: known)
        + (known.isEmpty ? "this app defines no actions" : "actions: \(known.joined(separator: ", "))")
    )
  }

  /// An unknown probe, listing the app's probes.
  public static func unknownProbe(_ name: String, known: [String]) -> AppActionError {
    AppActionError(
      "no probe '\(name)'; " + hint(for: name, among: known)
        + (known.isEmpty ? "this app answers no probes" : "probes: \(known.joined(separator: ", "))")
    )
  }

  /// `did you mean 'save'? ` when a known name is a near spelling of `name`.
  private static func hint(for name: String, among known: [String]) -> String {
    ScenarioSpelling.didYouMean(name, among: known).map { $0 + " " } ?? ""
  }

  /// `message`.
  public var description: String { message }
}
