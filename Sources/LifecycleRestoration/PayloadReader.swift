import Foundation

/// Where and why a payload breaks the format.
struct PayloadError: Error {
  /// Byte offset from the start of the payload.
  var offset: Int
  /// What rule is broken, in a phrase.
  var detail: String
}

/// Decodes an archive's payload, enforcing every rule of the canonical encoding documented on
/// ``RestorationArchive``. Never traps: every read is bounds-checked, no count is trusted for
/// allocation, and nesting is limited, so recursion depth is bounded.
struct PayloadReader {
  private let bytes: ArraySlice<UInt8>
  private var position: Int
  private let maximumDepth: Int

  /// A reader of `bytes` (any slice) that accepts containers nested up to `maximumDepth` deep.
  init(_ bytes: ArraySlice<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.position = bytes.startIndex
    self.maximumDepth = maximumDepth
  }

  /// The root container, which must end exactly where the payload does.
  mutating func readPayload() throws(PayloadError) -> RestorationContainer {
    let root = try readContainer(depth: 0)
    guard position == bytes.endIndex else {
      throw failure("\(bytes.endIndex - position) bytes after the root container")
    }
    return root
  }

  private var offset: Int { position - bytes.startIndex }
  private var remaining: Int { bytes.endIndex - position }

  private func failure(_ detail: String, at offset: Int? = nil) -> PayloadError {
    PayloadError(offset: offset ?? self.offset, detail: detail)
  }

  private mutating func readContainer(depth: Int) throws(PayloadError) -> RestorationContainer {
    guard depth <= maximumDepth else {
      throw failure("container nested deeper than \(maximumDepth) levels")
    }
    // Each entry takes at least 6 bytes: a key's 4-byte count, a tag, a 1-byte bool.
    let count = try readCount(of: "entries", minimumBytesEach: 6)
    var container = RestorationContainer()
    var previousKey: String? = nil
    for _ in 0..<count {
      let keyOffset = offset
      let key = try readString(what: "key")
      if let previousKey {
        guard RestorationContainer.canonicalOrder(previousKey, key) else {
          throw failure(
            "key \(String(reflecting: key)) is not after \(String(reflecting: previousKey))", at: keyOffset)
        }
      }
      guard !container.contains(key) else {
        throw failure("key \(String(reflecting: key)) repeats an equivalent earlier key", at: keyOffset)
      }
      container[key] = try readValue(depth: depth)
      previousKey = key
    }
    return container
  }

  private mutating func readValue(depth: Int) throws(PayloadError) -> RestorationValue {
    let tagOffset = offset
    let rawTag = try readByte(what: "value tag")
    guard let tag = PayloadTag(rawValue: rawTag) else {
      throw failure("unknown value tag \(rawTag)", at: tagOffset)
    }
    switch tag {
    case .string:
      return .string(try readString(what: "string"))
    case .int:
      return .int(Int(truncatingIfNeeded: Int64(bitPattern: try readUInt64(what: "int"))))
    case .double:
      return .double(Double(bitPattern: try readUInt64(what: "double")))
    case .bool:
      let flagOffset = offset
      switch try readByte(what: "bool") {
      case 0: return .bool(false)
      case 1: return .bool(true)
      case let other: throw failure("bool byte \(other) is neither 0 nor 1", at: flagOffset)
      }
    case .data:
      let count = try readCount(of: "data bytes", minimumBytesEach: 1)
      return .data(.init(try readBytes(count, what: "data")))
    case .container:
      return .container(try readContainer(depth: depth + 1))
    case .strings:
      let count = try readCount(of: "strings", minimumBytesEach: 4)
      var list: [String] = []
      for _ in 0..<count { list.append(try readString(what: "string in list")) }
      return .strings(list)
    }
  }

  /// A 4-byte count of items that each take at least `minimumBytesEach` bytes; a count the
  /// remaining bytes cannot hold is rejected before anything is read or allocated.
  private mutating func readCount(of items: String, minimumBytesEach: Int) throws(PayloadError) -> Int {
    let countOffset = offset
    let count = Int(try readBytes(4, what: "count of \(items)").reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    guard count <= remaining / minimumBytesEach else {
      throw failure("count of \(count) \(items) does not fit in the \(remaining) bytes left", at: countOffset)
    }
    return count
  }

  private mutating func readString(what: String) throws(PayloadError) -> String {
    let count = try readCount(of: "\(what) bytes", minimumBytesEach: 1)
    let textOffset = offset
    let utf8 = try readBytes(count, what: what)
    guard let text = String(validating: utf8, as: UTF8.self) else {
      throw failure("\(what) is not valid UTF-8", at: textOffset)
    }
    return text
  }

  private mutating func readUInt64(what: String) throws(PayloadError) -> UInt64 {
    try readBytes(8, what: what).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
  }

  /// The next byte.
  private mutating func readByte(what: String) throws(PayloadError) -> UInt8 {
    // A slice keeps its base's indices: its first byte is `.first`, not `[0]`.
    try readBytes(1, what: what).first!
  }

  /// The next `count` bytes, or an error naming what was being read when the payload ended.
  private mutating func readBytes(_ count: Int, what: String) throws(PayloadError) -> ArraySlice<UInt8> {
    guard count <= remaining else {
      throw failure("payload ends inside \(what) (needs \(count) bytes, \(remaining) left)")
    }
    defer { position += count }
    return bytes[position..<position + count]
  }
}
