/// CRC-32 as zlib, PNG, gzip and Ethernet compute it (the IEEE 802.3 polynomial, reflected:
/// `0xEDB88320`; initial value and final XOR `0xFFFFFFFF`), by a 256-entry table.
///
/// It detects every error burst of up to 32 bits — so every change of one to four adjacent
/// bytes — and all but one in 2³² other corruptions. It does not defend against deliberate
/// tampering; ``RestorationArchive`` uses it to recognise damaged files.
///
/// ```swift
/// CRC32.checksum(Array("123456789".utf8))   // 0xCBF43926, the standard check value
///
/// var crc = CRC32()
/// crc.update(Array("1234".utf8))
/// crc.update(Array("56789".utf8))
/// crc.value                                 // 0xCBF43926
/// ```
public struct CRC32: Hashable, Sendable {
  private var register: UInt32 = 0xFFFF_FFFF

  /// A checksum of no bytes yet.
  public init() {}

  /// The checksum of the bytes given so far.
  public var value: UInt32 { register ^ 0xFFFF_FFFF }

  /// Adds `bytes` to the checksum.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    let table = Self.table
    var crc = register
    let contiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      for byte in buffer { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
    if contiguous == nil {
      for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
    register = crc
  }

  /// The checksum of `bytes`.
  public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc = CRC32()
    crc.update(bytes)
    return crc.value
  }

  /// The reflected polynomial of IEEE 802.3.
  static let polynomial: UInt32 = 0xEDB8_8320

  /// The remainder of each byte value, computed once.
  private static let table: [UInt32] = (0..<256).map { index in
    var remainder = UInt32(index)
    for _ in 0..<8 {
      remainder = remainder & 1 == 1 ? (remainder >> 1) ^ polynomial : remainder >> 1
    }
    return remainder
  }
}
