import Foundation

/// A throwaway project folder for one test: files written from strings, removed at the end.
final class ProjectFolder {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  var path: String { root.path }

  func write(_ relative: String, _ text: String) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ relative: String) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(relative).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  func link(_ relative: String, to destination: String) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
  }
}

/// A small Xcode project as Xcode 9–15 write it (objectVersion 50): a group `Notes` holding two
/// Swift files, a localized storyboard (a variant group), an asset catalog and Info.plist; one app
/// target and one unit-test target; a file reference that climbs out of the project.
enum Fixtures {
  static let pbxproj = """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 50;
    	objects = {
    /* Begin PBXBuildFile section */
    		B1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* AppDelegate.swift */; };
    		B2 /* NotesViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2; };
    		B3 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Main.storyboard */; };
    		B4 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F4; };
    		B5 /* Outside.swift in Sources */ = {isa = PBXBuildFile; fileRef = F5; };
    /* End PBXBuildFile section */
    		F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
    		F2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = NotesViewController.swift; sourceTree = "<group>"; };
    		F3 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    		F4 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    		F5 = {isa = PBXFileReference; path = ../../Outside.swift; sourceTree = "<group>"; };
    		F6 = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
    		V1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F3, ); name = Main.storyboard; sourceTree = "<group>"; };
    		G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
    		G1 /* Notes */ = {isa = PBXGroup; children = (F1, F2, V1, F4, F5, F6, ); path = Notes; sourceTree = "<group>"; };
    		SRC1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B5, ); };
    		R1 = {isa = PBXResourcesBuildPhase; files = (B3, B4, ); };
    		T1 /* Notes */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (SRC1, R1, ); name = Notes; productName = Notes; productType = "com.apple.product-type.application"; };
    		T2 /* NotesTests */ = {isa = PBXNativeTarget; buildPhases = ( ); name = NotesTests; productType = "com.apple.product-type.bundle.unit-test"; };
    		P1 /* Project object */ = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G0; targets = (T1, T2, ); };
    		C1 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 9.0; SWIFT_VERSION = 4.2; }; name = Release; };
    		C2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Notes/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(PRODUCT_NAME:rfc1034identifier)"; PRODUCT_NAME = "$(TARGET_NAME)"; OTHER_SWIFT_FLAGS = ("-D", "LEGACY", ); }; name = Release; };
    		C3 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 3.0; }; name = Debug; };
    		L1 = {isa = XCConfigurationList; buildConfigurations = (C3, C1, ); };
    		L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
    	};
    	rootObject = P1 /* Project object */;
    }
    """

  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    	<key>CFBundleIdentifier</key>
    	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
    	<key>UIMainStoryboardFile</key>
    	<string>Main</string>
    	<key>UIApplicationExitsOnSuspend</key>
    	<true/>
    </dict>
    </plist>
    """

  static let appDelegate = """
    import UIKit

    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    """

  static let controller = """
    import UIKit
    import MapKit

    class NotesViewController: UIViewController {
        @IBOutlet private weak var slider: UISlider!
        @IBOutlet var labels: [UILabel]!

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addNote))
        }

        @objc func addNote() {}

        @IBAction private func chooseCity(from sender: UIButton) {}
    }
    """

  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a1">
    </document>
    """

  /// The project written into `folder`: `Notes.xcodeproj` beside the `Notes` folder.
  static func writeProject(in folder: ProjectFolder) throws {
    try folder.write("Notes.xcodeproj/project.pbxproj", pbxproj)
    try folder.write("Notes/Info.plist", infoPlist)
    try folder.write("Notes/AppDelegate.swift", appDelegate)
    try folder.write("Notes/NotesViewController.swift", controller)
    try folder.write("Notes/Base.lproj/Main.storyboard", storyboard)
    try folder.write("Notes/Assets.xcassets/Contents.json", "{\"info\": {\"version\": 1}}")
    try folder.write("Notes/Assets.xcassets/star.imageset/Contents.json", "{\"images\": []}")
  }
}
