import LifecycleCore
import Testing

/// A table of expected outcomes, written as rows that each cover several events and
/// generations for one state, and expanded to one expectation per combination.
struct TransitionTable {
  /// One generation, state and event.
  struct Key: Hashable, CustomStringConvertible {
    var generation: OSGeneration
    var state: AppState
    var event: SystemEvent

    var description: String { "\(event) in \(state) on \(generation)" }
  }

  /// `state`, on each of `events`, on each of `generations`, gives `expected` (an ``OutcomeSummary``).
  struct Row {
    var state: AppState
    var events: [SystemEvent]
    var generations: [OSGeneration]
    var expected: String

    init(_ state: AppState, _ events: [SystemEvent], on generations: [OSGeneration], _ expected: String) {
      self.state = state
      self.events = events
      self.generations = generations
      self.expected = expected
    }
  }

  /// The expected summary of each combination the rows name.
  let expected: [Key: String]
  /// Combinations named by more than one row.
  let duplicates: [Key]

  init(_ rows: [Row]) {
    var expected: [Key: String] = [:]
    var duplicates: [Key] = []
    for row in rows {
      for generation in row.generations {
        for event in row.events {
          let key = Key(generation: generation, state: row.state, event: event)
          if expected.updateValue(row.expected, forKey: key) != nil { duplicates.append(key) }
        }
      }
    }
    self.expected = expected
    self.duplicates = duplicates
  }

  /// Every combination of generation, state and event, in a stable order.
  static let allKeys: [Key] = OSGeneration.allCases.flatMap { generation in
    AppState.allCases.flatMap { state in
      SystemEvent.allCases.map { Key(generation: generation, state: state, event: $0) }
    }
  }
}

extension TransitionTable.Row {
  /// Leaving the foreground when something keeps the app running (a background task held,
  /// “Extending your app's background execution time”; a continuous background mode, App
  /// Programming Guide, “Background Execution”): it enters the background and stays there, with the
  /// callbacks and effects of a suspension but no suspension.
  static let leavingForegroundKeptRunning: [TransitionTable.Row] = [
    .init(.active, [.home], on: .ios4to5, "willResignActive didEnterBackground +snapshot → background"),
    .init(
      .active, [.home], on: .ios6on, "willResignActive didEnterBackground +preserve +snapshot → background"),
    .init(.inactive, [.home, .callAccepted], on: .ios4to5, "didEnterBackground +snapshot → background"),
    .init(
      .inactive, [.home, .callAccepted], on: .ios6on, "didEnterBackground +preserve +snapshot → background"),
    .init(.active, [.lock], on: [.ios5], "willResignActive didEnterBackground +snapshot → background"),
    .init(
      .active, [.lock], on: .ios6on, "willResignActive didEnterBackground +preserve +snapshot → background"),
    .init(.inactive, [.lock], on: [.ios5], "didEnterBackground +snapshot → background"),
    .init(.inactive, [.lock], on: .ios6on, "didEnterBackground +preserve +snapshot → background"),
  ]
}
