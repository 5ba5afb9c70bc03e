import Foundation
import LifecycleLint
import Testing

/// Reading an app's sources for Foundation API that escapes the simulated app.
@Suite struct FoundationOnlyLintTests {
  private func apis(_ source: String) -> [String] {
    FoundationOnlyLint.check(source: source, file: "Model.swift").map(\.rule.api)
  }

  @Test func aFoundationOnlyFileReadingTheLocaleIsFoundAtItsPlace() throws {
    let source = """
      import Foundation

      final class PriceFormatter {
        let formatter = NumberFormatter()
        init() { formatter.locale = Locale.current }
      }
      """
    let findings = FoundationOnlyLint.check(source: source, file: "Sources/App/PriceFormatter.swift")
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.line == 5)
    #expect(finding.column == 31)
    #expect(finding.rule.api == "Locale.current")
    #expect(
      finding.diagnostic.hasPrefix("Sources/App/PriceFormatter.swift:5:31: error: `Locale.current` in a file")
    )
    #expect(finding.message.contains("en_001"))
    #expect(finding.message.contains("import LifecycleUIKit"))
  }

  @Test func everyEscapeTheRulesNameIsFound() {
    let source = """
      import Foundation
      let a = Locale.current, b = Locale.autoupdatingCurrent, c = NSLocale.current
      let d = Locale.preferredLanguages
      let e = UserDefaults.standard.string(forKey: "k")
      let f = NotificationCenter.default
      func post() { NotificationCenter.default.post(name: .init("x"), object: nil) }
      let g = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)
      let h = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
      func later() { DispatchQueue.main.async {}; OperationQueue.main.addOperation {} }
      let t = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
      let r = RunLoop.main
      let s = String.localizedStringWithFormat("%d", 3) + "a".localizedUppercase
      let sorted = ["b", "a"].sorted { $0.localizedStandardCompare($1) == .orderedAscending }
      """
    #expect(
      apis(source) == [
        "Locale.current", "Locale.autoupdatingCurrent", "NSLocale.current", "Locale.preferredLanguages",
        "NotificationCenter.default", ".cachesDirectory",
        ".applicationSupportDirectory",
        "DispatchQueue.main", "OperationQueue.main", "Timer.scheduledTimer", "RunLoop.main",
        "String.localizedStringWithFormat", ".localizedUppercase", ".localizedStandardCompare",
      ])
  }

  @Test func processInfosEnvironmentIsFoundThroughItsSharedInstance() {
    let source = """
      import Foundation
      let home = ProcessInfo.processInfo.environment["HOME"]
      let pid = ProcessInfo.processInfo.processIdentifier
      let other = settings.environment
      let named = Foundation.ProcessInfo.processInfo.environment
      let mine = Other.ProcessInfo.processInfo.environment
      """
    let findings = FoundationOnlyLint.check(source: source, file: "Model.swift")
    #expect(
      findings.map(\.rule.api) == [
        "ProcessInfo.processInfo.environment", "ProcessInfo.processInfo.environment",
      ])
    #expect(findings.map(\.line) == [2, 5])
    #expect(findings.first?.column == 12)
    #expect(findings.first?.message.contains("`HOME` and `TMPDIR`") == true)
  }

  @Test func processInfosProcessNameIsFound() {
    let source = """
      import Foundation
      let name = ProcessInfo.processInfo.processName
      let other = runner.processName
      """
    let findings = FoundationOnlyLint.check(source: source, file: "Model.swift")
    #expect(findings.map(\.rule.api) == ["ProcessInfo.processInfo.processName"])
    #expect(findings.map(\.line) == [2])
    #expect(findings.first?.message.contains("host executable's name") == true)
  }

  @Test func formattingForTheUserIsFoundButNotAFileFormat() {
    let source = """
      import Foundation
      let a = price.formatted(), b = count.formatted(.number)
      let c = saved.formatted(date: .long, time: .omitted)
      let d = saved.formatted(.iso8601), e = value.formatted(.number.locale(Locale(identifier: "en_US_POSIX")))
      let f = sizes.formatted(.list(memberStyle: .byteCount(style: .file), type: .and))
      """
    let findings = FoundationOnlyLint.check(source: source, file: "Model.swift")
    #expect(findings.map(\.rule.api) == [".formatted", ".formatted", ".formatted", ".formatted"])
    #expect(findings.map(\.line) == [2, 2, 3, 5])
    #expect(findings.first?.message.contains("`en_001`") == true)
  }

  @Test func foundationNetworkingsURLSessionIsFoundInAFileWithoutTheSwitch() {
    let source = """
      import Foundation
      import FoundationNetworking
      let session = URLSession(configuration: .default)
      func load() { URLSession.shared.dataTask(with: URL(string: "https://a.com")!).resume() }
      """
    let findings = FoundationOnlyLint.check(source: source, file: "Feed.swift")
    #expect(findings.map(\.rule.api) == ["URLSession(…)", "URLSession.shared"])
    #expect(findings.first?.message.contains("libcurl") == true)
    let withTheSwitch = """
      #if canImport(UIKit)
      import UIKit
      #else
      import LifecycleUIKit
      #endif
      func load() { URLSession.shared.dataTask(with: URL(string: "https://a.com")!) { _, _, _ in }.resume() }
      """
    #expect(apis(withTheSwitch).isEmpty)
  }

  @Test func aFormatterIsFoundUnlessTheFileGivesFormattersALocale() {
    let forTheUser = """
      import Foundation
      let dates = DateFormatter(), numbers = NumberFormatter(), sizes = ByteCountFormatter()
      """
    #expect(apis(forTheUser) == ["DateFormatter(…)", "NumberFormatter(…)", "ByteCountFormatter(…)"])
    let forAFile = """
      import Foundation
      let stamps: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter
      }()
      let sizes = ByteCountFormatter()
      """
    // A byte-count formatter has no locale to give: it is English whatever the file does.
    #expect(apis(forAFile) == ["ByteCountFormatter(…)"])
  }

  @Test func importFoundationBesideTheSwitchIsFoundWhereItMakesANameAmbiguous() throws {
    let beside = """
      import Foundation
      #if canImport(UIKit)
      import UIKit
      #else
      import LifecycleUIKit
      #endif
      let note = UserDefaults.standard.string(forKey: "note")
      """
    let findings = FoundationOnlyLint.check(source: beside, file: "Store.swift")
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect((finding.line, finding.column) == (1, 1))
    #expect(finding.rule == FoundationOnlyLint.misplacedImportRule)
    #expect(finding.message.contains("ambiguous use of 'standard'"))
    #expect(finding.message.contains("move `import Foundation` into the `#if canImport(UIKit)` branch"))
    // Inside UIKit's branch, or in the branch of a negated condition's `#else`: the right place.
    let inside = beside.replacing(
      "import Foundation\n#if canImport(UIKit)\n", with: "#if canImport(UIKit)\nimport Foundation\n")
    #expect(apis(inside).isEmpty)
    let negated = """
      #if !canImport(UIKit)
      import LifecycleUIKit
      #else
      import Foundation
      import UIKit
      #endif
      let note = UserDefaults.standard.string(forKey: "note")
      """
    #expect(apis(negated).isEmpty)
    // Beside the switch in a file that uses none of LifecycleUIKit's names: it compiles.
    let harmless = beside.replacing(
      "let note = UserDefaults.standard.string(forKey: \"note\")", with: "let a = 1")
    #expect(apis(harmless).isEmpty)
    // Calling a formatter or a format style counts as using such a name.
    let formatter = beside.replacing(
      "UserDefaults.standard.string(forKey: \"note\")", with: "DateFormatter()")
    #expect(apis(formatter) == ["import Foundation"])
  }

  @Test func theMainBundlesIdentityAndResourceLookupsAreFound() {
    let source = """
      import Foundation
      let id = Bundle.main.bundleIdentifier ?? "none"
      let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"]
      let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes")
      let url = Bundle.main.url(forResource: "seed", withExtension: "json")
      let other = Bundle.main.object(at: 0)
      let module = Bundle.module.bundleIdentifier
      """
    let findings = FoundationOnlyLint.check(source: source, file: "Model.swift")
    #expect(
      findings.map(\.rule.api) == [
        "Bundle.main.bundleIdentifier", "Bundle.main.infoDictionary",
        "Bundle.main.object(forInfoDictionaryKey:)", "Bundle.main.url(forResource:)",
      ])
    #expect(findings.map(\.column) == [10, 15, 13, 11])
    #expect(findings.first?.message.contains("import LifecycleUIKit") == true)
    #expect(apis("import LifecycleUIKit\nlet id = Bundle.main.bundleIdentifier\n").isEmpty)
  }

  @Test func aFileWithTheImportSwitchIsLeftAlone() {
    let source = """
      #if canImport(UIKit)
        import Foundation
      #else
        import LifecycleUIKit
      #endif
      let store = UserDefaults.standard
      let here = Locale.current
      """
    #expect(apis(source).isEmpty)
    #expect(
      apis("import UIKit\nlet here = Locale.current\n").isEmpty, "no Foundation import, nothing to check")
    #expect(apis("import LifecycleKit\nlet here = Locale.current\n").isEmpty)
    // Foundation imported beside LifecycleKit: no escape, but `current` does not compile.
    #expect(
      apis("import Foundation\nimport LifecycleKit\nlet here = Locale.current\n") == ["import Foundation"])
  }

  @Test func aFileThatImportsNoFoundationCannotNameItsTypes() {
    #expect(apis("let here = Locale.current\n").isEmpty)
  }

  @Test func otherFoundationModulesAndImportKindsCount() {
    #expect(apis("import struct FoundationEssentials.Locale\nlet x = Locale.current\n") == ["Locale.current"])
    #expect(apis("import Dispatch\nfunc f() { DispatchQueue.main.async {} }\n") == ["DispatchQueue.main"])
    #expect(apis("public import Foundation\nlet x = Foundation.Locale.current\n") == ["Locale.current"])
  }

  @Test func commentsAndStringsAreNotCode() {
    let source = #"""
      import Foundation
      // Locale.current would be wrong here
      /* UserDefaults.standard, /* nested */ NotificationCenter.default */
      let a = "Locale.current"
      let b = """
        DispatchQueue.main
        """
      let c = #"Locale.current \(x)"#
      """#
    #expect(apis(source).isEmpty)
  }

  @Test func codeInsideAnInterpolationIsCode() {
    let source = #"""
      import Foundation
      let a = "region \(Locale.current.identifier) and \("nested \(RunLoop.main.description)")"
      """#
    #expect(apis(source) == ["Locale.current", "RunLoop.main"])
  }

  @Test func otherTypesAndMembersOfTheSameNamesAreNotFoundationsEscapes() {
    let source = """
      import Foundation
      let a = MyLocale.current
      let b = Settings.Locale.current
      let c = Locale.init(identifier: "fr_FR")
      let d = current.standard
      """
    #expect(apis(source).isEmpty)
  }

  @Test func anAllowCommentLetsItsLineAndTheNextThrough() {
    let source = """
      import Foundation
      let a = Locale.current  // lifecycle-lint: allow (the log's locale, not the user's)
      // lifecycle-lint: allow
      let b = RunLoop.main
      let c = NotificationCenter.default
      """
    #expect(apis(source) == ["NotificationCenter.default"])
  }

  @Test func foundationsStandardDefaultsAndPostsAreTheAppsOwnObservingIsNot() {
    let source = """
      import Foundation
      final class Store {
        let defaults = UserDefaults.standard
        func changed() { NotificationCenter.default.post(name: .init("Changed"), object: self) }
        func watch() { _ = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { _ in } }
      }
      """
    #expect(apis(source) == ["NotificationCenter.default"])
    #expect(FoundationOnlyLint.check(source: source, file: "Store.swift").first?.line == 5)
  }

  @Test func backtickedNamesAreTheSameNames() {
    #expect(
      apis("import Foundation\nlet x = NotificationCenter.`default`\n") == ["NotificationCenter.default"])
  }

  @Test func columnsCountUTF8BytesAsTheCompilerDoes() throws {
    let finding = try #require(
      FoundationOnlyLint.check(source: "import Foundation\nlet é = Locale.current\n", file: "F.swift").first)
    #expect(finding.line == 2)
    #expect(finding.column == 10)
  }

  @Test func foldersAreSearchedInOrderAndMissingPathsNamed() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = root.appendingPathComponent("Sources/App")
    let build = root.appendingPathComponent(".build/checkouts")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
    try "import Foundation\nlet b = Locale.current\n".write(
      to: sources.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
    try "import UIKit\n".write(
      to: sources.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try "import Foundation\nlet x = Locale.current\n".write(
      to: build.appendingPathComponent("Dependency.swift"), atomically: true, encoding: .utf8)
    let (files, errors) = FoundationOnlyLint.swiftFiles(in: [root.path])
    #expect(errors.isEmpty)
    #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["A.swift", "B.swift"])
    let checked = FoundationOnlyLint.check(files: files)
    #expect(checked.findings.map(\.line) == [2])
    #expect(checked.errors.isEmpty)
    // A check of nothing is no clean check: each path that names no Swift file is an error, and
    // the other paths are still read.
    let empty = root.appendingPathComponent("Empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let log = root.appendingPathComponent("build.log")
    try "import Foundation\nLocale.current\n".write(to: log, atomically: true, encoding: .utf8)
    let mixed = FoundationOnlyLint.swiftFiles(in: ["/no/such/path", sources.path, empty.path, log.path])
    #expect(mixed.files.count == 2)
    #expect(
      mixed.errors == [
        FoundationOnlyLint.FileError(path: "/no/such/path", reason: "no such file or folder"),
        FoundationOnlyLint.FileError(path: empty.path, reason: "no Swift file in the folder"),
        FoundationOnlyLint.FileError(path: log.path, reason: "not a Swift file (.swift)"),
      ])
  }

  /// The app code this repository ships — the samples, the restoration demos and the examples
  /// written as for iOS — has no escape, so the check and the code agree.
  @Test func theRepositorysOwnAppCodeHasNoEscape() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let folders = [
      "Sources/LifecycleSamples", "Sources/LifecycleRestorationDemos", "Examples/TypicalApp/Groceries",
      "Examples/TabbedApp/Weather",
    ].map { root.appendingPathComponent($0).path }.filter { FileManager.default.fileExists(atPath: $0) }
    #expect(folders.count >= 3)
    let (files, pathErrors) = FoundationOnlyLint.swiftFiles(in: folders)
    let checked = FoundationOnlyLint.check(files: files)
    #expect(pathErrors.isEmpty && checked.errors.isEmpty)
    #expect(files.count > 30)
    #expect(checked.findings.map(\.diagnostic) == [])
  }
}

extension FoundationOnlyLintTests {
  @Test func attributesAndOddEndingsEndTheScan() {
    #expect(
      apis("import Foundation\n@objc @MainActor final class A { let x = Locale.current }\n") == [
        "Locale.current"
      ])
    // An unterminated string, comment or interpolation ends the file, not the check.
    #expect(apis("import Foundation\nlet a = Locale.current\nlet b = \"open") == ["Locale.current"])
    #expect(apis("import Foundation\nlet a = Locale.current /* open") == ["Locale.current"])
    #expect(apis("import Foundation\nlet a = \"\\(Locale.current") == ["Locale.current"])
    #expect(apis("import Foundation\nlet a = #\"raw\\#(Locale.current)\"#") == ["Locale.current"])
  }
}

extension FoundationOnlyLintTests {
  @Test func aSwitchWhoseOtherSideIsFoundationIsNoSwitch() {
    let source = """
      #if canImport(UIKit)
        import UIKit
      #else
        import Foundation
      #endif
      let here = Locale.current
      """
    #expect(apis(source) == ["Locale.current"])
  }
}

extension FoundationOnlyLintTests {
  @Test func makingFoundationsOwnStoresAndCentresIsFound() {
    let source = """
      import Foundation
      let suite = UserDefaults(suiteName: "group.notes")
      let other = UserDefaults.init(suiteName: "x")
      let centre = NotificationCenter()
      let mine = MyDefaults(suiteName: "y")
      func UserDefaultsLike() {}
      """
    #expect(apis(source) == ["UserDefaults(…)", "UserDefaults(…)", "NotificationCenter(…)"])
  }

  @Test func anAllowCommentAfterCodeAllowsOnlyItsOwnLine() {
    let source = """
      import Foundation
      let a = 1  // lifecycle-lint: allow
      let b = Locale.current
      """
    #expect(apis(source) == ["Locale.current"])
  }

  @Test func uiApplicationMainIsFoundInEveryFileWithTheFixAtMain() throws {
    for imports in [
      "import Foundation", "#if canImport(UIKit)\nimport UIKit\n#else\nimport LifecycleUIKit\n#endif", "",
    ] {
      let source =
        imports + "\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
      let findings = FoundationOnlyLint.check(source: source, file: "AppDelegate.swift")
      let finding = try #require(findings.first, "\(imports)")
      #expect(findings.count == 1)
      #expect(finding.rule.api == "@UIApplicationMain")
      #expect(finding.column == 1)
      #expect(finding.message.contains("Fix: write `@main` instead"))
      #expect(finding.message.contains("MainDelegateFactory"))
      #expect(!finding.message.contains("imports Foundation alone"))
    }
    #expect(apis("// @UIApplicationMain\n@main\nclass AppDelegate {}\n").isEmpty)
  }

  @Test func theFixSaysWhereImportFoundationGoes() throws {
    let finding = try #require(
      FoundationOnlyLint.check(source: "import Foundation\nlet x = Locale.current", file: "F").first)
    #expect(finding.message.contains("keep `import Foundation` inside its `#if canImport(UIKit)` branch"))
  }
}
