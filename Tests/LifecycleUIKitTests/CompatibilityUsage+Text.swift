import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  static let text: [String: Use] = [
    "NSAttributedString.Key.font": {
      let string = NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 12)])
      #expect(string.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 12))
      #expect(NSAttributedString.Key.font.rawValue == "NSFont")
    },
    "NSAttributedString.Key.foregroundColor": {
      #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    },
    "NSAttributedString.Key.backgroundColor": {
      #expect(NSAttributedString.Key.backgroundColor.rawValue == "NSBackgroundColor")
    },
    "NSAttributedString.Key.paragraphStyle": {
      #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
    },
    "NSAttributedString.Key.kern": { #expect(NSAttributedString.Key.kern.rawValue == "NSKern") },
    "NSAttributedString.Key.underlineStyle": {
      let string = NSAttributedString(
        string: "a", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
      #expect(string.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int == 1)
    },
    "NSAttributedString.Key.strikethroughStyle": {
      #expect(NSAttributedString.Key.strikethroughStyle.rawValue == "NSStrikethrough")
    },
    "NSAttributedString.Key.link": { #expect(NSAttributedString.Key.link.rawValue == "NSLink") },
    "NSUnderlineStyle.single": { #expect(NSUnderlineStyle.double.rawValue == 9) },
    "NSParagraphStyle.default": {
      let style = NSParagraphStyle.default
      #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping && style.lineSpacing == 0)
      #expect((style.mutableCopy() as? NSMutableParagraphStyle)?.isEqual(style) == true)
    },
    "NSMutableParagraphStyle.alignment": { roundTrip(NSMutableParagraphStyle(), \.alignment, .center) },
    "NSMutableParagraphStyle.lineSpacing": { roundTrip(NSMutableParagraphStyle(), \.lineSpacing, 4) },
    "NSMutableParagraphStyle.lineBreakMode": {
      roundTrip(NSMutableParagraphStyle(), \.lineBreakMode, .byTruncatingMiddle)
    },
    "UILabel.attributedText": {
      let label = UILabel()
      label.attributedText = NSAttributedString(string: "Bold", attributes: [.kern: 1])
      #expect(
        label.text == "Bold"
          && label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Int == 1)
      label.text = "Plain"
      #expect(label.attributedText?.string == "Plain")
    },
    "UILabel.lineBreakMode": {
      #expect(UILabel().lineBreakMode == .byTruncatingTail)
      roundTrip(UILabel(), \.lineBreakMode, .byWordWrapping)
    },
    "UITextField.attributedText": {
      let field = UITextField()
      field.attributedText = NSAttributedString(string: "milk")
      #expect(field.text == "milk")
      field.text = "eggs"
      #expect(field.attributedText?.string == "eggs")
    },
    "UITextView.attributedText": {
      let view = UITextView()
      view.attributedText = NSAttributedString(string: "Notes")
      #expect(view.text == "Notes")
      view.text = "More"
      #expect(view.attributedText.string == "More")
    },
    "UIButton.setAttributedTitle(_:for:)": {
      let button = UIButton(type: .system)
      button.setTitle("Plain", for: .normal)
      button.setAttributedTitle(NSAttributedString(string: "Fancy"), for: .normal)
      #expect(
        button.titleLabel?.text == "Fancy" && button.attributedTitle(for: .highlighted)?.string == "Fancy")
      #expect(button.currentTitle == "Plain")
    },
    "UIButton.setImage(_:for:)": {
      let button = UIButton(type: .custom)
      let image = UIImage(name: "star", size: CGSize(width: 10, height: 10))
      button.setImage(image, for: .normal)
      #expect(button.image(for: .selected) === image && button.currentImage === image)
      #expect(button.imageView?.image === image)
    },
    "UIButton.image(for:)": { #expect(UIButton(type: .system).image(for: .normal) == nil) },
    "UIButton.setTitleColor(_:for:)": {
      let button = UIButton(type: .system)
      button.setTitleColor(.red, for: .normal)
      #expect(button.titleColor(for: .disabled) == .red)
    },
    "UIButton.imageView": { #expect(UIButton(type: .system).imageView != nil) },
    "UIButton.setBackgroundImage(_:for:)": {
      let button = UIButton(type: .custom)
      let image = UIImage(name: "bg", size: .zero)
      button.setBackgroundImage(image, for: .normal)
      #expect(button.backgroundImage(for: .normal) === image)
    },
    "UIButton.contentEdgeInsets": {
      roundTrip(
        UIButton(type: .custom), \.contentEdgeInsets, UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
      roundTrip(
        UIButton(type: .custom), \.titleEdgeInsets, UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
      roundTrip(
        UIButton(type: .custom), \.imageEdgeInsets, UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
    },
  ]
}
