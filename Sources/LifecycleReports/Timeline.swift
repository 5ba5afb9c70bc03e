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
  /// Tables shown first, under the title (a summary of the runs, say), in this order.
  public var tables: [TimelineTable]
  /// Pictures shown last (state diagrams, say), in this order.
  public var figures: [TimelineFigure]
  /// What could not be run, each as its complete message (a scenario's error with its file,
  /// line, column and caret, say), shown near the top so that nothing asked for goes missing
  /// from the page in silence.
  public var errors: [String]

  /// Creates a document.
  public init(
    title: String, runs: [TimelineRun] = [], findings: [TimelineFinding] = [], tables: [TimelineTable] = [],
    figures: [TimelineFigure] = [], errors: [String] = []
  ) {
    self.title = title
    self.runs = runs
    self.findings = findings
    self.tables = tables
    self.figures = figures
    self.errors = errors
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
  /// The file name the page suggests saving the scenario as (`notes-ios13-no-data-loss.scn`,
  /// the name `lifecycle explore --out` writes it under), if any.
  public var fileName: String?
  /// The app it was found in (`notes-naive`), named in its heading, if known.
  public var app: String?

  /// Creates a finding.
  public init(
    invariant: String, message: String, profile: String, scenario: String, note: String? = nil,
    run: TimelineRun? = nil, fileName: String? = nil, app: String? = nil
  ) {
    self.fileName = fileName
    self.app = app
    self.invariant = invariant
    self.message = message
    self.profile = profile
    self.scenario = scenario
    self.note = note
    self.run = run
  }

  /// How headings and the contents name it: `notes-naive: no-data-loss on ios4`.
  public var heading: String { (app.map { "\($0): " } ?? "") + "\(invariant) on \(profile)" }
}

/// A table of text a document shows under its title: a caption, column headers and rows of
/// cells. A cell marked ``Cell/Tone/bad`` is drawn in red, ``Cell/Tone/good`` in green.
public struct TimelineTable: Hashable, Sendable {
  /// One cell: its lines of text, and how it reads.
  public struct Cell: Hashable, Sendable {
    /// How a cell reads: as trouble, as fine, or neither.
    public enum Tone: String, Hashable, Sendable {
      case plain, good, bad
    }
    /// The cell's lines, each escaped and shown on a line of its own.
    public var lines: [String]
    /// How it reads.
    public var tone: Tone
    /// The id of an element of the page the cell links to (`run-3`), or nil.
    public var link: String?

    /// Creates a cell.
    public init(_ lines: [String], tone: Tone = .plain, link: String? = nil) {
      self.lines = lines
      self.tone = tone
      self.link = link
    }
  }

  /// What the table shows, as its heading.
  public var caption: String
  /// A sentence under the heading, or nil.
  public var note: String?
  /// The column headers.
  public var headers: [String]
  /// The rows, each as many cells as there are headers.
  public var rows: [[Cell]]
  /// How many leading columns say what a row is about (a story and its app), when the others
  /// are short values of the same kind (an outcome per generation): on a phone's narrow page,
  /// where each row becomes a card, those others are then laid three to a line under the
  /// leading ones instead of one to a line. Nil: one cell to a line.
  public var keyColumns: Int?

  /// Creates a table.
  public init(
    caption: String, note: String? = nil, headers: [String], rows: [[Cell]], keyColumns: Int? = nil
  ) {
    self.caption = caption
    self.note = note
    self.headers = headers
    self.rows = rows
    self.keyColumns = keyColumns
  }
}

/// A picture a document shows after its runs: an SVG image (Graphviz's output, say) or, where
/// none could be drawn, the source it would be drawn from, shown as code with a note.
public struct TimelineFigure: Hashable, Sendable {
  /// What the picture shows, as its heading.
  public var title: String
  /// The SVG markup, inlined as it is (an XML prolog or a DOCTYPE before the `<svg` element is
  /// left out); nil when there is no picture.
  public var svg: String?
  /// What to show instead of a picture, as code (the DOT source, say).
  public var source: String?
  /// A sentence under the picture or the code.
  public var note: String?

  /// Creates a figure.
  public init(title: String, svg: String? = nil, source: String? = nil, note: String? = nil) {
    self.title = title
    self.svg = svg
    self.source = source
    self.note = note
  }
}
