import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  /// Selectors made from strings, responders' identity, input views (behaviour:
  /// ``SelectorsFromStringsTests``) and Xcode's literals (``LiteralTests``).
  static let selectors: [String: Use] = [
    "UIColor.init(_colorLiteralRed:green:blue:alpha:)": {
      #expect(
        #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    },
    "UIImage.init(imageLiteralResourceName:)": { _ = UIImage.init(imageLiteralResourceName:) },
    "NSSelectorFromString(_:)": {
      #expect(
        NSStringFromSelector(NSSelectorFromString("routeToShowOrderWithSegue:"))
          == "routeToShowOrderWithSegue:")
    },
    "NSObjectProtocol.responds(to:)": {
      let responds: (any NSObjectProtocol, Selector) -> Bool = { $0.responds(to: $1) }
      _ = responds
    },
    "NSObjectProtocol.perform(_:with:)": {
      let perform: (any NSObjectProtocol, Selector) -> Void = { $0.perform($1, with: nil) }
      _ = perform
    },
    "UIResponder.inputView": {
      let field = UITextField()
      let picker = UIPickerView()
      field.inputView = picker
      #expect(field.inputView === picker && UIResponder().inputView == nil)
    },
    "UIResponder.inputAccessoryView": {
      let view = UITextView()
      let bar = UIView()
      view.inputAccessoryView = bar
      #expect(view.inputAccessoryView === bar)
    },
    "UIResponder.==": {
      let fields = [UITextField(), UITextField()]
      #expect(fields.firstIndex(of: fields[1]) == 1)
      #expect(Set([fields[0], fields[0]]).count == 1)
    },
  ]
}
