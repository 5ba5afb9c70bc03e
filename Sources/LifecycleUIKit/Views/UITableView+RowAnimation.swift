extension UITableView {
  /// How inserted, deleted and reloaded rows would animate: accepted, never played (an inert
  /// value). Raw values are UIKit's.
  public enum RowAnimation: Int, Sendable {
    /// Fades in or out.
    case fade
    /// Slides in from, or out to, the right.
    case right
    /// Slides in from, or out to, the left.
    case left
    /// Slides from the top.
    case top
    /// Slides from the bottom.
    case bottom
    /// No animation.
    case none
    /// Keeps the cell centred.
    case middle
    /// The system's choice (iOS 5 and later).
    case automatic = 100
  }
}
