import Testing

@testable import LifecycleUIKit

/// What the `.xib` reader makes of Xcode 15's files: the objects, the property keys their
/// classes read in `init?(coder:)`, the keyed children and the connections.
@MainActor
@Suite("Reading .xib files")
struct XibReadingTests {
  @Test("controls' initial values reach init?(coder:) under the shared property keys")
  func controlValues() throws {
    let file = try XibFixtures.read("CityViewController")
    func properties(_ id: String) -> [String: InterfaceValue]? { file.object(id)?.properties }
    #expect(file.object("i5M-Pr-FkT")?.className == "CityView")
    #expect(properties("i5M-Pr-FkT") == ["restorationIdentifier": .string("CityView")])
    #expect(file.object("Lbl-Ct-y01")?.className == "UILabel")
    #expect(
      properties("Lbl-Ct-y01") == [
        "text": .string("Lisbon"), "accessibilityIdentifier": .string("city-name"),
      ])
    #expect(file.object("Sld-Ds-t01")?.className == "UISlider")
    #expect(
      properties("Sld-Ds-t01") == [
        "value": .double(25), "minimumValue": .double(5), "maximumValue": .double(100),
        "restorationIdentifier": .string("Distance"), "accessibilityIdentifier": .string("distance"),
      ])
    #expect(
      properties("Seg-Un-t01") == [
        "segmentTitles": .strings(["km", "mi"]), "selectedSegmentIndex": .integer(1),
      ])
    #expect(properties("Swt-Fv-t01") == ["isOn": .bool(true), "tag": .integer(3)])
    #expect(properties("Btn-Sh-w01") == ["title": .string("Show on Map"), "isSelected": .bool(true)])
    #expect(properties("Img-Sk-y01") == ["imageName": .string("skyline"), "isHidden": .bool(true)])
    #expect(properties("Txt-Nt-s01") == ["placeholder": .string("Notes")])
  }

  @Test("placeholders, outlets, actions and runtime attributes are read in file order")
  func connections() throws {
    let file = try XibFixtures.read("CityViewController")
    #expect(file.placeholders.map(\.role) == [.owner, .firstResponder])
    #expect(file.placeholders.first?.className == "CityViewController")
    let outlets = file.connections.filter { if case .outlet = $0.kind { true } else { false } }
    #expect(outlets.map(\.outlet) == ["cityLabel", "distanceSlider", "unitsControl", "view"])
    let actions = file.connections.compactMap { connection -> String? in
      guard case .action(let event) = connection.kind else { return nil }
      return "\(connection.source) \(connection.outlet) \(event ?? "-") \(connection.destination)"
    }
    #expect(
      actions == [
        "Sld-Ds-t01 distanceChanged: valueChanged -1", "Seg-Un-t01 chooseUnitsFrom: valueChanged -1",
        "Btn-Sh-w01 showMap: touchUpInside -1", "Btn-Sh-w01 copy: touchDownRepeat -2",
      ])
    // `layer.cornerRadius` is the layer's appearance: read and ignored.
    #expect(file.object("Btn-Sh-w01")?.runtimeAttributes.isEmpty == true)
    let attributes = file.object("i5M-Pr-FkT")?.runtimeAttributes.map { "\($0.keyPath)=\($0.value)" }
    #expect(
      attributes == [
        "cityCode=string(\"LIS\")", "population=integer(545000)", "elevation=double(2.5)",
        "isCapital=bool(true)",
      ])
  }

  @Test(
    "a tab bar controller's children, tab bar items, navigation items and bar button items are keyed children"
  )
  func tabBarController() throws {
    let file = try XibFixtures.read("CitiesTabBar")
    let tabs = try #require(file.objects.first)
    #expect(tabs.className == "UITabBarController")
    #expect(tabs.properties == ["restorationIdentifier": .string("Tabs")])
    let children = try #require(tabs.keyed.first { $0.key == "viewControllers" })
    #expect(children.isList)
    #expect(
      children.objects.map(\.className) == [
        "CityViewController", "UINavigationController", "UIViewController",
      ])
    #expect(
      children.objects[0].properties == [
        "title": .string("Cities"), "restorationIdentifier": .string("Cities"),
        "nibName": .string("CityViewController"),
      ])
    #expect(children.objects[2].properties["hidesBottomBarWhenPushed"] == .bool(true))
    let items = children.objects.map { $0.keyed.first { $0.key == "tabBarItem" }?.objects.first?.properties }
    #expect(
      items == [
        ["title": .string("Cities"), "systemImageName": .string("building.2")],
        ["systemItem": .string("favorites"), "tag": .integer(1)],
        ["title": .string("Settings"), "systemImageName": .string("gear"), "tag": .integer(2)],
      ])
    let favorites = try #require(
      children.objects[1].keyed.first { $0.key == "viewControllers" }?.objects.first)
    let navigationItem = try #require(favorites.keyed.first { $0.key == "navigationItem" }?.objects.first)
    #expect(navigationItem.className == "UINavigationItem")
    #expect(navigationItem.keyed.first?.key == "rightBarButtonItem")
    #expect(navigationItem.keyed.first?.objects.first?.properties == ["systemItem": .string("add")])
    let action = try #require(file.connections.last)
    #expect(action.source == "Bbi-Ad-d01")
    guard case .action(nil) = action.kind else {
      Issue.record("a bar button item's action has no eventType: \(action.kind)")
      return
    }
  }

  @Test("an image of the system catalog is a system symbol, on the element or declared in <resources>")
  func systemCatalogImages() throws {
    let xib = XibSnippets.document(
      #"<imageView id="a" image="sun.max" catalog="system"/><imageView id="b" image="gear"/><imageView id="c" image="logo"/>"#
        + #"<tabBarItem id="t" title="Map" image="gear"/>"#,
      outside:
        #"<resources><image name="gear" catalog="system" width="128" height="121"/><image name="logo" width="9" height="9"/></resources>"#
    )
    let file = try XIBDocument.read(Data(xib.utf8), file: "Symbols.xib")
    #expect(file.object("a")?.properties == ["systemImageName": .string("sun.max")])
    #expect(file.object("b")?.properties == ["systemImageName": .string("gear")])
    #expect(file.object("c")?.properties == ["imageName": .string("logo")])
    #expect(file.object("t")?.properties["systemImageName"] == .string("gear"))
    let views = try UINib(data: Data(xib.utf8), bundle: nil).instantiateOrThrow(withOwner: nil)
    let images = views.compactMap { ($0 as? UIImageView)?.image }
    #expect(images.map(\.isSymbolImage) == [true, true], "logo is not in the bundle: no image")
    #expect((views.last as? UITabBarItem)?.image?.isSymbolImage == true)
  }

  @Test(
    "a date picker shows the date the file gives, within its bounds, unless it is to use the current date")
  func datePickerDates() throws {
    let xib = XibSnippets.document(
      #"<datePicker id="d" datePickerMode="date"><date key="date" timeIntervalSinceReferenceDate="571680095.7"/>"#
        + #"<date key="minimumDate" timeIntervalSinceReferenceDate="600000000"/></datePicker>"#
        + #"<datePicker id="n" useCurrentDate="YES"><date key="date" timeIntervalSinceReferenceDate="0"/></datePicker>"#
    )
    let views = try UINib(data: Data(xib.utf8), bundle: nil).instantiateOrThrow(withOwner: nil)
    let pickers = views.compactMap { $0 as? UIDatePicker }
    #expect(pickers.count == 2)
    #expect(pickers[0].minimumDate == Date(timeIntervalSinceReferenceDate: 600_000_000))
    #expect(pickers[0].date == Date(timeIntervalSinceReferenceDate: 600_000_000), "clamped to the minimum")
    #expect(pickers[1].date.timeIntervalSinceReferenceDate > 0, "the current date, not the file's")
  }

  @Test("a text of several lines is read from its string element, and an iPad document as an iPhone one")
  func multiLineTextAndIPad() throws {
    let xib = XibSnippets.document(
      #"<label id="l"><string key="text">Two\#nlines</string></label><textView id="t" editable="NO"><mutableString key="text">A\#nB</mutableString></textView>"#
    ).replacingOccurrences(of: "CocoaTouch.XIB", with: "CocoaTouch.iPad.XIB")
    let file = try XIBDocument.read(Data(xib.utf8), file: "Text.xib")
    #expect(file.object("l")?.properties == ["text": .string("Two\nlines")])
    #expect(file.object("t")?.properties == ["text": .string("A\nB"), "isEditable": .bool(false)])
  }

  @Test("every element read and ignored is listed in Docs/InterfaceFiles.md")
  func ignoredListIsDocumented() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Docs/InterfaceFiles.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let listed = XIBElements.ignored.union(XIBElements.ignoredKeyedBars).union(
      XIBElements.ignoredDocumentChildren)
    let missing = listed.filter { !text.contains("`\($0)`") }.sorted()
    #expect(missing.isEmpty, "not in Docs/InterfaceFiles.md: \(missing)")
    let classes = XIBElements.classes.keys.filter { !text.contains("`\($0)`") }.sorted()
    #expect(classes.isEmpty, "object elements not in Docs/InterfaceFiles.md: \(classes)")
  }

  @Test("each element on the ignored list, wherever it appears in an object, is never an error")
  func ignoredElementsAreNoError() throws {
    let ignored = XIBElements.ignored.sorted().map { "<\($0) key=\"k\" a=\"1\"><anything/></\($0)>" }
    let bars = XIBElements.ignoredKeyedBars.sorted().map {
      "<\($0) key=\"\($0)\" id=\"b-\($0)\"><items/></\($0)>"
    }
    let xib = XibSnippets.document(
      "<view id=\"root\">\(ignored.joined())\(bars.joined())<subviews><label id=\"l\" text=\"Hi\">"
        + "\(ignored.joined())</label></subviews></view>",
      outside: XIBElements.ignoredDocumentChildren.sorted().map { "<\($0)><x/></\($0)>" }.joined())
    let file = try XIBDocument.read(Data(xib.utf8), file: "Ignored.xib")
    #expect(file.object("root")?.properties.isEmpty == true)
    #expect(file.object("root")?.keyed.isEmpty == true)
    #expect(file.object("l")?.properties == ["text": .string("Hi")])
  }
}

/// Small `.xib` documents for tests.
enum XibSnippets {
  /// A document with File's Owner (`-1`), First Responder (`-2`) and `objects`.
  static func document(_ objects: String, owner: String = "", ownerClass: String? = nil, outside: String = "")
    -> String
  {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        \(outside)
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\
    \(ownerClass.map { " customClass=\"\($0)\"" } ?? "")>
                <connections>\(owner)</connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            \(objects)
        </objects>
    </document>
    """
  }
}
