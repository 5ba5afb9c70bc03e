import Foundation
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// The oracle's part of an app state's fingerprint (`AppOracle.addMemory(to:)`): two oracles
/// that expect different things when the app comes back hash apart, equal ones alike, and no
/// stored property is forgotten.
@Suite struct AppOracleMemoryTests {
  /// An oracle whose app was last seen on one screen, then left.
  private static var base: [String: Any] {
    [
      "app": "Notes",
      "lastSeen": [
        "shown": screen(field("draft", editing: true), ScreenElement(.keyboard, depth: 0)), "path": "Notes",
        "probes": [["name": "saved", "value": "draft"], ["name": "text"]],
      ],
      "away": true, "workRanWhileAway": false, "relaunched": false, "restored": false, "forceQuit": false,
      "settingsChangedWhileAway": false, "freshSettingsDue": false,
      "offsetsByPath": ["Notes": [table(y: 0)]],
      "probesAtLeaving": [["name": "saved", "value": "draft"], ["name": "text"]],
      "reportCursor": 3, "recordCursor": 40,
    ]
  }

  /// A window holding `elements`, as JSON.
  private static func screen(_ elements: ScreenElement...) -> Any {
    json(ScreenSnapshot([ScreenElement(.window(isKey: true), depth: 0)] + elements))
  }

  private static func field(_ text: String, editing: Bool = false) -> ScreenElement {
    ScreenElement(.textField, depth: 1, value: text, isEditing: editing)
  }

  /// A table's scroll position, as JSON.
  private static func table(y: Double) -> Any {
    json(ScreenElement(.table, depth: 0, offset: ScreenPoint(x: 0, y: y)))
  }

  private static func json(_ value: some Encodable) -> Any {
    try! JSONSerialization.jsonObject(with: JSONEncoder().encode(value))
  }

  /// The properties the memory leaves out, and why: the app's name is the same for every state
  /// of one exploration; the cursors count records of this replay, not what the app expects;
  /// `sightNow` and `freshSettingsDue` describe the step just checked, which the device state
  /// and the screen in the fingerprint already hold; `forceQuit` changes only the words of a
  /// finding (who ended the process), not what the oracle expects back.
  private static let notRemembered: Set<String> = [
    "app", "reportCursor", "recordCursor", "sightNow", "freshSettingsDue", "forceQuit",
  ]

  private func oracle(_ changes: [String: Any] = [:], removing: [String] = []) throws -> AppOracle {
    var object = Self.base.merging(changes) { $1 }
    for key in removing { object[key] = nil }
    let data = try JSONSerialization.data(withJSONObject: object)
    return try JSONDecoder().decode(AppOracle.self, from: data)
  }

  private func memory(_ oracle: AppOracle) -> UInt64 {
    var hash = StableHash()
    oracle.addMemory(to: &hash)
    return hash.value
  }

  @Test("every stored property is remembered or named as left out")
  func noPropertyForgotten() throws {
    let labels = Set(Mirror(reflecting: try oracle()).children.compactMap(\.label))
    let remembered: Set<String> = [
      "lastSeen", "away", "workRanWhileAway", "relaunched", "restored", "settingsChangedWhileAway",
      "offsetsByPath", "probesAtLeaving",
    ]
    #expect(labels == remembered.union(Self.notRemembered))
  }

  @Test("equal memories hash alike, whatever the cursors, the step just checked and what was transient")
  func equalMemories() throws {
    let changedCursors = try oracle(["reportCursor": 9, "recordCursor": 1, "freshSettingsDue": true])
    #expect(memory(try oracle()) == memory(changedCursors))
    // What is transient on the screen seen (the keyboard, the editing mark) is not expected back.
    let seen = try #require(Self.base["lastSeen"] as? [String: Any])
    let lasting = try oracle(["lastSeen": seen.merging(["shown": Self.screen(Self.field("draft"))]) { $1 }])
    #expect(memory(try oracle()) == memory(lasting))
  }

  @Test(
    "each remembered part tells two oracles apart",
    arguments: [
      "screen", "probe value", "probe none", "path-only offsets", "offsets", "away", "work", "relaunched",
      "restored", "settings", "left probes", "no left probes", "nothing seen",
    ])
  func eachPartCounts(part: String) throws {
    let seen = try #require(Self.base["lastSeen"] as? [String: Any])
    let changed: AppOracle
    switch part {
    case "screen":
      changed = try oracle([
        "lastSeen": seen.merging(["shown": Self.screen(Self.field("drafts"))]) { $1 }
      ])
    case "probe value":
      changed = try oracle([
        "lastSeen": seen.merging(["probes": [["name": "saved", "value": "other"], ["name": "text"]]]) { $1 }
      ])
    case "probe none":
      // A probe that reads `none` is not one that reads the text "none".
      changed = try oracle([
        "lastSeen": seen.merging([
          "probes": [["name": "saved", "value": "draft"], ["name": "text", "value": "none"]]
        ]) {
          $1
        }
      ])
    case "path-only offsets":
      changed = try oracle(["offsetsByPath": ["Notes > Detail": [Self.table(y: 0)]]])
    case "offsets": changed = try oracle(["offsetsByPath": ["Notes": [Self.table(y: 240)]]])
    case "away": changed = try oracle(["away": false])
    case "work": changed = try oracle(["workRanWhileAway": true])
    case "relaunched": changed = try oracle(["relaunched": true])
    case "restored": changed = try oracle(["restored": true])
    case "settings": changed = try oracle(["settingsChangedWhileAway": true])
    case "left probes": changed = try oracle(["probesAtLeaving": [["name": "saved"], ["name": "text"]]])
    case "no left probes": changed = try oracle(removing: ["probesAtLeaving"])
    case "nothing seen": changed = try oracle(removing: ["lastSeen"])
    default: Issue.record("unknown part \(part)"); return
    }
    #expect(memory(try oracle()) != memory(changed))
  }

  @Test("a list's pieces cannot slide into the next part")
  func listBoundaries() throws {
    let seen = try #require(Self.base["lastSeen"] as? [String: Any])
    // The screen's last element moved into the offsets' first: the same elements in another
    // grouping.
    let one = try oracle([
      "lastSeen": seen.merging(["shown": Self.screen(Self.field("a"))]) { $1 },
      "offsetsByPath": ["Notes": [Self.table(y: 1)]],
    ])
    let other = try oracle([
      "lastSeen": seen.merging(["shown": Self.screen()]) { $1 },
      "offsetsByPath": ["Notes": [Self.json(Self.field("a")), Self.table(y: 1)]],
    ])
    #expect(memory(one) != memory(other))
  }

  @Test("a finding after the user's force quit says so, not that the system ended the app")
  func forceQuitWording() throws {
    let seen = try #require(try oracle().sightNowOrSeen)
    let quit = AppOracle.dataLoss(
      of: "Notes", seen: seen, leftProbes: nil, now: seen, relaunched: true, forceQuit: true)
    #expect(quit.message.hasPrefix("launched again after the user force-quit it"))
    let killed = AppOracle.dataLoss(of: "Notes", seen: seen, leftProbes: nil, now: seen, relaunched: true)
    #expect(killed.message.hasPrefix("launched again after the system ended it"))
  }
}
