import Testing

@testable import LifecycleUIKit

/// What a bad `.xib` says: each error names the file, the line, the element and object id,
/// and what was expected.
@MainActor
@Suite(".xib errors")
struct XibErrorTests {
  /// The error loading `xib` as `Broken.xib` with `owner`.
  func loadingError(_ xib: String, owner: Any? = UIViewController()) -> NibLoadingError? {
    do {
      let file = try XIBDocument.read(Data(xib.utf8), file: "Broken.xib")
      var loader = NibLoader(fileName: "Broken.xib", file: file)
      _ = try loader.load(owner: owner, externalObjects: [:])
      return nil
    } catch {
      return error
    }
  }

  @Test("an unknown element names the file, its line, the element and the object it is in")
  func unknownElement() {
    let error = loadingError(
      XibSnippets.document(
        """
        <view id="root">
            <subviews>
                <label id="lbl" text="Hi">
                    <sparkle key="glow"/>
                </label>
            </subviews>
        </view>
        """))
    #expect(error?.kind == .unknownElement)
    #expect(error?.file == "Broken.xib")
    #expect(error?.keyPath == "line 12: <sparkle>")
    #expect(error?.message.hasPrefix("unknown element <sparkle> in label 'lbl'; expected subviews,") == true)
    let inObjects = loadingError(XibSnippets.document(#"<mapView id="stk"/>"#))
    #expect(
      inObjects?.description.hasPrefix(
        "Broken.xib: line 9: mapView 'stk': unknown element <mapView> in <objects>") == true)
  }

  @Test("an outlet whose destination is not in the file names the outlet, its source and the missing id")
  func missingDestination() {
    let error = loadingError(
      XibSnippets.document(
        #"<view id="root"/>"#, owner: #"<outlet property="view" destination="gone-1" id="o1"/>"#))
    #expect(error?.kind == .unknownObject)
    #expect(error?.keyPath == "line 6: outlet 'view' of placeholder '-1'")
    #expect(
      error?.message.hasPrefix("no object or placeholder has the id 'gone-1'; ids: -1, -2, root") == true)
  }

  @Test(
    "a customClass that is not registered, and a File's Owner of the wrong class, are named with their ids")
  func wrongClass() {
    let unknown = loadingError(XibSnippets.document(#"<view id="root" customClass="MapView"/>"#))
    #expect(unknown?.kind == .unknownClass)
    #expect(unknown?.keyPath == "line 9: view 'root'")
    #expect(unknown?.message.hasPrefix("unknown class 'MapView'; registered classes: ") == true)
    let owner = loadingError(
      XibSnippets.document("", ownerClass: "CityViewController"), owner: UIViewController())
    #expect(owner?.kind == .placeholderClassMismatch)
    #expect(
      owner?.description
        == "Broken.xib: line 5: placeholder '-1': expected an instance of CityViewController, got UIViewController"
    )
  }

  @Test(
    "a view whose class LifecycleUIKit lacks (a progress view) is read, and its creation names the class to register"
  )
  func classNotInLifecycleUIKit() throws {
    let xib = XibSnippets.document(
      #"<progressView id="prg" tag="4"><subviews><label id="l" text="A"/></subviews></progressView>"#)
    let error = loadingError(xib)
    #expect(error?.kind == .unknownClass)
    #expect(error?.keyPath == "line 9: progressView 'prg'")
    #expect(error?.message.contains("(register others with UINib.register(_:named:))") == true)
    let objects = try UINib.withClasses(["UIProgressView": UIView.self]) {
      try UINib(data: Data(xib.utf8), bundle: nil).instantiateOrThrow(withOwner: nil)
    }
    #expect((objects.first as? UIView)?.tag == 4)
    #expect(((objects.first as? UIView)?.subviews.first as? UILabel)?.text == "A")
  }

  @Test("a truncated file names the line and column where the XML stopped")
  func truncated() throws {
    let whole = XibSnippets.document(
      #"<view id="root"><subviews><label id="l" text="Hi"/></subviews></view>"#)
    let cut = try #require(whole.range(of: "<subviews>"))
    let error = loadingError(String(whole[..<cut.upperBound]))
    #expect(error?.kind == .malformed)
    #expect(error?.file == "Broken.xib")
    #expect(error?.keyPath.hasPrefix("line ") == true)
    #expect(error?.keyPath.contains(", column ") == true)
    #expect(
      error?.message
        == "not well-formed XML (a truncated or damaged file): the file ends inside an element (XMLParser error 5)"
    )
  }

  @Test("the pre-Xcode 5 archive format and storyboards are refused, saying what to do")
  func unsupportedFormats() {
    let archive = loadingError(
      #"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data/></archive>"#
    )
    #expect(archive?.kind == .unsupportedFormat)
    #expect(archive?.message.contains("open it in Xcode 5 or later and save it") == true)
    let storyboard = XibSnippets.document("").replacingOccurrences(
      of: "CocoaTouch.XIB", with: "CocoaTouch.Storyboard.XIB")
    #expect(loadingError(storyboard)?.message.hasPrefix("a storyboard is not read") == true)
  }

  @Test(
    "a runtime attribute the object does not accept, an outlet to First Responder and an unknown event are errors"
  )
  func connectionErrors() {
    let attribute = loadingError(
      XibSnippets.document(
        #"<view id="root"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="glow" value="on"/></userDefinedRuntimeAttributes></view>"#
      ))
    #expect(attribute?.kind == .unknownAttribute)
    #expect(attribute?.keyPath == "line 9: runtime attribute 'glow' of view 'root'")
    #expect(attribute?.message == "UIView has no key 'glow': its setValue(_:forKey:) does not accept it")
    let firstResponder = loadingError(
      XibSnippets.document(
        #"<view id="root"/>"#, owner: #"<outlet property="view" destination="-2" id="o1"/>"#))
    #expect(firstResponder?.message.hasPrefix("an outlet cannot point to First Responder ('-2')") == true)
    let event = loadingError(
      XibSnippets.document(
        #"<slider id="s"><connections><action selector="go:" destination="-1" eventType="menuActionTriggered" id="a"/></connections></slider>"#
      ))
    #expect(event?.kind == .unknownAction)
    #expect(event?.message.hasPrefix("eventType 'menuActionTriggered' is not a UIControl event") == true)
    let size = loadingError(
      XibSnippets.document(
        #"<view id="root"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="size" keyPath="shadowOffset"><size key="value" width="0" height="1"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></view>"#
      ))
    #expect(size?.kind == .unsupportedFormat)
  }
}
