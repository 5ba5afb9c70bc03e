/// The policy's agenda (``PolicyProgress/agenda``): a stack of ``Frame``s, the next to run last.
///
/// Speed trick, contained here: the first ``inlineCapacity`` frames live inline in the value,
/// so the frames every input pushes and pops cost no array uniqueness check, no allocation
/// and no generic array code; a deeper agenda (many apps told of one change at once) spills
/// the rest into an array. It behaves as an array of frames would — equality and hashing
/// read only the frames on it — and `FrameStackTests` compare it with an `Array` over
/// seeded random sequences of every operation.
struct FrameStack: Hashable, Sendable {
  /// How many frames are kept without an allocation.
  static let inlineCapacity = 8

  /// The first frames, bottom first; only the first `min(count, inlineCapacity)` count.
  private var inline: (Frame, Frame, Frame, Frame, Frame, Frame, Frame, Frame) = (
    .fireDue, .fireDue, .fireDue, .fireDue, .fireDue, .fireDue, .fireDue, .fireDue
  )
  /// The frames above the inline ones, bottom first.
  private var spill: [Frame] = []
  /// How many frames are on the stack.
  private(set) var count = 0

  /// An empty stack.
  init() {}

  /// A stack holding `frames`, the first at the bottom.
  init(_ frames: some Sequence<Frame>) {
    for frame in frames { append(frame) }
  }

  /// Whether no frame is on the stack.
  @inline(__always)
  var isEmpty: Bool { count == 0 }

  /// The frames, bottom first.
  var frames: [Frame] {
    var all: [Frame] = []
    all.reserveCapacity(count)
    for index in 0..<count { all.append(self[index]) }
    return all
  }

  /// The frame at `index`, 0 at the bottom.
  subscript(index: Int) -> Frame {
    get {
      precondition(index >= 0 && index < count, "frame \(index) of \(count)")
      if index >= Self.inlineCapacity { return spill[index - Self.inlineCapacity] }
      return withUnsafeBytes(of: inline) {
        $0.load(fromByteOffset: index * MemoryLayout<Frame>.stride, as: Frame.self)
      }
    }
    set {
      precondition(index >= 0 && index < count, "frame \(index) of \(count)")
      if index >= Self.inlineCapacity {
        spill[index - Self.inlineCapacity] = newValue
      } else {
        withUnsafeMutableBytes(of: &inline) {
          $0.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<Frame>.stride, as: Frame.self)
        }
      }
    }
  }

  /// Puts `frame` on top.
  @inline(__always)
  mutating func append(_ frame: Frame) {
    if count < Self.inlineCapacity {
      let index = count
      count += 1
      withUnsafeMutableBytes(of: &inline) {
        $0.storeBytes(of: frame, toByteOffset: index * MemoryLayout<Frame>.stride, as: Frame.self)
      }
    } else {
      spill.append(frame)
      count += 1
    }
  }

  /// Puts `frames` on top, in order: the last of them ends on top.
  mutating func append(contentsOf frames: some Sequence<Frame>) {
    for frame in frames { append(frame) }
  }

  /// Takes the frame on top, if any.
  @inline(__always)
  mutating func popLast() -> Frame? {
    guard count > 0 else { return nil }
    count -= 1
    if count >= Self.inlineCapacity { return spill.removeLast() }
    let index = count
    return withUnsafeMutableBytes(of: &inline) {
      $0.load(fromByteOffset: index * MemoryLayout<Frame>.stride, as: Frame.self)
    }
  }

  /// Puts `frame` at `index` (0 is the bottom), the frames from there on moving up one.
  mutating func insert(_ frame: Frame, at index: Int) {
    precondition(index >= 0 && index <= count, "insert at \(index) of \(count)")
    append(frame)
    var position = count - 1
    while position > index {
      self[position] = self[position - 1]
      position -= 1
    }
    self[index] = frame
  }

  /// Whether some frame on the stack satisfies `predicate`.
  func contains(where predicate: (Frame) -> Bool) -> Bool {
    for index in 0..<count where predicate(self[index]) { return true }
    return false
  }

  /// The index (0 at the bottom) of the topmost frame that satisfies `predicate`, or nil.
  func lastIndex(where predicate: (Frame) -> Bool) -> Int? {
    var index = count - 1
    while index >= 0 {
      if predicate(self[index]) { return index }
      index -= 1
    }
    return nil
  }

  /// Takes off every frame that satisfies `predicate`, the others keeping their order.
  mutating func removeAll(where predicate: (Frame) -> Bool) {
    let kept = frames.filter { !predicate($0) }
    self = FrameStack(kept)
  }

  static func == (lhs: FrameStack, rhs: FrameStack) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
    return true
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for index in 0..<count { hasher.combine(self[index]) }
  }
}
