/// A count and its noun, in the singular for one: `counted(1, "snippet")` → "1 snippet",
/// `counted(3, "entry", "entries")` → "3 entries".
func counted(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
}
