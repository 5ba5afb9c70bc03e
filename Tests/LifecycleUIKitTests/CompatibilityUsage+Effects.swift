import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  /// Visual effects, feedback generators, gestures' inert parts, accessibility traits and
  /// coordinate conversion (behaviour: ``ViewGeometryConversionTests``).
  static let effects: [String: Use] = [
    "UITextInput.beginningOfDocument": {
      let field = UITextField()
      field.text = "abc"
      #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 3)
    },
    "UITextInput.textRange(from:to:)": {
      let view = UITextView()
      #expect(view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)?.isEmpty == true)
    },
    "UITextInput.position(from:offset:)": {
      let view = UITextView()
      #expect(view.position(from: view.beginningOfDocument, offset: 1) == nil)
    },
    "UITextInput.offset(from:to:)": {
      let view = UITextView()
      #expect(view.offset(from: view.endOfDocument, to: view.beginningOfDocument) == 0)
    },
    "UITextInput.text(in:)": {
      let view = UITextView()
      view.text = "hi"
      let range = view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)
      #expect(range.flatMap(view.text(in:)) == "hi")
    },
    "UITextInput.selectedTextRange": {
      let view = UITextView()
      view.selectedTextRange = view.textRange(from: view.beginningOfDocument, to: view.beginningOfDocument)
      #expect(view.selectedTextRange?.isEmpty == true)
    },
    "UITextInput.textInputContent": { #expect(UITextField().textInputContent == "") },
    "UITextView.textColor": {
      roundTrip(UITextView(), \.textColor, .red)
      roundTrip(UITextView(), \.isSelectable, false)
    },
    "UITextView.delegate": {
      let textView = UITextView()
      let recorder = DraftRecorder()
      textView.delegate = recorder
      #expect(textView.delegate === recorder)
    },
    "UIVisualEffectView.init(effect:)": {
      let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      #expect((view.effect as? UIBlurEffect)?.style == .systemMaterial && view.contentView.superview === view)
    },
    "UIBlurEffect.init(style:)": {
      #expect(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)).blurEffect.style == .dark)
    },
    "UINotificationFeedbackGenerator.notificationOccurred(_:)": {
      let generator = UINotificationFeedbackGenerator()
      generator.prepare()
      generator.notificationOccurred(.success)
    },
    "UIImpactFeedbackGenerator.impactOccurred()": {
      let generator = UIImpactFeedbackGenerator(style: .heavy)
      generator.impactOccurred()
      #expect(generator.style == .heavy)
    },
    "UISelectionFeedbackGenerator.selectionChanged()": { UISelectionFeedbackGenerator().selectionChanged() },
    "UIGestureRecognizer.location(in:)": {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
      let tap = UITapGestureRecognizer(target: nil, action: nil)
      view.addGestureRecognizer(tap)
      #expect(tap.location(in: nil) == CGPoint(x: 50, y: 20))
    },
    "UIGestureRecognizer.UIPanGestureRecognizer.translation(in:)": {
      let pan = UIPanGestureRecognizer(target: nil, action: nil)
      #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
    },
    "UIGestureRecognizer.UIScreenEdgePanGestureRecognizer.edges": {
      roundTrip(UIScreenEdgePanGestureRecognizer(target: nil, action: nil), \.edges, .left)
    },
    "UIGestureRecognizer.UIPinchGestureRecognizer.scale": {
      roundTrip(UIPinchGestureRecognizer(target: nil, action: nil), \.scale, 2)
    },
    "UITableViewCell.selectedBackgroundView": {
      sameObject(UITableViewCell(style: .default, reuseIdentifier: nil), \.selectedBackgroundView, UIView())
    },
    "UIView.accessibilityTraits": {
      roundTrip(UIButton(), \.accessibilityTraits, [.button, .selected])
      roundTrip(UIView(), \.accessibilityValue, "3 of 5")
    },
    "UIView.convert(_:to:)": { _ = UIView.convert(_:to:) as (UIView) -> (CGPoint, UIView?) -> CGPoint },
    "UIView.performWithoutAnimation(_:)": {
      var ran = false
      UIView.performWithoutAnimation { ran = true }
      #expect(ran)
    },
  ]
}
