import LifecycleCore

/// Parses `device profile=ios4 memory=256MB multitasking=yes seed=7 cores=2`.
///
/// Every flag is optional; one not given keeps its value from ``DeviceSpec/default``.
enum ScenarioDeviceParser {
  /// The flags of `device`.
  static let flags = ScenarioFlagSet(
    step: "device",
    flags: [
      .init(name: "profile", placeholder: OSGeneration.allCases.map(\.rawValue).joined(separator: "|")),
      .init(name: "memory", placeholder: "SIZE"),
      .init(name: "multitasking", placeholder: "yes|no"),
      .init(name: "seed", placeholder: "N"),
      .init(name: "passcode", placeholder: "yes|no"),
      .init(name: "cores", placeholder: "N"),
    ])

  /// Reads the flags after `device`.
  static func parse(_ reader: inout ScenarioStepArguments) throws(ScenarioError) -> DeviceSpec {
    var spec = DeviceSpec.default
    var seen: [String: Int] = [:]
    while let token = reader.next() {
      let (name, flag) = try flags.read(token, reader: reader, seen: &seen)
      guard let flag else { continue }
      let location = reader.location(flag.valueColumn)
      switch name {
      case "profile":
        guard let profile = OSGeneration(rawValue: flag.value) else {
          let names = OSGeneration.allCases.map(\.rawValue)
          var tail = ScenarioMessage.suggestionOrChoices(for: flag.value, among: names)
          if let covering = coveringProfile(flag.value), covering.rawValue != flag.value.lowercased() {
            tail = "did you mean '\(covering.rawValue)'? It covers \(covering.displayName)"
          }
          throw ScenarioError(
            location: location, message: "unknown profile \(ScenarioMessage.quote(flag.value)); \(tail)")
        }
        spec.profile = profile
      case "memory":
        spec.memoryBytes = try ScenarioQuantity.bytes(flag.value, at: location)
        guard spec.memoryBytes > 0 else {
          throw ScenarioError(
            location: location,
            message: "the device needs some memory; found \(ScenarioMessage.quote(flag.value))")
        }
      case "multitasking":
        switch flag.value {
        case "yes": spec.multitaskingSupported = true
        case "no": spec.multitaskingSupported = false
        default:
          throw ScenarioError(
            location: location,
            message:
              "expected 'yes' or 'no' after 'multitasking=', found \(ScenarioMessage.quote(flag.value))")
        }
      case "seed":
        spec.seed = try ScenarioQuantity.wholeNumber(flag.value, at: location, what: "a seed")
      case "passcode":
        switch flag.value {
        case "yes": spec.hasPasscode = true
        case "no": spec.hasPasscode = false
        default:
          throw ScenarioError(
            location: location,
            message: "expected 'yes' or 'no' after 'passcode=', found \(ScenarioMessage.quote(flag.value))")
        }
      case "cores":
        let cores: Int = try ScenarioQuantity.wholeNumber(flag.value, at: location, what: "a number of cores")
        guard (1...64).contains(cores) else {
          throw ScenarioError(
            location: location,
            message: "a device has from 1 to 64 cores; found \(ScenarioMessage.quote(flag.value))")
        }
        spec.processorCount = cores
      default:
        break  // `flags.read` accepts only the names above.
      }
    }
    return spec
  }

  /// The profile whose row covers an iOS version without a row of its own: `ios9` → `ios7`
  /// (iOS 7–12), `ios17` → `ios13`. Nil for other text.
  static func coveringProfile(_ text: String) -> OSGeneration? {
    guard text.lowercased().hasPrefix("ios"), text.utf8.count <= 6,
      let version = Int(text.dropFirst(3)), version >= 3
    else { return nil }
    return OSGeneration.allCases.last { generation in
      Int(generation.rawValue.dropFirst(3)).map { $0 <= version } ?? false
    }
  }
}
