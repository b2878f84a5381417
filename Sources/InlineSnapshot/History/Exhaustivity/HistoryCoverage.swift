/// How far inline snapshots covered one history, and what its checks already reported: the data
/// behind a recorder's ``Exhaustivity``. Kept under the recorder's lock, beside its entries.
struct HistoryCoverage: Sendable {
  /// What a check does with entries no snapshot covered.
  var exhaustivity: Exhaustivity
  /// Entries before this index were read by an assertion.
  private(set) var covered = 0
  /// Entries before this index were already found by a check: each entry is reported at most once.
  private(set) var checked = 0
  /// The last assertion that read the history; `nil` while none has.
  private(set) var lastAssertion: CoveringAssertion?

  /// What a check found: entries recorded after the last snapshot.
  struct Finding: Sendable {
    /// Their indices in the history.
    var unasserted: Range<Int>
    /// A failure (`.on`) or a warning (`.off(showSkipped: true)`).
    var severity: IssueSeverity
    /// The last assertion of the history, where the finding is reported; `nil` when none asserted it.
    var lastAssertion: CoveringAssertion?
  }

  init(exhaustivity: Exhaustivity) {
    self.exhaustivity = exhaustivity
  }

  /// An assertion read the history's first `count` entries.
  mutating func cover(upTo count: Int, by assertion: CoveringAssertion) {
    covered = max(covered, count)
    lastAssertion = assertion
  }

  /// The history was emptied: nothing in it is covered or checked. A history that was asserted stays
  /// checked, so what it records next must be asserted too.
  mutating func reset() {
    covered = 0
    checked = 0
  }

  /// Checks a history of `count` entries: the entries after the last covered one that no earlier
  /// check found, or `nil`. A history no assertion read is checked only on `requested` (an explicit
  /// `assertAllSnapshotted()`): one that is never asserted may only feed a stub.
  mutating func check(count: Int, requested: Bool) -> Finding? {
    guard requested || lastAssertion != nil else { return nil }
    let start = max(covered, checked)
    guard start < count else { return nil }
    checked = count
    let severity: IssueSeverity
    switch exhaustivity {
    case .on: severity = .failure
    case .off(showSkipped: true): severity = .warning
    case .off(showSkipped: false): return nil
    }
    return Finding(unasserted: start..<count, severity: severity, lastAssertion: lastAssertion)
  }
}
