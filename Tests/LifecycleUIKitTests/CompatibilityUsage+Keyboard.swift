import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  static let keyboard: [String: Use] = [
    "UIResponder.keyboardWillShowNotification": {
      #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
      #expect(UIResponder.keyboardDidShowNotification.rawValue == "UIKeyboardDidShowNotification")
    },
    "UIResponder.keyboardWillHideNotification": {
      #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
      #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
    },
    "UIResponder.keyboardWillChangeFrameNotification": {
      #expect(
        UIResponder.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
      #expect(
        UIResponder.keyboardDidChangeFrameNotification.rawValue == "UIKeyboardDidChangeFrameNotification")
    },
    "UIResponder.keyboardFrameBeginUserInfoKey": {
      #expect(UIResponder.keyboardFrameBeginUserInfoKey == "UIKeyboardFrameBeginUserInfoKey")
      #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    },
    "UIResponder.keyboardAnimationDurationUserInfoKey": {
      #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
    },
    "UIResponder.keyboardAnimationCurveUserInfoKey": {
      #expect(UIResponder.keyboardAnimationCurveUserInfoKey == "UIKeyboardAnimationCurveUserInfoKey")
    },
    "UIResponder.keyboardIsLocalUserInfoKey": {
      #expect(UIResponder.keyboardIsLocalUserInfoKey == "UIKeyboardIsLocalUserInfoKey")
    },
    "UIView.AnimationCurve.easeInOut": {
      #expect(UIView.AnimationCurve(rawValue: 0) == .easeInOut)
      #expect(UIView.AnimationCurve.linear.rawValue == 3)
    },
    "NSValue.init(cgRect:)": {
      let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
      let value = NSValue(cgRect: rect)
      #expect(value.cgRectValue == rect)
      let info: [AnyHashable: Any] = ["frame": value]
      #expect(info["frame"] as? CGRect == rect)
      #expect((info["frame"] as? NSValue)?.cgRectValue == rect)
      #expect(NSValue(point: .zero) as Any as? CGRect == nil)
    },
    "UIScrollView.contentInset": {
      roundTrip(UIScrollView(), \.contentInset, UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
    },
    "UIScrollView.scrollIndicatorInsets": {
      roundTrip(UIScrollView(), \.scrollIndicatorInsets, UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
    },
  ]
}

/// The keyboard's Swift 4 names (Xcode 9's SDK) compile in Swift 4 mode, which `lifecycle
/// import` uses for a project whose SWIFT_VERSION is 4.0, and are the compiler's “renamed” error
/// from Swift 4.2 on, as with Apple's SDK.
@Suite("The keyboard's Swift 4 names: Swift 4 mode only")
struct KeyboardSwift4NameTests {
  static let source = """
    import LifecycleUIKit
    func keyboardNames() -> [String] {
      let names: [NSNotification.Name] = [
        .UIKeyboardWillShow, .UIKeyboardDidShow, .UIKeyboardWillHide, .UIKeyboardDidHide,
        .UIKeyboardWillChangeFrame, .UIKeyboardDidChangeFrame,
      ]
      return names.map { $0.rawValue } + [
        UIKeyboardFrameBeginUserInfoKey, UIKeyboardFrameEndUserInfoKey,
        UIKeyboardAnimationDurationUserInfoKey, UIKeyboardAnimationCurveUserInfoKey,
        UIKeyboardIsLocalUserInfoKey,
      ]
    }
    """

  @Test(
    "NSNotification.Name.UIKeyboardWillShow and UIKeyboardFrameEndUserInfoKey compile in Swift 4, not in 5")
  func swift4Names() throws {
    let swift4 = try ApplicationMainAttributeTests.typecheck(Self.source, swiftVersion: "4")
    #expect(swift4.status == 0, "\(swift4.errors)")
    let swift5 = try ApplicationMainAttributeTests.typecheck(Self.source, swiftVersion: "5")
    #expect(swift5.status != 0)
    #expect(
      swift5.errors.contains {
        $0.contains(
          "'UIKeyboardFrameEndUserInfoKey' has been renamed to 'UIResponder.keyboardFrameEndUserInfoKey'")
      },
      "\(swift5.errors)")
  }
}

