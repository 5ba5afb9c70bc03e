import LifecycleCore

/// User actions and probes on an app's own code (`do`, `expect APP PROBE`).
extension Device {
  /// Performs `action` in `app`, which must be active (the user can only touch the app
  /// on screen). Returns why the action could not happen, or nil when it did.
  /// Throws when the app does not define the action.
  public func perform(_ action: String, arguments: [String], in name: String) throws(DeviceError) -> String? {
    let app = try installed(name)
    record(nil, .step, ScenarioPrinter.line(for: .perform(app: name, action: action, arguments: arguments)))
    guard app.state == .active, !locked, let code = app.code else {
      let reason = "\(name) is \(app.state)\(locked ? " behind the lock screen" : ""), not active"
      record(name, .ignored, "do \(action): \(reason)")
      return reason
    }
    do throws(AppActionError) {
      try code.perform(action: action, arguments: arguments)
    } catch {
      throw DeviceError("\(name): \(error.message)")
    }
    settleAfterTransition(app)
    settleMemory(pressure: false)
    return nil
  }

  /// The value of `probe` in `app`'s running code; nil reads as `none`. A probe of an
  /// app that is not running answers nil; an unknown probe throws.
  public func probe(_ probe: String, of name: String) throws(DeviceError) -> String? {
    let app = try installed(name)
    let code = app.code ?? app.makeCode()
    guard code.probeNames.contains(probe) else {
      throw DeviceError("\(name): \(AppActionError.unknownProbe(probe, known: code.probeNames).message)")
    }
    guard app.code != nil else { return nil }
    do throws(AppActionError) {
      return try code.probe(probe)
    } catch {
      throw DeviceError("\(name): \(error.message)")
    }
  }
}
