/// `1 check`, `2 checks`: a count and its noun, in the singular for exactly one.
///
/// `plural` defaults to the noun with an `s` (`report` → `reports`); give it for nouns
/// that change otherwise (`entry` → `entries`).
func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
  "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
