extension Bundle {
  /// Loads the interface file `name` of the running app's interface bundle (whatever
  /// bundle this is called on) with `owner` as File's Owner; returns the top-level
  /// objects, or nil when the file could not be loaded — the app then crashes, as on
  /// iOS (a crash report).
  @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
    let nib = UINib(nibName: name, bundle: self)
    do {
      return try nib.instantiateOrThrow(withOwner: owner, options: options)
    } catch {
      AppContext.current?.crash("NSInternalInconsistencyException: could not load the nib: \(error)")
      return nil
    }
  }
}