extension CompatibilityUsage {
  static let refreshControls: [String: Use] = [
    "UIRefreshControl.init()": { #expect(!UIRefreshControl().isRefreshing) },
    "UIRefreshControl.addTarget(_:action:for:)": {
      UIRefreshControl().addTarget(nil, action: Selector(("refresh:")), for: .valueChanged)
    },
    "UIRefreshControl.beginRefreshing()": {
      let control = UIRefreshControl()
      control.beginRefreshing()
      #expect(control.isRefreshing)
    },
    "UIRefreshControl.endRefreshing()": {
      let control = UIRefreshControl()
      control.beginRefreshing()
      control.endRefreshing()
      #expect(!control.isRefreshing)
    },
    "UIRefreshControl.isRefreshing": { _ = \UIRefreshControl.isRefreshing },
    "UIRefreshControl.attributedTitle": {
      let control = UIRefreshControl()
      control.attributedTitle = NSAttributedString(string: "Pull to refresh")
      #expect(control.attributedTitle?.string == "Pull to refresh")
    },
    "UIScrollView.refreshControl": {
      let control = UIRefreshControl()
      sameObject(UIScrollView(), \.refreshControl, control)
    },
    "UITableViewController.refreshControl": {
      let control = UIRefreshControl()
      sameObject(UITableViewController(style: .plain), \.refreshControl, control)
    },
  ]
}

extension CompatibilityUsage {
  static let steppers: [String: Use] = [
    "UIStepper.init(frame:)": {
      let stepper = UIStepper(frame: .zero)
      #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
    },
    "UIStepper.value": {
      let stepper = UIStepper()
      stepper.value = 150
      #expect(stepper.value == 100)
    },
    "UIStepper.minimumValue": { roundTrip(UIStepper(), \.minimumValue, -5) },
    "UIStepper.maximumValue": { roundTrip(UIStepper(), \.maximumValue, 10) },
    "UIStepper.stepValue": { roundTrip(UIStepper(), \.stepValue, 0.5) },
    "UIStepper.wraps": { roundTrip(UIStepper(), \.wraps, true) },
    "UIStepper.autorepeat": { roundTrip(UIStepper(), \.autorepeat, false) },
    "UIStepper.isContinuous": { roundTrip(UIStepper(), \.isContinuous, false) },
  ]
}

extension CompatibilityUsage {
  static let pickers: [String: Use] = [
    "UIPickerView.dataSource": { _ = \UIPickerView.dataSource },
    "UIPickerView.delegate": { _ = \UIPickerView.delegate },
    "UIPickerView.numberOfComponents": { #expect(UIPickerView().numberOfComponents == 0) },
    "UIPickerView.numberOfRows(inComponent:)": { #expect(UIPickerView().numberOfRows(inComponent: 0) == 0) },
    "UIPickerView.reloadAllComponents()": { UIPickerView().reloadAllComponents() },
    "UIPickerView.reloadComponent(_:)": { UIPickerView().reloadComponent(0) },
    "UIPickerView.selectRow(_:inComponent:animated:)": {
      _ = UIPickerView.selectRow(_:inComponent:animated:)
    },
    "UIPickerView.selectedRow(inComponent:)": { #expect(UIPickerView().selectedRow(inComponent: 0) == -1) },
    "UIPickerView.showsSelectionIndicator": { roundTrip(UIPickerView(), \.showsSelectionIndicator, true) },
    "UIPickerViewDataSource.numberOfComponents(in:)": { _ = ShirtController.numberOfComponents(in:) },
    "UIPickerViewDataSource.pickerView(_:numberOfRowsInComponent:)": {
      _ = ShirtController.pickerView(_:numberOfRowsInComponent:)
    },
    "UIPickerViewDelegate.pickerView(_:titleForRow:forComponent:)": {
      _ = ShirtController.pickerView(_:titleForRow:forComponent:)
    },
    "UIPickerViewDelegate.pickerView(_:attributedTitleForRow:forComponent:)": {
      let shirt = ShirtController()
      #expect(shirt.pickerView(shirt.picker, attributedTitleForRow: 0, forComponent: 0) == nil)
    },
    "UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:)": {
      _ = ShirtController.pickerView(_:didSelectRow:inComponent:)
    },
  ]
}

extension CompatibilityUsage {
  static let datePickers: [String: Use] = [
    "UIDatePicker.date": {
      let picker = UIDatePicker()
      let day = Date(timeIntervalSince1970: 86_400)
      picker.date = day
      #expect(picker.date == day)
    },
    "UIDatePicker.setDate(_:animated:)": { _ = UIDatePicker.setDate(_:animated:) },
    "UIDatePicker.datePickerMode": { roundTrip(UIDatePicker(), \.datePickerMode, .time) },
    "UIDatePicker.minimumDate": {
      let picker = UIDatePicker()
      picker.date = Date(timeIntervalSince1970: 0)
      picker.minimumDate = Date(timeIntervalSince1970: 100)
      #expect(picker.date == Date(timeIntervalSince1970: 100))
    },
    "UIDatePicker.maximumDate": { roundTrip(UIDatePicker(), \.maximumDate, Date(timeIntervalSince1970: 5)) },
    "UIDatePicker.preferredDatePickerStyle": {
      roundTrip(UIDatePicker(), \.preferredDatePickerStyle, .wheels)
    },
  ]
}
