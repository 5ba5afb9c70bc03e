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
    let totals = batch(of: model, options: options) { _, path, violation in
      guard options.checksProperty else { return false }
      report.violatingRuns += 1
      if report.finding.map({ path.count < $0.path.count }) ?? true {
        report.finding = Finding(path: path, violation: violation)
      }
      return true
    }
    report.runs = totals.runs
    report.steps = totals.steps
    report.distinctStates = totals.distinctStates
    report.digest = totals.digest
    return report
  }

  /// The walks of a batch, shared by ``run(_:options:)`` and
  /// ``everyViolation(of:options:keys:)``: each walk from its own seed, uniformly among the
  /// enabled inputs; `violated` hears the walk's number and the path so far at every violating step and says whether
  /// the walk ends there. Returns the counts and the digest.
  @inlinable
  static func batch<Model: ExplorableModel>(
    of model: Model, options: WalkOptions,
    violated: (_ run: Int, _ path: [Model.Input], Model.Violation) -> Bool
  ) -> (runs: Int, steps: Int, distinctStates: Int, digest: UInt64) {
    var runs = 0
    var steps = 0
    var digest: UInt64 = 0xCBF2_9CE4_8422_2325
    let seen = FingerprintSet()
    seen.insert(model.fingerprint(model.initialState))
    var seeds = SplitMix64(seed: options.seed)
    var inputs = InputBuffer<Model.Input>()
    var path: [Model.Input] = []
    for _ in 0..<options.runs {
      var random = SplitMix64(seed: seeds.next())
      var state = model.initialState
      path.removeAll(keepingCapacity: true)
      runs += 1
      for _ in 0..<options.length {
        inputs.removeAll()
        model.enabledInputs(of: state, into: &inputs)
        if inputs.isEmpty { break }
        let choice = random.below(inputs.count)
        digest = (digest ^ UInt64(choice)) &* 0x100_0000_01B3
        let next = model.step(state, inputs[choice])
        path.append(inputs[choice])
        steps += 1
        state = next.state
        seen.insert(model.fingerprint(state))
        if let violation = next.violation, violated(runs - 1, path, violation) { break }
      }
      digest = (digest ^ 0xFF) &* 0x100_0000_01B3
    }
    return (runs, steps, seen.count, digest)
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
