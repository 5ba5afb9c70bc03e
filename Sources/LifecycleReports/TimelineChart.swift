import LifecycleCore
import LifecycleSimulator

/// The SVG of one run: a column of row names that stays put, and beside it, in a box that
/// scrolls sideways, the time axis, the steps, a swimlane per app, the checks and the memory
/// chart. On a phone's narrow page the same chart is shown cut into rows instead, one under the
/// other, each with the names column (``rowsHTML(id:)``), so that nothing of it is off-screen.
///
/// The time axis is piecewise linear: every record gets a place of its own (records at the same
/// instant sit a few pixels apart, in trace order, so that nothing hides behind another), and
/// a stretch with nothing to draw longer than the run's quiet threshold is folded into a
/// fixed-width break labelled with its length. Axis labels give the real virtual times.
struct TimelineChart {
  let run: TimelineRun
  let facts: TimelineFacts
  /// The x of each record, by position.
  private(set) var xs: [Double] = []
  /// The folded stretches: where the break starts and ends, and how long the stretch was.
  private(set) var breaks: [(from: Double, to: Double, gap: Duration)] = []
  /// The x of each distinct time, for the axis labels.
  private(set) var instants: [(x: Double, time: Duration)] = []
  /// The width of the scrolling chart.
  private(set) var width: Double = 0

  // Geometry, in pixels.
  static let left = 12.0
  static let sameInstantStep = 4.0
  static let minimumStep = 8.0
  static let breakWidth = 92.0
  static let maximumBreaks = 40
  static let namesWidth = 108.0
  static let axisHeight = 32.0
  static let stepsHeight = 26.0
  static let laneHeight = 32.0
  static let checksHeight = 22.0
  static let memoryHeight = 132.0
  static let plotTop = 12.0
  static let plotHeight = 100.0

  init(run: TimelineRun, facts: TimelineFacts) {
    self.run = run
    self.facts = facts
    layOut()
  }

  /// Places the records along x.
  ///
  /// A quiet stretch runs from one record the chart draws to the next (the first and last
  /// records bound the trace's first and last stretches): the records between, which draw
  /// nothing (an upload's chunks starting and finishing, say), do not cut it into pieces, so a
  /// long background upload folds into one break, not one per chunk. Those records sit inside
  /// the break, at the share of its width their time gives, without an axis label.
  private mutating func layOut() {
    let records = facts.records
    guard !records.isEmpty else {
      width = 240
      return
    }
    let anchors = records.indices.filter {
      $0 == 0 || $0 == records.count - 1 || Self.draws(records[$0].event)
    }
    // The times that bound the stretch each record is in: the anchors at or before it and at
    // or after it.
    var stretchStart = [Duration](repeating: .zero, count: records.count)
    var stretchEnd = [Duration](repeating: .zero, count: records.count)
    var anchor = 0
    for index in records.indices {
      if anchor + 1 < anchors.count, anchors[anchor + 1] <= index { anchor += 1 }
      stretchStart[index] = records[anchors[anchor]].time
      stretchEnd[index] = records[anchors[anchors[anchor] == index ? anchor : anchor + 1]].time
    }
    // Stretches over a minute fold, but no more than the longest `maximumBreaks` of them: a long
    // trace keeps its shorter stretches, drawn to scale, and stays a few thousand pixels wide.
    var gaps: [Double] = []
    for index in anchors.indices.dropFirst() {
      let gap = Self.seconds(records[anchors[index]].time - records[anchors[index - 1]].time)
      if gap > 0 { gaps.append(gap) }
    }
    var threshold = 60.0
    if gaps.count(where: { $0 > threshold }) > Self.maximumBreaks {
      threshold = gaps.sorted(by: >)[Self.maximumBreaks]
    }
    let active = gaps.filter { $0 <= threshold }.reduce(0, +)
    let scale = active > 0 ? min(40, 1000 / active) : 0
    // A short trace spreads the records of an instant wider, so that its marks are easy to point at.
    let sameInstant = min(16, max(Self.sameInstantStep, 1000 / Double(max(1, records.count))))
    xs.reserveCapacity(records.count)
    var x = Self.left
    // The break being drawn: where it starts on x and the times it spans.
    var fold: (from: Double, start: Duration, end: Duration)?
    for (index, record) in records.enumerated() {
      var inside = false
      if index > 0 {
        let gap = record.time - records[index - 1].time
        if fold == nil, gap > .zero {
          let stretch = stretchEnd[index] - stretchStart[index - 1]
          if Self.seconds(stretch) > threshold {
            let from = x + Self.minimumStep
            breaks.append((from, from + Self.breakWidth, stretch))
            fold = (from, stretchStart[index - 1], stretchEnd[index])
          }
        }
        if let open = fold {
          if record.time >= open.end {
            x = open.from + Self.breakWidth + Self.minimumStep
            fold = nil
          } else {
            x =
              open.from + Self.breakWidth * Self.seconds(record.time - open.start)
              / Self.seconds(open.end - open.start)
            inside = true
          }
        } else if gap <= .zero {
          x += sameInstant
        } else {
          x += max(Self.minimumStep, scale * Self.seconds(gap))
        }
      }
      if !inside, index == 0 || record.time != records[index - 1].time { instants.append((x, record.time)) }
      xs.append(x)
    }
    width = max(240, x + 28)
    // Room for the last axis label.
    var free = 0.0
    for instant in instants where instant.x >= free { free = Self.labelEnd(instant) }
    // Room for the label of a termination near the end (`backgroundTaskOverrun`), drawn to its right.
    for termination in facts.terminations {
      free = max(free, xs[termination.position] + 6 + Double(termination.cause.rawValue.count) * 6.8 + 4)
    }
    width = max(width, free)
  }

  /// Whether the chart draws a mark for `event`: a step, a change of state, a callback or
  /// notification, a termination, a check, a memory figure.
  static func draws(_ event: TraceEvent) -> Bool {
    switch event {
    case .step, .stateChanged, .delivered, .notImplemented, .expirationHandler, .viewController, .terminated,
      .check, .memory:
      true
    default: false
    }
  }

  /// Where the axis label of `instant` ends, with the space before the next.
  static func labelEnd(_ instant: (x: Double, time: Duration)) -> Double {
    instant.x + Double(duration(instant.time).count) * 5.6 + 12
  }

  // MARK: Rows

  var stepsTop: Double { Self.axisHeight }
  var lanesTop: Double { stepsTop + Self.stepsHeight }
  func laneTop(_ app: Int) -> Double { lanesTop + Double(app) * Self.laneHeight }
  var checksTop: Double { laneTop(facts.appNames.count) }
  var memoryTop: Double { checksTop + Self.checksHeight }
  var height: Double { memoryTop + Self.memoryHeight }
  var endX: Double { (xs.last ?? Self.left) + 14 }
}
