import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  /// Selectors made from strings, responders' identity and input views (behaviour:
  /// ``SelectorsFromStringsTests``).
  static let selectors: [String: Use] = [
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
