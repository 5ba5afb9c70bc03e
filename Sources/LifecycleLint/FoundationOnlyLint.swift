/// Finds, in an app's source files, the Foundation API that escapes the simulated app where a
/// file imports Foundation without the import switch.
///
/// A file of the app that imports Foundation alone gets Foundation's own process-wide objects,
/// not the simulated app's: its `Locale.current` is Linux Foundation's `en_001` whatever the
/// device's `locale` step says, observers it adds to `NotificationCenter.default` never hear the
/// app's notifications, and so on. (Foundation's `UserDefaults.standard` and posts on its default
/// centre LifecycleUIKit makes the app's own while the app runs.) Some of the rest it catches
/// while the app runs (a block queued on Dispatch's main queue), but only on the paths a scenario
/// takes, and a read of the locale cannot be seen at all. This check reads the source instead, so
/// every such use is found, run or not.
///
/// It reads words, not types: it finds the spelled forms `Locale.current`,
/// `NotificationCenter.default`, `.cachesDirectory` and the like (``rules``), not `.main` where
/// the type is inferred. A file with `import LifecycleUIKit` or `import LifecycleKit` anywhere
/// — the import switch's side for where UIKit is missing — is not searched for them: there those
/// names are the app's own. In such a file only an `import Foundation` outside the switch's
/// `#if canImport(UIKit)` branch is reported (``misplacedImportRule``), where the file uses a
/// name that the second import makes ambiguous. A use meant to stay can be let through with a comment containing
/// `lifecycle-lint: allow` after it on its line, or on a line of its own just before.
public enum FoundationOnlyLint {
  /// One API the check looks for.
  public struct Rule: Sendable, Equatable {
    /// The type as spelled before the dot (`Locale`), or nil for an implicit member (`.cachesDirectory`).
    public var type: String?
    /// The type's member the rule's member is read through (`main` in `Bundle.main.bundleIdentifier`),
    /// or nil when the member is the type's own.
    public var via: String? = nil
    /// The member after the dot (`current`).
    public var member: String
    /// The first argument's label a call of the member must have (`forInfoDictionaryKey` in
    /// `object(forInfoDictionaryKey:)`), or nil for any use of the member.
    public var label: String? = nil
    /// What goes wrong on the simulated device, in a clause ("is Linux Foundation's `en_001` …").
    public var consequence: String
    /// The fix, for a rule that applies to every file whatever it imports (``entryPointRule``);
    /// nil for the rules about Foundation-only files, whose fix is the import switch.
    public var fix: String? = nil
    /// Words whose presence between a call's parentheses makes it no escape
    /// (`.formatted(.number.locale(l))`, `.formatted(.iso8601)`); empty for a rule without
    /// exceptions.
    public var unlessArgumentsSay: Set<String> = []
    /// Whether a file that names a `locale` anywhere is let through: a formatter made in a file
    /// that gives formatters a locale (`en_US_POSIX` for a file format) is not one for the user.
    public var unlessFileSetsLocale = false

    /// Whether the rule is about making a new one (`UserDefaults(suiteName:)`): the type called
    /// (or its `.init`), ``member`` being `init`.
    public var isInitializer: Bool { member == "init" }

    /// The API as the message names it.
    public var api: String {
      if fix != nil { return member }
      if isInitializer { return "\(type ?? "")(…)" }
      let call = label.map { "(\($0):)" } ?? ""
      return (type ?? "") + (via.map { ".\($0)" } ?? "") + "." + member + call
    }
  }

