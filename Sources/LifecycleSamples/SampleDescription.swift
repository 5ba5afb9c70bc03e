/// What a sample app is: its catalog identifier, the article whose story it reproduces,
/// and the actions and probes scenarios can use with it.
public struct SampleDescription: Hashable, Sendable {
  /// The catalog identifier (`install Notes app=notes-naive`).
  public var identifier: String
  /// The articles whose story the app reproduces, by their short names in
  /// `Docs/Sources.md` (`Multitasking pitfalls`).
  public var seeds: [String]
  /// What the app does, and how it goes wrong or right.
  public var summary: String
  /// The actions it defines (`do APP ACTION …`), besides UIKit's built-in ones.
  public var actions: [String]
  /// The probes it answers (`expect APP PROBE == VALUE`), besides UIKit's built-in ones.
  public var probes: [String]

  /// Creates a description.
  public init(identifier: String, seeds: [String], summary: String, actions: [String], probes: [String]) {
    self.identifier = identifier
    self.seeds = seeds
    self.summary = summary
    self.actions = actions
    self.probes = probes
  }
}
