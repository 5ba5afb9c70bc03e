import LifecycleUIKit
import Testing

@MainActor
@Suite("Converting points and rectangles between views' coordinates (“convert(_:to:)”)")
struct ViewGeometryConversionTests {
  @Test("a point goes through each superview's frame, and a scroll view's content offset, to the other view")
  func convertsThroughSuperviews() {
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
    let card = UIView(frame: CGRect(x: 20, y: 500, width: 200, height: 100))
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
    window.addSubview(scroll)
    window.addSubview(header)
    scroll.addSubview(card)
    card.addSubview(badge)
    scroll.contentOffset = CGPoint(x: 0, y: 450)
    #expect(badge.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 35, y: 165))
    #expect(badge.convert(CGPoint(x: 5, y: 5), to: header) == CGPoint(x: 35, y: 165))
    #expect(header.convert(CGPoint(x: 35, y: 165), from: nil) == CGPoint(x: 35, y: 165))
    #expect(badge.convert(CGPoint(x: 35, y: 165), from: window) == CGPoint(x: 5, y: 5))
    #expect(
      card.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: window)
        == CGRect(x: 20, y: 150, width: 10, height: 10))
  }
}
