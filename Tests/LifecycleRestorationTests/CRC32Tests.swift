import LifecycleCore
import LifecycleRestoration
import Testing

@Suite("CRC-32")
struct CRC32Tests {
  @Test(
    "matches the published check values of CRC-32/ISO-HDLC (zlib, PNG, gzip)",
    arguments: [
      ("", 0x0000_0000),
      ("a", 0xE8B7_BE43),
      ("123456789", 0xCBF4_3926),
      ("The quick brown fox jumps over the lazy dog", 0x414F_A339),
    ] as [(String, UInt32)]
  )
  func checkValues(text: String, expected: UInt32) {
    #expect(CRC32.checksum(Array(text.utf8)) == expected)
  }

  @Test("agrees with a bit-by-bit reference on random data, fed whole or in pieces")
  func agreesWithReference() {
    var random = SplitMix64(seed: 0xC4C3_2001)
    for _ in 0..<200 {
      let bytes = (0..<Int.random(in: 0..<600, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
      let split = Int.random(in: 0...bytes.count, using: &random)
      var pieces = CRC32()
      pieces.update(bytes[..<split])
      pieces.update(bytes[split...].lazy.map { $0 })  // a non-contiguous sequence
      #expect(CRC32.checksum(bytes) == bitwiseCRC32(bytes))
      #expect(pieces.value == bitwiseCRC32(bytes))
    }
  }

  @Test("a single changed byte always changes the checksum")
  func detectsEverySingleByteChange() {
    let original = Array("preserved state".utf8)
    let crc = CRC32.checksum(original)
    for index in original.indices {
      for delta in 1...255 {
        var changed = original
        changed[index] &+= UInt8(delta)
        #expect(CRC32.checksum(changed) != crc)
      }
    }
  }

  /// The textbook definition, one bit at a time, with no table.
  private func bitwiseCRC32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
