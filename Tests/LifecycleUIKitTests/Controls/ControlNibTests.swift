import LifecycleUIKit
import Testing

@MainActor
@Suite("Interface files create the controls and tab bar classes by name, with their keys")
struct ControlNibTests {
  @Test("a slider, a switch, a button and a tab bar controller come out of a file with their state")
  func controlsFromAFile() throws {
    let json = """
      { "objects": [
        { "class": "UIView", "subviews": [
          { "class": "UISlider", "properties": { "minimumValue": 0, "maximumValue": 10, "value": 2.5 } },
          { "class": "UISwitch", "properties": { "isOn": true, "isEnabled": false } },
          { "class": "UIButton", "properties": { "title": "Save", "accessibilityIdentifier": "save" } },
          { "class": "UIImageView", "properties": { "tag": 3 } }
        ] },
        { "class": "UITabBarController", "properties": { "restorationIdentifier": "Tabs" } },
        { "class": "UITabBarItem", "properties": { "systemItem": "favorites", "tag": 1 } }
      ] }
      """
    let objects = try UINib(data: Data(json.utf8), bundle: nil).instantiateOrThrow(withOwner: nil)
    let view = try #require(objects.first as? UIView)
    let slider = try #require(view.subviews[0] as? UISlider)
    #expect(slider.value == 2.5 && slider.maximumValue == 10)
    let onOff = try #require(view.subviews[1] as? UISwitch)
    #expect(onOff.isOn && !onOff.isEnabled)
    let button = try #require(view.subviews[2] as? UIButton)
    #expect(button.currentTitle == "Save" && button.accessibilityIdentifier == "save")
    #expect(view.subviews[3] is UIImageView && view.subviews[3].tag == 3)
    #expect((objects[1] as? UITabBarController)?.restorationIdentifier == "Tabs")
    #expect((objects[2] as? UITabBarItem)?.shownTitle == "Favorites")
  }

  @Test("a key a control does not read is an error naming the properties it does read")
  func unknownKey() {
    let json = #"{ "objects": [ { "class": "UISwitch", "properties": { "on": true } } ] }"#
    let error = #expect(throws: NibLoadingError.self) {
      try UINib(data: Data(json.utf8), bundle: nil).instantiateOrThrow(withOwner: nil)
    }
    #expect("\(error.map { "\($0)" } ?? "")".contains("isOn"))
  }
}
