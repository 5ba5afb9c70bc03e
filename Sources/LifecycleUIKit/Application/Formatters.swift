/// Foundation's `DateFormatter`, made with the device's region format.
///
/// On iOS a new formatter formats for the user's region format; on Linux Foundation's starts
/// with its own current locale, `en_001` on every machine, so an app's dates would come out in a
/// region no `locale` step reaches. Inside an app's code this subclass, which shadows
/// Foundation's for files that import LifecycleUIKit (`Docs/UIKitShadowing.md`), starts with
/// ``Foundation/Locale/current`` — the device's (`en_US` unless a `locale` step changed it) —
/// and the device's time zone; a locale the app sets itself is kept. Everything else is
/// Foundation's.
open class DateFormatter: Foundation.DateFormatter, @unchecked Sendable {
  /// A formatter with the device's region format and time zone.
  public override init() {
    super.init()
    locale = Locale.current
    timeZone = TimeZone.current
  }

  /// A formatter read from an archive, with what the archive says.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Foundation's `NumberFormatter`, made with the device's region format, for the reason
/// ``DateFormatter`` gives: inside an app's code it starts with ``Foundation/Locale/current``,
/// the device's, instead of Linux Foundation's `en_001`.
open class NumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
  /// A formatter with the device's region format.
  public override init() {
    super.init()
    locale = Locale.current
  }

  /// A formatter read from an archive, with what the archive says.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
