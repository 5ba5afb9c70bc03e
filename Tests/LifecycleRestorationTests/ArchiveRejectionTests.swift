import Foundation
import LifecycleRestoration
import Testing

/// Each way an archive's bytes can be wrong is rejected with its own reason, and the message
/// names the file first.
@Suite("Archive rejection reasons")
struct ArchiveRejectionTests {
  static let path = "Notes/restoration.archive"
  /// `["n": 1]`: a valid 18-byte payload.
  static let payload: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 0x6E, 0x02, 0, 0, 0, 0, 0, 0, 0, 1]

  @Test("hand-framed bytes decode, so the framing below is the documented one")
  func handFramedBytesDecode() throws {
    let archive = try RestorationArchive(decoding: Data(frame(Self.payload)))
    #expect(archive.root == ["n": 1])
  }

  @Test(
    "truncated data",
    arguments: [
      (0, "truncated (0 bytes, expected at least 14)"),
      (9, "truncated (9 bytes, expected at least 14)"),
      (30, "truncated (30 bytes, expected at least 32)"),
    ])
  func truncated(keep: Int, message: String) {
    let bytes = Array(frame(Self.payload).prefix(keep))
    #expect(rejection(bytes)?.reason.kind == "truncated")
    #expect(rejection(bytes)?.description == "\(Self.path): \(message)")
  }

  @Test("bad magic")
  func badMagic() {
    var bytes = frame(Self.payload)
    bytes[0...3] = [0x50, 0x4B, 0x03, 0x04]  // a zip file
    #expect(rejection(bytes)?.reason == .badMagic(found: [0x50, 0x4B, 0x03, 0x04]))
    #expect(
      rejection(bytes)?.description
        == "\(Self.path): bad magic (found 0x504B0304, expected 0x4C4B5241): not a restoration archive")
    #expect(rejection([0x4C, 0x4B, 0x00])?.reason == .badMagic(found: [0x4C, 0x4B, 0x00]))
  }

  @Test("unknown format version")
  func unknownVersion() {
    #expect(
      rejection(frame(Self.payload, version: 2))?.description
        == "\(Self.path): unknown format version 2 (this build reads version 1)")
  }

  @Test("a payload length that disagrees with the byte count")
  func lengthMismatch() {
    let trailing = frame(Self.payload) + [0]
    #expect(rejection(trailing)?.reason == .lengthMismatch(declared: 32, byteCount: 33))
    #expect(
      rejection(trailing)?.description
        == "\(Self.path): length mismatch (header declares 32 bytes, file holds 33)")
    var overstated = frame(Self.payload)
    overstated[9] = 0xFF
    #expect(rejection(overstated)?.reason == .truncated(byteCount: 32, required: 269))
  }

  @Test("a checksum that does not match the content")
  func checksumMismatch() {
    var bytes = frame(Self.payload)
    bytes[bytes.count - 1] ^= 0x01
    let stored = bytes.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    let computed = CRC32.checksum(bytes.dropLast(4))
    #expect(rejection(bytes)?.reason == .checksumMismatch(stored: stored, computed: computed))
    let message = try? #require(rejection(bytes)?.description)
    #expect(message?.hasPrefix("\(Self.path): checksum mismatch (stored 0x") == true)
    #expect(message?.contains(", computed 0x\(String(computed, radix: 16, uppercase: true))") == true)
  }

  /// Payloads with a correct checksum that break a rule of the format.
  static let malformedPayloads: [(String, [UInt8], String)] = [
    (
      "empty payload", [],
      "malformed payload at byte 0: payload ends inside count of entries (needs 4 bytes, 0 left)"
    ),
    (
      "unknown tag", [0, 0, 0, 1, 0, 0, 0, 1, 0x6E, 0x09], "malformed payload at byte 9: unknown value tag 9"
    ),
    (
      "bool byte 2", [0, 0, 0, 1, 0, 0, 0, 1, 0x6E, 0x04, 0x02],
      "malformed payload at byte 10: bool byte 2 is neither 0 nor 1"
    ),
    (
      "keys out of order", [0, 0, 0, 2, 0, 0, 0, 1, 0x62, 0x04, 0x01, 0, 0, 0, 1, 0x61, 0x04, 0x00],
      #"malformed payload at byte 11: key "a" is not after "b""#
    ),
    (
      "repeated key", [0, 0, 0, 2, 0, 0, 0, 1, 0x61, 0x04, 0x01, 0, 0, 0, 1, 0x61, 0x04, 0x00],
      #"malformed payload at byte 11: key "a" is not after "a""#
    ),
    (
      "canonically equivalent keys",
      [0, 0, 0, 2, 0, 0, 0, 3, 0x65, 0xCC, 0x81, 0x04, 0x01, 0, 0, 0, 2, 0xC3, 0xA9, 0x04, 0x00],
      #"malformed payload at byte 13: key "é" repeats an equivalent earlier key"#
    ),
    (
      "invalid UTF-8", [0, 0, 0, 1, 0, 0, 0, 1, 0xFF, 0x04, 0x01],
      "malformed payload at byte 8: key is not valid UTF-8"
    ),
    ("trailing bytes", [0, 0, 0, 0, 0xAA], "malformed payload at byte 4: 1 bytes after the root container"),
    (
      "count beyond the payload", [0xFF, 0xFF, 0xFF, 0xFF],
      "malformed payload at byte 0: count of 4294967295 entries does not fit in the 0 bytes left"
    ),
    (
      "string cut short", [0, 0, 0, 1, 0, 0, 0, 1, 0x6E, 0x01, 0, 0, 0, 5, 0x61],
      "malformed payload at byte 10: count of 5 string bytes does not fit in the 1 bytes left"
    ),
  ]

  @Test("a malformed payload under a correct checksum", arguments: malformedPayloads.map(\.0))
  func malformedPayload(name: String) throws {
    let (_, payload, message) = try #require(Self.malformedPayloads.first { $0.0 == name })
    let error = rejection(frame(payload))
    #expect(error?.reason.kind == "malformedPayload")
    #expect(error?.description == "\(Self.path): \(message)")
  }

  @Test("containers nested past the limit in a payload are refused, not recursed into")
  func nestingPastTheLimit() {
    // 100 000 levels of ["c": [...]]: each level is a count, key "c", tag 06.
    let level: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 0x63, 0x06]
    let payload = Array([[UInt8]](repeating: level, count: 100_000).joined()) + [0, 0, 0, 0]
    let error = rejection(frame(payload))
    #expect(
      error?.description
        == "\(Self.path): malformed payload at byte 650: container nested deeper than 64 levels")
  }

  private func rejection(_ bytes: [UInt8]) -> ArchiveError? {
    #expect(throws: ArchiveError.self) { try RestorationArchive(decoding: Data(bytes), source: Self.path) }
  }
}

/// The documented framing around `payload`: magic, version, length, payload, CRC-32.
func frame(_ payload: [UInt8], version: UInt16 = 1) -> [UInt8] {
  var bytes: [UInt8] = [0x4C, 0x4B, 0x52, 0x41, UInt8(version >> 8), UInt8(version & 0xFF)]
  bytes += (0..<4).reversed().map { UInt8(truncatingIfNeeded: payload.count >> ($0 * 8)) }
  bytes += payload
  let crc = CRC32.checksum(bytes)
  return bytes + (0..<4).reversed().map { UInt8(truncatingIfNeeded: crc >> ($0 * 8)) }
}
