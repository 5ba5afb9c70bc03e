extension UIKitAppHost {
  /// Checks that every delegate method `object`'s class declares is one Swift will call
  /// (``DelegateDispatchCheck``). A method that iOS would call and Swift will not is a misuse
  /// naming the class, the method and the fix; at launch (`failsLaunch`) the app then crashes
  /// before any callback, so that no run goes on as if iOS would behave the same. A check that
  /// cannot be made (a stripped executable) is a misuse saying so. Returns whether the class
  /// passed.
  @discardableResult
  func verifyDispatch(
    of object: AnyObject, against delegateProtocol: DelegateDispatchCheck.DelegateProtocol,
    failsLaunch: Bool = false
  ) -> Bool {
    switch DelegateDispatchCheck.check(type(of: object), against: delegateProtocol) {
    case .fine:
      return true
    case .unreachable(let findings):
      for finding in findings { process?.reportMisuse(finding) }
      if failsLaunch {
        crash("LifecycleUIKit cannot launch this app as iOS would: " + findings.joined(separator: "; "))
      }
      return false
    case .cannotCheck(let reason):
      process?.reportMisuse(reason)
      return false
    }
  }
}
