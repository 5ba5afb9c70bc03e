import Testing

@testable import LifecycleCore

/// Which API exists from which generation: rows with their sources, and the words of the
/// crash where it does not.
@Suite("API availability rows")
struct APIAvailabilityTests {
  @Test("every row cites Apple's page with the version it states, matching its first generation")
  func rowsCiteTheirSource() {
    for row in APIAvailability.catalog {
      #expect(row.source.hasPrefix("Apple, “"), "\(row.api)")
      let stated = row.introduced == .ios3 ? "iOS 2.0+" : "\(row.firstVersionName)+"
      #expect(row.source.hasSuffix(stated), "\(row.api): \(row.source)")
      // A version later than the generation's first belongs to that generation only when no
      // later generation starts at or before it (iOS 14 is in ios13, iOS 13 and later).
      if row.firstVersionName != row.introduced.firstVersionName {
        let major = Int(row.firstVersionName.dropFirst(4).prefix { $0 != "." }) ?? 0
        let next = OSGeneration.allCases.first { $0 > row.introduced }
        #expect(next.map { major < Int($0.systemVersion.prefix { $0 != "." })! } ?? true, "\(row.api)")
      }
    }
  }

  @Test("no selector has two rows for one class")
  func rowsAreUnique() {
    let keys = APIAvailability.catalog.map { "\($0.owner) \($0.selector)" }
    #expect(Set(keys).count == keys.count)
  }

  @Test("background execution is iOS 4, named tasks iOS 7, restoration iOS 6, scenes iOS 13")
  func generations() throws {
    let cases: [(String, String, OSGeneration)] = [
      ("UIApplication", "beginBackgroundTaskWithExpirationHandler:", .ios4),
      ("UIApplication", "endBackgroundTask:", .ios4),
      ("UIApplication", "applicationState", .ios4),
      ("UIApplication", "backgroundTimeRemaining", .ios4),
      ("UIDevice", "isMultitaskingSupported", .ios4),
      ("UIApplication", "beginBackgroundTaskWithName:expirationHandler:", .ios7),
      ("UIViewController", "setRestorationIdentifier:", .ios6),
      ("UIView", "setRestorationIdentifier:", .ios6),
      ("UIApplication", "connectedScenes", .ios13),
      ("UIDevice", "systemVersion", .ios3),
    ]
    for (owner, selector, first) in cases {
      let row = try #require(APIAvailability.row(for: selector, in: [owner]), "\(owner) \(selector)")
      for generation in OSGeneration.allCases {
        #expect(row.exists(on: generation) == (generation >= first), "\(selector) on \(generation)")
      }
    }
  }

  @Test("a subclass finds its UIKit class's rows; an unknown selector has none")
  func lookup() {
    let row = APIAvailability.row(
      for: "setRestorationIdentifier:", in: ["NotesController", "UIViewController"])
    #expect(row?.owner == "UIViewController")
    #expect(APIAvailability.row(for: "fly:", in: ["UIApplication"]) == nil)
  }

  @Test("the notification constants exist exactly where the profiles post their notifications")
  func notificationsAgreeWithTheProfiles() throws {
    let pairs: [(String, LifecycleNotification)] = [
      ("UIApplicationDidEnterBackgroundNotification", .didEnterBackground),
      ("UIApplicationWillEnterForegroundNotification", .willEnterForeground),
    ]
    for (symbol, notification) in pairs {
      let row = try #require(APIAvailability.row(for: symbol, in: ["UIApplication"]))
      #expect(row.kind == .constant)
      for profile in OSProfile.catalog {
        #expect(
          row.exists(on: profile.generation) == profile.availableNotifications.contains(notification),
          "\(symbol) on \(profile.generation)")
      }
    }
  }

  @Test("the crash reads as iOS reports it: an unrecognized selector, or a NULL constant")
  func crashReasons() throws {
    let begin = try #require(
      APIAvailability.row(for: "beginBackgroundTaskWithExpirationHandler:", in: ["UIApplication"]))
    #expect(
      begin.crashReason(receiver: "UIApplication").hasPrefix(
        "NSInvalidArgumentException: -[UIApplication beginBackgroundTaskWithExpirationHandler:]:"
          + " unrecognized selector sent to instance <UIApplication>"))
    let constant = try #require(
      APIAvailability.row(for: "UIApplicationDidEnterBackgroundNotification", in: ["UIApplication"]))
    #expect(constant.crashReason(receiver: "UIApplication").hasPrefix("EXC_BAD_ACCESS (SIGSEGV)"))
    #expect(constant.crashReason(receiver: "UIApplication").contains("iOS 4.0"))
  }

  @Test("systemVersion is each generation's first release")
  func systemVersions() {
    #expect(OSGeneration.allCases.map(\.systemVersion) == ["3.0", "4.0", "5.0", "6.0", "7.0", "13.0"])
    #expect(OSGeneration.ios3.firstVersionName == "iPhone OS 3.0")
  }
}
