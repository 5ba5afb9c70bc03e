/// What the `.xib` reader understands, as data: the elements that are objects and their
/// UIKit classes, the attributes it hands to `init?(coder:)` under which property keys, the
/// elements it reads and ignores, and Xcode's `eventType` names (`Docs/InterfaceFiles.md`).
enum XIBElements {
  /// An attribute's value type in the coder.
  enum ValueType {
    case string
    case integer
    case double
    /// `YES` / `NO`.
    case bool
  }

  /// An attribute read into a property key.
  struct Attribute {
    var key: String
    var type: ValueType
  }

  /// The element names that are objects, and the UIKit class each creates (a
  /// `customClass` attribute names another). `customObject` has no class of its own.
  static let classes: [String: String] = [
    "view": "UIView", "window": "UIWindow", "label": "UILabel", "button": "UIButton",
    "textField": "UITextField", "textView": "UITextView", "scrollView": "UIScrollView",
    "tableView": "UITableView", "tableViewCell": "UITableViewCell", "imageView": "UIImageView",
    "slider": "UISlider", "switch": "UISwitch", "segmentedControl": "UISegmentedControl",
    "stepper": "UIStepper",
    // A table view controller's pull to refresh, a keyed child (`<refreshControl key="refreshControl">`).
    "refreshControl": "UIRefreshControl", "pickerView": "UIPickerView",
    "datePicker": "UIDatePicker",
    "viewController": "UIViewController", "tableViewController": "UITableViewController",
    "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
    "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
    "collectionReusableView": "UICollectionReusableView",
    "collectionViewController": "UICollectionViewController",
    "collectionViewFlowLayout": "UICollectionViewFlowLayout",
    "collectionViewLayout": "UICollectionViewLayout",
    // A storyboard's container view: a plain view an embed segue puts a child's view into.
    "containerView": "UIView", "stackView": "UIStackView",
    "tabBarItem": "UITabBarItem", "navigationItem": "UINavigationItem", "barButtonItem": "UIBarButtonItem",
    // Views whose classes LifecycleUIKit does not have: read, and created only when the app
    // registers a class under that name (otherwise an unknownClass error names it).
    "activityIndicatorView": "UIActivityIndicatorView",
    "progressView": "UIProgressView", "pageControl": "UIPageControl",
  ]

  /// Elements that are objects only with a `customClass`.
  static let customObjectElements: Set<String> = ["customObject"]

  private static let viewAttributes: [String: Attribute] = [
    "tag": Attribute(key: "tag", type: .integer), "hidden": Attribute(key: "isHidden", type: .bool),
    "restorationIdentifier": Attribute(key: "restorationIdentifier", type: .string),
  ]
  private static let controlAttributes = viewAttributes.merging([
    "enabled": Attribute(key: "isEnabled", type: .bool),
    "selected": Attribute(key: "isSelected", type: .bool),
  ]) { $1 }
  private static let controllerAttributes: [String: Attribute] = [
    "title": Attribute(key: "title", type: .string),
    "restorationIdentifier": Attribute(key: "restorationIdentifier", type: .string),
    "hidesBottomBarWhenPushed": Attribute(key: "hidesBottomBarWhenPushed", type: .bool),
    "nibName": Attribute(key: "nibName", type: .string),
  ]

