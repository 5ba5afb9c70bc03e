extension String {
  /// The string followed by spaces up to `width` characters as a terminal shows them, its
  /// colour escape codes taking no room (unchanged when already as wide).
  func padded(to width: Int) -> String {
    let shown = TerminalStyle.visibleWidth(self)
    return shown >= width ? self : self + String(repeating: " ", count: width - shown)
  }
}
