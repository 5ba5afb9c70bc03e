import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  /// A view with a label inside, for constraints between the two.
  static func labelInView() -> (view: UIView, label: UILabel) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let label = UILabel()
    view.addSubview(label)
    return (view, label)
  }

  static let layout: [String: Use] = [
    "NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)": {
      let (view, label) = labelInView()
      let constraint = NSLayoutConstraint(
        item: label, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1,
        constant: 8)
      #expect(constraint.firstAttribute == .top && constraint.relation == .equal && !constraint.isActive)
    },
    "NSLayoutConstraint.activate(_:)": {
      let (view, label) = labelInView()
      let constraint = label.topAnchor.constraint(equalTo: view.topAnchor)
      NSLayoutConstraint.activate([constraint])
      #expect(constraint.isActive && view.constraints.first === constraint && label.constraints.isEmpty)
    },
    "NSLayoutConstraint.deactivate(_:)": {
      let (view, label) = labelInView()
      let constraint = label.widthAnchor.constraint(equalToConstant: 40)
      NSLayoutConstraint.activate([constraint])
      #expect(label.constraints.count == 1)
      NSLayoutConstraint.deactivate([constraint])
      #expect(!constraint.isActive && label.constraints.isEmpty && view.constraints.isEmpty)
    },
    "NSLayoutConstraint.isActive": {
      let (view, label) = labelInView()
      roundTrip(
        label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor), \.isActive, true)
    },
    "NSLayoutConstraint.constant": {
      roundTrip(UIView().heightAnchor.constraint(equalToConstant: 1), \.constant, 44)
    },
    "NSLayoutConstraint.multiplier": {
      let view = UIView()
      #expect(view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 2).multiplier == 2)
    },
    "NSLayoutConstraint.priority": {
      roundTrip(UIView().widthAnchor.constraint(equalToConstant: 1), \.priority, .defaultHigh - 1)
    },
    "NSLayoutConstraint.identifier": {
      roundTrip(UIView().widthAnchor.constraint(equalToConstant: 1), \.identifier, "width")
    },
    "NSLayoutConstraint.firstItem": {
      let (view, label) = labelInView()
      let constraint = label.centerXAnchor.constraint(equalTo: view.centerXAnchor)
      #expect(constraint.firstItem === label && constraint.secondItem === view)
      #expect(constraint.secondAttribute == .centerX)
    },
    "NSLayoutConstraint.secondItem": {
      #expect(UIView().heightAnchor.constraint(equalToConstant: 1).secondItem == nil)
    },
    "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)": {
      let made = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[label]-|", options: [.alignAllCenterY], metrics: nil,
        views: ["label": UILabel()])
      #expect(made.isEmpty)
    },
    "NSLayoutConstraint.Attribute.top": {
      #expect(
        [NSLayoutConstraint.Attribute.top, .leading, .centerY, .notAnAttribute].map(\.rawValue) == [
          3, 5, 10, 0,
        ])
    },
    "NSLayoutConstraint.Relation.equal": {
      #expect(
        [NSLayoutConstraint.Relation.lessThanOrEqual, .equal, .greaterThanOrEqual].map(\.rawValue) == [
          -1, 0, 1,
        ])
    },
    "NSLayoutConstraint.FormatOptions.alignAllCenterX": {
      let options: NSLayoutFormatOptions = [.alignAllCenterX, .directionLeftToRight]
      #expect(options.rawValue == 1 << 9 | 1 << 16)
    },
    "NSLayoutConstraint.Axis.vertical": { #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1) },
    "NSLayoutAnchor.constraint(equalTo:)": {
      let (view, label) = labelInView()
      #expect(label.bottomAnchor.constraint(equalTo: view.bottomAnchor).constant == 0)
    },
    "NSLayoutAnchor.constraint(equalTo:constant:)": {
      let (view, label) = labelInView()
      #expect(label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16).constant == -16)
    },
    "NSLayoutAnchor.constraint(greaterThanOrEqualTo:)": {
      let (view, label) = labelInView()
      let constraint = label.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor, constant: 8)
      #expect(constraint.relation == .greaterThanOrEqual && constraint.constant == 8)
      #expect(
        label.leftAnchor.constraint(greaterThanOrEqualTo: view.leftAnchor).relation == .greaterThanOrEqual)
    },
    "NSLayoutAnchor.constraint(lessThanOrEqualTo:)": {
      let (view, label) = labelInView()
      #expect(label.rightAnchor.constraint(lessThanOrEqualTo: view.rightAnchor).relation == .lessThanOrEqual)
      #expect(
        label.centerYAnchor.constraint(lessThanOrEqualTo: view.centerYAnchor, constant: 1).constant == 1)
    },
    "NSLayoutDimension.constraint(equalToConstant:)": {
      let view = UIView()
      #expect(view.heightAnchor.constraint(equalToConstant: 44).secondAttribute == .notAnAttribute)
      #expect(view.widthAnchor.constraint(greaterThanOrEqualToConstant: 1).relation == .greaterThanOrEqual)
      #expect(view.widthAnchor.constraint(lessThanOrEqualToConstant: 1).relation == .lessThanOrEqual)
    },
    "NSLayoutDimension.constraint(equalTo:multiplier:)": {
      let (view, label) = labelInView()
      let constraint = label.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: 4)
      #expect(constraint.multiplier == 0.5 && constraint.constant == 4)
      #expect(label.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.25).multiplier == 0.25)
    },
    "NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)": {
      let (view, label) = labelInView()
      #expect(
        label.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 2).constant
          == 16)
      #expect(
        label.topAnchor.constraint(equalToSystemSpacingBelow: view.topAnchor, multiplier: 1).constant == 8)
    },
    "UILayoutPriority.required": {
      #expect(
        [UILayoutPriority.required, .defaultHigh, .defaultLow, .fittingSizeLevel].map(\.rawValue) == [
          1000, 750, 250, 50,
        ])
    },
    "UILayoutPriority.+(_:_:)": {
      #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
      #expect(UILayoutPriority.required - 1 < .required)
    },
    "UILayoutGuide.init()": {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      let guide = UILayoutGuide()
      view.addLayoutGuide(guide)
      #expect(guide.owningView === view && view.layoutGuides.count == 1)
      view.removeLayoutGuide(guide)
      #expect(guide.owningView == nil && view.layoutGuides.isEmpty)
    },
    "UILayoutGuide.layoutFrame": {
      let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
      #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 100, height: 50))
      #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 34))
    },
    "UILayoutGuide.identifier": { roundTrip(UILayoutGuide(), \.identifier, "content") },
    "UILayoutGuide.topAnchor": {
      let view = UIView()
      let guide = view.safeAreaLayoutGuide
      let constraints = [
        guide.topAnchor.constraint(equalTo: view.topAnchor),
        guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        guide.leftAnchor.constraint(equalTo: view.leftAnchor),
        guide.rightAnchor.constraint(equalTo: view.rightAnchor),
        guide.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        guide.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        guide.widthAnchor.constraint(equalTo: view.widthAnchor),
        guide.heightAnchor.constraint(equalTo: view.heightAnchor),
      ]
      NSLayoutConstraint.activate(constraints)
      #expect(view.constraints.count == 10 && constraints.allSatisfy { $0.firstItem === guide })
    },
  ]
}
