import InlineSnapshotStore

/// Compares the captures of several runs of one build, snapshot by snapshot (closure and case), and
/// says which were not the same in every run and how. Linear in the captured text: values are
/// grouped by hashing, and only the snapshots that differ are looked at line by line.
///
/// Texts are compared by their bytes, as an assertion compares them (`String.hasSameBytes(as:)`):
/// Swift's `==` calls `ë` as one scalar and `e` followed by a combining diaeresis equal, but a
/// snapshot that gets one in one run and the other in the next fails in one of them.
enum StabilityAnalysis {
  /// What the runs showed: the unstable snapshots, in file order, and how many were stable.
  struct Result {
    var findings: [StabilityFinding]
    var stableCount: Int
  }

  /// Compares `runs`, each the captures of one run (see ``CaptureFolder/read(_:)``).
  static func compare(_ runs: [[SnapshotCapture]]) -> Result {
    var snapshots: [SnapshotCapture.Key: Snapshot] = [:]
    for (index, captures) in runs.enumerated() {
      for capture in captures {
        snapshots[capture.key, default: Snapshot(first: capture)].note(capture.value, run: index + 1)
      }
    }
    var findings: [StabilityFinding] = []
    var stable = 0
    for key in snapshots.keys.sorted() {
      let snapshot = snapshots[key]!
      guard let change = change(of: snapshot, runCount: runs.count) else {
        stable += 1
        continue
      }
      findings.append(
        StabilityFinding(
          capture: snapshot.first, runCount: runs.count, assertedRuns: snapshot.runs, values: snapshot.values,
          change: change))
    }
    return Result(findings: findings, stableCount: stable)
  }

  /// One snapshot's values over the runs.
  private struct Snapshot {
    var first: SnapshotCapture
    var runs: [Int] = []
    var values: [(value: String, run: Int)] = []
    private var seen: Set<[UInt8]> = []

    init(first: SnapshotCapture) { self.first = first }

    mutating func note(_ value: String, run: Int) {
      if runs.last != run { runs.append(run) }
      if seen.insert(Array(value.utf8)).inserted { values.append((value, run)) }
    }
  }

  /// What changed between the values of `snapshot`; `nil` when it was the same in every run.
  private static func change(of snapshot: Snapshot, runCount: Int) -> StabilityFinding.Change? {
    if snapshot.runs.count < runCount { return .someRunsOnly }
    guard snapshot.values.count > 1 else { return nil }
    let values = snapshot.values.map { $0.value.split(separator: "\n", omittingEmptySubsequences: false) }
    guard values.allSatisfy({ $0.count == values[0].count }) else {
      return values.allSatisfy({ counts($0) == counts(values[0]) }) ? .lineOrder : .lineCount
    }
    let differing = (0..<values[0].count).filter { index in
      values.contains { !$0[index].utf8.elementsEqual(values[0][index].utf8) }
    }
    if values.allSatisfy({ counts($0) == counts(values[0]) }) { return .lineOrder }
    if differing.allSatisfy({ index in
      values.allSatisfy { counts(elements($0[index])) == counts(elements(values[0][index])) }
    }) {
      return .elementOrder(lines: differing.map { $0 + 1 })
    }
    var fixed = values[0].map(String.init)
    var segments: [UnstableSegment] = []
    for index in differing {
      let found = LineSegments.find(in: values.map { $0[index] }, line: index + 1)
      segments += found.map(\.segment)
      fixed[index] = LineSegments.replacing(found, in: values[0][index])
    }
    return .values(segments, fixed: fixed.joined(separator: "\n"))
  }

  /// How often each text occurs, texts told apart by their bytes.
  private static func counts(_ texts: [Substring]) -> [[UInt8]: Int] {
    texts.reduce(into: [:]) { $0[Array($1.utf8), default: 0] += 1 }
  }

  /// The comma-separated elements of a line, brackets left out: `["b", "a"]` → `"b"`, `"a"`.
  private static func elements(_ line: Substring) -> [Substring] {
    let unbracketed = String(line.filter { !"[](){}".contains($0) })
    return unbracketed.components(separatedBy: ", ").map { Substring($0) }
  }
}
