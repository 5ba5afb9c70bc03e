import LifecycleCore

/// What the user does on the screen of an app, and what the screen shows: the UI driver's
/// steps (`tap`, `type`, …) and checks (`expect APP value TARGET == VALUE`,
/// `expect APP rows TARGET == VALUE`).
extension Device {
  /// Acts on `app`'s interface as the user would (``UIDriverAction``). Like
  /// ``perform(_:arguments:in:)``, the app must be active on an unlocked device (the policy
  /// decides, as for `do`): returns why the step could not happen, or nil when it did. Throws
  /// when the app cannot carry it out: no element matches the target, or more than one does
  /// (the message names what is on screen), or the element does not take the action.
  public func drive(_ action: UIDriverAction, in name: String) throws(DeviceError) -> String? {
    try act(.drive(action), step: .drive(app: name, action), in: name)
  }

  /// The value the element `target` shows in `app` (``SimulatedApp/value(of:)``); nil reads
  /// as `none`, and so does any element of an app that is not running. Throws when no
  /// element, or more than one, matches, or the element shows no value.
  public func value(of target: UITarget, in name: String) throws(DeviceError) -> String? {
    let app = try installed(name)
    guard let code = app.code else { return nil }
    do throws(AppActionError) {
      return try code.value(of: target)
    } catch {
      throw DeviceError("\(name): \(error.message)")
    }
  }

  /// The rows the table `target` shows in `app` (``SimulatedApp/rows(of:)``); nil reads as
  /// `none`: no visible row, or an app that is not running. Throws when no element, or more
  /// than one, matches, or the element is not a table.
  public func rows(of target: UITarget, in name: String) throws(DeviceError) -> String? {
    let app = try installed(name)
    guard let code = app.code else { return nil }
    do throws(AppActionError) {
      return try code.rows(of: target)
    } catch {
      throw DeviceError("\(name): \(error.message)")
    }
  }
}

/// The user's action the device hands to the app through the policy's `perform` input.
enum PendingAction {
  /// An action the app declares (`do APP ACTION ARGS…`).
  case named(String, arguments: [String])
  /// A UI step (`tap APP TARGET`, …).
  case drive(UIDriverAction)
}

extension Device {
  /// The steps the user can take in `app` now (``SimulatedApp/userActions()``), as scenario
  /// steps: none unless the device policy would take the user's touch now (its `perform`
  /// input: the app active in front, the device unlocked, no call ringing), the only time the
  /// user can touch it.
  public func userActions(of name: String) -> [ScenarioCommand] {
    guard let index = indexByName[name], let code = hosted[index].code,
      policyWouldTake({ .perform($0) }, for: name)
    else { return [] }
    return code.userActions().map { $0.command(in: name) }
  }
}
