public import LifecycleCore

/// How many seeded random walks to take and how long each is.
public struct WalkOptions: Sendable, Equatable {
  /// How many walks, each from the initial state.
  public var runs: Int
  /// The most inputs one walk takes; a walk also ends at a state with no enabled input, and at
  /// its first violation when it checks the property.
  public var length: Int
  /// The seed: the same seed gives the same walks, input for input.
  public var seed: UInt64
  /// Whether a violation ends its walk and is reported (true), or the properties are ignored
  /// and every walk runs its full length unless it reaches a state with no enabled input.
  public var checksProperty: Bool

  /// Creates walk options.
  public init(runs: Int, length: Int, seed: UInt64, checksProperty: Bool = true) {
    self.runs = runs
    self.length = length
    self.seed = seed
    self.checksProperty = checksProperty
  }
}

/// What a batch of random walks did.
public struct WalkReport<Input, Violation> {
  /// Walks taken.
  public var runs = 0
  /// Inputs taken over all walks.
  public var steps = 0
  /// Distinct fingerprints met over all walks, the initial state included.
  public var distinctStates = 0
  /// Walks that ended at a violation.
  public var violatingRuns = 0
  /// The shortest violating walk (the earliest among equals), cut at its violation.
  public var finding: Finding<Input, Violation>?
  /// A digest of every input chosen, in order (FNV-1a over their positions among the enabled
  /// inputs): two batches with the same digest chose the same walks.
  public var digest: UInt64 = 0xCBF2_9CE4_8422_2325

  /// An empty report.
  public init() {}
}

extension WalkReport: Sendable where Input: Sendable, Violation: Sendable {}

/// Seeded random walks over an ``ExplorableModel``: at each step one of the state's enabled
/// inputs, uniformly, from ``SplitMix64``. Walk `r` uses the generator seeded with the `r`-th
/// output of a generator seeded with the batch's seed, so one walk can be re-run alone
/// (``walk(_:seed:length:)``) from its own seed.
public enum RandomWalks {
  /// The seed of walk `run` of a batch seeded with `seed`.
  public static func seed(ofRun run: Int, batchSeed seed: UInt64) -> UInt64 {
    var seeds = SplitMix64(seed: seed)
    var value: UInt64 = 0
    for _ in 0...run { value = seeds.next() }
    return value
  }

  /// Takes `options.runs` walks of `model`.
  @inlinable
  public static func run<Model: ExplorableModel>(_ model: Model, options: WalkOptions)
    -> WalkReport<Model.Input, Model.Violation>
  {
    var report = WalkReport<Model.Input, Model.Violation>()
    let totals = batch(of: model, options: options, endsAtViolation: options.checksProperty) {
      _, path, violation in
      guard options.checksProperty else { return }
      report.violatingRuns += 1
      if report.finding.map({ path.count < $0.path.count }) ?? true {
        report.finding = Finding(path: path, violation: violation)
      }
    }
    report.runs = totals.runs
    report.steps = totals.steps
    report.distinctStates = totals.distinctStates
    report.digest = totals.digest
    return report
  }

  /// The walks of a batch, shared by ``run(_:options:)`` and
  /// ``everyViolation(of:options:keys:)``: each walk from its own seed, uniformly among the
  /// enabled inputs, ``ExplorableModel/walksSideBySide`` of them at a time
  /// (``sideBySide(_:length:endsAtViolation:reached:)``). A walk ends at its first violation
  /// when `endsAtViolation`. `violated` hears, walk after walk and in each walk step after step,
  /// the walk's number, its path up to each violating step and the violation. Returns the
  /// counts and the digest, which are those of the walks taken one after the other.
  @inlinable
  static func batch<Model: ExplorableModel>(
    of model: Model, options: WalkOptions, endsAtViolation: Bool,
    violated: (_ run: Int, _ path: [Model.Input], Model.Violation) -> Void
  ) -> (runs: Int, steps: Int, distinctStates: Int, digest: UInt64) {
    var steps = 0
    var digest: UInt64 = 0xCBF2_9CE4_8422_2325
    let seen = FingerprintSet()
    let start = model.initialState
    seen.insert(model.fingerprint(start))
    var seeds = SplitMix64(seed: options.seed)
    let group = max(1, model.walksSideBySide)
    var run = 0
    while run < options.runs {
      let walks = (0..<min(group, options.runs - run)).map { _ in
        (model: model, seed: seeds.next(), start: start)
      }
      let records = sideBySide(walks, length: options.length, endsAtViolation: endsAtViolation) { _, key in
        seen.insert(key)
      }
      for record in records {
        for choice in record.choices { digest = (digest ^ UInt64(choice)) &* 0x100_0000_01B3 }
        digest = (digest ^ 0xFF) &* 0x100_0000_01B3
        steps += record.path.count
        for found in record.violations {
          violated(run, Array(record.path.prefix(found.length)), found.violation)
        }
        run += 1
      }
    }
    return (options.runs, steps, seen.count, digest)
  }

