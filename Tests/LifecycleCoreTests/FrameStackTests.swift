import Testing

@testable import LifecycleCore

/// The policy's agenda keeps its first frames inline and the rest in an array; to the policy
/// it is an array of frames. Seeded random sequences of every operation, shallow and deep,
/// give the same frames, counts, answers, equality and hashes as an `Array` does.
@Suite("The agenda's frame stack")
struct FrameStackTests {
  /// Frames of every kind, with payloads that tell them apart.
  static func frame(_ random: inout SplitMix64) -> Frame {
    let app = Int(random.next() % 4)
    switch random.next() % 14 {
    case 0: return .event(app: app, SystemEvent.allCases[Int(random.next() % UInt64(SystemEvent.caseCount))])
    case 1:
      return .steps(
        app: app, next: Int32(random.next() % 9), end: Int32(9 + random.next() % 9),
        restored: random.next() % 2 == 0)
    case 2: return .finished(app: app, restored: random.next() % 2 == 0)
    case 3: return .settle(app: app)
    case 4: return .advance(.milliseconds(Int(random.next() % 5000)), inclusive: random.next() % 2 == 0)
    case 5: return .fireDue
    case 6: return .warn
    case 7: return .expirationHandlers(app: app, after: Int(random.next() % 5))
    case 8: return .queued(app: app)
    case 9: return .notify(app: app, .didEnterBackground)
    case 10: return .deliver(app: app, .callback(.applicationDidBecomeActive))
    case 11: return .action(app: app)
    case 12: return .discardAfterRestore(app: app)
    default: return .emit(Int(random.next() % 7))
    }
  }

  @Test("random operations agree with an array", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func agreesWithAnArray(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var stack = FrameStack()
    var model: [Frame] = []
    var deepest = 0
    for _ in 0..<2500 {
      // Pushes win slightly more often when the stack is shallow, so that both the inline
      // frames and the spilled ones are exercised.
      let roll = random.next() % 100
      switch roll {
      case 0..<45:
        let frame = Self.frame(&random)
        stack.append(frame)
        model.append(frame)
      case 45..<50:
        let frames = (0..<Int(random.next() % 4)).map { _ in Self.frame(&random) }
        stack.append(contentsOf: frames.reversed())
        model.append(contentsOf: frames.reversed())
      case 50..<85:
        #expect(stack.popLast() == model.popLast())
      case 85..<92:
        let index = Int(random.next() % UInt64(model.count + 1))
        let frame = Self.frame(&random)
        stack.insert(frame, at: index)
        model.insert(frame, at: index)
      case 92..<96:
        let app = Int(random.next() % 4)
        #expect(
          stack.contains(where: { $0.processWork == app }) == model.contains(where: { $0.processWork == app })
        )
        #expect(
          stack.lastIndex(where: { $0.processWork == app })
            == model.lastIndex(where: { $0.processWork == app })
        )
        stack.removeAll { $0.processWork == app }
        model.removeAll { $0.processWork == app }
      default:
        if let index = model.indices.randomElement(using: &random) {
          let frame = Self.frame(&random)
          stack[index] = frame
          model[index] = frame
        }
      }
      deepest = max(deepest, model.count)
      #expect(stack.count == model.count)
      #expect(stack.isEmpty == model.isEmpty)
      #expect(stack.frames == model)
      let rebuilt = FrameStack(model)
      #expect(stack == rebuilt)
      #expect(stack.hashValue == rebuilt.hashValue)
    }
    #expect(deepest > FrameStack.inlineCapacity, "the walk never spilled past the inline frames")
  }

  @Test("stacks with different frames, or the same frames in another order, are unequal")
  func inequality() {
    let a = FrameStack([.settle(app: 0), .warn])
    #expect(a != FrameStack([.warn, .settle(app: 0)]))
    #expect(a != FrameStack([.settle(app: 0)]))
    #expect(a != FrameStack([.settle(app: 1), .warn]))
    // Frames popped leave nothing behind that equality could see.
    var b = FrameStack([.settle(app: 0), .warn, .fireDue])
    _ = b.popLast()
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
  }
}
