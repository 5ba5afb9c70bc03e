extension Duration {
  /// The duration in seconds, as the tool prints times (`0.123 s`).
  var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
