/// The compact binary form of what the explorer and its worker processes send each other
/// (``AppWorkerMessages``): each message a frame of a 4-byte little-endian length and that many
/// bytes; inside, unsigned integers as LEB128 varints, text as its UTF-8 length and bytes, an
/// optional as a presence byte, a list as its count and items.
///
/// Foundation's `JSONEncoder` and `JSONDecoder` cost about a third of a worker's time and
/// a quarter of the explorer's own on an app exploration (every request and every answer
/// carries an oracle); this costs a small share of that. It is private to one exploration's
/// processes, which are the same program, so it carries no version. A frame that does not read
/// is a ``WireError``, never a crash: `WireFormatTests` read every prefix of real frames and
/// every single-byte change of them.
package enum WireFormat {
  /// The largest frame either side accepts: a longer length is taken as a damaged stream.
  package static let maximumFrameBytes = 64 << 20

  /// `payload` as a frame: its length, then its bytes.
  package static func frame(_ payload: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(payload.count + 4)
    let count = UInt32(payload.count)
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: count >> UInt32(shift)))
    }
    bytes += payload
    return bytes
  }

  /// Takes the first whole frame's payload out of `buffer`; nil while the frame is not all
  /// there; a ``WireError`` when its length is beyond ``maximumFrameBytes``.
  package static func takeFrame(from buffer: inout [UInt8]) throws(WireError) -> [UInt8]? {
    guard buffer.count >= 4 else { return nil }
    var length = 0
    for index in 0..<4 { length |= Int(buffer[index]) << (8 * index) }
    guard length <= maximumFrameBytes else { throw WireError("a frame of \(length) bytes") }
    guard buffer.count >= 4 + length else { return nil }
    let payload = Array(buffer[4..<(4 + length)])
    buffer.removeSubrange(0..<(4 + length))
    return payload
  }
}

/// A frame that does not read: what was wrong, in words.
package struct WireError: Error, Equatable, CustomStringConvertible {
  /// What was wrong.
  package var description: String

  init(_ description: String) { self.description = description }
}

/// A value that goes into a frame and reads back from one.
protocol WireCodable {
  /// Appends the value to `writer`.
  func write(to writer: inout WireWriter)
  /// Reads a value `write(to:)` wrote.
  init(from reader: inout WireReader) throws(WireError)
}

extension WireCodable {
  /// The value as a frame's payload.
  var wirePayload: [UInt8] {
    var writer = WireWriter()
    write(to: &writer)
    return writer.bytes
  }

  /// Reads a value from a frame's payload, every byte of which must belong to it.
  init(wirePayload: [UInt8]) throws(WireError) {
    var reader = WireReader(wirePayload)
    try self.init(from: &reader)
    guard reader.isAtEnd else { throw WireError("bytes left over after the \(Self.self)") }
  }
}

/// Builds a frame's payload.
struct WireWriter {
  private(set) var bytes: [UInt8] = []

  init() { bytes.reserveCapacity(256) }

  mutating func write(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// A count or an index (never negative).
  mutating func write(_ value: Int) {
    precondition(value >= 0, "the wire format has no negative integers")
    write(UInt64(value))
  }

  mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

  /// A number by its bits, so that it reads back exactly.
  mutating func write(_ value: Double) { write(value.bitPattern) }

  mutating func write(_ value: Float) { write(UInt64(value.bitPattern)) }

  mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      write(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  mutating func write(_ text: String?) {
    write(text != nil)
    if let text { write(text) }
  }

  mutating func write(_ value: Int?) {
    write(value != nil)
    if let value { write(value) }
  }

  mutating func write<Value: WireCodable>(_ value: Value?) {
    write(value != nil)
    value?.write(to: &self)
  }

  mutating func write(_ texts: [String]) {
    write(texts.count)
    for text in texts { write(text) }
  }

  mutating func write<Value: WireCodable>(_ values: [Value]) {
    write(values.count)
    for value in values { value.write(to: &self) }
  }
}

/// Reads a frame's payload, refusing what is cut short or out of range.
struct WireReader {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether every byte was read (a frame with bytes left over is damaged).
  var isAtEnd: Bool { index == bytes.count }

  /// How many bytes were read.
  var offset: Int { index }

  private mutating func byte() throws(WireError) -> UInt8 {
    guard index < bytes.count else { throw WireError("the frame ends early, at byte \(index)") }
    defer { index += 1 }
    return bytes[index]
  }

  mutating func read(_: UInt64.Type = UInt64.self) throws(WireError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let next = try byte()
      guard shift < 64, shift < 63 || next <= 1 else { throw WireError("a number too long at byte \(index)") }
      value |= UInt64(next & 0x7f) << shift
      if next < 0x80 { return value }
      shift += 7
    }
  }

  mutating func read(_: Int.Type) throws(WireError) -> Int {
    let value = try read(UInt64.self)
    guard value <= UInt64(Int.max) else { throw WireError("a number out of range at byte \(index)") }
    return Int(value)
  }

  /// A count of items that each take at least one byte: never more than the bytes left.
  mutating func count() throws(WireError) -> Int {
    let count = try read(Int.self)
    guard count <= bytes.count - index else { throw WireError("a count of \(count) beyond the frame") }
    return count
  }

  mutating func read(_: Bool.Type) throws(WireError) -> Bool {
    switch try byte() {
    case 0: false
    case 1: true
    case let other: throw WireError("\(other) where a yes or no belongs, at byte \(index - 1)")
    }
  }

  mutating func read(_: Double.Type) throws(WireError) -> Double { Double(bitPattern: try read(UInt64.self)) }

  mutating func read(_: Float.Type) throws(WireError) -> Float {
    let bits = try read(UInt64.self)
    guard let narrow = UInt32(exactly: bits) else {
      throw WireError("a number out of range at byte \(index)")
    }
    return Float(bitPattern: narrow)
  }

  mutating func read(_: String.Type) throws(WireError) -> String {
    let count = try count()
    let slice = bytes[index..<(index + count)]
    index += count
    guard let text = String(validating: slice, as: UTF8.self) else {
      throw WireError("text that is not UTF-8 before byte \(index)")
    }
    return text
  }

  mutating func read(_: String?.Type) throws(WireError) -> String? {
    try read(Bool.self) ? try read(String.self) : nil
  }

  mutating func read(_: Int?.Type) throws(WireError) -> Int? {
    try read(Bool.self) ? try read(Int.self) : nil
  }

  mutating func read<Value: WireCodable>(_: Value?.Type) throws(WireError) -> Value? {
    try read(Bool.self) ? try Value(from: &self) : nil
  }

  mutating func read(_: [String].Type) throws(WireError) -> [String] {
    let count = try count()
    var texts: [String] = []
    texts.reserveCapacity(count)
    for _ in 0..<count { texts.append(try read(String.self)) }
    return texts
  }

  mutating func read<Value: WireCodable>(_: [Value].Type) throws(WireError) -> [Value] {
    let count = try count()
    var values: [Value] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try Value(from: &self)) }
    return values
  }
}

extension AppSight.ProbeValue: WireCodable {
  func write(to writer: inout WireWriter) {
    writer.write(name)
    writer.write(value)
  }

  init(from reader: inout WireReader) throws(WireError) {
    self.init(name: try reader.read(String.self), value: try reader.read(String?.self))
  }
}
