extension CanonicalWorld {
  /// A breadth-first search of this world (``BreadthFirstSearch``), compiled for it: the packed
  /// state, its steps and the visited set inline into one loop, which a search from another
  /// module calling the generic engine would not get.
  ///
  /// `progress` hears each level as it starts: its depth and the distinct states so far;
  /// `shouldStop`, asked before each batch of states, ends the search there
  /// (``SearchReport/interrupted``).
  public func search(
    _ options: SearchOptions = SearchOptions(), progress: ((_ depth: Int, _ states: Int) -> Void)? = nil,
    shouldStop: (() -> Bool)? = nil
  ) -> SearchReport<WorldInput, WorldViolation> {
    BreadthFirstSearch.run(self, options: options, progress: progress, shouldStop: shouldStop)
  }

  /// The parallel search (``ParallelBreadthFirstSearch``) compiled for this world, on
  /// `options.workers` threads even when that is one: what sharing the visited set and the
  /// levels costs a thread, beside ``search(_:progress:)``'s sequential search
  /// (`explorer-timing --workers 0`).
  public func parallelSearch(_ options: SearchOptions) -> SearchReport<WorldInput, WorldViolation> {
    ParallelBreadthFirstSearch.run(self, options: options)
  }

  /// Seeded random walks of this world (``RandomWalks``), compiled for it.
  public func walks(_ options: WalkOptions) -> WalkReport<WorldInput, WorldViolation> {
    RandomWalks.run(self, options: options)
  }

  /// The states the full space of this world holds (SPIN and an independent breadth-first search
  /// agree on them), to size the visited set; nil where they are not known.
  public var knownStateCount: Int? {
    [3: 6_521, 4: 109_401, 5: 1_840_701, 6: 31_590_421][apps]
  }
}
