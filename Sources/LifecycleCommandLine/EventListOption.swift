/// `--events LIST` of `explore --app` and `explore --policy`: a comma-separated list of event
/// names, `standard` and `all`, read into the mode's set of events.
enum EventListOption {
  /// The set `text` names: the union of each name's set, `standard`'s and `all`'s. `mode`
  /// (` for --policy`, or empty) goes into the error naming an unknown event.
  static func parse<Events: OptionSet>(
    _ text: String, names: [(name: String, events: Events)], standard: Events, all: Events, mode: String = ""
  ) throws(UsageError) -> Events {
    let known = names.map(\.name).joined(separator: ", ")
    guard !text.isEmpty else { throw UsageError("--events takes a list: \(known), standard or all") }
    var events: Events = []
    for name in text.split(separator: ",").map(String.init) {
      switch name {
      case "standard": events.formUnion(standard)
      case "all": events.formUnion(all)
      default:
        guard let named = names.first(where: { $0.name == name }) else {
          throw UsageError("--events: no event '\(name)'\(mode); events: \(known), standard, all")
        }
        events.formUnion(named.events)
      }
    }
    return events
  }

  /// The names of `events`, in the order of `names`, separated by `separator`.
  static func names<Events: OptionSet>(
    of events: Events, in names: [(name: String, events: Events)], separator: String = ", "
  ) -> String {
    names.filter { events.isSuperset(of: $0.events) }.map(\.name).joined(separator: separator)
  }
}
