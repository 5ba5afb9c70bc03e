import Foundation
import LifecycleCore
import LifecycleRestoration
import Testing

/// Reliability: damaged archives are always recognised. Seeded, so every run damages the same
/// bytes in the same ways; a failure prints the seed, the mutation and the archive.
@Suite("Damaged archives")
struct DamagedArchiveTests {
  static let seed: UInt64 = 0x5EED_0A2C_41FE

  /// One way of damaging a file.
  enum Mutation: CaseIterable {
    case truncate, overwriteByte, flipBit, insertBytes, deleteBytes, several

    func apply(to bytes: inout [UInt8], using random: inout SplitMix64) -> String {
      switch self {
      case .truncate:
        let length = Int.random(in: 0..<bytes.count, using: &random)
        bytes.removeSubrange(length...)
        return "truncate to \(length)"
      case .overwriteByte:  // may write the same value: the one mutation that can change nothing
        let index = Int.random(in: bytes.indices, using: &random)
        bytes[index] = UInt8.random(in: 0...255, using: &random)
        return "overwrite byte \(index) with \(bytes[index])"
      case .flipBit:
        let index = Int.random(in: bytes.indices, using: &random)
        let bit = Int.random(in: 0..<8, using: &random)
        bytes[index] ^= 1 << bit
        return "flip bit \(bit) of byte \(index)"
      case .insertBytes:
        let index = Int.random(in: 0...bytes.count, using: &random)
        let inserted = (0..<Int.random(in: 1...8, using: &random)).map { _ in
          UInt8.random(in: 0...255, using: &random)
        }
        bytes.insert(contentsOf: inserted, at: index)
        return "insert \(inserted) at \(index)"
      case .deleteBytes:
        let index = Int.random(in: bytes.indices, using: &random)
        let count = Int.random(in: 1...min(8, bytes.count - index), using: &random)
        bytes.removeSubrange(index..<index + count)
        return "delete \(count) bytes at \(index)"
      case .several:
        return (0..<Int.random(in: 2...4, using: &random)).map { _ in
          let single = [Mutation.overwriteByte, .flipBit, .insertBytes, .deleteBytes].randomElement(
            using: &random)!
          return bytes.isEmpty ? "nothing left" : single.apply(to: &bytes, using: &random)
        }.joined(separator: ", ")
      }
    }
  }

  @Test("12,000 truncations, byte flips, insertions and deletions are each rejected with an ArchiveError")
  func everyDamageIsRejected() throws {
    var random = SplitMix64(seed: Self.seed)
    let originals = try ArchiveSamples.all.map { ($0, [UInt8](try $0.encoded())) }
    var rejectedByKind: [String: Int] = [:]
    var unchanged = 0
    var failures = 0
    for round in 0..<12_000 {
      let (archive, original) = originals[round % originals.count]
      var damaged = original
      let mutation = Mutation.allCases.randomElement(using: &random)!
      let applied = mutation.apply(to: &damaged, using: &random)
      do {
        let decoded = try RestorationArchive(decoding: Data(damaged), source: "damaged")
        if damaged == original && decoded == archive {
          unchanged += 1
        } else {
          failures += 1
          Issue.record("seed \(Self.seed) round \(round): \(applied) decoded without error")
        }
      } catch {
        rejectedByKind[error.reason.kind, default: 0] += 1
        #expect(error.path == "damaged")
      }
      if failures > 10 { break }
    }
    let counts = rejectedByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
      separator: ", ")
    print(
      "damaged archives (seed \(Self.seed)): rejected: \(counts); unchanged bytes, decoded to the original: \(unchanged)"
    )
    #expect(rejectedByKind.values.reduce(0, +) + unchanged == 12_000)
  }

  @Test(
    "5,000 damaged payloads under a recomputed checksum never crash the decoder; whatever decodes is canonical"
  )
  func damagedPayloadsBehindAValidChecksum() throws {
    var random = SplitMix64(seed: Self.seed ^ 0xFF)
    let payloads = try ArchiveSamples.all.map { Array(try $0.encoded().dropFirst(10).dropLast(4)) }
    var outcomes: [String: Int] = [:]
    for round in 0..<5_000 {
      var payload = payloads[round % payloads.count]
      let mutation = [Mutation.truncate, .overwriteByte, .flipBit, .insertBytes, .deleteBytes, .several]
        .randomElement(using: &random)!
      let applied = payload.isEmpty ? "none" : mutation.apply(to: &payload, using: &random)
      let bytes = frame(payload)
      do {
        let decoded = try RestorationArchive(decoding: Data(bytes))
        outcomes["decoded", default: 0] += 1
        // A payload that decodes is in canonical form: encoding it again gives it back.
        #expect(try decoded.encoded() == Data(bytes), "seed \(Self.seed ^ 0xFF) round \(round): \(applied)")
      } catch {
        outcomes[error.reason.kind, default: 0] += 1
        #expect(
          error.reason.kind == "malformedPayload", "seed \(Self.seed ^ 0xFF) round \(round): \(applied)")
      }
    }
    let counts = outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    print("damaged payloads with valid checksums (seed \(Self.seed ^ 0xFF)): \(counts)")
  }
}