  /// Every API the check looks for, with what it does on the simulated device.
  public static let rules: [Rule] = {
    let locale =
      "is Linux Foundation's region format, `en_001` on every machine: the device's `locale` step does not reach it"
    let languages = "is Linux Foundation's `en-001`: the device's `language` step does not reach it"
    let centre =
      "is Foundation's process-wide centre: observers added there never hear the simulated app's "
      + "notifications (`didEnterBackgroundNotification` and the rest) and hear every simulated app's posts "
      + "(a post there from app code is fine: it reaches the app's own observers too)"
    let folder =
      "is a folder of the host's (Linux Foundation reads the XDG folders once), not the app's sandbox"
    let localized =
      "uses Linux Foundation's region format and language rules, `en_001` on every machine: the device's "
      + "`locale` step does not reach it"
    let realTime =
      "runs outside the simulated app, in real time: suspension does not freeze it and virtual time does not move it"
    let bundle =
      "is the host executable's bundle, not the simulated app's: its identifier and Info.plist keys are nil "
      + "(the app's own, with the import switch)"
    let resources =
      "is the host executable's bundle, not the simulated app's: the app's bundle folder (its resources and "
      + "`Localizable.strings`) is not searched (it is, with the import switch)"
    let formatting =
      "formats with Linux Foundation's region format, `en_001` on every machine, whatever the device's `locale` "
      + "step says (`1,234.5`, `a, b, and c`, `1.2 MB` on a German device); give the style a locale "
      + "(`.locale(Locale(identifier: \"en_US_POSIX\"))`) where the text is not for the user"
    let network =
      "is FoundationNetworking's, which connects for real through libcurl on threads of its own, outside the "
      + "simulated app: the scenario's `network` and `respond` lines do not answer it, suspension does not stop "
      + "it and the run depends on the host's network (the import switch's `URLSession` is answered by the device)"
    let formatter =
      "starts with Linux Foundation's region format, `en_001` on every machine, whatever the device's `locale` "
      + "step says, and nothing in this file gives it a locale"
    return [
      Rule(type: "Locale", member: "current", consequence: locale),
      Rule(type: "Locale", member: "autoupdatingCurrent", consequence: locale),
      Rule(type: "NSLocale", member: "current", consequence: locale),
      Rule(type: "NSLocale", member: "autoupdatingCurrent", consequence: locale),
      Rule(type: "Locale", member: "preferredLanguages", consequence: languages),
      Rule(type: "NSLocale", member: "preferredLanguages", consequence: languages),
      Rule(type: "String", member: "localizedStringWithFormat", consequence: localized),
      Rule(type: nil, member: "localizedUppercase", consequence: localized),
      Rule(type: nil, member: "localizedLowercase", consequence: localized),
      Rule(type: nil, member: "localizedCapitalized", consequence: localized),
      Rule(type: nil, member: "localizedCompare", consequence: localized),
      Rule(type: nil, member: "localizedCaseInsensitiveCompare", consequence: localized),
      Rule(type: nil, member: "localizedStandardCompare", consequence: localized),
      Rule(type: nil, member: "localizedCaseInsensitiveContains", consequence: localized),
      Rule(type: nil, member: "localizedStandardContains", consequence: localized),
      Rule(type: nil, member: "localizedStandardRange", consequence: localized),
      Rule(type: "NotificationCenter", member: "default", consequence: centre),
      Rule(
        type: "UserDefaults", member: "init",
        consequence:
          "is one of Foundation's stores, shared by every simulated app and kept on the host's disk (only the "
          + "standard defaults are the app's own)"),
      Rule(
        type: "NotificationCenter", member: "init",
        consequence: "is a centre of Foundation's that no simulated app's notifications reach"),
      Rule(type: nil, member: "cachesDirectory", consequence: folder),
      Rule(type: nil, member: "applicationSupportDirectory", consequence: folder),
      Rule(type: "DispatchQueue", member: "main", consequence: realTime),
      Rule(type: "OperationQueue", member: "main", consequence: realTime),
      Rule(type: "RunLoop", member: "main", consequence: realTime),
      Rule(type: "Timer", member: "scheduledTimer", consequence: realTime),
      Rule(type: "Bundle", via: "main", member: "bundleIdentifier", consequence: bundle),
      Rule(type: "Bundle", via: "main", member: "infoDictionary", consequence: bundle),
      Rule(type: "Bundle", via: "main", member: "object", label: "forInfoDictionaryKey", consequence: bundle),
      Rule(type: "Bundle", via: "main", member: "url", label: "forResource", consequence: resources),
      Rule(type: "Bundle", via: "main", member: "path", label: "forResource", consequence: resources),
      Rule(type: "Bundle", via: "main", member: "localizedString", label: "forKey", consequence: resources),
      Rule(
        type: "ProcessInfo", via: "processInfo", member: "environment",
        consequence:
          "is Foundation's copy of the host process's variables, `HOME` and `TMPDIR` included: not the app's "
          + "sandbox, as `getenv` and `NSHomeDirectory()` answer in the app's code"),
      Rule(
        type: nil, member: "formatted", consequence: formatting,
        unlessArgumentsSay: ["locale", "iso8601", "ISO8601", "verbatim"]),
      Rule(type: "DateFormatter", member: "init", consequence: formatter, unlessFileSetsLocale: true),
      Rule(type: "NumberFormatter", member: "init", consequence: formatter, unlessFileSetsLocale: true),
      Rule(type: "DateIntervalFormatter", member: "init", consequence: formatter, unlessFileSetsLocale: true),
      Rule(
        type: "ByteCountFormatter", member: "init",
        consequence:
          "formats byte counts in English with English numbers, whatever the device's region format (`1.2 MB` on "
          + "a German device, where iOS writes `1,2 MB`)"),
      Rule(type: "URLSession", member: "shared", consequence: network),
      Rule(type: "URLSession", member: "init", consequence: network),
      Rule(
        type: "ProcessInfo", via: "processInfo", member: "processName",
        consequence:
          "is the host executable's name (a test runner's), not the app's process name, as it is in the app's code "
          + "with the import switch"),
    ]
  }()

