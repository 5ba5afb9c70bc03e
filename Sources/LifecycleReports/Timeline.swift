public import LifecycleCore
public import LifecycleSimulator

/// An HTML timeline document: one self-contained page (inline SVG and CSS, no script, no
/// network) with a section per run and a section per explorer finding.
///
/// Build the value, then render it with ``html()``. The page is a function of the value only:
/// the same runs give byte-identical HTML.
///
///     let result = ScenarioRunner().run(scenario)
///     let page = TimelineDocument(title: "Notes", runs: [TimelineRun(title: "notes.scn", result: result)])
///     try page.html().write(to: url, atomically: true, encoding: .utf8)
public struct TimelineDocument: Hashable, Sendable {
  /// The document's title: the page's `<title>` and its first heading.
  public var title: String
  /// The runs, one section each, in this order.
  public var runs: [TimelineRun]
  /// The explorer's findings, after the runs, each with its minimal scenario (and its timeline
  /// when the finding carries a run).
  public var findings: [TimelineFinding]

  /// Creates a document.
  public init(title: String, runs: [TimelineRun] = [], findings: [TimelineFinding] = []) {
    self.title = title
    self.runs = runs
    self.findings = findings
  }

  /// The whole page as HTML5 text: well-formed (every element closed, so an XML parser reads
  /// it too), every text escaped, nothing fetched from outside.
  public func html() -> String { TimelineHTML.document(self) }
}

/// One run in a timeline document: its trace, drawn as a swimlane per app, with its
/// callbacks, terminations, checks and memory.
public struct TimelineRun: Hashable, Sendable {
  /// The section's heading: the file and profile, say (`notes.scn on ios13`).
  public var title: String
  /// The device's trace. Checks (``CheckRecord``), terminations and reports, and the memory
  /// figures (``MemorySample``) are all read from it.
  public var trace: Trace
  /// The memory the device has for apps, for the chart's top line and its levels; nil when
  /// unknown (the chart then shows the trace's figures without levels).
  public var memoryCapacityBytes: Int?
  /// The free-memory levels at which the device warned and killed, nil when unknown.
  public var memoryLevels: MemoryLevels?

  /// Creates a run. Without `memoryCapacityBytes`, the capacity is the one the trace's `device`
  /// step gives, if it has one; without `memoryLevels`, the levels are the standard ones for that
  /// capacity (the levels a ``Device`` uses, ``MemoryLevels/standard(totalBytes:)``).
  public init(title: String, trace: Trace, memoryCapacityBytes: Int? = nil, memoryLevels: MemoryLevels? = nil)
  {
    self.title = title
    self.trace = trace
    let capacity = memoryCapacityBytes ?? Self.deviceMemory(in: trace)
    self.memoryCapacityBytes = capacity
    self.memoryLevels = memoryLevels ?? capacity.map { MemoryLevels.standard(totalBytes: $0) }
  }

  /// Creates the run of a scenario's result: its trace, with the memory of its `device` step
  /// (the runner records the device as run first).
  public init(title: String, result: ScenarioRunResult) {
    self.init(title: title, trace: result.trace)
  }

  /// Creates the run of a device driven directly (not by a scenario): its trace, its memory
  /// and its levels.
  @MainActor
  public init(title: String, device: Device) {
    self.init(
      title: title, trace: device.trace, memoryCapacityBytes: device.state.memoryCapacityBytes,
      memoryLevels: device.memoryLevels)
  }

  /// The memory the first `device` step of `trace` gives, if there is one.
  static func deviceMemory(in trace: Trace) -> Int? {
    for record in trace.records {
      if case .step(.device(let spec)) = record.event { return spec.memoryBytes }
    }
    return nil
  }
}

/// An explorer finding as the timeline shows it, without the explorer's own types: the
/// command line fills it from the explorer's finding.
public struct TimelineFinding: Hashable, Sendable {
  /// The invariant broken (`restores-selection`).
  public var invariant: String
  /// What happened, in words.
  public var message: String
  /// The generation it was found on (`ios13`).
  public var profile: String
  /// The minimal scenario that shows it, as scenario text: shown as code.
  public var scenario: String
  /// A remark shown with the scenario (that replayed alone it did not fail, say), if any.
  public var note: String?
  /// The minimal scenario's own run, drawn under it, if it was run.
  public var run: TimelineRun?

  /// Creates a finding.
  public init(
    invariant: String, message: String, profile: String, scenario: String, note: String? = nil,
    run: TimelineRun? = nil
  ) {
    self.invariant = invariant
    self.message = message
    self.profile = profile
    self.scenario = scenario
    self.note = note
    self.run = run
  }
}
