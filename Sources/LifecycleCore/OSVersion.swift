/// An iOS version number as an Info.plist writes it (`MinimumOSVersion`: `12.0`, `9.3.1`).
///
/// Which simulated profile can install an app is the system's decision, so it is made here:
/// ``OSGeneration/runs(_:)`` and ``OSGeneration/oldest(running:)``.
public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The major version (`12` of `12.4`).
  public var major: Int
  /// The minor version (`4` of `12.4`); 0 when not written.
  public var minor: Int
  /// The patch version (`1` of `9.3.1`); 0 when not written.
  public var patch: Int

  /// Creates a version from its parts.
  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Reads `12`, `12.0` or `9.3.1` (surrounding spaces allowed); nil for anything else, such as
  /// an unexpanded build setting (`$(IPHONEOS_DEPLOYMENT_TARGET)`).
  public init?(_ text: String) {
    let trimmed = text.split(separator: " ", omittingEmptySubsequences: true)
    guard trimmed.count == 1 else { return nil }
    let parts = trimmed[0].split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part) else {
        return nil
      }
      numbers.append(number)
    }
    while numbers.count < 3 { numbers.append(0) }
    self.init(numbers[0], numbers[1], numbers[2])
  }

  /// `12.0` or `9.3.1` (the patch only when not 0).
  public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }

  /// Orders versions by major, then minor, then patch.
  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}

extension OSGeneration {
  /// The first iOS version of the generation (`7.0` for iOS 7–12).
  public var firstVersion: OSVersion {
    switch self {
    case .ios3: OSVersion(3)
    case .ios4: OSVersion(4)
    case .ios5: OSVersion(5)
    case .ios6: OSVersion(6)
    case .ios7: OSVersion(7)
    case .ios13: OSVersion(13)
    }
  }

  /// The last major version of the generation (`12` for iOS 7–12); nil for the newest, which has
  /// no last version.
  public var lastMajorVersion: Int? {
    switch self {
    case .ios3: 3
    case .ios4: 4
    case .ios5: 5
    case .ios6: 6
    case .ios7: 12
    case .ios13: nil
    }
  }

  /// Whether a device of this generation installs an app whose `MinimumOSVersion` is `minimum`.
  ///
  /// A profile stands for every version of its range, so it installs the app when the newest
  /// version of the range is at least the minimum: iOS 7–12 installs an app for `11.0`, not one
  /// for `13.0`. (iOS refuses to install an app whose minimum is above the device's version:
  /// "Information Property List", `MinimumOSVersion`.)
  public func runs(_ minimum: OSVersion) -> Bool {
    guard let last = lastMajorVersion else { return true }
    return minimum.major <= last
  }

  /// The oldest generation that installs an app whose minimum is `minimum` (the profile a
  /// scenario for that app should name).
  public static func oldest(running minimum: OSVersion) -> OSGeneration {
    allCases.first { $0.runs(minimum) } ?? .ios13
  }
}
