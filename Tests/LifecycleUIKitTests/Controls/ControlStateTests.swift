import Foundation
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

@MainActor
@Suite(
  "Sliders, switches, segmented controls, buttons and image views: their state, their interface-file keys")
struct ControlStateTests {
  @Test("a slider clamps its value to its range, whoever sets it; the range drags the value along")
  func sliderClamps() {
    let slider = UISlider()
    #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
    slider.setValue(3, animated: true)
    #expect(slider.value == 1)
    slider.minimumValue = 10
    #expect(slider.maximumValue == 10 && slider.value == 10)
    slider.maximumValue = 20
    slider.value = 15.5
    slider.maximumValue = 12
    #expect(slider.value == 12)
  }

  @Test("a switch and a slider changed by the app send nothing; the user's change sends .valueChanged")
  func valueChangedOnlyForTheUser() throws {
    var events = 0
    let onOff = UISwitch()
    onOff.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
    onOff.setOn(true, animated: true)
    #expect(onOff.isOn && events == 0)
    try onOff.driverSet("off")
    try onOff.driverSet("off")
    #expect(!onOff.isOn && events == 1 && onOff.driverValue == "off")
    try onOff.driverTap()
    #expect(onOff.isOn && events == 2)
    #expect(throws: AppActionError("UISwitch takes on or off, not 'maybe'")) { try onOff.driverSet("maybe") }

    let slider = UISlider()
    slider.maximumValue = 10
    slider.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
    try slider.driverSet("7.5")
    #expect(slider.value == 7.5 && slider.driverValue == "7.5" && events == 3)
    #expect(throws: AppActionError("UISlider goes from 0.0 to 10.0: the user cannot drag it to 11")) {
      try slider.driverSet("11")
    }
    #expect(throws: (any Error).self) { try slider.driverTap() }
  }

  @Test("a disabled control refuses the user's taps and settings, saying it is disabled")
  func disabledRefuses() {
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    button.accessibilityIdentifier = "save"
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    button.isEnabled = false
    #expect(
      throws: AppActionError("UIButton 'save' is disabled: the user cannot act on it (isEnabled is false)")
    ) {
      try button.driverTap()
    }
    let slider = UISlider()
    slider.isEnabled = false
    #expect(throws: AppActionError("UISlider is disabled: the user cannot act on it (isEnabled is false)")) {
      try slider.driverSet("0.5")
    }
    #expect(taps == 0 && slider.value == 0)
  }

  @Test("a segmented control: segments inserted and removed move the selection; noSegment; momentary")
  func segments() throws {
    let control = UISegmentedControl(items: ["Day", "Week"])
    #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(control.driverValue == nil)
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Hour", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Hour")
    control.insertSegment(withTitle: "Year", at: 99, animated: true)
    #expect(control.titleForSegment(at: 3) == "Year")
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1 && control.driverValue == "Week")
    control.setTitle("7 days", forSegmentAt: 1)
    #expect(control.titleForSegment(at: 1) == "7 days" && control.titleForSegment(at: 9) == nil)
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)

    var chosen: [Int] = []
    control.addAction(UIAction { _ in chosen.append(control.selectedSegmentIndex) }, for: .valueChanged)
    try control.driverSet("Year")
    try control.driverSet("0")
    try control.driverSet("0")
    #expect(chosen == [1, 0])
    #expect(throws: AppActionError("UISegmentedControl has no segment 'Month'; its segments: Day, Year")) {
      try control.driverSet("Month")
    }
    control.isMomentary = true
    try control.driverSet("Year")
    #expect(chosen == [1, 0, 1] && control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test("an out-of-range selectedSegmentIndex is a misuse and changes nothing")
  func segmentOutOfRange() throws {
    let device = try launchedNotes(.ios7, RestorationLog(), RestoringAppDelegate.Options())
    let app = try #require(uikitApp("Notes", in: device))
    let index = app.runAsAppCode {
      let control = UISegmentedControl(items: ["A", "B"])
      control.selectedSegmentIndex = 5
      return control.selectedSegmentIndex
    }
    #expect(index == UISegmentedControl.noSegment)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(
      device.misuses(of: "Notes").first?.contains("selectedSegmentIndex set to 5 with 2 segments")
        == true)
  }

  @Test(
    "a button keeps a title per state and falls back to the normal one; a tap sends three events in order")
  func buttonTitles() throws {
    let button = UIButton(type: .roundedRect)
    #expect(button.buttonType == .system)
    button.setTitle("Play", for: .normal)
    button.setTitle("Pause", for: .selected)
    #expect(button.currentTitle == "Play" && button.title(for: .highlighted) == "Play")
    button.isSelected = true
    #expect(
      button.currentTitle == "Pause" && button.titleLabel?.text == "Pause" && button.driverTitle == "Pause")
    var events: [String] = []
    for (name, event) in [
      ("down", UIControl.Event.touchDown), ("up", .touchUpInside), ("primary", .primaryActionTriggered),
    ] {
      button.addAction(UIAction { _ in events.append(name) }, for: event)
    }
    try button.driverTap()
    #expect(events == ["down", "up", "primary"])
    #expect(UIControl.State.normal.rawValue == 0 && UIControl.State.selected.rawValue == 4)
    button.isEnabled = false
    #expect(button.state == [.disabled, .selected])
  }

  @Test("interface files' keys: each control reads its own (Docs/InterfaceFiles.md's table)")
  func interfaceKeys() throws {
    let slider = try #require(
      UISlider(
        coder: StateCoder(values: [
          "minimumValue": .double(1), "maximumValue": .double(5), "value": .double(9),
        ])))
    #expect(slider.minimumValue == 1 && slider.maximumValue == 5 && slider.value == 5)
    let onOff = try #require(
      UISwitch(coder: StateCoder(values: ["isOn": .bool(true), "isEnabled": .bool(false)])))
    #expect(onOff.isOn && !onOff.isEnabled)
    let segments = try #require(
      UISegmentedControl(
        coder: StateCoder(values: [
          "segmentTitles": .unarchivable(["Metric", "Imperial"]), "selectedSegmentIndex": .integer(1),
        ])))
    #expect(segments.numberOfSegments == 2 && segments.selectedSegmentIndex == 1)
    let none = try #require(
      UISegmentedControl(coder: StateCoder(values: ["segmentTitles": .unarchivable(["A"])])))
    #expect(none.selectedSegmentIndex == UISegmentedControl.noSegment)
    let button = try #require(
      UIButton(coder: StateCoder(values: ["title": .string("Go"), "tag": .integer(4)])))
    #expect(button.title(for: .normal) == "Go" && button.tag == 4)
    let item = try #require(
      UITabBarItem(coder: StateCoder(values: ["systemItem": .string("topRated"), "tag": .integer(2)])))
    #expect(item.systemItem == .topRated && item.shownTitle == "Top Rated" && item.tag == 2)
    #expect(UITabBarItem(coder: StateCoder(values: ["systemItem": .string("starred")])) == nil)
    let controller = try #require(
      UIViewController(coder: StateCoder(values: ["hidesBottomBarWhenPushed": .bool(true)])))
    #expect(controller.hidesBottomBarWhenPushed && controller.nibName == nil)
    let fromNib = try #require(UIViewController(coder: StateCoder(values: ["nibName": .string("CityView")])))
    #expect(fromNib.nibName == "CityView")
  }

  @Test(
    "UIImage(named:) finds files and asset catalogs in the app's bundle, with a PNG's size; nil otherwise")
  func images() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
    let set = folder.appendingPathComponent("Assets.xcassets/star.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A PNG header: the signature, then IHDR with width 88 and height 44.
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    png += Data("IHDR".utf8) + Data([0, 0, 0, 88, 0, 0, 0, 44, 8, 6, 0, 0, 0])
    try png.write(to: folder.appendingPathComponent("logo@2x.png"))
    try png.write(to: set.appendingPathComponent("star.png"))
    let saved = InterfaceBundle.shared
    defer { InterfaceBundle.shared = saved }
    InterfaceBundle.shared = InterfaceBundle(searchDirectories: [folder])
    #expect(UIImage(named: "logo")?.size == CGSize(width: 44, height: 22))
    #expect(UIImage(named: "star")?.size == CGSize(width: 88, height: 44))
    #expect(UIImage(named: "missing") == nil && UIImage(named: "") == nil)
    #expect(UIImage(systemName: "star.fill")?.isSymbolImage == true)
    let view = UIImageView(image: UIImage(named: "logo"))
    #expect(view.frame.size == CGSize(width: 44, height: 22) && view.driverValue == "logo")
    let fromFile = try #require(UIImageView(coder: StateCoder(values: ["imageName": .string("star")])))
    #expect(fromFile.image?.name == "star")

    // A package's resources (InterfaceBundle(bundle:)) are searched with their folders, as the
    // .xib files beside the images are; a bundle that does not search them finds only the top.
    let nested = folder.appendingPathComponent("Interface")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try png.write(to: nested.appendingPathComponent("globe.png"))
    #expect(UIImage(named: "globe") == nil)
    var resources = InterfaceBundle(searchDirectories: [folder])
    resources.searchesSubdirectories = true
    InterfaceBundle.shared = resources
    #expect(UIImage(named: "globe")?.size == CGSize(width: 88, height: 44))
    #expect(UIImage(named: "star")?.size == CGSize(width: 88, height: 44), "catalogs are still read")
  }

  @Test("controls made with a primary action run it: a button on a tap (titled by it), a switch on a change")
  func primaryActions() throws {
    var runs: [String] = []
    let button = UIButton(primaryAction: UIAction(title: "Refresh") { runs.append($0.title) })
    #expect(button.buttonType == .system && button.currentTitle == "Refresh")
    try button.driverTap()
    let onOff = UISwitch(frame: .zero, primaryAction: UIAction(title: "toggle") { runs.append($0.title) })
    try onOff.driverTap()
    onOff.setOn(false, animated: false)
    #expect(runs == ["Refresh", "toggle"])
  }
}
