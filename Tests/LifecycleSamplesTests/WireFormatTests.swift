import Foundation
import LifecycleCore
import LifecycleKit
import LifecycleSamples
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// The binary frames the explorer and its workers exchange: what is written reads back the
/// same, and what is damaged is an error, never a crash or a wrong value taken for a right one.
@MainActor
@Suite("Worker frames")
struct WireFormatTests {
  /// Requests and answers of real replays of `notes-naive` on iOS 4: oracles that saw the
  /// screen, left it, came back; violations with their checks.
  func realMessages() throws -> (requests: [AppWorkerMessages.Request], answers: [AppWorkerMessages.Answer]) {
    let setup = AppExplorationSetup(
      catalog: AppCatalog.builtIn.merging(Samples.catalog), appID: "notes-naive"
    ).on(.ios4)
    let model = AppModel(setup: setup)
    model.counter.recorded = []
    _ = AppExplorer.explore(model, depth: 3)
    let paths = try #require(model.counter.recorded)
    var requests: [AppWorkerMessages.Request] = []
    var answers: [AppWorkerMessages.Answer] = []
    var variant = AppExplorationSetup(catalog: .builtIn, appID: "notes").on(.ios4)
    variant.device.memoryBytes = 512 << 20
    variant.device.seed = 17
    variant.events = [.homeAndLaunch, .calls]
    for path in paths.prefix(60) {
      let replay = model.replay(path, resuming: nil)
      let answer = AppWorkerMessages.answer(replay, steps: 7, withOracle: true)
      answers.append(answer)
      requests.append(
        AppWorkerMessages.Request(
          path: AppWorkerMessages.lines(path), firstOf: path.count.isMultiple(of: 2) ? "no-data-loss" : nil,
          resuming: replay.oracle,
          variant: path.count.isMultiple(of: 3) ? nil : AppWorkerMessages.Variant(variant)))
    }
    #expect(answers.contains { !$0.violations.isEmpty })
    #expect(try answers.contains { try $0.oracle.map(AppWorkerMessagesWire.sawScreen) ?? false })
    return (requests, answers)
  }

  @Test("Every request and answer of a real exploration reads back equal to what was written")
  func roundTrip() throws {
    let (requests, answers) = try realMessages()
    for request in requests {
      #expect(try AppWorkerMessages.Request(payload: request.payload) == request)
    }
    for answer in answers {
      #expect(try AppWorkerMessages.Answer(payload: answer.payload) == answer)
    }
    let empty = AppWorkerMessages.Request(path: [], firstOf: nil, resuming: nil, variant: nil)
    #expect(try AppWorkerMessages.Request(payload: empty.payload) == empty)
  }

  @Test("Every frame cut short is an error, and so is one with a byte too many")
  func truncated() throws {
    let (requests, answers) = try realMessages()
    for payload in requests.prefix(10).map(\.payload) {
      for length in 0..<payload.count {
        #expect(throws: WireError.self) { try AppWorkerMessages.Request(payload: Array(payload[..<length])) }
      }
    }
    for payload in answers.prefix(10).map(\.payload) {
      for length in 0..<payload.count {
        #expect(throws: WireError.self) { try AppWorkerMessages.Answer(payload: Array(payload[..<length])) }
      }
    }
    let answer = try #require(answers.first)
    #expect(throws: WireError.self) { try AppWorkerMessages.Answer(payload: answer.payload + [0]) }
  }

  @Test("Any one byte changed reads as an error or as some message, never as a crash")
  func damagedBytes() throws {
    let (requests, answers) = try realMessages()
    let payloads = requests.prefix(4).map(\.payload) + answers.prefix(4).map(\.payload)
    var refused = 0
    for payload in payloads {
      for index in payload.indices {
        for value: UInt8 in [0, 1, 0x7f, 0x80, 0xff] where value != payload[index] {
          var damaged = payload
          damaged[index] = value
          if (try? AppWorkerMessages.Answer(payload: damaged)) == nil { refused += 1 }
          _ = try? AppWorkerMessages.Request(payload: damaged)
        }
      }
    }
    #expect(refused > 0)
  }

  @Test("A stream gives up its frames whole and in order, waits for the rest of one, and refuses a huge one")
  func frames() throws {
    let first: [UInt8] = Array("home".utf8)
    let second: [UInt8] = []
    let third: [UInt8] = Array(repeating: 7, count: 300)
    let stream = WireFormat.frame(first) + WireFormat.frame(second) + WireFormat.frame(third)
    var buffer: [UInt8] = []
    var taken: [[UInt8]] = []
    // One byte at a time: every prefix of a frame waits.
    for byte in stream {
      buffer.append(byte)
      while let frame = try WireFormat.takeFrame(from: &buffer) { taken.append(frame) }
    }
    #expect(taken == [first, second, third])
    #expect(buffer.isEmpty)
    var huge: [UInt8] = [0xff, 0xff, 0xff, 0x7f]
    #expect(throws: WireError.self) { try WireFormat.takeFrame(from: &huge) }
  }

  @Test("Numbers take their whole range, and one written too long is refused")
  func numbers() throws {
    for value: UInt64 in [0, 1, 127, 128, 16_383, 16_384, UInt64(UInt32.max), UInt64.max - 1, UInt64.max] {
      var writer = WireWriter()
      writer.write(value)
      var reader = WireReader(writer.bytes)
      #expect(try reader.read(UInt64.self) == value)
      #expect(reader.isAtEnd)
    }
    var overlong = WireReader([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f])
    #expect(throws: WireError.self) { try overlong.read(UInt64.self) }
    var tooBig = WireReader([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01])
    #expect(throws: WireError.self) { try tooBig.read(Int.self) }
    var notUTF8 = WireReader([2, 0xc3, 0x28])
    #expect(throws: WireError.self) { try notUTF8.read(String.self) }
  }
}

/// What a test reads of an oracle through its `Codable` form.
enum AppWorkerMessagesWire {
  /// Whether the oracle remembers a screen the app showed.
  static func sawScreen(_ oracle: AppOracle) throws -> Bool {
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(oracle)) as? [String: Any]
    return object?["lastSeen"] != nil
  }
}
