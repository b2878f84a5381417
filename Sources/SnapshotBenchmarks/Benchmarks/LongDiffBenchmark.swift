import InlineSnapshotStore
import SnapshotDump

/// Benchmark 8: `LineDiff.unified` of two n-line snapshots (dumps of orders) in which every other
/// line changed (16,000 lines at 4n): the first number on the line goes up by one, so many
/// changed lines read like other lines of the old snapshot.
enum LongDiffBenchmark {
  static let key = "long-diff"

  static let benchmark = Benchmark(
    key: key, title: "diff two n-line snapshots, every other line changed", unit: "lines", baseSize: 4_000
  ) { lineCount in
    let (old, new) = snapshots(lines: lineCount)
    let diff = LineDiff.unified(from: old, to: new)
    let removed = diff.split(separator: "\n").filter { $0.hasPrefix("-") }.count
    // Half the lines changed; the diff may keep some changed lines that match other old lines,
    // and, aligning by unique lines, may give up a few it could have kept.
    guard removed >= lineCount / 4, removed <= lineCount * 6 / 10 else {
      throw BenchmarkFailure(
        description: "the diff removes \(removed) lines of \(lineCount), expected about \(lineCount / 2)")
    }
    return Workload { LineDiff.unified(from: old, to: new).utf8.count }
  }

  /// An expected snapshot of `lines` lines, and an actual one whose odd lines changed.
  static func snapshots(lines: Int) -> (old: String, new: String) {
    let dump = snapshotDump(OrderFixture.orders(count: lines / 18 + 1))
    let old = Array(dump.split(separator: "\n", omittingEmptySubsequences: false).prefix(lines)).map(String.init)
    let new = old.indices.map { index in index.isMultiple(of: 2) ? old[index] : incrementingFirstNumber(old[index]) }
    return (old.joined(separator: "\n"), new.joined(separator: "\n"))
  }

  /// `- quantity: 1` becomes `- quantity: 2`; a line without digits gets ` (changed)`.
  private static func incrementingFirstNumber(_ line: String) -> String {
    guard let start = line.firstIndex(where: \.isNumber) else { return line + " (changed)" }
    let end = line[start...].firstIndex(where: { !$0.isNumber }) ?? line.endIndex
    return String(line[..<start]) + String(Int(line[start..<end])! + 1) + String(line[end...])
  }
}