  /// `@UIApplicationMain`, found in every file: iOS-era code marks its delegate so, and where
  /// UIKit is missing the compiler rejects it with a message about the protocol, not the fix.
  public static let entryPointRule = Rule(
    type: nil, member: "@UIApplicationMain",
    consequence:
      "does not compile where UIKit is missing, in any language mode: the compiler looks for the protocol it "
      + "names in the module called UIKit (it says the class 'must conform to the UIApplicationDelegate "
      + "protocol', though it does); on iOS Swift 5 code compiles it, and the Swift 6 language mode makes it "
      + "an error there too (Swift Evolution SE-0383)",
    fix:
      "write `@main` instead, which compiles on iOS too (Xcode 12 and later) and runs the app in the simulated "
      + "device here, and say how the delegate is made in a file only the Linux build compiles: "
      + "`extension AppDelegate: MainDelegateFactory { static func makeDelegate() -> any UIApplicationDelegate "
      + "{ AppDelegate() } }` (for a `final` class, `extension AppDelegate: MainInstantiable {}`)")

  /// `import Foundation` beside the import switch rather than inside its `#if canImport(UIKit)`
  /// branch, in a file that uses a name LifecycleUIKit gives the simulated app: Swift then sees
  /// Foundation's declaration and LifecycleUIKit's, which shadows it, side by side, and calls the
  /// use ambiguous (checked with Swift 6.3), with a message that does not say why.
  public static let misplacedImportRule = Rule(
    type: nil, member: "import Foundation",
    consequence:
      "outside the import switch's `#if canImport(UIKit)` branch makes the names LifecycleUIKit gives the "
      + "simulated app (`UserDefaults.standard`, `NotificationCenter.default`, `Locale.current`, `formatted()` "
      + "and the format styles, `DateFormatter()`, …) ambiguous: Swift sees Foundation's beside them and reports "
      + "`ambiguous use of 'standard'` (or of `current`, `formatted()`, `number`, `init()`), or even that it "
      + "failed to produce a diagnostic",
    fix:
      "move `import Foundation` into the `#if canImport(UIKit)` branch, beside `import UIKit`, or delete it: "
      + "LifecycleUIKit re-exports Foundation")

  /// Member names LifecycleUIKit declares again for the simulated app (`.standard`, `.current`,
  /// the format styles' `.number`, `.formatted(…)`); a file that uses one beside a misplaced
  /// `import Foundation` does not compile (``misplacedImportRule``).
  static let shadowedMembers: Set<String> = [
    "standard", "default", "current", "autoupdatingCurrent", "preferredLanguages", "formatted", "number",
    "percent", "currency", "dateTime", "interval", "relative", "byteCount", "time", "units", "list",
    "environment", "processName", "bundleIdentifier", "infoDictionary", "localizedStringWithFormat",
    "localizedUppercase", "localizedLowercase", "localizedCapitalized", "localizedCompare",
    "localizedCaseInsensitiveCompare", "localizedStandardCompare", "localizedCaseInsensitiveContains",
    "localizedStandardContains", "localizedStandardRange",
  ]

  /// Types and functions LifecycleUIKit declares again, which are ambiguous when called beside a
  /// misplaced `import Foundation`.
  static let shadowedCalls: Set<String> = [
    "DateFormatter", "NumberFormatter", "ByteCountFormatter", "NSHomeDirectory",
    "NSSearchPathForDirectoriesInDomains",
    "FormatStyle", "IntegerFormatStyle", "FloatingPointFormatStyle", "ByteCountFormatStyle",
    "RelativeFormatStyle",
    "AnchoredRelativeFormatStyle", "IntervalFormatStyle", "TimeFormatStyle", "UnitsFormatStyle",
    "ListFormatStyle",
  ]

