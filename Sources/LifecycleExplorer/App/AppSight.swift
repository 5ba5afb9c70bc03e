public import LifecycleSimulator

/// What the user sees of an app at one moment, as the no-data-loss oracle compares it: the
/// screen as the switcher's snapshot describes it (``ScreenSnapshot``: typed elements, never
/// its text read back), and the app's declared probes.
public struct AppSight: Hashable, Sendable, Codable {
  /// The screen as shown, keyboard and alerts included.
  public var shown: ScreenSnapshot
  /// The screen path (`UINavigationController > Items > Detail`), nil without an interface.
  public var path: String?
  /// The declared probes and their values (nil reads as `none`), in the order of the names.
  public var probes: [ProbeValue]

  /// One probe's value.
  public struct ProbeValue: Hashable, Sendable, Codable {
    /// The probe's name.
    public var name: String
    /// Its value; nil for `none`.
    public var value: String?
  }

  /// Reads what `app` shows on `device` now; nil when it does not run.
  @MainActor
  public init?(of app: String, on device: Device) {
    guard let code = device.code(of: app) else { return nil }
    shown = code.screenSnapshot()
    path = code.screenPath()
    probes = Self.probes(of: code)
  }

  /// A sight of `shown`, at `path`, with `probes`.
  public init(shown: ScreenSnapshot, path: String?, probes: [ProbeValue]) {
    self.shown = shown
    self.path = path
    self.probes = probes
  }

  /// The declared probes of `code` and their values now.
  @MainActor
  static func probes(of code: any SimulatedApp) -> [ProbeValue] {
    let names = code.declaredProbeNames
    return zip(names, code.probeValues(names)).map { ProbeValue(name: $0, value: $1) }
  }

  /// The screen without what is transient (``ScreenSnapshot/lasting``): the keyboard, alerts
  /// and the `editing` mark left out.
  public var screen: [ScreenElement] { shown.lasting }

  /// The user's data on the screen, what a relaunch must bring back even without state
  /// restoration: what the user entered or chose (``ScreenElement/userData``) — the text of
  /// fields and text views, the number of rows of each table and of items of each collection
  /// view, the values of switches, sliders and segmented controls. Labels are left out: a label
  /// is output the app computes ("Exported 3 of 12"), which may rightly read otherwise after a
  /// relaunch ("Ready"). Scroll offsets, the rows in view, selections and the navigation stack
  /// are view state, which only an app that restores its interface brings back.
  public var content: [ScreenElement] { screen.compactMap(\.userData) }

  /// The scroll offsets on the screen, in order (``ScreenElement/scrollPosition``).
  public var offsets: [ScreenElement] { screen.compactMap(\.scrollPosition) }
}
