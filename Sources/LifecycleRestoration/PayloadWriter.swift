/// Encodes a container as an archive's payload, canonically: keys in ascending UTF-8 order,
/// integers big-endian. The format is documented on ``RestorationArchive``.
struct PayloadWriter {
  /// The payload so far.
  private(set) var bytes: [UInt8] = []

  /// Appends a container: its entry count, then each key and value in canonical key order.
  mutating func write(_ container: RestorationContainer) {
    let entries = container.entries
    writeCount(entries.count)
    for (key, value) in entries {
      write(key)
      write(value)
    }
  }

  /// Appends a tagged value.
  mutating func write(_ value: RestorationValue) {
    bytes.append(PayloadTag(of: value).rawValue)
    switch value {
    case .string(let text): write(text)
    case .int(let number): Self.append(UInt64(bitPattern: Int64(number)), to: &bytes)
    case .double(let number): Self.append(number.bitPattern, to: &bytes)
    case .bool(let flag): bytes.append(flag ? 1 : 0)
    case .data(let data):
      writeCount(data.count)
      bytes += data
    case .container(let child): write(child)
    case .strings(let list):
      writeCount(list.count)
      for text in list { write(text) }
    }
  }

  /// Appends a string: its UTF-8 byte count, then the bytes.
  private mutating func write(_ text: String) {
    let utf8 = text.utf8
    writeCount(utf8.count)
    bytes += utf8
  }

  /// Appends a count as 4 bytes. Counts beyond 32 bits make a payload longer than the
  /// archive's 32-bit length field allows, which ``RestorationArchive/encoded(source:)``
  /// reports; the truncated count written here is never read.
  private mutating func writeCount(_ count: Int) {
    Self.append(UInt32(truncatingIfNeeded: count), to: &bytes)
  }

  /// Appends an unsigned integer's bytes, most significant first.
  static func append<Integer: FixedWidthInteger & UnsignedInteger>(_ value: Integer, to bytes: inout [UInt8])
  {
    for shift in stride(from: Integer.bitWidth - 8, through: 0, by: -8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }
}
