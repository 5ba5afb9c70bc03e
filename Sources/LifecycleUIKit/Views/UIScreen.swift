/// The device's screen.
@preconcurrency @MainActor
public final class UIScreen {
  /// The main screen.
  public static let main = UIScreen()

  /// The screen's rectangle in points: 320 × 480, the iPhone screen of the articles' era.
  /// Only table views use it, to decide which rows are visible.
  public let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)

  private init() {}
}
