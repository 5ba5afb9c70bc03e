extension UIKitAppHost {
  /// Runs the layout pass, as the app's code, for each window on screen with a view marked for
  /// layout (`UIView+Layout.swift`); whether any ran. Nothing is on screen before the system
  /// shows the interface.
  func layOutShownWindows() -> Bool {
    guard isInterfaceShown else { return false }
    let marked = windows.filter { !$0.isHidden && $0.subtreeNeedsLayout }
    for window in marked { run { window.layOutMarkedViews() } }
    return !marked.isEmpty
  }
}
