import LifecycleCore
import LifecycleSimulator

/// A timeline (``TimelineChart``) on a phone's narrow page: the chart cut into rows shown one
/// under the other, each with the names column, instead of a box that scrolls sideways and
/// shows a quarter of the chart (a kill or a failed check off-screen, with nothing to say so).
///
/// A row repeats nothing: it is an SVG that shows a stretch of the chart through `<use>` of
/// the chart drawn once (`ID-plot`) and of its names column (`ID-names`), so a row costs a
/// few hundred bytes whatever the trace. The page's CSS shows the rows instead of the chart
/// under 600 pixels, the chart and no rows above. Cuts fall between marks and labels, never
/// through one, so a row never shows half a label.
extension TimelineChart {
  /// The width of a row's stretch of the chart, in the chart's pixels. With the names column a
  /// row is 372 pixels wide: a 390-pixel phone's page less its margins and the box's border;
  /// the row is scaled to the page's width, so a narrower or wider phone sees it a little
  /// smaller or larger.
  static let rowWidth = 264.0
  /// The most rows a chart is cut into. A wider chart (a day of fifty apps, two thousand
  /// records) would be many screens tall; on a phone it scrolls sideways, and says so.
  static let maximumRows = 10

  /// The stretches of the chart the rows show, in order, from 0 to ``width`` with no gap: each
  /// at most ``rowWidth`` wide, cut where no mark or label is. Empty when the chart would need
  /// more than ``maximumRows`` rows.
  var rows: [(from: Double, to: Double)] {
    // No row is wider than `rowWidth`: a wider chart needs too many, whatever its marks.
    guard width <= Self.rowWidth * Double(Self.maximumRows) else { return [] }
    let taken = takenStretches
    // Cuts in tenths of a pixel, as the SVG writes numbers, so that each row ends exactly where
    // the next starts.
    func tenths(_ x: Double) -> Double { (x * 10).rounded(.down) / 10 }
    let end = tenths(width)
    var rows: [(from: Double, to: Double)] = []
    var from = 0.0
    while from < end {
      var to = min(end, from + Self.rowWidth)
      // A cut inside a mark or label moves back to where that mark or label starts, unless that
      // leaves the row less than half full (a crowd of marks wider than that is cut through).
      if to < end, let stretch = taken.first(where: { $0.from < to && to < $0.to }),
        tenths(stretch.from) - from >= Self.rowWidth / 2
      {
        to = tenths(stretch.from)
      }
      rows.append((from, to))
      if rows.count > Self.maximumRows { return [] }
      from = to
    }
    return rows
  }

  /// Where the chart draws something a cut must not go through, as sorted stretches of x that
  /// do not overlap: every record's marks (ticks, kills, checks, steps, memory points, with a
  /// few pixels' margin), the axis labels and step numbers shown, the kills' labels and the
  /// folded breaks.
  var takenStretches: [(from: Double, to: Double)] {
    var taken: [(from: Double, to: Double)] = []
    for (position, record) in facts.records.enumerated() where Self.draws(record.event) {
      taken.append((xs[position] - 5, xs[position] + 5))
    }
    for instant in labelledInstants {
      taken.append((instant.x - 1, Self.labelEnd(instant) - 10))
    }
    let numbered = Set(numberedSteps)
    for step in facts.steps where numbered.contains(step.number) {
      let half = Double(String(step.number).count) * 3 + 1
      taken.append((xs[step.position] - half, xs[step.position] + half))
    }
    for termination in facts.terminations {
      let x = xs[termination.position]
      taken.append((x - 6, x + 6 + Double(termination.cause.rawValue.count) * 6.8 + 2))
    }
    for folded in breaks { taken.append((folded.from - 2, folded.to + 2)) }
    taken.sort { $0.from < $1.from }
    var merged: [(from: Double, to: Double)] = []
    for stretch in taken {
      if let last = merged.last, stretch.from <= last.to {
        merged[merged.count - 1].to = max(last.to, stretch.to)
      } else {
        merged.append(stretch)
      }
    }
    return merged
  }

  /// The rows of a narrow page: for each stretch of ``rows``, an SVG as wide as a row with the
  /// names column and the stretch of the chart beside it, both shown through `<use>`.
  func rowsHTML(id: String, rows: [(from: Double, to: Double)]) -> String {
    let rowWidth = Self.namesWidth + Self.rowWidth
    let names = escape(id) + "-names"
    let plot = escape(id) + "-plot"
    var out = "<div class=\"timeline-rows\" aria-hidden=\"true\">\n"
    for (index, row) in rows.enumerated() {
      out += "<svg class=\"timeline-row\" data-row=\"\(index + 1)\" xmlns=\"http://www.w3.org/2000/svg\" "
      out += "width=\"\(n(rowWidth))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(rowWidth)) \(n(height))\">"
      out += "<rect class=\"names-band\" width=\"\(n(Self.namesWidth))\" height=\"\(n(height))\" />"
      out += "<use href=\"#\(names)\" />"
      out += "<svg x=\"\(n(Self.namesWidth))\" width=\"\(n(row.to - row.from))\" height=\"\(n(height))\" "
      out +=
        "viewBox=\"\(n(row.from)) 0 \(n(row.to - row.from)) \(n(height))\"><use href=\"#\(plot)\" /></svg>"
      out += "</svg>\n"
    }
    out += "</div>\n"
    return out
  }

  /// Above a chart too wide to cut into rows: on a phone, a line saying that it scrolls (the
  /// page's CSS hides it on a wider page).
  static let scrollHint =
    "<p class=\"scroll-hint\">This chart is too long to fold into rows on a narrow screen: swipe it "
    + "sideways; the names stay put.</p>\n"
}
