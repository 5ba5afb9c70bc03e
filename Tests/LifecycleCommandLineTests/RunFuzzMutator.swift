import LifecycleCore
import LifecycleSimulator
import LifecycleTestSupport

/// Changes valid scenarios into other scenarios, most of them still valid, so that the
/// runner and the apps get far: steps inserted (with the installed apps' names, their
/// actions and probes), lines deleted, duplicated or swapped, the device and the app codes
/// changed. The rest of the time it damages the text as people and tools do (words deleted,
/// duplicated, swapped or inserted, random bytes, huge numbers, truncation), for the errors.
struct RunFuzzMutator {
  /// What the catalog's apps define, by app code.
  struct Words {
    var appCodes: [String]
    var actions: [String: [String]]
    var probes: [String: [String]]

    /// The words of every app in `catalog`, read from a fresh instance of each.
    @MainActor
    init(catalog: AppCatalog) {
      appCodes = catalog.identifiers
      actions = [:]
      probes = [:]
      for code in appCodes {
        guard let app = catalog.makeApp(code) else { continue }
        actions[code] = app.actionNames
        probes[code] = app.probeNames
      }
    }
  }

  /// The generator; the same seed gives the same mutations.
  var random: SeededGenerator
  let words: Words

  /// `text` changed one to three times.
  mutating func mutate(_ text: String) -> String {
    var result = text
    for _ in 0..<(1 + below(3)) {
      result = below(10) < 8 ? changeSteps(result) : damage(result)
    }
    return result
  }

  // MARK: Changes that keep a scenario valid, mostly

  private mutating func changeSteps(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let device = lines.firstIndex { $0.hasPrefix("device") }
    // Lines after the device line (and after the last install, often), where a step can go.
    let firstFree = (device ?? -1) + 1
    let lastInstall = lines.lastIndex { $0.hasPrefix("install") }
    let movable = Array(firstFree..<lines.count)
    switch below(12) {
    case 0..<5:
      let start = below(10) < 7 ? max(firstFree, (lastInstall ?? -1) + 1) : firstFree
      lines.insert(step(for: lines), at: start + below(lines.count - start + 1))
    case 5 where !movable.isEmpty:
      lines.remove(at: pick(movable))
    case 6 where !movable.isEmpty:
      let index = pick(movable)
      lines.insert(lines[index], at: index)
    case 7 where movable.count > 1:
      lines.swapAt(pick(movable), pick(movable))
    case 8:
      let spec = deviceLine()
      if let device { lines[device] = spec } else { lines.insert(spec, at: 0) }
    case 9:
      let installs = lines.indices.filter { lines[$0].hasPrefix("install") }
      guard !installs.isEmpty else { return text }
      let index = pick(installs)
      lines[index] = withAppCode(lines[index], pick(words.appCodes))
    case 10:
      let installs = lines.indices.filter { lines[$0].hasPrefix("install") }
      guard !installs.isEmpty else { return text }
      let index = pick(installs)
      lines[index] += " " + pick(["scenes", "exits-on-suspend", "background-modes=audio", "footprint=200MB"])
    default:
      let insertAt = firstFree + below(lines.count - firstFree + 1)
      lines.insert("advance \(duration())", at: insertAt)
    }
    return lines.joined(separator: "\n")
  }

