import Foundation
import LifecycleRestoration

/// Preserved state like a notes app's, covering every kind of value, for the tests to encode,
/// damage and compare.
enum ArchiveSamples {
  /// A notes editor preserved mid-edit: path, text, scroll offset, selection, flags, bytes, and
  /// a child container per view controller.
  static let notesEditor = RestorationArchive(root: [
    "UIApplicationStateRestorationBundleVersionKey": "1.0",
    "path": ["TabBarControllerID", "NavControllerID", "EditorID"],
    "EditorID": [
      "text": "buy milk\nand bread ✓",
      "selectedRange": ["location": 8, "length": 0],
      "isEditing": true,
      "scrollOffset": 120.5,
    ],
    "ListID": [
      "selectedNote": "note-7F3A",
      "contentOffsetY": -64.0,
      "rowCount": 12,
    ],
    "thumbnail": .data(Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])),
  ])

  /// One value of each kind, including edge values, under a key naming it.
  static let everyKind: [(String, RestorationValue)] = [
    ("emptyString", ""),
    ("string", "Grüße, 日本語, emoji 🧪, NUL \u{0}"),
    ("zero", 0),
    ("intMin", .int(.min)),
    ("intMax", .int(.max)),
    ("double", 3.141_592_653_589_793),
    ("negativeZero", .double(-0.0)),
    ("infinity", .double(-.infinity)),
    ("tiny", .double(.leastNonzeroMagnitude)),
    ("true", true),
    ("false", false),
    ("emptyData", .data(Data())),
    ("data", .data(Data((0...255).map { UInt8($0) }))),
    ("emptyContainer", .container(RestorationContainer())),
    ("container", ["inner": ["deeper": 1]]),
    ("emptyStrings", .strings([])),
    ("strings", ["", "a", "Notes/Editor"]),
  ]

  /// Archives of different shapes and sizes.
  static let all: [RestorationArchive] = [
    RestorationArchive(root: RestorationContainer()),
    notesEditor,
    RestorationArchive(root: RestorationContainer(everyKind)),
  ]
}
