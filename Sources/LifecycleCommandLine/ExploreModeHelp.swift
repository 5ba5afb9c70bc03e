/// The help of each mode of `lifecycle explore` beside the canonical world's: `explore --app ID
/// --help` describes the options `--app` takes, not the world's.
extension ExploreCommand {
  /// The mode's declaration for help, chosen as `run` chooses the mode: `--policy`, `--around`,
  /// `--app`; nil for the canonical world (``spec``).
  static func modeSpec(for arguments: [String]) -> CommandSpec? {
    let given = Set(
      arguments.prefix { $0 != "--" }.map { $0.split(separator: "=").first.map(String.init) ?? $0 })
    if given.contains("--policy") { return policySpec }
    if given.contains("--around") { return aroundSpec }
    if given.contains("--app") { return appSpec }
    return nil
  }

  /// The options that choose what `explore` searches, one per mode.
  static let modeOptions = ["--world", "--policy", "--app", "--around"]

  /// Fails when `arguments` choose more than one mode (`--app notes --policy`): each mode takes
  /// options of its own, so the first would only call the other's unknown.
  static func refuseCombinedModes(_ arguments: [String]) throws(UsageError) {
    var modes: [String] = []
    for argument in arguments.prefix(while: { $0 != "--" }) {
      let name = argument.split(separator: "=").first.map(String.init) ?? argument
      if modeOptions.contains(name), !modes.contains(name) { modes.append(name) }
    }
    guard modes.count > 1 else { return }
    throw UsageError(
      "\(modes.dropLast().joined(separator: ", ")) and \(modes[modes.count - 1]) cannot be combined: explore "
        + "one thing at a time (--world N, --policy, --app ID or --around FILE)")
  }

  /// The canonical world's mode alone, for the overview: ``spec`` without the other modes'
  /// options.
  static let worldSpec = CommandSpec(
    name: "explore --world N",
    summary: "the canonical world of apps under multitasking, searched breadth-first or by random walks",
    options: spec.options.filter { !["world", "app", "around", "policy"].contains($0.name) },
    notes: spec.notes, exitCodes: spec.exitCodes)

  static let appSpec = CommandSpec(
    name: "explore --app ID",
    summary:
      "every sequence of system events and on-screen actions to a depth, on an app in the simulator",
    options: AppExploreCommand.options.filter { $0.name != "app" },
    notes: [
      "After every step the app's invariants are checked: no-data-loss, background-task-ended, no-crash, "
        + "no-misuse, fresh-settings and clean-background (Docs/Explorer.md). Each finding is shrunk by delta debugging "
        + "and printed as a scenario whose expect lines fail on the app as it is; `lifecycle run` replays it.",
      "Progress goes to standard error when it is a terminal; Ctrl-C stops the search, and what was found "
        + "so far is still shrunk, printed and written.",
    ],
    exitCodes: [
      .init(code: 0, meaning: "nothing was found"),
      .init(code: 1, meaning: "a finding: each is printed with its minimal scenario"),
      .init(code: 2, meaning: "a usage error, or an app the catalog does not have"),
      .init(code: 130, meaning: "interrupted (Ctrl-C) before anything was found"),
    ])

  static let aroundSpec = CommandSpec(
    name: "explore --around FILE",
    summary: "a scenario with each neutral round-trip injected after each of its steps",
    options: AroundExploreCommand.options.filter { $0.name != "around" },
    notes: [
      "The round-trips: Home and back; Home, jetsam and relaunch; a call declined; lock and unlock; a memory "
        + "warning — each injected after every step at which an app is in front. The scenario's own expect "
        + "lines and the app invariants are checked; a failure names the step, the round-trip, the checks that "
        + "failed and the invariants broken."
    ],
    exitCodes: [
      .init(code: 0, meaning: "every run with a round-trip injected passes"),
      .init(code: 1, meaning: "a run fails: the step and round-trip are named"),
      .init(
        code: 2, meaning: "a usage error, a scenario that does not parse, or a scenario that fails as written"
      ),
    ])

  static let policySpec = CommandSpec(
    name: "explore --policy",
    summary:
      "a bounded search of the device policy itself, with tracer apps, for its own properties",
    options: PolicyExploreCommand.options.filter { $0.name != "policy" } + ReportOutput.options,
    notes: [
      "The apps answer every callback at once; app0 also begins a background task as it enters the background "
        + "and ends it in its expiration handler, and the last app declares the fetch and remote-notification "
        + "modes: from iOS 7 the search may fetch for it or push to it (content-available) in any state. "
        + "The user's actions: launch, Home, switch and quit in the switcher, calls, lock and unlock; the "
        + "system's: memory warnings and pressure. --events adds Notification Center, URLs opened, settings "
        + "and locale changes, the significant time change, reboot, apps whose code grows its footprint "
        + "to half the memory and shrinks it back, the language, mail accounts, the device's orientation, "
        + "battery and a dock accessory, and apps whose code keeps the main thread busy 6 s in each callback "
        + "(past didEnterBackground's allowance, so the watchdog's kills are searched too).",
      "Time is advanced deadline by deadline. The properties: at most one app in the foreground, no callback "
        + "to a suspended app, no app punished for a task it ended (or a completion handler it called), jetsam "
        + "order respected, every resume preceded by applicationWillEnterForeground where the profile has it "
        + "(Docs/Explorer.md).",
    ],
    exitCodes: [
      .init(code: 0, meaning: "no property is violated up to the depth"),
      .init(code: 1, meaning: "a violation: its shortest path is printed"),
      .init(code: 2, meaning: "a usage error"),
    ])
}
