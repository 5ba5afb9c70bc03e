import Testing

@testable import LifecycleUIKit

/// The kinds of segue, each from a button of a small storyboard shown in a window.
@MainActor
@Suite("Storyboard segue kinds")
struct StoryboardSegueTests {
  /// A storyboard whose first scene (`vc-1`) has a button `go` with a segue of `kind` to `vc-2`,
  /// optionally inside a navigation controller; the first scene's controller in a window.
  private func shown(_ kind: String, extra: String = "", inNavigation: Bool)
    throws -> (UIWindow, UIViewController, UIButton)
  {
    let navigation = """
              <scene sceneID="s-nav"><objects>
                  <navigationController id="nav-1" sceneMemberID="viewController">
                      <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="r-1"/></connections>
                  </navigationController>
              </objects></scene>
      """
    let xml = StoryboardSnippets.document(
      (inNavigation ? navigation : "")
        + StoryboardSnippets.scene(
          subviews:
            #"<button id="go"><state key="normal" title="Go"/><connections><segue destination="vc-2" kind="\#(kind)" \#(extra) id="sg"/></connections></button>"#
        ) + StoryboardSnippets.scene("vc-2"), initial: inNavigation ? "nav-1" : "vc-1")
    let storyboard = try UIStoryboard.loadOrThrow(name: "Kinds", xml: xml)
    let initial = try #require(try storyboard.instantiateInitialViewControllerOrThrow())
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = initial
    window.makeKeyAndVisible()
    let first = (initial as? UINavigationController)?.topViewController ?? initial
    let button = try #require(first.view.subviews.first as? UIButton)
    return (window, first, button)
  }

  @Test("show pushes in a navigation controller and presents outside one")
  func show() throws {
    let (window, pushed, button) = try shown("show", inNavigation: true)
    defer { withExtendedLifetime(window) {} }
    button.sendActions(for: .primaryActionTriggered)
    #expect(pushed.navigationController?.viewControllers.count == 2)
    #expect(pushed.presentedViewController == nil)

    let (otherWindow, presenter, other) = try shown("show", inNavigation: false)
    defer { withExtendedLifetime(otherWindow) {} }
    other.sendActions(for: .primaryActionTriggered)
    #expect(presenter.presentedViewController?.storyboard?.name == "Kinds")
  }

  @Test("push (the old kind) pushes in a navigation controller")
  func push() throws {
    let (window, source, button) = try shown("push", inNavigation: true)
    defer { withExtendedLifetime(window) {} }
    button.sendActions(for: .primaryActionTriggered)
    #expect(source.navigationController?.viewControllers.count == 2)
  }

  @Test("presentation, modal and showDetail present, with the segue's presentation style")
  func present() throws {
    for kind in ["presentation", "modal", "showDetail"] {
      let (window, source, button) = try shown(
        kind, extra: #"modalPresentationStyle="formSheet""#, inNavigation: true)
      defer { withExtendedLifetime(window) {} }
      button.sendActions(for: .primaryActionTriggered)
      let presented = try #require(source.navigationController?.presentedViewController, "\(kind)")
      #expect(presented.modalPresentationStyle == .formSheet)
      #expect(source.navigationController?.viewControllers.count == 1)
    }
  }

  @Test("a segue of an app's UIStoryboardSegue subclass is refused with its line")
  func customClass() {
    #expect {
      _ = try shown("show", extra: #"customClass="FadeSegue""#, inNavigation: false)
    } throws: { error in
      (error as? NibLoadingError)?.kind == .unsupportedFormat && "\(error)".contains("segue 'sg'")
    }
  }

  @Test("UIStoryboardSegue(identifier:source:destination:performHandler:) runs its handler when performed")
  func performHandler() {
    var ran = false
    let segue = UIStoryboardSegue(
      identifier: "x", source: UIViewController(), destination: UIViewController()
    ) {
      ran = true
    }
    #expect(!ran)
    segue.perform()
    #expect(ran)
    #expect(segue.identifier == "x")
  }

  @Test("a localized storyboard is found in an .lproj folder of a search directory")
  func localizedFolder() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storyboard-lproj-\(UUID().uuidString)")
    let folder = directory.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(StoryboardSnippets.document(StoryboardSnippets.scene()).utf8).write(
      to: folder.appendingPathComponent("Main.storyboard"))
    let (data, file) = try InterfaceBundle(searchDirectories: [directory]).contents(
      forStoryboardNamed: "Main")
    #expect(file == "Main.storyboard")
    #expect(!data.isEmpty)
  }

  @Test("a storyboard placeholder other than First Responder, and a scene without a controller, are refused")
  func placeholdersAndScenes() {
    let owner = StoryboardSnippets.document(
      #"<scene sceneID="s"><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1"/></objects></scene>"#
    )
    #expect {
      _ = try UIStoryboard.loadOrThrow(name: "Owner", xml: owner)
    } throws: { error in
      (error as? NibLoadingError)?.kind == .unsupportedFormat
    }
    let empty = StoryboardSnippets.document(#"<scene sceneID="s"><objects/></scene>"#, initial: nil)
    #expect {
      _ = try UIStoryboard.loadOrThrow(name: "Empty", xml: empty)
    } throws: { error in
      (error as? NibLoadingError)?.kind == .malformed && "\(error)".contains("scene 's'")
    }
  }
}
