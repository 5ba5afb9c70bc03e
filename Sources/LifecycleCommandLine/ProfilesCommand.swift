import LifecycleCore

/// `lifecycle profiles`: the profile reference, generated from the core's rows
/// (``LifecycleCore/OSProfile/catalog``): per generation, every fact the transition function,
/// the background-time policy and the simulator read, with the public source each rests on.
/// `--markdown` prints Docs/Profiles.md, which a test keeps equal to it.
enum ProfilesCommand {
  static let spec = CommandSpec(
    name: "profiles",
    summary: "what each iOS generation does, from the model's rows, with the sources",
    options: [
      CommandOption(
        "json", summary: "print every fact of every profile as one JSON document (Docs/CommandLine.md)"),
      CommandOption(
        "markdown", summary: "print the reference as Markdown: Docs/Profiles.md is this output"),
    ],
    notes: [
      "The values are the model's own rows (Sources/LifecycleCore/OSProfileCatalog.swift), so this table "
        + "cannot drift from what the simulator does; Docs/Fidelity.md explains the choices where sources "
        + "disagree. " + LifecycleCommand.profileRanges + "."
    ],
    exitCodes: [
      .init(code: 0, meaning: "the reference was printed"),
      .init(code: 2, meaning: "a usage error"),
    ]
  )

  /// The command that regenerates Docs/Profiles.md.
  static let regenerate = "swift run lifecycle profiles --markdown > Docs/Profiles.md"

  /// One fact of a profile: how the table names it, its JSON key, its source, and its value.
  struct Fact: Sendable {
    /// The table's row heading.
    var label: String
    /// The JSON key.
    var key: String
    /// The public source the value rests on, by title.
    var source: String
    /// The value of a profile, as a table shows it (a line per item of a list) and as JSON.
    var value: @Sendable (OSProfile) -> (lines: [String], json: JSONDocument)
  }

  static func flag(_ value: Bool) -> (lines: [String], json: JSONDocument) {
    ([value ? "yes" : "no"], .bool(value))
  }

  static func duration(_ value: Duration?) -> (lines: [String], json: JSONDocument) {
    guard let value else { return (["—"], .null) }
    let milliseconds =
      Int(value.components.seconds) * 1000 + Int(value.components.attoseconds / 1_000_000_000_000_000)
    let text =
      milliseconds % 1000 == 0
      ? "\(milliseconds / 1000) s" : JSONDocument.fixed(Double(milliseconds) / 1000, places: 3) + " s"
    return ([text], .int(milliseconds))
  }

  /// `fact` where apps run in the background; "—" (JSON null) on a profile without background
  /// time, where the row's value never applies.
  static func withBackground(
    _ profile: OSProfile, _ fact: (OSProfile) -> (lines: [String], json: JSONDocument)
  ) -> (lines: [String], json: JSONDocument) {
    profile.backgroundTimeBudget == nil ? (["— (no background)"], .null) : fact(profile)
  }

  static func list(_ items: [String]) -> (lines: [String], json: JSONDocument) {
    (items.isEmpty ? ["—"] : items, .array(items.map(JSONDocument.string)))
  }

