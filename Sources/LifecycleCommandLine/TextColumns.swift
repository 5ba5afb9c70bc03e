extension String {
  /// The string followed by spaces up to `width` characters (unchanged when already as wide).
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
