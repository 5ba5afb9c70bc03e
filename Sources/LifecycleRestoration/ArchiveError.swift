/// Why an archive could not be read, written or removed, and which file it was.
///
/// Every failure of ``RestorationArchive`` and ``DurableArchiveStore`` is one of these — never
/// a crash, never a silently empty state. The description names the file first:
///
/// ```
/// Notes/restoration.archive: checksum mismatch (stored 0x1C291CA3, computed 0x8E4F2B10)
/// Notes/restoration.archive: cannot flush folder Notes to disk after replacing the archive: …
/// Notes/restoration.archive: truncated (9 bytes, expected at least 14)
/// ```
public struct ArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file concerned, as the caller named it (or the `source` label of in-memory bytes).
  public var path: String
  /// What is wrong.
  public var reason: Reason

  /// Creates an error.
  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }

  /// What is wrong with an archive, or which operation on its file failed.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// The bytes end before the archive does: `byteCount` bytes, where at least `required`
    /// are needed (the fixed framing, or what the header's payload length declares).
    case truncated(byteCount: Int, required: Int)
    /// The first bytes are not ``RestorationArchive/magic``; `found` holds up to four of them.
    case badMagic(found: [UInt8])
    /// The header names a format version this build cannot read.
    case unsupportedVersion(found: UInt16, supported: UInt16)
    /// The bytes go on after the end the header declares: `byteCount` bytes, `declared` expected.
    case lengthMismatch(declared: Int, byteCount: Int)
    /// The stored CRC-32 does not match the one computed over header and payload.
    case checksumMismatch(stored: UInt32, computed: UInt32)
    /// The checksum is right but the payload breaks a rule of the format at byte `offset`
    /// (counted from the start of the payload): the archive was written by something else.
    case malformedPayload(offset: Int, detail: String)
    /// The state to encode nests containers deeper than ``RestorationArchive/maximumNestingDepth``.
    case nestingTooDeep(depth: Int, limit: Int)
    /// The state to encode needs a longer payload than the 32-bit length field can declare.
    case payloadTooLarge(byteCount: Int)
    /// A system call failed: `operation` says what was attempted on which file, `errno` why.
    case system(operation: String, errno: Int32)

    /// A short name for the kind of failure (`truncated`, `badMagic`, …), for counting.
    public var kind: String {
      switch self {
      case .truncated: "truncated"
      case .badMagic: "badMagic"
      case .unsupportedVersion: "unsupportedVersion"
      case .lengthMismatch: "lengthMismatch"
      case .checksumMismatch: "checksumMismatch"
      case .malformedPayload: "malformedPayload"
      case .nestingTooDeep: "nestingTooDeep"
      case .payloadTooLarge: "payloadTooLarge"
      case .system: "system"
      }
    }

    /// The reason in one phrase, as ``ArchiveError/description`` shows it after the path.
    public var description: String {
      switch self {
      case .truncated(let byteCount, let required):
        "truncated (\(byteCount) bytes, expected at least \(required))"
      case .badMagic(let found):
        "bad magic (found \(hex(found)), expected \(hex(RestorationArchive.magic))): not a restoration archive"
      case .unsupportedVersion(let found, let supported):
        "unknown format version \(found) (this build reads version \(supported))"
      case .lengthMismatch(let declared, let byteCount):
        "length mismatch (header declares \(declared) bytes, file holds \(byteCount))"
      case .checksumMismatch(let stored, let computed):
        "checksum mismatch (stored \(hex(stored)), computed \(hex(computed)))"
      case .malformedPayload(let offset, let detail):
        "malformed payload at byte \(offset): \(detail)"
      case .nestingTooDeep(let depth, let limit):
        "containers nested \(depth) deep, more than the format's limit of \(limit)"
      case .payloadTooLarge(let byteCount):
        "payload of \(byteCount) bytes exceeds the format's limit of \(UInt32.max) bytes"
      case .system(let operation, let code):
        "cannot \(operation): \(SystemCall.message(for: code)) (errno \(code))"
      }
    }
  }
}

/// `0x4C4B5241` for bytes; an empty sequence is `0x` followed by nothing, so say `no bytes`.
private func hex(_ bytes: [UInt8]) -> String {
  bytes.isEmpty ? "no bytes" : "0x" + bytes.map { byteHex($0) }.joined()
}

/// `0x1C291CA3`: eight upper-case hex digits.
private func hex(_ value: UInt32) -> String {
  "0x" + (0..<4).reversed().map { byteHex(UInt8(truncatingIfNeeded: value >> ($0 * 8))) }.joined()
}

private func byteHex(_ byte: UInt8) -> String {
  let digits = Array("0123456789ABCDEF")
  return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}
