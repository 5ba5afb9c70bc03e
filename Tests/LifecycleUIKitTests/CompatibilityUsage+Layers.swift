import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  static let geometry: [String: Use] = [
    "UIEdgeInsets.init(top:left:bottom:right:)": {
      let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      #expect(insets.top == 1 && insets.left == 2 && insets.bottom == 3 && insets.right == 4)
    },
    "UIEdgeInsets.zero": { #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)) },
    "CGRect.inset(by:)": {
      let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
      #expect(
        rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
          == CGRect(x: 10, y: 5, width: 80, height: 40))
    },
    "NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)": {
      #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).trailing == 4)
      #expect(NSDirectionalEdgeInsets.zero.leading == 0)
    },
    "UIOffset.init(horizontal:vertical:)": {
      #expect(UIOffset(horizontal: 1, vertical: -2).vertical == -2 && UIOffset.zero.horizontal == 0)
    },
    "CGAffineTransform.identity": {
      #expect(
        CGAffineTransform.identity.isIdentity
          && CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
    },
    "CGAffineTransform.init(scaleX:y:)": {
      #expect(
        CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 3))
          == CGSize(width: 4, height: 9))
    },
    "CGAffineTransform.init(rotationAngle:)": {
      let point = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
      #expect(abs(point.x) < 1e-9 && abs(point.y - 1) < 1e-9)
    },
    "CGAffineTransform.init(translationX:y:)": {
      #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 2, y: 3)) == CGPoint(x: 3, y: 4))
    },
    "CGAffineTransform.scaledBy(x:y:)": {
      // The scale comes first: (1, 1) scaled to (2, 2), then moved by (10, 0).
      let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
      #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 12, y: 2))
    },
    "CGAffineTransform.rotated(by:)": {
      let point = CGPoint(x: 1, y: 0).applying(CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi))
      #expect(abs(point.x - 4) < 1e-9 && abs(point.y) < 1e-9)
    },
    "CGAffineTransform.translatedBy(x:y:)": {
      let transform = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)
      #expect(CGPoint.zero.applying(transform) == CGPoint(x: 2, y: 0))
    },
    "CGAffineTransform.concatenating(_:)": {
      let transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(
        CGAffineTransform(translationX: 1, y: 0))
      #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 3, y: 2))
    },
    "CGAffineTransform.inverted()": {
      let transform = CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 3, y: 1)
      #expect(transform.concatenating(transform.inverted()).isIdentity)
      #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    },
    "CGAffineTransform.isIdentity": { #expect(!CGAffineTransform(scaleX: 1, y: 2).isIdentity) },
  ]

  static let layers: [String: Use] = [
    "CALayer.init()": { #expect(CALayer().sublayers == nil && CALayer().superlayer == nil) },
    "CALayer.cornerRadius": { roundTrip(CALayer(), \.cornerRadius, 8) },
    "CALayer.borderWidth": { roundTrip(CALayer(), \.borderWidth, 1) },
    "CALayer.borderColor": { roundTrip(CALayer(), \.borderColor, UIColor.red.cgColor) },
    "CALayer.shadowColor": { roundTrip(CALayer(), \.shadowColor, UIColor.gray.cgColor) },
    "CALayer.shadowOffset": {
      #expect(CALayer().shadowOffset == CGSize(width: 0, height: -3))
      roundTrip(CALayer(), \.shadowOffset, CGSize(width: 0, height: 2))
    },
    "CALayer.shadowOpacity": { roundTrip(CALayer(), \.shadowOpacity, 0.3) },
    "CALayer.shadowRadius": { roundTrip(CALayer(), \.shadowRadius, 4) },
    "CALayer.shadowPath": {
      let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2).cgPath
      let layer = CALayer()
      layer.shadowPath = path
      #expect(layer.shadowPath == path)
    },
    "CALayer.masksToBounds": {
      let view = UIView()
      view.layer.masksToBounds = true
      #expect(view.clipsToBounds)
    },
    "CALayer.opacity": {
      let view = UIView()
      view.layer.opacity = 0.5
      #expect(view.alpha == 0.5)
      roundTrip(CALayer(), \.opacity, 0.25)
    },
    "CALayer.backgroundColor": {
      let view = UIView()
      view.layer.backgroundColor = UIColor.red.cgColor
      #expect(view.backgroundColor == .red)
      roundTrip(CALayer(), \.backgroundColor, UIColor.blue.cgColor)
    },
    "CALayer.frame": {
      let view = UIView()
      view.layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
      #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
      roundTrip(CALayer(), \.frame, CGRect(x: 0, y: 0, width: 5, height: 5))
    },
    "CALayer.bounds": {
      let layer = CALayer()
      layer.bounds = CGRect(x: 0, y: 0, width: 7, height: 8)
      #expect(layer.frame.size == CGSize(width: 7, height: 8))
    },
    "CALayer.addSublayer(_:)": {
      let (parent, child) = (CALayer(), CALayer())
      parent.addSublayer(child)
      #expect(parent.sublayers?.first === child && child.superlayer === parent)
    },
    "CALayer.insertSublayer(_:at:)": {
      let (parent, first, second) = (CALayer(), CALayer(), CALayer())
      parent.addSublayer(first)
      parent.insertSublayer(second, at: 0)
      #expect(parent.sublayers?.first === second)
      parent.insertSublayer(CAGradientLayer(), below: first)
      #expect(parent.sublayers?[1] is CAGradientLayer)
    },
    "CALayer.removeFromSuperlayer()": {
      let (parent, child) = (CALayer(), CALayer())
      parent.addSublayer(child)
      child.removeFromSuperlayer()
      #expect(parent.sublayers == nil && child.superlayer == nil)
    },
    "CALayer.sublayers": {
      let view = UIView()
      view.addSubview(UIView())
      #expect(view.layer.sublayers == nil)
    },
    "CAGradientLayer.colors": {
      let gradient = CAGradientLayer()
      gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      #expect((gradient.colors as? [CGColor]) == [UIColor.red.cgColor, UIColor.blue.cgColor])
    },
    "CAGradientLayer.locations": {
      let gradient = CAGradientLayer()
      gradient.locations = [0, 0.5]
      #expect(gradient.locations == [0, 0.5])
    },
    "CAGradientLayer.startPoint": { roundTrip(CAGradientLayer(), \.startPoint, CGPoint(x: 0, y: 0.5)) },
    "CAGradientLayer.endPoint": { roundTrip(CAGradientLayer(), \.endPoint, CGPoint(x: 1, y: 0.5)) },
    "CAShapeLayer.path": {
      let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
      let shape = CAShapeLayer()
      shape.path = path
      #expect(shape.path == path && shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
    },
    "CAShapeLayer.fillColor": {
      #expect(CAShapeLayer().fillColor == UIColor.black.cgColor)
      roundTrip(CAShapeLayer(), \.fillColor, UIColor.clear.cgColor)
    },
    "CAShapeLayer.strokeColor": { roundTrip(CAShapeLayer(), \.strokeColor, UIColor.red.cgColor) },
    "CAShapeLayer.lineWidth": { roundTrip(CAShapeLayer(), \.lineWidth, 2) },
    "UIColor.cgColor": { #expect(UIColor.red.cgColor.components == [1, 0, 0, 1]) },
    "UIColor.init(cgColor:)": {
      #expect(
        UIColor(cgColor: UIColor.red.withAlphaComponent(0.5).cgColor) == UIColor.red.withAlphaComponent(0.5))
    },
    "CGColor.alpha": { #expect(UIColor.clear.cgColor.alpha == 0) },
    "UIBezierPath.init(roundedRect:cornerRadius:)": {
      #expect(
        UIBezierPath(roundedRect: CGRect(x: 1, y: 1, width: 2, height: 2), cornerRadius: 1).bounds.width == 2)
    },
    "UIBezierPath.init(ovalIn:)": { #expect(!UIBezierPath(ovalIn: .zero).isEmpty) },
    "UIBezierPath.move(to:)": {
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 10, y: 5))
      path.close()
      #expect(path.cgPath.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 5)), .close])
      #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 5))
    },
    "UIBezierPath.addLine(to:)": { _ = UIBezierPath.addLine(to:) },
    "UIBezierPath.close()": { _ = UIBezierPath.close },
    "UIBezierPath.cgPath": {
      let path = UIBezierPath()
      path.cgPath = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
      #expect(path.cgPath.boundingBox == CGRect(x: 0, y: 0, width: 1, height: 1))
    },
    "CGMutablePath.addLine(to:)": {
      let path = CGMutablePath()
      path.move(to: CGPoint(x: 1, y: 1))
      path.addLine(to: CGPoint(x: 2, y: 3))
      path.closeSubpath()
      #expect(path.boundingBox == CGRect(x: 1, y: 1, width: 1, height: 2))
    },
  ]
}