  /// The fix every finding names.
  public static let fix =
    "give the file the import switch (`#if canImport(UIKit)` `import UIKit` `#else` `import LifecycleUIKit` "
    + "`#endif`), where these names are the simulated app's own, and keep `import Foundation` inside its "
    + "`#if canImport(UIKit)` branch or leave it out (LifecycleUIKit re-exports Foundation; with both imports "
    + "Swift reports `standard`, `current`, `formatted()` and the format styles as ambiguous)"

  /// The modules whose import makes a file "import Foundation".
  static let foundationModules: Set<String> = [
    "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "CoreFoundation",
  ]
  /// The modules whose import is the switch's other side, where UIKit is missing: the names
  /// are then the app's own. (`import UIKit` is not enough: in `#if canImport(UIKit)` with
  /// `import Foundation` in the `#else`, the file imports Foundation alone where LifecycleKit runs.)
  static let switchModules: Set<String> = ["LifecycleUIKit", "LifecycleKit"]

  /// One use found.
  public struct Finding: Sendable, Equatable {
    /// The file, as given.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes as the Swift compiler counts.
    public var column: Int
    /// The rule it breaks.
    public var rule: Rule

    /// The finding as a compiler diagnostic (`FILE:LINE:COLUMN: error: …`), which Xcode, SwiftPM
    /// and editors show at the place.
    public var diagnostic: String {
      "\(file):\(line):\(column): error: \(message)"
    }

    /// What is wrong and the fix, without the place.
    public var message: String {
      if let fix = rule.fix { return "`\(rule.api)` \(rule.consequence). Fix: \(fix)" }
      return
        "`\(rule.api)` in a file that imports Foundation alone \(rule.consequence). Fix: \(FoundationOnlyLint.fix) "
        + "(or mark a use meant to stay with `// \(SwiftTokens.allowMarker)`)"
    }
  }

