import LifecycleUIKit
import Testing

/// The simulated device's time zone is GMT, and a process that links LifecycleKit runs in it on
/// every machine: Foundation's `TimeZone.current`, calendars and date formatters agree with the
/// device, in files that import Foundation alone too. `LIFECYCLEKIT_HOST_TIME_ZONE=1` keeps the
/// host's zone instead (CI runs this suite both ways on a host set to `Pacific/Kiritimati`).
@Suite("The process runs in the device's time zone")
struct DeviceTimeZoneTests {
  static let environment = ProcessInfo.processInfo.environment
  static let keepsHostZone = environment["LIFECYCLEKIT_HOST_TIME_ZONE"] == "1"

  @Test(
    "a Foundation-only file reads GMT, whatever the host's zone",
    .enabled(if: !keepsHostZone, "LIFECYCLEKIT_HOST_TIME_ZONE=1 keeps the host's zone; unset it to run this"))
  func foundationOnlyFileSeesGMT() {
    #expect(Self.environment["TZ"] == "GMT")
    #expect(FoundationOnlyZone.currentIdentifier == "GMT")
    #expect(FoundationOnlyZone.calendarIdentifier == "GMT")
    #expect(FoundationOnlyZone.formatterIdentifier == "GMT")
    #expect(FoundationOnlyZone.epochTime == "00:00 GMT")
  }

  @Test(
    "LifecycleUIKit's TimeZone.current and Foundation's are the same zone",
    .enabled(if: !keepsHostZone, "LIFECYCLEKIT_HOST_TIME_ZONE=1 keeps the host's zone; unset it to run this"))
  func shadowAgreesWithFoundation() {
    #expect(TimeZone.current.identifier == FoundationOnlyZone.currentIdentifier)
    #expect(TimeZone.current.secondsFromGMT() == 0)
  }

  @Test(
    "LIFECYCLEKIT_HOST_TIME_ZONE=1 keeps the host's zone",
    .enabled(
      if: keepsHostZone && environment["TZ"] != nil, "run with LIFECYCLEKIT_HOST_TIME_ZONE=1 and TZ set"))
  func hostZoneKept() {
    #expect(FoundationOnlyZone.currentIdentifier == Self.environment["TZ"])
    #expect(FoundationOnlyZone.formatterIdentifier == Self.environment["TZ"])
  }
}
