import LifecycleCore
import Testing

/// An app, device or condition that changes some outcomes of the standard table: its rows
/// list only the combinations that differ, and every other combination must give exactly
/// what ``StandardTransitionTable`` says.
struct TransitionVariant {
  var device = DeviceCapabilities.standard
  var app = AppInfo.standard
  var conditions = AppConditions.idle
  /// The combinations whose outcome differs from the standard app's.
  var differences: TransitionTable

  func environment(_ generation: OSGeneration) -> LifecycleEnvironment {
    LifecycleEnvironment(profile: .of(generation), device: device)
  }

  func outcome(_ key: TransitionTable.Key) -> TransitionOutcome {
    LifecycleModel.transition(
      from: key.state, on: key.event, in: environment(key.generation), app: app, conditions: conditions)
  }

  /// Checks every combination on `generation`: the listed ones against their row, the
  /// others against the standard table.
  func check(_ generation: OSGeneration, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      differences.duplicates.isEmpty, "named twice: \(differences.duplicates)", sourceLocation: sourceLocation
    )
    for key in TransitionTable.allKeys where key.generation == generation {
      let standard = StandardTransitionTable.table.expected[key]
      let actual = OutcomeSummary.of(outcome(key))
      if let expected = differences.expected[key] {
        #expect(actual == expected, "\(key)", sourceLocation: sourceLocation)
        #expect(
          expected != standard, "\(key): the row repeats the standard outcome", sourceLocation: sourceLocation
        )
      } else {
        #expect(
          actual == standard, "\(key) should be as for the standard app", sourceLocation: sourceLocation)
      }
    }
  }
}