  /// Every fact of a row, in the order the table lists them.
  static let facts: [Fact] = [
    Fact(
      label: "multitasking", key: "multitasking",
      source: "articles “Multitasking pitfalls” and “Treacherous multitasking”; App Programming Guide, "
        + "“App State Transitions”"
    ) { flag($0.supportsMultitasking) },
    Fact(
      label: "lock button", key: "lock",
      source:
        "article “Call or lock?”; the iOS 4.3 and 5.0 logs; App Programming Guide, “App State Transitions”"
    ) { profile in
      let text = profile.lock == .resignActive ? "resigns active" : "enters the background"
      return ([text], .string(profile.lock.rawValue))
    },
    Fact(
      label: "Notification Center", key: "notification_center", source: "Apple, iOS 5.0 release notes"
    ) { flag($0.hasNotificationCenter) },
    Fact(
      label: "the switcher shows the app in front (it can be swiped away there)",
      key: "switcher_shows_app_in_front",
      source:
        "iOS 7's card switcher: Cult of Mac, “How you close apps in iOS 7's app switcher”; before it, a modelling choice (Docs/Fidelity.md)"
    ) { flag($0.switcherShowsAppInFront) },
    Fact(
      label: "honours UIApplicationExitsOnSuspend", key: "honours_exits_on_suspend",
      source: "“UIApplicationExitsOnSuspend” (Information Property List); article “Treacherous multitasking”"
    ) { flag($0.honoursExitsOnSuspend) },
    Fact(
      label: "background time allowance", key: "background_time_budget_ms",
      source:
        "observed (Apple gives no number): Xamarin, “Backgrounding with Tasks”; permittedBackgroundDuration "
        + "crash logs; Developer Forums message 391799; WWDC 2020 session 10078"
    ) { duration($0.backgroundTimeBudget) },
    Fact(
      label: "expiration handlers run before the end", key: "expiration_handler_lead_ms",
      source: "“beginBackgroundTask(expirationHandler:)” says “shortly before”: 5 s is a modelling choice"
    ) { withBackground($0) { duration($0.expirationHandlerLead) } },
    Fact(
      label: "penalty for a task held too long", key: "background_task_penalty",
      source:
        "permittedBackgroundDuration crash logs (0x8badf00d); “EXC_CRASH (SIGKILL)” (RUNNINGBOARD 0x2182bad2)"
    ) { profile in
      withBackground(profile) { profile in
        let penalty = profile.backgroundTaskPenalty
        return (
          [(penalty.namespace.map { $0 + " " } ?? "") + penalty.code],
          .object([("namespace", .optional(penalty.namespace)), ("code", .string(penalty.code))])
        )
      }
    },
    Fact(
      label: "applicationDidEnterBackground allowance", key: "did_enter_background_allowance_ms",
      source: "“applicationDidEnterBackground(_:)”: “approximately five seconds”"
    ) { withBackground($0) { duration($0.didEnterBackgroundAllowance) } },
    Fact(
      label: "launch watchdog", key: "launch_watchdog_limit_ms",
      source: "“Addressing watchdog terminations”; Technical Q&A QA1592"
    ) { duration($0.launchWatchdogLimit) },
    Fact(
      label: "background modes that keep an app running", key: "suspension_exempt_modes",
      source:
        "App Programming Guide, “Background Execution” (location as continuous updates: a modelling choice)"
    ) { list($0.suspensionExemptModes.sorted().map(\.rawValue)) },
    Fact(
      label: "background fetch / content-available allowance", key: "background_wake_allowance_ms",
      source: "“application(_:performFetchWithCompletionHandler:)”: “up to 30 seconds”"
    ) { duration($0.backgroundWakeAllowance) },
    Fact(
      label: "memory warning unloads off-screen views", key: "unloads_offscreen_views_on_memory_warning",
      source: "“viewDidUnload”; article “Scroll position after a memory warning”"
    ) { flag($0.unloadsOffscreenViewsOnMemoryWarning) },
    Fact(
      label: "viewWillUnload", key: "view_will_unload",
      source: "UIViewController.h: NS_DEPRECATED_IOS(5_0, 6_0)"
    ) { flag($0.hasViewWillUnload) },
    Fact(
      label: "application(_:willFinishLaunchingWithOptions:)", key: "will_finish_launching",
      source: "“About the app launch sequence”"
    ) { flag($0.hasWillFinishLaunching) },
    Fact(
      label: "state preservation and restoration", key: "state_restoration",
      source: "“Preserving your app's UI across launches”"
    ) { flag($0.supportsStateRestoration) },
    Fact(
      label: "applicationFinishedRestoringState()", key: "application_finished_restoring_state",
      source: "“Preserving your app's UI across launches”"
    ) { flag($0.callsApplicationFinishedRestoringState) },
    Fact(
      label: "secure restoration opt-ins", key: "secure_restoration_opt_ins",
      source: "“Preserving your app's UI across launches” (iOS 13.2 and later)"
    ) { flag($0.hasSecureRestorationOptIns) },
    Fact(
      label: "scenes", key: "scene_lifecycle", source: "“Transitioning to the UIKit scene-based life cycle”"
    ) { flag($0.sceneLifecycle) },
    Fact(
      label: "protected data unavailable after lock", key: "protected_data_lock_delay_ms",
      source: "Apple Platform Security, “Data Protection classes”; “isProtectedDataAvailable”"
    ) { duration($0.protectedDataLockDelay) },
    Fact(
      label: "open-URL methods, newest first", key: "open_url_methods",
      source: "“application(_:open:options:)”, “application(_:open:sourceApplication:annotation:)”, "
        + "“application(_:handleOpen:)”"
    ) { list($0.openURLMethods.map(\.rawValue)) },
    Fact(
      label: "remote notification methods, newest first", key: "remote_notification_methods",
      source: "“application(_:didReceiveRemoteNotification:fetchCompletionHandler:)”, "
        + "“application(_:didReceiveRemoteNotification:)”"
    ) { list($0.remoteNotificationMethods.map(\.rawValue)) },
    Fact(
      label: "MFMailComposeViewController nil without an account", key: "mail_composer_nil_without_account",
      source: "article “Multitasking pitfalls”; “canSendMail()”"
    ) { flag($0.mailComposerIsNilWithoutAccount) },
    Fact(
      label: "a popover on a phone is a sheet", key: "phone_popover_is_sheet",
      source: "“UIModalPresentationStyle.popover”"
    ) { flag($0.phonePopoverIsSheet) },
    Fact(
      label: "lifecycle notifications", key: "notifications",
      source: "each notification's page (“iOS 4.0+”, “iOS 13.0+”); article “Multitasking pitfalls”"
    ) { profile in
      let names = profile.availableNotifications.map(\.rawValue).sorted()
      return (["\(names.count)"], .array(names.map(JSONDocument.string)))
    },
  ]

