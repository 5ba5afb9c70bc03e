public import LifecycleCore

/// A scenario on another profile than the one it was written for (`lifecycle run --profile`,
/// an `@main` app's `--profile`).
extension Scenario {
  /// The profile the file's `device` line names, or nil when it has none.
  public var writtenProfile: OSGeneration? {
    guard case .device(let spec) = steps.first?.command else { return nil }
    return spec.profile
  }

  /// The scenario on `profile`: its `device` line with that profile and the rest as written
  /// (memory, multitasking, seed), or, without a `device` line, the default device on it.
  public func on(_ profile: OSGeneration) -> Scenario {
    var copy = self
    if case .device(var spec) = steps.first?.command {
      guard spec.profile != profile else { return self }
      spec.profile = profile
      copy.steps[0].command = .device(spec)
      copy.steps[0].text = ScenarioPrinter.line(for: .device(spec))
    } else {
      var spec = DeviceSpec.default
      spec.profile = profile
      let location = SourceLocation(file: file, line: 1, column: 1)
      copy.steps.insert(
        ScenarioStep(
          location: location, command: .device(spec), text: ScenarioPrinter.line(for: .device(spec))),
        at: 0)
    }
    return copy
  }
}
