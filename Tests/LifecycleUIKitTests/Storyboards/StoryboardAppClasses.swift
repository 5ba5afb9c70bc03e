import Testing

@testable import LifecycleUIKit

/// The classes `Base.lproj/Notes.storyboard` names, and the methods its unwind segues call.
@MainActor
enum StoryboardApp {
  static func register() {
    UINib.register(NotesListController.self)
    UINib.register(NoteCell.self)
    UINib.register(NoteDetailController.self)
    UINib.register(FooterController.self)
    UINib.register(NoteEditorController.self)
    SelectorDispatch.register("backToList:", for: NotesListController.self) { list, sender in
      let segue = sender as? UIStoryboardSegue
      list.log.append("backToList: from \(segue.map { "\(type(of: $0.source))" } ?? "-")")
    }
    SelectorDispatch.register("saveNote:", for: NotesListController.self) { list, sender in
      let editor = (sender as? UIStoryboardSegue)?.source as? NoteEditorController
      list.notes.append(editor?.field?.text ?? "-")
      list.log.append("saveNote:")
    }
  }

  /// The fixtures' folder alone, not searched below: `Notes` is found in its `Base.lproj`.
  static var bundle: InterfaceBundle {
    let root = Bundle.module.resourceURL ?? Bundle.module.bundleURL
    return InterfaceBundle(searchDirectories: [root.appendingPathComponent("XibFixtures")])
  }
}

/// The list of notes: the storyboard's table view controller.
@MainActor
final class NotesListController: UITableViewController {
  var addButton: UIBarButtonItem?
  var notes = ["Milk", "Eggs"]
  /// The segue and selection calls, in order.
  var log: [String] = []
  var allowsSegues = true

  override func setValue(_ value: Any?, forKey key: String) {
    guard key == "addButton" else { return super.setValue(value, forKey: key) }
    addButton = value as? UIBarButtonItem
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
    (cell as? NoteCell)?.titleLabel?.text = notes[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    log.append("should \(identifier)")
    return allowsSegues
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    log.append("prepare \(segue.identifier ?? "-") \(sender.map { "\(type(of: $0))" } ?? "nil")")
    if let detail = segue.destination as? NoteDetailController, let cell = sender as? NoteCell {
      detail.note = cell.titleLabel?.text
    }
  }
}

/// The list's prototype cell: its label is an outlet.
@MainActor
final class NoteCell: UITableViewCell {
  var titleLabel: UILabel?

  override func setValue(_ value: Any?, forKey key: String) {
    guard key == "titleLabel" else { return super.setValue(value, forKey: key) }
    titleLabel = value as? UILabel
  }
}

/// A note: its body label shows what the list prepared; a container view embeds the footer.
@MainActor
final class NoteDetailController: UIViewController {
  var bodyLabel: UILabel?
  var note: String?
  var log: [String] = []

  override func setValue(_ value: Any?, forKey key: String) {
    guard key == "bodyLabel" else { return super.setValue(value, forKey: key) }
    bodyLabel = value as? UILabel
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad")
    if let note { bodyLabel?.text = note }
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    log.append("prepare \(segue.identifier ?? "-") \(type(of: segue.destination))")
  }
}

@MainActor
final class FooterController: UIViewController {}

/// The editor presented by the list's Add button; Save unwinds to the list.
@MainActor
final class NoteEditorController: UIViewController {
  var field: UITextField?

  override func setValue(_ value: Any?, forKey key: String) {
    guard key == "field" else { return super.setValue(value, forKey: key) }
    field = value as? UITextField
  }
}

/// Small storyboards written in the test, in Xcode's format.
enum StoryboardSnippets {
  /// A storyboard document around `scenes`.
  static func document(_ scenes: String, initial: String? = "vc-1") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
  }

  /// A scene of a plain view controller `id` whose view holds `subviews` and whose
  /// `<connections>` hold `connections`.
  static func scene(_ id: String = "vc-1", subviews: String = "", connections: String = "") -> String {
    """
            <scene sceneID="scene-\(id)">
                <objects>
                    <viewController storyboardIdentifier="\(id)" id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="view-\(id)">
                            <subviews>\(subviews)</subviews>
                        </view>
                        <connections>\(connections)</connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(id)" sceneMemberID="firstResponder"/>
                    <exit id="exit-\(id)" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
    """
  }
}
