/// An array that grows in chunks of a fixed size, for the trace's records: appending never
/// moves what is already stored.
///
/// Speed trick, contained: an `Array` grown to millions of records doubles its buffer about
/// twenty times, copying everything each time and touching fresh memory each time (in a
/// million-event traced drive, most of the page faults and a third of the time the trace
/// added). Here each chunk is allocated once, at its full size, and filled in place; only the
/// short list of chunks ever grows. Indices, equality and hashing are those of the elements in
/// order (`ChunkedArrayTests` compare it with an `Array` over seeded random appends and edits
/// across chunk boundaries).
struct ChunkedArray<Element> {
  /// Elements per chunk: a power of two, so that an index splits with a shift and a mask.
  static var chunkShift: Int { 12 }
  static var chunkSize: Int { 1 << chunkShift }

  /// The chunks, each holding `chunkSize` elements but the last, which holds the rest.
  private var chunks: [[Element]] = []
  /// How many elements there are.
  private(set) var count = 0

  init() {}

  var isEmpty: Bool { count == 0 }
  var indices: Range<Int> { 0..<count }

  /// Appends `element` at the end.
  @inline(__always)
  mutating func append(_ element: Element) {
    if count & (Self.chunkSize - 1) == 0 { startChunk() }
    chunks[chunks.count - 1].append(element)
    count += 1
  }

  /// A new chunk, its whole room reserved at once.
  @inline(never)
  private mutating func startChunk() {
    var chunk: [Element] = []
    chunk.reserveCapacity(Self.chunkSize)
    chunks.append(chunk)
  }

  subscript(position: Int) -> Element {
    get {
      precondition(position >= 0 && position < count, "index \(position) out of range 0..<\(count)")
      return chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
    }
    set {
      precondition(position >= 0 && position < count, "index \(position) out of range 0..<\(count)")
      chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)] = newValue
    }
  }
}

// Equal counts mean equal chunk boundaries, so the chunks compare and hash as the elements do.
extension ChunkedArray: Equatable where Element: Equatable {}
extension ChunkedArray: Hashable where Element: Hashable {}
extension ChunkedArray: Sendable where Element: Sendable {}