  /// The apps the text installs: the name as written (quoted or not) and its app code.
  static func installed(in lines: [String]) -> [(name: String, code: String)] {
    lines.compactMap { line in
      guard line.hasPrefix("install ") else { return nil }
      let rest = line.dropFirst("install ".count)
      let name: Substring
      if rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") {
        name = rest[...end]
      } else {
        name = rest.prefix { !$0.isWhitespace }
      }
      guard !name.isEmpty else { return nil }
      var code = "tracer"
      if let flag = line.range(of: " app=") {
        code = String(line[flag.upperBound...].prefix { !$0.isWhitespace && $0 != "\"" && $0 != "#" })
        if line[flag.upperBound...].first == "\"" {
          code = String(line[line.index(after: flag.upperBound)...].prefix { $0 != "\"" })
        }
      }
      return (String(name), code)
    }
  }

  /// A step of any kind, naming apps the text installs and what their code defines.
  private mutating func step(for lines: [String]) -> String {
    let apps = Self.installed(in: lines)
    let (app, code) = apps.isEmpty || below(20) == 0 ? ("Extra", "tracer") : pick(apps)
    switch below(26) {
    case 0, 1: return "launch \(app)"
    case 2, 3: return "home"
    case 4: return "switch \(app)"
    case 5: return "quit \(app)"
    case 6: return "call \(pick(CallAction.allCases).rawValue)"
    case 7: return pick(["lock", "unlock"])
    case 8: return "notification-center \(pick(["open", "close"]))"
    case 9: return "advance \(duration())"
    case 10: return pick(["memory-warning", "memory-pressure", "reboot", "significant-time-change"])
    case 11:
      return "settings \(app) \(pick(["theme", "volume", "name"]))=\(pick(["dark", "light", "3", "\"\""]))"
    case 12:
      return pick([
        "locale fr_FR", "locale en_US", "language de", "language en", "mail-accounts 0", "mail-accounts 2",
      ])
    case 13: return "orientation \(pick(DeviceOrientation.allCases).rawValue)"
    case 14: return "battery \(below(101))% \(pick(BatteryState.allCases).rawValue)"
    case 15: return "accessory \(pick(["connect", "disconnect"])) \"Car Kit\""
    case 16, 17:
      let actions = words.actions[code] ?? []
      let action = actions.isEmpty || below(40) == 0 ? pick(["type", "add", "save", "start"]) : pick(actions)
      let arguments = (0..<below(3)).map { _ in pick(["\"buy milk\"", "x", "3", "chunk=512KB", "\"\""]) }
      return (["do", app, action] + arguments).joined(separator: " ")
    case 18: return "expect state \(app) \(pick(AppState.allCases).rawValue)"
    case 19:
      let callbacks = (0..<below(3)).map { _ in pick(LifecycleCallback.allCases).rawValue }
      return "expect callbacks \(app) " + (callbacks.isEmpty ? "none" : callbacks.joined(separator: ", "))
    case 20: return "expect notifications \(app) none"
    case 21:
      let probes = words.probes[code] ?? []
      let probe = probes.isEmpty ? "text" : pick(probes)
      return "expect \(app) \(probe) == \(pick(["none", "\"\"", "\"buy milk\"", "1", "dark"]))"
    case 22: return "expect report \(app) \(pick(ReportKind.allCases.map(\.rawValue) + ["none"]))"
    case 23:
      // The UI driver, on whatever the app shows: names, classes and indexes that may or may not be there.
      let target = pick([
        "Save", "\"Sign in\"", "UITableView[0]", "UITextField[0]", "UILabel[1]", "UIView[3]", "Add",
      ])
      return pick([
        "tap \(app) \(target)", "type \(app) \(target) \"buy milk\"", "scroll \(app) \(target) 120",
        "select-row \(app) \(target) \(below(5))", "delete-row \(app) \(target) \(below(5))",
        "select-tab \(app) \(below(3))", "set \(app) \(target) on",
        "back \(app)",
      ])
    case 24:
      let target = pick(["UITableView[0]", "UITextField[0]", "UILabel[0]", "Notes"])
      return pick([
        "expect \(app) value \(target) == none", "expect \(app) rows \(target) == \"a ✓,b\"",
        "expect \(app) screen-path == \"UINavigationController\"",
      ])
    default:
      let code = pick(words.appCodes)
      return "install Other\(below(3)) app=\(code)"
        + pick(["", " scenes", " exits-on-suspend", " footprint=300MB"])
    }
  }

  private mutating func deviceLine() -> String {
    var flags = ["profile=\(pick(OSGeneration.allCases).rawValue)"]
    if below(2) == 0 { flags.append("memory=\(pick(["64MB", "128MB", "256MB", "512MB", "1GB", "2GB"]))") }
    if below(4) == 0 { flags.append("multitasking=\(pick(["yes", "no"]))") }
    if below(2) == 0 { flags.append("seed=\(random.next() % 1000)") }
    return "device " + flags.joined(separator: " ")
  }

  private mutating func duration() -> String {
    pick(["0ms", "1ms", "250ms", "1s", "5s", "10s", "29s", "31s", "170s", "3m", "10m", "1h", "24h"])
  }

  /// An install line with its `app=` flag set to `code`.
  private func withAppCode(_ line: String, _ code: String) -> String {
    var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    if let index = words.firstIndex(where: { $0.hasPrefix("app=") }) {
      words[index] = "app=\(code)"
    } else {
      words.append("app=\(code)")
    }
    return words.joined(separator: " ")
  }

  // MARK: Damage

  /// Words worth inserting: step names, flags, quotes, comment and escape characters, huge
  /// numbers, control characters and non-ASCII text.
  static let vocabulary = [
    "launch", "home", "expect", "state", "callbacks", "none", "==", "=", ",", "\"", "\"\"", "\\", "#",
    "device", "install", "do", "app=", "footprint=", "memory=1GB", "profile=ios4", "scenes",
    "99999999999999999999s", "9999999999999GB", "18446744073709551616", "-1", "0", "\t", "\r", "\n",
    "\u{0}", "\u{FEFF}", "é", "e\u{301}", "🍎", "\u{2028}",
  ]

  private mutating func damage(_ text: String) -> String {
    var pieces = TextPieces.pieces(text)
    let words = pieces.indices.filter { !(pieces[$0].first?.isWhitespace ?? true) }
    switch below(7) {
    case 0 where !words.isEmpty:
      pieces[pick(words)] = ""
    case 1 where !words.isEmpty:
      let index = pick(words)
      pieces[index] += " " + pieces[index]
    case 2 where words.count > 1:
      pieces.swapAt(pick(words), pick(words))
    case 3:
      let bytes = (0..<(1 + below(6))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      return insert(String(decoding: bytes, as: UTF8.self), into: text)
    case 4:
      let characters = Array(text)
      return String(characters.prefix(below(characters.count + 1)))
    case 5 where !words.isEmpty:
      let index = pick(words)
      pieces[index] = pick(Self.vocabulary) + (below(2) == 0 ? " " : "") + pieces[index]
    default:
      return insert(pick(Self.vocabulary), into: text)
    }
    return pieces.joined()
  }

  /// `text` with `insertion` at a random character position.
  private mutating func insert(_ insertion: String, into text: String) -> String {
    TextPieces.inserting(insertion, into: text, at: below(text.count + 1))
  }

  // MARK: Randomness

  /// A random number below `count`, which must be positive.
  mutating func below(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }

  /// A random element of a non-empty collection.
  mutating func pick<C: Collection>(_ elements: C) -> C.Element where C.Index == Int {
    elements[elements.startIndex + below(elements.count)]
  }
}
