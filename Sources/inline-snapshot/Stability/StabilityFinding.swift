import InlineSnapshotStore

/// One snapshot (a closure, or one case's section of it) whose value was not the same in every run of
/// the same build: what `stability` found, as data. ``StabilityReport`` words it.
struct StabilityFinding {
  /// The first capture of the snapshot: its site, test, case, literal and the build's file hash.
  var capture: SnapshotCapture
  /// How many runs there were.
  var runCount: Int
  /// The runs (1-based) that asserted it.
  var assertedRuns: [Int]
  /// The different values, in the order they first came, each with the first run that gave it.
  var values: [(value: String, run: Int)]
  /// What changed.
  var change: Change

  enum Change {
    /// Asserted in some runs only.
    case someRunsOnly
    /// The same lines in another order.
    case lineOrder
    /// The same elements (comma-separated) in another order on the lines `lines` (1-based), the other
    /// lines the same.
    case elementOrder(lines: [Int])
    /// Text that differed on the same lines: each segment, and the value with a matcher on each.
    case values([UnstableSegment], fixed: String)
    /// The number of lines differed: no line-by-line matcher fits.
    case lineCount
  }

  /// The value with matchers that `--fix` keeps for review; `nil` when a matcher would flake or none fits.
  var fixed: String? {
    if case .values(_, let fixed) = change { return fixed }
    return nil
  }
}

/// A changing part of one line: where it is, the values it had, and what matches them all.
struct UnstableSegment: Equatable {
  /// The 1-based line of the value.
  var line: Int
  /// The text of the segment in each different value.
  var texts: [String]
  /// The built-in matcher kind that accepts every text (`UUID`, `Date`, `Number`), if one does.
  var kind: String?
  /// A regular expression for every text, when they share a prefix or suffix around one kind of
  /// characters, and the name it suggests (from the label before it on the line).
  var pattern: (regex: String, name: String)?

  /// The matcher written in its place: `<any Kind>`, else `<any>`.
  var matcher: String { kind.map { "<any \($0)>" } ?? "<any>" }

  static func == (lhs: UnstableSegment, rhs: UnstableSegment) -> Bool {
    lhs.line == rhs.line && lhs.texts == rhs.texts && lhs.kind == rhs.kind && lhs.pattern?.regex == rhs.pattern?.regex
      && lhs.pattern?.name == rhs.pattern?.name
  }
}
