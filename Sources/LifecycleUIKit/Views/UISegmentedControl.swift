import LifecycleSimulator

/// A row of segments, each with a title, at most one selected. The user's choice (the UI
/// driver's `set APP TARGET TITLE` or a segment's number from 0) selects it and sends
/// `.valueChanged`; the app's own ``selectedSegmentIndex`` changes send nothing, as in UIKit.
///
/// Inserting or removing a segment before the selected one moves the selection with it;
/// removing the selected one leaves ``noSegment``. Segment images are not kept.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl, UIDriverElement {
  /// The index that means no segment is selected (UIKit's value, -1).
  public static let noSegment = -1

  private var titles: [String?] = []
  private var disabledSegments: Set<Int> = []
  private var selected = UISegmentedControl.noSegment

  /// Whether segments stay unselected after the user's choice: the action still sees the
  /// chosen index, then the control goes back to ``noSegment`` (UIKit's “isMomentary”: the
  /// segments “don't show selected state”).
  open var isMomentary = false

  /// A control with a segment per title (`items` of other kinds — images — give untitled
  /// segments).
  public init(items: [Any]?) {
    super.init(frame: .zero)
    titles = (items ?? []).map { $0 as? String }
  }

  /// A control with no segments.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A control from an interface file: reads the control's keys, `segmentTitles` (a list of
  /// strings) and `selectedSegmentIndex` (absent: ``noSegment``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    titles = (coder.decodeObject(forKey: "segmentTitles") as? [String]) ?? []
    if coder.containsValue(forKey: "selectedSegmentIndex") {
      selectedSegmentIndex = coder.decodeInteger(forKey: "selectedSegmentIndex")
    }
  }

  /// How many segments there are.
  open var numberOfSegments: Int { titles.count }

  /// The selected segment's index, or ``noSegment``. Setting an index that is neither a
  /// segment nor ``noSegment`` changes nothing and records a misuse (UIKit does not define
  /// what it does).
  open var selectedSegmentIndex: Int {
    get { selected }
    set {
      guard newValue == Self.noSegment || titles.indices.contains(newValue) else {
        (appHost ?? AppContext.current)?.process?.reportMisuse(
          "UISegmentedControl.selectedSegmentIndex set to \(newValue) with \(titles.count) segments:"
            + " use an index from 0 to \(titles.count - 1), or UISegmentedControl.noSegment")
        return
      }
      selected = newValue
    }
  }

  /// Inserts a segment titled `title` at `segment` (clamped to 0…``numberOfSegments``).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = max(0, min(segment, titles.count))
    titles.insert(title, at: index)
    disabledSegments = Set(disabledSegments.map { $0 >= index ? $0 + 1 : $0 })
    if selected != Self.noSegment, selected >= index { selected += 1 }
  }

  /// Removes the segment at `segment`; an index out of range changes nothing.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    disabledSegments = Set(disabledSegments.compactMap { $0 == segment ? nil : $0 > segment ? $0 - 1 : $0 })
    if selected == segment {
      selected = Self.noSegment
    } else if selected > segment {
      selected -= 1
    }
  }

  /// Removes every segment.
  open func removeAllSegments() {
    titles.removeAll()
    disabledSegments.removeAll()
    selected = Self.noSegment
  }

  /// The title of the segment at `segment`; nil when it has none or there is no such segment.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Sets the title of the segment at `segment`; an index out of range changes nothing.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title
  }

  /// Enables or disables one segment: the user cannot choose a disabled segment.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
  }

  /// Whether the segment at `segment` can be chosen.
  open func isEnabledForSegment(at segment: Int) -> Bool { !disabledSegments.contains(segment) }

  /// What the driver reads: the selected segment's title (its number when it has none), nil
  /// when no segment is selected.
  var driverValue: String? {
    guard selected != Self.noSegment else { return nil }
    return titles[selected] ?? "\(selected)"
  }

  /// The user taps the segment titled `value` (or numbered `value`, from 0): it is selected and
  /// `.valueChanged` sent — unless it was already selected, which sends nothing, as on iOS.
  func driverSet(_ value: String) throws(AppActionError) {
    let listed = titles.enumerated().map { $0.element ?? "\($0.offset)" }.joined(separator: ", ")
    guard
      let index = titles.firstIndex(where: { $0 == value })
        ?? Int(value).flatMap({ titles.indices.contains($0) ? $0 : nil })
    else {
      throw AppActionError("\(driverName) has no segment '\(value)'; its segments: \(listed)")
    }
    try driverRequireEnabled()
    guard isEnabledForSegment(at: index) else {
      throw AppActionError("segment \(index) of \(driverName) is disabled: the user cannot choose it")
    }
    guard index != selected || isMomentary else { return }
    selected = index
    driverSendValueChanged()
    if isMomentary { selected = Self.noSegment }
  }
}
