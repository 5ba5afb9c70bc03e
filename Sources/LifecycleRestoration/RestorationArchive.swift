public import Foundation

/// Preserved state as one self-checking file: the archive state preservation writes when an
/// app leaves the foreground and restoration reads at the next launch from scratch.
///
/// ## Format, version 1
///
/// All integers are big-endian. `n` is the payload length.
///
/// | offset | size | field |
/// | --- | --- | --- |
/// | 0 | 4 | magic: `4C 4B 52 41` (`LKRA`) |
/// | 4 | 2 | format version: `00 01` |
/// | 6 | 4 | payload length `n`, unsigned |
/// | 10 | n | payload: the ``root`` container |
/// | 10 + n | 4 | CRC-32 (``CRC32``) of bytes `0 ..< 10 + n` |
///
/// The payload encodes a container as a 4-byte entry count, then each entry as its key (a
/// string) and a value: a one-byte tag and the value's bytes. A string is a 4-byte byte count
/// and that many bytes of valid UTF-8.
///
/// | tag | kind | bytes after the tag |
/// | --- | --- | --- |
/// | `01` | string | string |
/// | `02` | int | 8, two's complement |
/// | `03` | double | 8, the IEEE 754 bit pattern |
/// | `04` | bool | 1: `00` false, `01` true |
/// | `05` | data | 4-byte count, then the bytes |
/// | `06` | container | a container, as above |
/// | `07` | strings | 4-byte count, then each string |
///
/// The encoding is canonical: keys appear in strictly ascending order of their UTF-8 bytes,
/// containers nest at most ``maximumNestingDepth`` deep, and the payload ends exactly where the
/// root container does. So equal state gives equal bytes, and a payload that breaks any of these
/// rules is rejected even when its checksum is right.
///
/// ## Validation
///
/// ``init(decoding:source:)`` checks, in this order, and throws ``ArchiveError`` at the first
/// failure: the magic (as far as the bytes go), the length of the fixed framing (14 bytes), the
/// version, the payload length against the byte count, the checksum, the payload. No input makes
/// it crash or allocate more than the input's size. `Docs/ArchiveFormat.md` describes the same
/// format for readers outside Swift.
public struct RestorationArchive: Hashable, Sendable {
  /// The state preserved: the application's own keys and a nested container per object.
  public var root: RestorationContainer

  /// An archive holding `root`.
  public init(root: RestorationContainer) { self.root = root }

  /// The four bytes every archive begins with: `LKRA`.
  public static let magic: [UInt8] = [0x4C, 0x4B, 0x52, 0x41]
  /// The format version this build writes, and the only one it reads.
  public static let formatVersion: UInt16 = 1
  /// How deep containers may nest inside the root (the root's children are depth 1).
  public static let maximumNestingDepth = 64
  /// Bytes before the payload: magic, version, payload length.
  static let headerSize = 10
  /// Bytes after the payload: the CRC-32.
  static let checksumSize = 4
  /// The smallest possible file: framing around an empty payload.
  static let framingSize = headerSize + checksumSize

  /// The archive's bytes, in the format above.
  ///
  /// - Parameter source: names the archive in an error (a file path, or a label).
  /// - Throws: ``ArchiveError`` with ``ArchiveError/Reason/nestingTooDeep(depth:limit:)`` or
  ///   ``ArchiveError/Reason/payloadTooLarge(byteCount:)``; nothing else can fail.
  public func encoded(source: String = "archive") throws(ArchiveError) -> Data {
    let depth = root.nestingDepth
    guard depth <= Self.maximumNestingDepth else {
      throw ArchiveError(path: source, reason: .nestingTooDeep(depth: depth, limit: Self.maximumNestingDepth))
    }
    var writer = PayloadWriter()
    writer.write(root)
    let payload = writer.bytes
    guard let length = UInt32(exactly: payload.count) else {
      throw ArchiveError(path: source, reason: .payloadTooLarge(byteCount: payload.count))
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Self.framingSize + payload.count)
    bytes += Self.magic
    PayloadWriter.append(Self.formatVersion, to: &bytes)
    PayloadWriter.append(length, to: &bytes)
    bytes += payload
    PayloadWriter.append(CRC32.checksum(bytes), to: &bytes)
    return Data(bytes)
  }

  /// Decodes and validates an archive's bytes.
  ///
  /// - Parameters:
  ///   - data: the whole file.
  ///   - source: names the archive in an error (a file path, or a label).
  /// - Throws: ``ArchiveError`` saying what is wrong: truncated, bad magic, unknown version,
  ///   length mismatch, checksum mismatch, or malformed payload.
  public init(decoding data: Data, source: String = "archive") throws(ArchiveError) {
    let bytes = [UInt8](data)
    func fail(_ reason: ArchiveError.Reason) -> ArchiveError { ArchiveError(path: source, reason: reason) }

    let magicSeen = Array(bytes.prefix(Self.magic.count))
    guard magicSeen == Array(Self.magic.prefix(magicSeen.count)) else {
      throw fail(.badMagic(found: magicSeen))
    }
    guard bytes.count >= Self.framingSize else {
      throw fail(.truncated(byteCount: bytes.count, required: Self.framingSize))
    }
    let version = UInt16(bytes[4]) << 8 | UInt16(bytes[5])
    guard version == Self.formatVersion else {
      throw fail(.unsupportedVersion(found: version, supported: Self.formatVersion))
    }
    let payloadLength = Int(bytes[6..<10].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    let declared = Self.framingSize + payloadLength
    guard bytes.count >= declared else { throw fail(.truncated(byteCount: bytes.count, required: declared)) }
    guard bytes.count == declared else {
      throw fail(.lengthMismatch(declared: declared, byteCount: bytes.count))
    }

    let checksumStart = Self.headerSize + payloadLength
    let stored = bytes[checksumStart...].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    let computed = CRC32.checksum(bytes[..<checksumStart])
    guard stored == computed else { throw fail(.checksumMismatch(stored: stored, computed: computed)) }

    var reader = PayloadReader(bytes[Self.headerSize..<checksumStart], maximumDepth: Self.maximumNestingDepth)
    do {
      root = try reader.readPayload()
    } catch {
      throw fail(.malformedPayload(offset: error.offset, detail: error.detail))
    }
  }
}
