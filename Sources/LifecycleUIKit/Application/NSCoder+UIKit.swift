extension NSCoder {
  /// Stores a point (UIKit's `encode(_:forKey:)` for `CGPoint`).
  public func encode(_ point: CGPoint, forKey key: String) { encode(point as Any?, forKey: key) }

  /// The stored point; `.zero` when absent (UIKit's `decodeCGPoint(forKey:)`).
  public func decodeCGPoint(forKey key: String) -> CGPoint { decodeObject(forKey: key) as? CGPoint ?? .zero }
}
