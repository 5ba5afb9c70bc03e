/// Foundation's locale-aware string methods, in the device's region format.
///
/// On iOS `String.localizedStringWithFormat`, `localizedUppercase`, `localizedCompare(_:)` and
/// the other `localized…` members use the user's current locale. On Linux Foundation's use its
/// own, `en_001` on every machine, whatever the simulated device says — a German device would
/// still format `1,5` as `1.5`, a Turkish one upper-case `i` as `I`. These members shadow
/// Foundation's for files that import LifecycleUIKit (`Docs/UIKitShadowing.md`) and pass
/// ``Foundation/Locale/current`` — the device's inside an app's code, Foundation's elsewhere — to
/// Foundation's methods that take a locale; the comparison options are those Apple's
/// documentation gives for each method.
extension String {
  /// `format` filled with `arguments` in the device's region format (decimal and grouping
  /// separators: `1.234,5` on a German device), as `NSString`'s `localizedStringWithFormat:`.
  public static func localizedStringWithFormat(_ format: String, _ arguments: any CVarArg...) -> String {
    String(format: format, locale: Locale.current, arguments: arguments)
  }
}

extension StringProtocol {
  /// Upper case by the device's language rules (`İSTANBUL` in Turkish).
  public var localizedUppercase: String { uppercased(with: Locale.current) }

  /// Lower case by the device's language rules.
  public var localizedLowercase: String { lowercased(with: Locale.current) }

  /// Each word capitalized by the device's language rules.
  public var localizedCapitalized: String { capitalized(with: Locale.current) }

  /// Compares with `other` in the device's collation (`ä` sorts before `b` in German, after `z`
  /// in Swedish).
  public func localizedCompare<T: StringProtocol>(_ other: T) -> ComparisonResult {
    compare(other, options: [], range: nil, locale: Locale.current)
  }

  /// Compares with `other` ignoring case, in the device's collation.
  public func localizedCaseInsensitiveCompare<T: StringProtocol>(_ other: T) -> ComparisonResult {
    compare(other, options: .caseInsensitive, range: nil, locale: Locale.current)
  }

  /// Compares as the Finder sorts file names (“Compares strings as sorted by the Finder”):
  /// ignoring case and width, numbers by value (`file9` before `file10`), in the device's collation.
  public func localizedStandardCompare<T: StringProtocol>(_ other: T) -> ComparisonResult {
    compare(
      other, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], range: nil,
      locale: Locale.current)
  }

  /// Whether `other` occurs in the string, ignoring case, by the device's language rules.
  public func localizedCaseInsensitiveContains<T: StringProtocol>(_ other: T) -> Bool {
    range(of: other, options: .caseInsensitive, range: nil, locale: Locale.current) != nil
  }

  /// Whether `other` occurs in the string, ignoring case and diacritics, by the device's
  /// language rules (how a search field matches).
  public func localizedStandardContains<T: StringProtocol>(_ other: T) -> Bool {
    localizedStandardRange(of: other) != nil
  }

  /// The first range of `other` in the string, ignoring case and diacritics, by the device's
  /// language rules.
  public func localizedStandardRange<T: StringProtocol>(of other: T) -> Range<Index>? {
    range(of: other, options: [.caseInsensitive, .diacriticInsensitive], range: nil, locale: Locale.current)
  }
}
