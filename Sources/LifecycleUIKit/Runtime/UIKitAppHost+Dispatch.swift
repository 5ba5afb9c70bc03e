extension UIKitAppHost {
  /// Checks that every delegate method `object`'s class declares for `delegateProtocols` is one
  /// Swift will call (``DelegateDispatchCheck``). A method that iOS would call and Swift will not is a misuse
  /// naming the class, the method and the fix; at launch (`failsLaunch`) the app then crashes
  /// before any callback, so that no run goes on as if iOS would behave the same. A check that
  /// cannot be made (a stripped executable) is a misuse saying so; one an optimized build may
  /// have defeated is a warning on standard error, once per class and process (not a trace
  /// record: the trace of a scenario is the same in a debug and a release build). Returns
  /// whether the class passed.
  @discardableResult
  func verifyDispatch(
    of object: AnyObject, against delegateProtocols: DelegateDispatchCheck.DelegateProtocol...,
    failsLaunch: Bool = false
  ) -> Bool {
    var unreachable: [String] = []
    var passed = true
    for delegateProtocol in delegateProtocols {
      switch DelegateDispatchCheck.check(type(of: object), against: delegateProtocol) {
      case .fine:
        break
      case .unreachable(let findings):
        unreachable += findings
      case .cannotCheck(let reason):
        process?.reportMisuse(reason)
        passed = false
      case .unverified(let reason):
        DelegateDispatchCheck.warnOnce(reason, about: type(of: object))
      }
    }
    guard !unreachable.isEmpty else { return passed }
    for finding in unreachable { process?.reportMisuse(finding) }
    if failsLaunch {
      // The misuses just recorded say which methods and the fix; the report names them only.
      let methods = unreachable.map { String($0.prefix { $0 != "," }) }
      crash(
        "LifecycleUIKit cannot launch this app as iOS would: " + methods.joined(separator: "; ")
          + " that Swift never calls (the misuse records say why, and the fix)")
    }
    return false
  }
}