  /// The attributes each object element hands to `init?(coder:)`, by attribute name. Every
  /// other attribute (geometry, colours, `contentMode`, `opaque`, …) is read and ignored.
  static let attributes: [String: [String: Attribute]] = [
    "view": viewAttributes, "window": viewAttributes, "containerView": viewAttributes,
    "scrollView": viewAttributes,
    "stackView": viewAttributes.merging([
      "axis": Attribute(key: "axis", type: .string), "alignment": Attribute(key: "alignment", type: .string),
      "distribution": Attribute(key: "distribution", type: .string),
      "spacing": Attribute(key: "spacing", type: .double),
    ]) { $1 },
    "activityIndicatorView": viewAttributes, "progressView": viewAttributes,
    "stepper": controlAttributes.merging([
      "value": Attribute(key: "value", type: .double),
      "minimumValue": Attribute(key: "minimumValue", type: .double),
      "maximumValue": Attribute(key: "maximumValue", type: .double),
      "stepValue": Attribute(key: "stepValue", type: .double), "wraps": Attribute(key: "wraps", type: .bool),
      "autorepeat": Attribute(key: "autorepeat", type: .bool),
      "continuous": Attribute(key: "isContinuous", type: .bool),
    ]) { $1 },
    "pageControl": controlAttributes,
    // Xcode writes `enabled="NO"` on the refresh controls it makes; whether UIKit then refuses the
    // pull is not documented, so the attribute is read and ignored (the control stays enabled).
    "refreshControl": viewAttributes, "pickerView": viewAttributes,
    "datePicker": controlAttributes.merging([
      "datePickerMode": Attribute(key: "datePickerMode", type: .string),
      "useCurrentDate": Attribute(key: "useCurrentDate", type: .bool),
    ]) { $1 },
    "label": viewAttributes.merging(["text": Attribute(key: "text", type: .string)]) { $1 },
    "textField": controlAttributes.merging([
      "text": Attribute(key: "text", type: .string),
      "placeholder": Attribute(key: "placeholder", type: .string),
    ]) { $1 },
    "textView": viewAttributes.merging([
      "text": Attribute(key: "text", type: .string), "editable": Attribute(key: "isEditable", type: .bool),
    ]) { $1 },
    "tableView": viewAttributes.merging(["rowHeight": Attribute(key: "rowHeight", type: .double)]) { $1 },
    "tableViewCell": viewAttributes.merging([
      "reuseIdentifier": Attribute(key: "reuseIdentifier", type: .string)
    ]) { $1 },
    "imageView": viewAttributes.merging(["image": Attribute(key: "imageName", type: .string)]) { $1 },
    "collectionView": viewAttributes.merging([
      "allowsSelection": Attribute(key: "allowsSelection", type: .bool),
      "allowsMultipleSelection": Attribute(key: "allowsMultipleSelection", type: .bool),
    ]) { $1 },
    "collectionViewCell": viewAttributes.merging([
      "reuseIdentifier": Attribute(key: "reuseIdentifier", type: .string)
    ]) { $1 },
    "collectionReusableView": viewAttributes.merging([
      "reuseIdentifier": Attribute(key: "reuseIdentifier", type: .string)
    ]) { $1 },
    "collectionViewFlowLayout": [
      "minimumLineSpacing": Attribute(key: "minimumLineSpacing", type: .double),
      "minimumInteritemSpacing": Attribute(key: "minimumInteritemSpacing", type: .double),
      "scrollDirection": Attribute(key: "scrollDirection", type: .string),
    ],
    "collectionViewController": controllerAttributes.merging([
      "clearsSelectionOnViewWillAppear": Attribute(key: "clearsSelectionOnViewWillAppear", type: .bool)
    ]) { $1 },
    "button": controlAttributes,
    "slider": controlAttributes.merging([
      "value": Attribute(key: "value", type: .double),
      "minValue": Attribute(key: "minimumValue", type: .double),
      "maxValue": Attribute(key: "maximumValue", type: .double),
    ]) { $1 },
    "switch": controlAttributes.merging(["on": Attribute(key: "isOn", type: .bool)]) { $1 },
    "segmentedControl": controlAttributes.merging([
      "selectedSegmentIndex": Attribute(key: "selectedSegmentIndex", type: .integer)
    ]) { $1 },
    "viewController": controllerAttributes,
    "tableViewController": controllerAttributes.merging([
      "clearsSelectionOnViewWillAppear": Attribute(key: "clearsSelectionOnViewWillAppear", type: .bool)
    ]) { $1 },
    "navigationController": controllerAttributes, "tabBarController": controllerAttributes,
    "tabBarItem": [
      "title": Attribute(key: "title", type: .string), "image": Attribute(key: "imageName", type: .string),
      "tag": Attribute(key: "tag", type: .integer), "systemItem": Attribute(key: "systemItem", type: .string),
    ],
    "navigationItem": ["title": Attribute(key: "title", type: .string)],
    "barButtonItem": [
      "title": Attribute(key: "title", type: .string), "style": Attribute(key: "style", type: .string),
      "systemItem": Attribute(key: "systemItem", type: .string), "tag": Attribute(key: "tag", type: .integer),
      "enabled": Attribute(key: "isEnabled", type: .bool),
    ],
  ]

  /// Child elements of an object that carry a property as text or as an attribute of their
  /// own: `<string key="text">` (a multi-line text), `<state key="normal" title="…"/>`.
  static let stringKeys: [String: String] = ["text": "text", "placeholder": "placeholder", "title": "title"]

  /// Elements read and ignored wherever they appear inside an object: layout, geometry,
  /// colours, fonts, Interface Builder's simulated metrics and editing aids. Their contents
  /// are not looked at.
  static let ignored: Set<String> = [
    "rect", "frame", "autoresizingMask", "constraints", "constraint", "viewLayoutGuide", "size", "point",
    "color", "systemColor", "fontDescription", "preferredFontDescription", "inset", "edgeInsets",
    "directionalEdgeInsets", "textInputTraits", "extendedEdge", "freeformSimulatedSizeMetrics",
    "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
    "simulatedToolbarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics", "variation", "mask",
    "nil", "designable", "accessibilityTraits", "buttonConfiguration", "dataDetectorType", "animations",
    "offsetWrapper",
  ]

  /// A container's bars, written as keyed children (`<navigationBar key="navigationBar">`):
  /// the container makes its own; read and ignored.
  static let ignoredKeyedBars: Set<String> = ["navigationBar", "tabBar", "toolbar"]

  /// Children of `<document>` read and ignored: everything but `<objects>`.
  static let ignoredDocumentChildren: Set<String> = [
    "dependencies", "deployment", "plugIn", "capability", "device", "resources", "designables", "classes",
    "simulatedMetricsContainer", "customFonts",
  ]

  /// Xcode's `eventType` names and the events they stand for.
  static let controlEvents: [String: UIControl.Event] = [
    "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
    "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
    "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
    "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
    "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
    "editingDidEndOnExit": .editingDidEndOnExit, "allTouchEvents": .allTouchEvents,
    "allEditingEvents": .allEditingEvents, "allEvents": .allEvents,
  ]
}