  /// What one walk took: its inputs, the position of each among the inputs its state enabled
  /// (the digest's), and each violation met with the length of the path that met it.
  @usableFromInline
  struct WalkRecord<Input, Violation> {
    @usableFromInline var path: [Input] = []
    @usableFromInline var choices: [Int] = []
    @usableFromInline var violations: [(length: Int, violation: Violation)] = []

    @usableFromInline init() {}
  }

  /// Takes one walk of at most `length` inputs for each of `walks` — its model, the seed of its
  /// generator and the state it starts from — a step of each in turn, telling the models each
  /// round's steps first (``ExplorableModel/willStep(_:)``). Each walk chooses from its own
  /// generator and its own states only, so it is the walk it would be alone. A walk ends at a
  /// state with no enabled input, and at its first violation when `endsAtViolation`. `reached`
  /// hears the walk's index and the fingerprint of every state a step reaches.
  @inlinable
  static func sideBySide<Model: ExplorableModel>(
    _ walks: [(model: Model, seed: UInt64, start: Model.State)], length: Int, endsAtViolation: Bool,
    reached: (_ walk: Int, _ fingerprint: UInt64) -> Void
  ) -> [WalkRecord<Model.Input, Model.Violation>] {
    // Each walk's lists take at most `length` entries: one allocation each, not one per doubling.
    var records = walks.map { _ in
      var record = WalkRecord<Model.Input, Model.Violation>()
      record.path.reserveCapacity(min(length, 1 << 12))
      record.choices.reserveCapacity(min(length, 1 << 12))
      return record
    }
    var randoms = walks.map { SplitMix64(seed: $0.seed) }
    var states = walks.map(\.start)
    var active = Array(walks.indices)
    var inputs = InputBuffer<Model.Input>()
    var steps: [(model: Model, state: Model.State, input: Model.Input)] = []
    var moving: [Int] = []
    for _ in 0..<length where !active.isEmpty {
      steps.removeAll(keepingCapacity: true)
      moving.removeAll(keepingCapacity: true)
      for walk in active {
        inputs.removeAll()
        walks[walk].model.enabledInputs(of: states[walk], into: &inputs)
        if inputs.isEmpty { continue }
        let choice = randoms[walk].below(inputs.count)
        records[walk].choices.append(choice)
        records[walk].path.append(inputs[choice])
        steps.append((walks[walk].model, states[walk], inputs[choice]))
        moving.append(walk)
      }
      if steps.count > 1 { Model.willStep(steps) }
      active.removeAll(keepingCapacity: true)
      for (position, walk) in moving.enumerated() {
        let model = walks[walk].model
        let next = model.step(states[walk], steps[position].input)
        states[walk] = next.state
        reached(walk, model.fingerprint(next.state))
        if let violation = next.violation {
          records[walk].violations.append((records[walk].path.count, violation))
          if endsAtViolation { continue }
        }
        active.append(walk)
      }
    }
    return records
  }

  /// One walk of at most `length` inputs from the generator seeded with `seed`: the inputs
  /// taken, ending at the first violation or at a state with no enabled input.
  public static func walk<Model: ExplorableModel>(_ model: Model, seed: UInt64, length: Int) -> [Model.Input]
  {
    var random = SplitMix64(seed: seed)
    var state = model.initialState
    var inputs = InputBuffer<Model.Input>()
    var path: [Model.Input] = []
    for _ in 0..<length {
      inputs.removeAll()
      model.enabledInputs(of: state, into: &inputs)
      if inputs.isEmpty { break }
      let input = inputs[random.below(inputs.count)]
      path.append(input)
      let next = model.step(state, input)
      state = next.state
      if next.violation != nil { break }
    }
    return path
  }
}
