public import Foundation

/// A 64-bit hash that is the same in every process and on every run: FNV-1a over the bytes
/// of what is added (each piece closed by a separator, so `"ab", "c"` and `"a", "bc"` differ),
/// finished with SplitMix64's mixer. Swift's `Hasher` is seeded per process, which suits
/// dictionaries but not fingerprints that several processes compute. (Text made with
/// `String(describing:)` lists a set's elements in the order of that seed too: processes that
/// must agree run with `SWIFT_DETERMINISTIC_HASHING=1`, as the explorer's workers do.)
public struct StableHash {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  /// An empty hash.
  public init() {}

  /// Adds the UTF-8 bytes of `text`, then a separator.
  public mutating func add(_ text: String) {
    for byte in text.utf8 { mix(byte) }
    mix(0xff)
  }

  /// Adds `text` with every memory address in it (`0x` and at least 12 hex digits, as
  /// `String(describing:)` prints a pointer) left out: addresses differ between processes.
  public mutating func addWithoutAddresses(_ text: String) {
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "x") {
        var end = index + 2
        while end < bytes.count, Self.isHexDigit(bytes[end]) { end += 1 }
        if end - index - 2 >= 12 {
          index = end
          continue
        }
      }
      mix(bytes[index])
      index += 1
    }
    mix(0xff)
  }

  /// Adds how many `lines` there are, then each.
  public mutating func add(lines: [String]) {
    add(String(lines.count))
    for line in lines { add(line) }
  }

  /// Adds how many probe values there are, then each one's name and value (`none` marked apart
  /// from any text).
  mutating func add(probes: [AppSight.ProbeValue]) {
    add(String(probes.count))
    for probe in probes {
      add(probe.name)
      if let value = probe.value {
        mix(1)
        add(value)
      } else {
        mix(0)
      }
    }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }

  /// Adds every regular file under `folder`, in the order of their paths: each file's path
  /// below `folder` and its bytes. A folder that does not exist adds nothing.
  public mutating func addFiles(under folder: URL) {
    for relative in FileTree.files(under: folder.path) {
      add(relative)
      if let data = FileManager.default.contents(atPath: folder.path + relative) {
        for byte in data { mix(byte) }
      }
      mix(0xff)
    }
  }

  private mutating func mix(_ byte: UInt8) {
    state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
  }

  /// Adds one byte (for the typed additions of other files).
  mutating func mixByte(_ byte: UInt8) { mix(byte) }

  /// The hash of everything added.
  public var value: UInt64 {
    var z = state &+ 0x9e37_79b9_7f4a_7c15
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }
}