  static func run(_ arguments: [String]) -> CommandResult {
    let parsed: ParsedArguments
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, options: spec.options)
      try parsed.requireNoPositionals()
      if parsed.flags.contains("json") && parsed.flags.contains("markdown") {
        throw UsageError("--json and --markdown are alternatives: give one")
      }
    } catch {
      return .usage(error, command: "profiles")
    }
    if parsed.flags.contains("json") { return CommandResult(document: json()) }
    if parsed.flags.contains("markdown") { return CommandResult(standardOutput: markdown()) }
    return CommandResult(standardOutput: text())
  }

  /// The facts per profile: a heading for each, a line per fact (a list's items one under
  /// the other), then each fact's source.
  static func text() -> String {
    let width = facts.map(\.label.count).max() ?? 0
    var out = ""
    for profile in OSProfile.catalog {
      out += "\(profile.generation.rawValue) (\(profile.generation.displayName))\n"
      for fact in facts {
        let lines = fact.value(profile).lines
        out += "  \(fact.label.padded(to: width))  \(lines[0])\n"
        for line in lines.dropFirst() { out += "  \(String(repeating: " ", count: width))  \(line)\n" }
      }
      out += "\n"
    }
    out += "lifecycle notifications: how many exist (lifecycle profiles --json names them).\n"
    out += "\nSources:\n"
    for fact in facts { out += wrapped("\(fact.label): \(fact.source)") }
    return out
  }

  /// `text` in lines of at most 100 characters between words, the first indented by two
  /// spaces and the others by four.
  private static func wrapped(_ text: String) -> String {
    var lines: [String] = []
    var line = "  "
    for word in text.split(separator: " ") {
      if line.count > 4, line.count + 1 + word.count > 100 {
        lines.append(line)
        line = "    "
      }
      line += (line.hasSuffix(" ") ? "" : " ") + word
    }
    lines.append(line)
    return lines.map { $0 + "\n" }.joined()
  }

  /// Docs/Profiles.md.
  static func markdown() -> String {
    let profiles = OSProfile.catalog
    func cell(_ text: String) -> String { text.replacing("|", with: "\\|") }
    var out = "# Profiles\n\n"
    out += "What each iOS generation does to an app, as the model holds it: one row of data per generation "
    out += "(`OSProfile.catalog` in `Sources/LifecycleCore/OSProfileCatalog.swift`), which the transition "
    out += "function, the background-time policy and the simulator read. "
    out += LifecycleCommand.profileRanges + ". Generated by `lifecycle profiles --markdown`; "
    out +=
      "`lifecycle profiles --json` gives the same facts typed (durations in milliseconds, the notifications "
    out +=
      "by name). `Docs/Fidelity.md` explains the choices where sources disagree; `Docs/Sources.md` lists the "
    out += "sources.\n\n"
    out +=
      "Regenerate after changing the rows: `\(regenerate)` (a test compares this file with the output).\n\n"
    out +=
      "| fact | "
      + profiles.map { "\($0.generation.rawValue) (\($0.generation.displayName))" }.joined(separator: " | ")
    out += " | source |\n"
    out += "| --- |" + String(repeating: " --- |", count: profiles.count) + " --- |\n"
    for fact in facts {
      let values = profiles.map { fact.value($0).lines.map(cell).joined(separator: "<br>") }
      out += "| \(cell(fact.label)) | " + values.joined(separator: " | ") + " | \(cell(fact.source)) |\n"
    }
    out += "\n“lifecycle notifications” counts the notifications that exist on the generation; "
    out += "`lifecycle profiles --json` names them.\n"
    return out
  }

  /// Every fact of every profile, typed.
  static func json() -> JSONDocument {
    .object([
      (
        "facts",
        .array(
          facts.map {
            .object([("key", .string($0.key)), ("label", .string($0.label)), ("source", .string($0.source))])
          }
        )
      ),
      (
        "profiles",
        .array(
          OSProfile.catalog.map { profile in
            .object(
              [
                ("profile", .string(profile.generation.rawValue)),
                ("name", .string(profile.generation.displayName)),
              ]
                + facts.map { ($0.key, $0.value(profile).json) })
          })
      ),
    ])
  }
}
