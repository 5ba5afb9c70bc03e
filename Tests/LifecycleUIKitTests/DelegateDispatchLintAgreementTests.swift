import Foundation
import LifecycleLint
import Testing

@testable import LifecycleUIKit

/// The build-time check (LifecycleLint's `DelegateDispatchLint`, which an optimized build needs)
/// and the check made when a delegate is installed (``DelegateDispatchCheck``, by the symbol
/// table) find the same methods in this target's own fixtures.
@MainActor
@Suite("The build-time dispatch check finds what the install-time check finds")
struct DelegateDispatchLintAgreementTests {
  @Test("on the fixtures of DelegateDispatchTests and TabBarControllerTests")
  func sameFindings() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let files = [
      folder.appendingPathComponent("DelegateDispatchTests.swift").path,
      folder.appendingPathComponent("Controls/TabBarControllerTests.swift").path,
    ]
    let lint = Set(
      DelegateDispatchLint.check(files: files).map { "\($0.declaringClass) declares \($0.requirement)" })
    var runtime: Set<String> = []
    let fixtures: [(AnyClass, [DelegateDispatchCheck.DelegateProtocol])] = [
      (SubclassOnlyDelegate.self, [.applicationDelegate]), (OverridingDelegate.self, [.applicationDelegate]),
      (SubclassSceneDelegate.self, [.sceneDelegate, .windowSceneDelegate]),
      (SectionedDataSource.self, [.tableViewDataSource]),
      (SelectingGridSource.self, [.collectionViewDataSource, .collectionViewDelegate]),
      (SubclassTabDelegate.self, [.tabBarControllerDelegate]),
    ]
    for fixture in fixtures {
      let (type, protocols): (AnyClass, [DelegateDispatchCheck.DelegateProtocol]) = fixture
      for delegateProtocol in protocols {
        guard case .unreachable(let sentences) = DelegateDispatchCheck.check(type, against: delegateProtocol)
        else { continue }
        for sentence in sentences {
          // "Module.Class declares requirement, but …"
          let head = try #require(sentence.split(separator: ",").first)
          runtime.insert(String(head.split(separator: ".", maxSplits: 1).last ?? head))
        }
      }
    }
    #expect(!lint.isEmpty)
    #expect(lint == runtime)
  }
}

/// In an optimized build the launch check cannot see a method the optimizer removed; the build
/// plugin's mark in the module's symbols says its source was checked instead.
@MainActor
@Suite("In an optimized build, the launch check trusts the build plugin's mark and warns without it")
struct DelegateDispatchOptimizedTests {
  /// The test binary's symbols, with the plugin's mark of this test module added.
  static let markedSymbols: DelegateDispatchCheck.SymbolSource = {
    type, prefixes throws(ELFSymbolTable.Failure) in
    var found = try DelegateDispatchCheck.imageSymbols(type, prefixes)
    let mark = DelegateDispatchLint.checkedMarker(module: "LifecycleUIKitTests")
    if prefixes.contains(mark) { found[mark] = [mark] }
    return found
  }

  @Test("a subclass the check finds nothing wrong with is unverified, and the warning names the plugin")
  func unverifiedWithoutTheMark() {
    let outcome = DelegateDispatchCheck.evaluate(
      OverridingDelegate.self, against: .applicationDelegate, symbols: DelegateDispatchCheck.imageSymbols,
      optimized: true)
    guard case .unverified(let reason) = outcome else {
      Issue.record("expected unverified, got \(outcome)")
      return
    }
    #expect(reason.contains("OverridingDelegate"))
    #expect(reason.contains("add the LifecycleLintPlugin build plugin"))
  }

  @Test("with the plugin's mark in the module it is fine; a method Swift cannot reach is still found")
  func fineWithTheMark() {
    #expect(
      DelegateDispatchCheck.evaluate(
        OverridingDelegate.self, against: .applicationDelegate, symbols: Self.markedSymbols, optimized: true)
        == .fine)
    guard
      case .unreachable = DelegateDispatchCheck.evaluate(
        SubclassOnlyDelegate.self, against: .applicationDelegate, symbols: Self.markedSymbols, optimized: true
      )
    else {
      Issue.record("expected the subclass's method to be found")
      return
    }
  }

  @Test("the plugin's generated file keeps its mark in an optimized build, where an unused method goes")
  func markSurvivesOptimization() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mark-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let generated = folder.appendingPathComponent("LifecycleLintChecked.swift")
    try DelegateDispatchLint.checkedFile(module: "Probe", fileCount: 1).write(
      to: generated, atomically: true, encoding: .utf8)
    let main = folder.appendingPathComponent("main.swift")
    try "final class Unused { func neverCalled() -> Int { 7 } }\nprint(\"probe\")\n".write(
      to: main, atomically: true, encoding: .utf8)
    let executable = folder.appendingPathComponent("probe").path
    let (status, said) = try Swiftc.run(
      ["-O", "-wmo", "-module-name", "Probe", "-o", executable, generated.path, main.path])
    try #require(status == 0, "swiftc: \(said)")
    let table = try ELFSymbolTable(contentsOf: executable)
    let mark = DelegateDispatchLint.checkedMarker(module: "Probe")
    #expect(table.names(withPrefixes: [mark])[mark] == [mark])
    #expect(table.names(withPrefixes: ["$s5Probe6UnusedC11neverCalled"]).isEmpty, "the optimizer removed it")
  }
}
