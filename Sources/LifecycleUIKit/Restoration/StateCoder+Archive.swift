import LifecycleRestoration

extension StateCoder {
  /// The coder's values as an archive container — the object's own nested container in
  /// the restoration archive (App Programming Guide, “Visual Appearance Across Launches”:
  /// each object gets a coder of its own) — and the keys of the values that cannot be
  /// archived, which are left out.
  func archived() -> (container: RestorationContainer, leftOut: [String]) {
    ArchivableValue.encode(coderValues: values)
  }

  /// A coder holding what an object's container in the archive holds.
  static func restoring(_ container: RestorationContainer, requiresSecureCoding: Bool) -> StateCoder {
    StateCoder(
      values: ArchivableValue.decodeCoderValues(container), requiresSecureCoding: requiresSecureCoding)
  }
}