  /// The uses in `source` (the text of the file named `file`), in the order they appear; none
  /// when the file has the import switch or imports no Foundation.
  public static func check(source: String, file: String) -> [Finding] {
    let scanned = SwiftTokens(source)
    let tokens = scanned.tokens
    // In every file, whatever it imports.
    let entryPoints = tokens.filter { $0.kind == .word && $0.text == entryPointRule.member }.map { token in
      Finding(file: file, line: token.line, column: token.column, rule: entryPointRule)
    }
    var importsFoundation = false
    for (position, token) in tokens.enumerated() where token.kind == .word && token.text == "import" {
      guard let module = importedModule(in: tokens, after: position) else { continue }
      if switchModules.contains(module) {
        return (entryPoints + misplacedImports(in: scanned, file: file)).sorted {
          ($0.line, $0.column) < ($1.line, $1.column)
        }
      }
      if foundationModules.contains(module) { importsFoundation = true }
    }
    guard importsFoundation else { return entryPoints }
    var findings = entryPoints
    for position in tokens.indices where tokens[position].kind == .dot {
      guard position + 1 < tokens.count, tokens[position + 1].kind == .word else { continue }
      let member = tokens[position + 1].text
      let before = position > 0 ? tokens[position - 1] : nil
      for rule in rules where rule.member == member {
        let start: SwiftTokens.Token
        if let label = rule.label {
          // `object(forInfoDictionaryKey:)`, not another `object(…)`.
          guard position + 3 < tokens.count, tokens[position + 2].text == "(",
            tokens[position + 3].text == label
          else { continue }
        }
        if !rule.unlessArgumentsSay.isEmpty,
          arguments(in: tokens, after: position + 2).contains(where: { rule.unlessArgumentsSay.contains($0) })
        {
          continue
        }
        if let type = rule.type, let via = rule.via {
          // `Bundle.main.bundleIdentifier`: the type, its member, then the rule's member.
          guard let before, before.kind == .word, before.text == via, position >= 3,
            tokens[position - 2].kind == .dot, tokens[position - 3].kind == .word,
            tokens[position - 3].text == type
          else { continue }
          if position >= 4, tokens[position - 4].kind == .dot {
            guard position >= 5, foundationModules.contains(tokens[position - 5].text) else { continue }
          }
          start = tokens[position - 3]
        } else if let type = rule.type {
          guard let before, before.kind == .word, before.text == type else { continue }
          // `Foundation.Locale.current` is the same escape; `Other.Locale.current` is not Foundation's.
          if position >= 2, tokens[position - 2].kind == .dot {
            guard position >= 3, foundationModules.contains(tokens[position - 3].text) else { continue }
          }
          start = before
        } else {
          start = tokens[position]
        }
        if scanned.allowedLines.contains(start.line) {
          continue
        }
        // `NotificationCenter.default.post(…)` reaches the app's own observers (LifecycleUIKit
        // carries it over): only observing there escapes.
        if rule.type == "NotificationCenter", position + 3 < tokens.count, tokens[position + 2].kind == .dot,
          tokens[position + 3].text == "post"
        {
          continue
        }
        findings.append(Finding(file: file, line: start.line, column: start.column, rule: rule))
      }
    }
    // `UserDefaults(suiteName:)`, `NotificationCenter()`: the type called, not a member of something else.
    let setsLocale = tokens.contains { $0.kind == .word && $0.text == "locale" }
    for position in tokens.indices where tokens[position].kind == .word && position + 1 < tokens.count {
      guard tokens[position + 1].text == "(",
        let rule = rules.first(where: { $0.isInitializer && $0.type == tokens[position].text }),
        !(rule.unlessFileSetsLocale && setsLocale)
      else { continue }
      if position >= 1, tokens[position - 1].kind == .dot {
        guard position >= 2, foundationModules.contains(tokens[position - 2].text) else { continue }
      }
      let start = tokens[position]
      if scanned.allowedLines.contains(start.line) { continue }
      findings.append(Finding(file: file, line: start.line, column: start.column, rule: rule))
    }
    return findings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  /// In a file with the import switch: each Foundation import outside a `canImport(UIKit)`
  /// branch, when the file uses a name LifecycleUIKit declares again.
  private static func misplacedImports(in scanned: SwiftTokens, file: String) -> [Finding] {
    let tokens = scanned.tokens
    // Per open `#if`: whether its first branch is UIKit's (true), its `#else` (false) or
    // neither (nil), and whether the branch being read is the first.
    var frames: [(uikitFirst: Bool?, inFirst: Bool)] = []
    var misplaced: [SwiftTokens.Token] = []
    for (position, token) in tokens.enumerated() {
      if token.text == "#", position + 1 < tokens.count {
        let directive = tokens[position + 1].text
        if directive == "if" {
          let rest = tokens[(position + 2)...].prefix(5).map(\.text)
          let uikitFirst: Bool? =
            rest.starts(with: ["canImport", "(", "UIKit", ")"])
            ? true : rest.starts(with: ["!", "canImport", "(", "UIKit", ")"]) ? false : nil
          frames.append((uikitFirst, true))
        } else if directive == "else" || directive == "elseif", !frames.isEmpty {
          frames[frames.count - 1].inFirst = false
        } else if directive == "endif", !frames.isEmpty {
          frames.removeLast()
        }
        continue
      }
      guard token.kind == .word, token.text == "import",
        let module = importedModule(in: tokens, after: position), foundationModules.contains(module)
      else { continue }
      let inUIKitBranch = frames.contains { frame in frame.uikitFirst.map { $0 == frame.inFirst } ?? false }
      if !inUIKitBranch && !scanned.allowedLines.contains(token.line) { misplaced.append(token) }
    }
    guard !misplaced.isEmpty else { return [] }
    let usesShadowedName = tokens.indices.contains { position in
      let token = tokens[position]
      guard token.kind == .word else { return false }
      if position > 0, tokens[position - 1].kind == .dot, shadowedMembers.contains(token.text) { return true }
      return shadowedCalls.contains(token.text) && position + 1 < tokens.count
        && tokens[position + 1].text == "("
    }
    guard usesShadowedName else { return [] }
    return misplaced.map { Finding(file: file, line: $0.line, column: $0.column, rule: misplacedImportRule) }
  }

  /// The words between the parentheses of a call whose `(` is at `position` (nested calls
  /// included); none when no `(` is there.
  private static func arguments(in tokens: [SwiftTokens.Token], after position: Int) -> [String] {
    guard position < tokens.count, tokens[position].text == "(" else { return [] }
    var depth = 0
    var words: [String] = []
    for token in tokens[position...] {
      if token.text == "(" { depth += 1 }
      if token.text == ")" {
        depth -= 1
        if depth == 0 { break }
      }
      if token.kind == .word { words.append(token.text) }
    }
    return words
  }

  /// The first component of the module an `import` at `position` names, past a kind
  /// (`import struct Foundation.Date`).
  private static func importedModule(in tokens: [SwiftTokens.Token], after position: Int) -> String? {
    let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
    var next = position + 1
    if next < tokens.count, tokens[next].kind == .word, kinds.contains(tokens[next].text) { next += 1 }
    guard next < tokens.count, tokens[next].kind == .word else { return nil }
    return tokens[next].text
  }
}
