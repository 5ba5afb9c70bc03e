import Testing

@testable import LifecycleSimulator

/// The trace's record store grows in fixed chunks instead of one buffer. To the trace it is an
/// array: seeded random appends, reads and edits across many chunk boundaries give the same
/// elements, counts, equality and hashes as an `Array` does, and a copy is a value.
@Suite("The trace's chunked record store")
struct ChunkedArrayTests {
  @Test("random appends and edits agree with an array", arguments: [1, 2, 3] as [UInt64])
  func agreesWithAnArray(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var chunked = ChunkedArray<UInt32>()
    var model: [UInt32] = []
    let size = ChunkedArray<UInt32>.chunkSize
    // Past several chunk boundaries, with checks on both sides of each.
    while model.count < size * 3 + 17 {
      let value = UInt32(truncatingIfNeeded: random.next())
      chunked.append(value)
      model.append(value)
      if random.next() % 64 == 0 {
        let position = Int(random.next() % UInt64(model.count))
        chunked[position] = value &+ 1
        model[position] = value &+ 1
      }
    }
    #expect(chunked.count == model.count)
    #expect(chunked.indices == model.indices)
    #expect(chunked.indices.allSatisfy { chunked[$0] == model[$0] })
    for boundary in [size - 1, size, size + 1, 2 * size, 3 * size] {
      #expect(chunked[boundary] == model[boundary])
    }
  }

  @Test("equal elements are equal values with equal hashes; a copy changes alone")
  func valueSemantics() {
    var first = ChunkedArray<Int>()
    var second = ChunkedArray<Int>()
    for value in 0..<(ChunkedArray<Int>.chunkSize + 5) {
      first.append(value)
      second.append(value)
    }
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    var copy = first
    copy[3] = -1
    copy.append(7)
    #expect(first[3] == 3)
    #expect(first.count == ChunkedArray<Int>.chunkSize + 5)
    #expect(copy != first)
    second[ChunkedArray<Int>.chunkSize] = 0
    #expect(second != first)
    #expect(ChunkedArray<Int>().isEmpty && !first.isEmpty)
  }
}
