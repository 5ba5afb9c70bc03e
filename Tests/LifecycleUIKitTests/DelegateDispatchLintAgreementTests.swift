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
