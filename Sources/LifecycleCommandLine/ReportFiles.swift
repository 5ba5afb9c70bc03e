import Foundation
import LifecycleExplorer

/// A report read back from disk: `report.json` (given as its folder or the file itself) and the
/// fingerprint file it names, both checked, so that a merge never runs on a truncated, altered
/// or foreign file.
struct LoadedReport {
  /// The path as given.
  var path: String
  /// The report.
  var report: ExplorationReport
  /// The fingerprint rows, checked against the report's count and checksum.
  var records: [StateRecord]

  /// Why a report cannot be read: the message names the file.
  struct Failure: Error, Equatable {
    var message: String
  }

  /// Reads the report at `path`: a folder holding `report.json`, or the JSON file itself.
  static func load(_ path: String) throws(Failure) -> LoadedReport {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw Failure(message: "\(path): no such file or folder")
    }
    let file =
      isFolder.boolValue
      ? URL(fileURLWithPath: path).appendingPathComponent(ReportOutput.reportFile).path : path
    guard let data = FileManager.default.contents(atPath: file) else {
      let reason = FileManager.default.fileExists(atPath: file) ? "cannot be read" : "no such file"
      throw Failure(message: "\(file): \(reason)")
    }
    let report: ExplorationReport
    do {
      report = try JSONDecoder().decode(ExplorationReport.self, from: data)
    } catch {
      throw Failure(message: "\(file): not a report, or a damaged one (\(Self.reason(error)))")
    }
    guard report.format == ExplorationReport.currentFormat else {
      throw Failure(
        message:
          "\(file): report format \(report.format); this build reads format \(ExplorationReport.currentFormat)"
      )
    }
    guard let side = report.fingerprints else {
      throw Failure(message: "\(file): the report names no fingerprint file, so it cannot be merged")
    }
    guard !side.file.contains("/"), !side.file.isEmpty, side.file != "..", side.file != "." else {
      throw Failure(
        message: "\(file): the fingerprint file '\(side.file)' is not a plain name beside the report")
    }
    let rowsFile = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(side.file)
      .path
    guard let rowData = FileManager.default.contents(atPath: rowsFile) else {
      throw Failure(message: "\(rowsFile): the fingerprint file \(file) names is missing or cannot be read")
    }
    let bytes = [UInt8](rowData)
    guard FingerprintRows.checksum(bytes) == side.checksum else {
      throw Failure(
        message: "\(rowsFile): checksum \(FingerprintRows.checksum(bytes)), not the \(side.checksum) "
          + "\(file) records (truncated or changed?)")
    }
    let records: [StateRecord]
    do throws(FingerprintRows.DecodingError) {
      records = try FingerprintRows.decode(bytes)
    } catch {
      throw Failure(message: "\(rowsFile): \(error.description)")
    }
    guard records.count == side.rows, records.count == report.states else {
      throw Failure(
        message:
          "\(rowsFile): \(records.count) rows, but \(file) counts \(side.rows) rows and \(report.states) states"
      )
    }
    return LoadedReport(path: file, report: report, records: records)
  }

  /// A decoding error in a few words: what is missing or wrong, and where.
  private static func reason(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    let place = { (context: DecodingError.Context) in
      context.codingPath.isEmpty ? "" : " at " + context.codingPath.map(\.stringValue).joined(separator: ".")
    }
    switch decoding {
    case .keyNotFound(let key, let context): return "no '\(key.stringValue)'\(place(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return context.debugDescription + place(context)
    @unknown default: return "\(error)"
    }
  }
}
