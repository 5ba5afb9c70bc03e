/// The side file of a report: the sorted `(fingerprint, depth, out-degree)` rows of the states a
/// search visited, in a compact binary layout — the 8 bytes `LKFPROWS`, the row count as a
/// little-endian `UInt64`, then 16 bytes a row: the fingerprint (`UInt64`), the depth and the
/// out-degree (`UInt32` each), all little-endian, fingerprints strictly increasing.
public enum FingerprintRows {
  /// The file's first bytes.
  public static let magic: [UInt8] = Array("LKFPROWS".utf8)

  /// Why bytes are not a fingerprint file.
  public struct DecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with them.
    public var description: String
  }

  /// The bytes of `records`, which must be sorted by fingerprint with no fingerprint twice.
  public static func encode(_ records: [StateRecord]) -> [UInt8] {
    var bytes = magic
    bytes.reserveCapacity(16 + records.count * 16)
    append(UInt64(records.count), to: &bytes)
    for record in records {
      append(record.fingerprint, to: &bytes)
      append(UInt64(record.depth) | UInt64(record.outDegree) << 32, to: &bytes)
    }
    return bytes
  }

  /// The records in `bytes`, checked: the magic, the length the count implies, and increasing
  /// fingerprints.
  public static func decode(_ bytes: [UInt8]) throws(DecodingError) -> [StateRecord] {
    guard bytes.count >= 16, Array(bytes[0..<8]) == magic else {
      throw DecodingError(description: "not a fingerprint file (it does not start with LKFPROWS)")
    }
    let count = word(bytes, at: 8)
    guard count <= UInt64(bytes.count), bytes.count == 16 + Int(count) * 16 else {
      throw DecodingError(
        description:
          "\(bytes.count) bytes where its count of \(count) rows needs \(16 &+ Int(clamping: count) &* 16)"
          + " (truncated?)")
    }
    var records: [StateRecord] = []
    records.reserveCapacity(Int(count))
    for row in 0..<Int(count) {
      let fingerprint = word(bytes, at: 16 + row * 16)
      let packed = word(bytes, at: 24 + row * 16)
      if let last = records.last, last.fingerprint >= fingerprint {
        throw DecodingError(description: "row \(row) is out of order (fingerprints must increase)")
      }
      records.append(
        StateRecord(
          fingerprint: fingerprint, depth: UInt32(truncatingIfNeeded: packed),
          outDegree: UInt32(truncatingIfNeeded: packed >> 32)))
    }
    return records
  }

  /// The 64-bit FNV-1a hash of `bytes`, as 16 hexadecimal digits.
  public static func checksum(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  private static func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
    return value
  }
}
