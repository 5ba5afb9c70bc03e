import Foundation
import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A controller as `lifecycle import` leaves it: an outlet without any `setValue(_:forKey:)` of
/// its own, and an action method that only a registration reaches.
@MainActor
final class ImportedNoteController: UIViewController {
  var titleLabel: UILabel!
  var fieldLabels: [UILabel]!
  var cornerRadius: Double = 0
  private(set) var received: [String] = []

  func didEnterBackground(_ notification: Notification) { received.append(notification.name.rawValue) }
}

/// What the code `lifecycle import` generates relies on: outlets set by name, action senders
/// checked, selector-based notification observers — each fails without the runtime support.
@MainActor
@Suite("Imported code: outlets, actions and observers found by name", .serialized)
struct ImportedCodeTests {
  func loadOwner(_ owner: ImportedNoteController) throws {
    let xib = XibSnippets.document(
      #"""
      <label id="title" text="Title"/>
      <label id="first" text="First"/>
      <label id="second" text="Second"/>
      """#,
      owner: #"""
        <outlet property="titleLabel" destination="title" id="o1"/>
        <outletCollection property="fieldLabels" destination="first" id="o2"/>
        <outletCollection property="fieldLabels" destination="second" id="o3"/>
        """#, ownerClass: "ImportedNoteController")
    _ = try UINib(data: Data(xib.utf8), bundle: nil).instantiateOrThrow(withOwner: owner, options: nil)
  }

  @Test("a registered outlet is connected by the nib with no setValue(_:forKey:) in the class")
  func registeredOutlets() throws {
    OutletDispatch.register("titleLabel", for: ImportedNoteController.self) { target, value in
      target.titleLabel = value as? UILabel
    }
    OutletDispatch.register("fieldLabels", for: ImportedNoteController.self) { target, value in
      target.fieldLabels = (value as? [Any])?.compactMap { $0 as? UILabel }
    }
    let owner = ImportedNoteController()
    try loadOwner(owner)
    #expect(owner.titleLabel?.text == "Title")
    #expect(owner.fieldLabels?.map(\.text) == ["First", "Second"])
    // Key-value coding from the app's own code reaches the same setter.
    owner.setValue(nil, forKey: "titleLabel")
    #expect(owner.titleLabel == nil)
  }

  @Test("an outlet nobody registered is still an unknown key, as without the import")
  func unregisteredOutlet() throws {
    final class Bare: UIViewController {}
    let xib = XibSnippets.document(
      #"<label id="title" text="Title"/>"#,
      owner: #"<outlet property="nothing" destination="title" id="o1"/>"#)
    #expect(throws: NibLoadingError.self) {
      try UINib(data: Data(xib.utf8), bundle: nil).instantiateOrThrow(withOwner: Bare(), options: nil)
    }
  }

  @Test("an inspectable's number converts to the property's type")
  func inspectableValues() {
    #expect(ImportedCode.inspectable(3, as: Double.self) == 3.0)
    #expect(ImportedCode.inspectable(2.5, as: CGFloat.self) == CGFloat(2.5))
    #expect(ImportedCode.inspectable(1, as: Bool.self) == true)
    #expect(ImportedCode.inspectable("text", as: Int.self) == nil)
  }

  @Test("classes interface files cannot create are accepted and ignored; controllers are registered")
  func classRegistration() {
    final class Model {}
    ImportedCode.registerClass(Model.self, named: "ImportedModel")
    ImportedCode.registerClass(ImportedNoteController.self, named: "ImportedNoteController")
    #expect(UINib.registeredClass(named: "ImportedNoteController") == ImportedNoteController.self)
    #expect(UINib.registeredClass(named: "ImportedModel") == nil)
  }

  @Test("a selector-based observer receives the app's notifications through its registered method")
  func selectorObserver() throws {
    ImportedCode.registerAction("didEnterBackground:", for: ImportedNoteController.self) { target, sender in
      if let sender = ImportedCode.sender(
        sender, as: Notification.self, selector: "didEnterBackground:", target: target)
      {
        target.didEnterBackground(sender)
      }
    }
    let centre = LifecycleUIKit.NotificationCenter()
    let controller = ImportedNoteController()
    centre.addObserver(
      controller, selector: "didEnterBackground:", name: Notification.Name("Background"), object: nil)
    centre.post(name: Notification.Name("Background"), object: nil)
    centre.post(name: Notification.Name("Other"), object: nil)
    #expect(controller.received == ["Background"])
    centre.removeObserver(controller)
    centre.post(name: Notification.Name("Background"), object: nil)
    #expect(controller.received == ["Background"])
  }

  @Test("responds(to:) and perform(_:with:) reach the app's registered methods, as NSObject's do on iOS")
  func respondsAndPerform() {
    ImportedCode.registerAction("didEnterBackground:", for: ImportedNoteController.self) { target, sender in
      if let sender = sender as? Notification { target.didEnterBackground(sender) }
    }
    let controller = ImportedNoteController()
    #expect(controller.responds(to: "didEnterBackground:"))
    controller.perform("didEnterBackground:", with: Notification(name: Notification.Name("Sent")))
    #expect(controller.received == ["Sent"])
  }

  @Test("an observer that is gone is no longer sent anything, as on iOS 9 and later")
  func observerHeldWeakly() {
    let centre = LifecycleUIKit.NotificationCenter()
    var controller: ImportedNoteController? = ImportedNoteController()
    weak let watched = controller
    centre.addObserver(controller!, selector: "didEnterBackground:", name: nil, object: nil)
    controller = nil
    #expect(watched == nil)
    centre.post(name: Notification.Name("Background"), object: nil)
  }
}
