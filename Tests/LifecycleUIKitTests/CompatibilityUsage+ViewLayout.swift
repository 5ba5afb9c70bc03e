import LifecycleUIKit
import Testing

/// A view that counts its layout calls.
@MainActor
private final class CountingView: UIView {
  var layouts = 0
  var updates = 0
  override func layoutSubviews() { layouts += 1 }
  override func updateConstraints() { updates += 1 }
}

/// A view whose layer is a gradient.
@MainActor
private final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
}

extension CompatibilityUsage {
  static let viewLayout: [String: Use] = [
    "UIView.translatesAutoresizingMaskIntoConstraints": {
      #expect(UIView().translatesAutoresizingMaskIntoConstraints)
      roundTrip(UIView(), \.translatesAutoresizingMaskIntoConstraints, false)
    },
    "UIView.topAnchor": {
      let (view, label) = labelInView()
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        label.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
      #expect(view.constraints.count == 3)
    },
    "UIView.leadingAnchor": {
      let (view, label) = labelInView()
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        label.leftAnchor.constraint(equalTo: view.leftAnchor),
        label.rightAnchor.constraint(equalTo: view.rightAnchor),
        label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      ])
      #expect(view.constraints.count == 5)
    },
    "UIView.widthAnchor": {
      let (view, label) = labelInView()
      label.widthAnchor.constraint(equalTo: view.widthAnchor).isActive = true
      label.heightAnchor.constraint(equalToConstant: 20).isActive = true
      #expect(view.constraints.count == 1 && label.constraints.count == 1)
    },
    "UIView.firstBaselineAnchor": {
      let (view, label) = labelInView()
      let other = UILabel()
      view.addSubview(other)
      other.firstBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor).isActive = true
      #expect(view.constraints.first?.secondAttribute == .lastBaseline)
    },
    "UIView.safeAreaLayoutGuide": {
      let view = UIView()
      #expect(
        view.safeAreaLayoutGuide === view.safeAreaLayoutGuide && view.safeAreaLayoutGuide.owningView === view)
    },
    "UIView.layoutMarginsGuide": {
      #expect(UIView().layoutMarginsGuide.identifier == "UIViewLayoutMarginsGuide")
    },
    "UIView.readableContentGuide": {
      let view = UIView()
      #expect(view.readableContentGuide.owningView === view)
    },
    "UIView.addLayoutGuide(_:)": { _ = UIView.addLayoutGuide },
    "UIView.safeAreaInsets": { #expect(UIView().safeAreaInsets == .zero) },
    "UIView.layoutMargins": {
      #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
      roundTrip(UIView(), \.layoutMargins, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    },
    "UIView.directionalLayoutMargins": {
      let view = UIView()
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
      #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    },
    "UIView.constraints": { #expect(UIView().constraints.isEmpty) },
    "UIView.addConstraint(_:)": {
      let (view, label) = labelInView()
      let constraint = label.topAnchor.constraint(equalTo: view.topAnchor)
      view.addConstraint(constraint)
      #expect(constraint.isActive && view.constraints.count == 1)
    },
    "UIView.addConstraints(_:)": {
      let (view, label) = labelInView()
      view.addConstraints([label.topAnchor.constraint(equalTo: view.topAnchor)])
      #expect(view.constraints.count == 1)
    },
    "UIView.removeConstraint(_:)": {
      let (view, label) = labelInView()
      let constraint = label.topAnchor.constraint(equalTo: view.topAnchor)
      view.addConstraint(constraint)
      view.removeConstraint(constraint)
      #expect(!constraint.isActive && view.constraints.isEmpty)
    },
    "UIView.removeConstraints(_:)": {
      let (view, label) = labelInView()
      let constraints = [label.topAnchor.constraint(equalTo: view.topAnchor)]
      NSLayoutConstraint.activate(constraints)
      view.removeConstraints(view.constraints)
      #expect(!constraints[0].isActive)
    },
    "UIView.setContentHuggingPriority(_:for:)": {
      let label = UILabel()
      #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
      label.setContentHuggingPriority(.required, for: .horizontal)
      #expect(label.contentHuggingPriority(for: .horizontal) == .required)
    },
    "UIView.setContentCompressionResistancePriority(_:for:)": {
      let label = UILabel()
      #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
      label.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
      #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultLow)
    },
    "UIView.layoutIfNeeded()": {
      let view = CountingView()
      view.layoutIfNeeded()
      view.layoutIfNeeded()
      #expect(view.layouts == 1)
    },
    "UIView.layoutSubviews()": {
      let view = CountingView()
      view.layoutIfNeeded()
      view.setNeedsLayout()
      view.layoutIfNeeded()
      #expect(view.layouts == 2)
    },
    "UIView.updateConstraints()": {
      let view = CountingView()
      view.setNeedsUpdateConstraints()
      view.layoutIfNeeded()
      #expect(view.updates == 1 && !view.needsUpdateConstraints())
    },
    "UIView.setNeedsUpdateConstraints()": { _ = UIView.setNeedsUpdateConstraints },
    "UIView.intrinsicContentSize": {
      #expect(
        UILabel().intrinsicContentSize
          == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    },
    "UIView.systemLayoutSizeFitting(_:)": {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
      #expect(
        view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 30, height: 40))
    },
    "UIView.sizeThatFits(_:)": {
      #expect(
        UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 4)).sizeThatFits(.zero)
          == CGSize(width: 3, height: 4))
    },
    "UIView.sizeToFit()": {
      let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
      view.sizeToFit()
      #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    },
    "UIView.transform": { roundTrip(UIView(), \.transform, CGAffineTransform(scaleX: 2, y: 2)) },
    "UIView.contentMode": { roundTrip(UIImageView(), \.contentMode, .scaleAspectFill) },
    "UIView.clipsToBounds": {
      let view = UIView()
      view.clipsToBounds = true
      #expect(view.layer.masksToBounds)
    },
    "UIView.isOpaque": {
      #expect(UIView().isOpaque && UIView().layer.isOpaque)
      roundTrip(UIView(), \.isOpaque, false)
    },
    "UIView.contentScaleFactor": { roundTrip(UIView(), \.contentScaleFactor, 2) },
    "UIView.layer": {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      #expect(view.layer === view.layer && view.layer.frame == view.frame)
      view.layer.cornerRadius = 4
      #expect(view.layer.cornerRadius == 4)
    },
    "UIView.layerClass": { #expect(GradientView().layer is CAGradientLayer) },
    "UIView.willRemoveSubview(_:)": {
      let stack = UIStackView(arrangedSubviews: [UILabel()])
      stack.subviews[0].removeFromSuperview()
      #expect(stack.arrangedSubviews.isEmpty)
    },
    "UIView.didAddSubview(_:)": { _ = UIView.didAddSubview },
    "UIViewController.viewWillLayoutSubviews()": { _ = UIViewController.viewWillLayoutSubviews },
    "UIViewController.viewDidLayoutSubviews()": { _ = UIViewController.viewDidLayoutSubviews },
    "UIStackView.init(arrangedSubviews:)": {
      let label = UILabel()
      let stack = UIStackView(arrangedSubviews: [label])
      #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(label)])
      #expect(stack.subviews.first === label && stack.axis == .horizontal)
    },
    "UIStackView.addArrangedSubview(_:)": {
      let stack = UIStackView()
      let label = UILabel()
      stack.addArrangedSubview(label)
      #expect(label.superview === stack)
    },
    "UIStackView.insertArrangedSubview(_:at:)": {
      let (first, second) = (UILabel(), UILabel())
      let stack = UIStackView(arrangedSubviews: [first])
      stack.insertArrangedSubview(second, at: 0)
      #expect(
        stack.arrangedSubviews.map(ObjectIdentifier.init) == [second, first].map(ObjectIdentifier.init))
      #expect(stack.subviews.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
    },
    "UIStackView.removeArrangedSubview(_:)": {
      let label = UILabel()
      let stack = UIStackView(arrangedSubviews: [label])
      stack.removeArrangedSubview(label)
      #expect(stack.arrangedSubviews.isEmpty && stack.subviews.first === label)
    },
    "UIStackView.arrangedSubviews": { #expect(UIStackView().arrangedSubviews.isEmpty) },
    "UIStackView.axis": { roundTrip(UIStackView(), \.axis, .vertical) },
    "UIStackView.spacing": { roundTrip(UIStackView(), \.spacing, 16) },
    "UIStackView.alignment": { roundTrip(UIStackView(), \.alignment, .center) },
    "UIStackView.distribution": { roundTrip(UIStackView(), \.distribution, .fillEqually) },
    "UIStackView.isLayoutMarginsRelativeArrangement": {
      roundTrip(UIStackView(), \.isLayoutMarginsRelativeArrangement, true)
    },
    "UIStackView.setCustomSpacing(_:after:)": {
      let label = UILabel()
      let stack = UIStackView(arrangedSubviews: [label])
      #expect(stack.customSpacing(after: label) == UIStackView.spacingUseDefault)
      stack.setCustomSpacing(4, after: label)
      #expect(stack.customSpacing(after: label) == 4)
    },
  ]
}
