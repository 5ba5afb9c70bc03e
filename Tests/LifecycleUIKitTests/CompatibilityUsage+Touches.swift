import LifecycleUIKit
import Testing

/// Touches and events, the display link, the property animator, `CGVector` and the table's
/// separators and background view. The behaviour is in `TouchTests` and
/// `DisplayLinkAndAnimatorTests`; these exercise each member of the page's rows.
extension CompatibilityUsage {
  static let touches: [String: Use] = [
    "UIResponder.touchesBegan(_:with:)": {
      // The default forwards up the responder chain: from a view with no superview, to nothing.
      UIView().touchesBegan([UITouch()], with: UIEvent())
    },
    "UIResponder.touchesEnded(_:with:)": { UIView().touchesEnded([UITouch()], with: nil) },
    "UIResponder.touchesCancelled(_:with:)": { UIView().touchesCancelled([UITouch()], with: nil) },
    "UIResponder.touchesMoved(_:with:)": { UIViewController().touchesMoved([UITouch()], with: nil) },
    "UIGestureRecognizer.cancelsTouchesInView": {
      roundTrip(UITapGestureRecognizer(target: nil, action: nil), \.cancelsTouchesInView, false)
      #expect(UITapGestureRecognizer(target: nil, action: nil).cancelsTouchesInView)
    },
    "UIView.point(inside:with:)": {
      let view = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 10))
      #expect(view.point(inside: CGPoint(x: 5, y: 5), with: nil))
      #expect(!view.point(inside: CGPoint(x: 55, y: 5), with: nil))
    },
    "UITouch.location(in:)": { #expect(UITouch().location(in: nil) == .zero) },
    "UITouch.previousLocation(in:)": { #expect(UITouch().previousLocation(in: UIView()) == .zero) },
    "UITouch.view": { #expect(UITouch().view == nil) },
    "UITouch.window": { #expect(UITouch().window == nil) },
    "UITouch.tapCount": { #expect(UITouch().tapCount == 0) },
    "UITouch.phase": {
      #expect(UITouch().phase == .began)
      #expect(UITouch.Phase.cancelled.rawValue == 4)
    },
    "UITouch.timestamp": { #expect(UITouch().timestamp == 0) },
    "UIEvent.allTouches": { #expect(UIEvent().allTouches == nil) },
    "UIEvent.touches(for:)": {
      #expect(UIEvent().touches(for: UIView()) == nil)
      #expect(UIEvent().touches(for: UIWindow(frame: .zero)) == nil)
    },
    "UIEvent.timestamp": { #expect(UIEvent().timestamp == 0) },
    "UIEvent.type": { #expect(UIEvent().type == .touches) },
    "UITableView.separatorStyle": {
      #expect(UITableView().separatorStyle == .singleLine)
      roundTrip(UITableView(), \.separatorStyle, UITableViewCell.SeparatorStyle.none)
    },
    "UITableView.separatorColor": { roundTrip(UITableView(), \.separatorColor, UIColor.red) },
    "UITableView.backgroundView": {
      let label = UILabel()
      let table = UITableView()
      table.backgroundView = label
      #expect(table.backgroundView === label)
      #expect(label.superview == nil)
    },
    "CALayer.presentation()": {
      let layer = CALayer()
      #expect(layer.presentation() === layer)
    },
    "UIViewPropertyAnimator.init(duration:curve:animations:)": {
      var ran = false
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { ran = true }
      _ = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5)
      _ = UIViewPropertyAnimator(duration: 1, controlPoint1: .zero, controlPoint2: .zero)
      #expect(animator.duration == 1)
      #expect(!ran)
    },
    "UIViewPropertyAnimator.startAnimation()": {
      var ran = false
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { ran = true }
      animator.startAnimation()
      #expect(ran)
      #expect(animator.state == .active)
      animator.stopAnimation(true)
    },
    "UIViewPropertyAnimator.addAnimations(_:)": {
      var count = 0
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      animator.addAnimations { count += 1 }
      animator.addAnimations({ count += 1 }, delayFactor: 0.5)
      #expect(count == 0)
      animator.startAnimation()
      #expect(count == 2)
      animator.addAnimations { count += 1 }
      #expect(count == 3)
      animator.stopAnimation(true)
    },
    "UIViewPropertyAnimator.addCompletion(_:)": {
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      animator.stopAnimation(false)
      animator.finishAnimation(at: .start)
      #expect(positions == [.start])
    },
    "UIViewPropertyAnimator.stopAnimation(_:)": {
      var completed = false
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      animator.addCompletion { _ in completed = true }
      animator.startAnimation()
      animator.stopAnimation(true)
      #expect(animator.state == .inactive)
      #expect(!completed)
    },
    "UIViewPropertyAnimator.finishAnimation(at:)": {
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      animator.startAnimation()
      animator.stopAnimation(false)
      #expect(animator.state == .stopped)
      animator.finishAnimation(at: .end)
      #expect(animator.state == .inactive)
      #expect(animator.fractionComplete == 1)
    },
    "UIViewPropertyAnimator.pauseAnimation()": {
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      animator.startAnimation()
      animator.pauseAnimation()
      #expect(animator.state == .active)
      #expect(!animator.isRunning)
      animator.stopAnimation(true)
    },
    "UIViewPropertyAnimator.state": {
      #expect(UIViewPropertyAnimator(duration: 1, curve: .linear).state == .inactive)
    },
    "UIViewPropertyAnimator.isRunning": {
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      #expect(!animator.isRunning)
      animator.startAnimation()
      #expect(animator.isRunning)
      animator.stopAnimation(true)
    },
    "UIViewPropertyAnimator.fractionComplete": {
      roundTrip(UIViewPropertyAnimator(duration: 1, curve: .linear), \.fractionComplete, 0.5)
    },
    "UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)": {
      var ran = false
      let animator = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 1, delay: 0, options: [.curveLinear], animations: { ran = true })
      #expect(ran)
      #expect(animator.isRunning)
      animator.stopAnimation(true)
    },
    "CADisplayLink.init(target:selector:)": {
      let link = CADisplayLink(target: UIView(), selector: Selector(("tick:")))
      #expect(link.timestamp == 0)
    },
    "CADisplayLink.add(to:forMode:)": {
      // Outside any app's code nothing is scheduled: the link never fires.
      let link = CADisplayLink(target: UIView(), selector: Selector(("tick:")))
      link.add(to: RunLoop.main, forMode: .common)
      link.invalidate()
    },
    "CADisplayLink.remove(from:forMode:)": {
      let link = CADisplayLink(target: UIView(), selector: Selector(("tick:")))
      link.add(to: RunLoop.main, forMode: .default)
      link.remove(from: RunLoop.main, forMode: .default)
    },
    "CADisplayLink.invalidate()": {
      CADisplayLink(target: UIView(), selector: Selector(("tick:"))).invalidate()
    },
    "CADisplayLink.isPaused": {
      roundTrip(CADisplayLink(target: UIView(), selector: Selector(("tick:"))), \.isPaused, true)
    },
    "CADisplayLink.preferredFramesPerSecond": {
      roundTrip(
        CADisplayLink(target: UIView(), selector: Selector(("tick:"))), \.preferredFramesPerSecond, 30)
    },
    "CADisplayLink.timestamp": {
      #expect(CADisplayLink(target: UIView(), selector: Selector(("tick:"))).timestamp == 0)
    },
    "CADisplayLink.targetTimestamp": {
      #expect(CADisplayLink(target: UIView(), selector: Selector(("tick:"))).targetTimestamp == 0)
    },
    "CADisplayLink.duration": {
      #expect(abs(CADisplayLink(target: UIView(), selector: Selector(("tick:"))).duration - 1.0 / 60) < 1e-9)
    },
    "CGVector.init(dx:dy:)": {
      let vector = CGVector(dx: 3, dy: -4)
      #expect(vector.dx == 3 && vector.dy == -4)
      #expect(CGVector(dx: 1.5, dy: 2) == CGVector(dx: CGFloat(1.5), dy: CGFloat(2)))
      #expect(CGVector() == .zero)
    },
    "CGVector.zero": { #expect(CGVector.zero.dx == 0 && CGVector.zero.dy == 0) },
  ]
}
