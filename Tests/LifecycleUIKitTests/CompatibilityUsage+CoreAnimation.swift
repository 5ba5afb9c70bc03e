import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  /// Core Animation's animations and transactions (behaviour: ``CoreAnimationTests``).
  static let coreAnimation: [String: Use] = [
    "CAAnimation.delegate": { _ = \CAAnimation.delegate },
    "CAAnimation.duration": { roundTrip(CABasicAnimation(keyPath: "opacity"), \.duration, 0.4) },
    "CAAnimation.repeatCount": { roundTrip(CABasicAnimation(), \.repeatCount, .infinity) },
    "CAAnimation.isRemovedOnCompletion": { roundTrip(CAKeyframeAnimation(), \.isRemovedOnCompletion, false) },
    "CAAnimation.timingFunction": {
      let animation = CABasicAnimation()
      animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      #expect(animation.timingFunction?.name == .easeInEaseOut)
    },
    "CAAnimation.fillMode": { roundTrip(CAAnimationGroup(), \.fillMode, .forwards) },
    "CATransaction.begin()": { _ = CATransaction.begin },
    "CATransaction.commit()": { _ = CATransaction.commit },
    "CATransaction.setCompletionBlock(_:)": { _ = CATransaction.setCompletionBlock },
    "CATransaction.setAnimationDuration(_:)": {
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.6)
      #expect(CATransaction.animationDuration() == 0.6)
      CATransaction.commit()
    },
    "CATransaction.setDisableActions(_:)": {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      #expect(CATransaction.disableActions())
      CATransaction.commit()
    },
    "CATransaction.setAnimationTimingFunction(_:)": {
      CATransaction.begin()
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1))
      #expect(CATransaction.animationTimingFunction()?.controlPoints == [0.2, 0, 0, 1])
      CATransaction.commit()
    },
    "CALayer.add(_:forKey:)": {
      let layer = CALayer()
      let animation = CABasicAnimation(keyPath: "opacity")
      CATransaction.begin()
      layer.add(animation, forKey: "fade")
      CATransaction.commit()
      #expect(layer.animation(forKey: "fade") !== animation, "a copy")
      #expect(layer.opacity == 1, "the layer's own value does not change")
      layer.removeAllAnimations()
    },
    "CALayer.animation(forKey:)": { #expect(CALayer().animation(forKey: "fade") == nil) },
    "CALayer.animationKeys()": { #expect(CALayer().animationKeys() == nil) },
    "CALayer.removeAnimation(forKey:)": { _ = CALayer.removeAnimation(forKey:) },
    "CALayer.removeAllAnimations()": { _ = CALayer.removeAllAnimations },
    "CAShapeLayer.lineJoin": {
      roundTrip(CAShapeLayer(), \.lineJoin, .round)
      roundTrip(CAShapeLayer(), \.lineCap, .square)
    },
  ]
}
