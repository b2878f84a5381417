import InlineSnapshotSyntax
import Testing

@testable import InlineSnapshot

/// The coverage engine: what a check finds, once.
@Suite struct HistoryCoverageTests {
  let assertion = CoveringAssertion(
    site: SnapshotSite(path: "/F.swift", line: 3, column: 5, function: "f()"), fileID: "M/F.swift",
    filePath: "/F.swift", file: nil, test: .current)

  @Test func aHistoryNoAssertionReadIsCheckedOnlyOnRequest() {
    var coverage = HistoryCoverage(exhaustivity: .on)
    #expect(coverage.check(count: 3, requested: false) == nil)
    let finding = coverage.check(count: 3, requested: true)
    #expect(finding?.unasserted == 0..<3)
    #expect(finding?.lastAssertion == nil)
  }

  @Test func theEntriesAfterTheCoveredOnesAreFoundOnce() {
    var coverage = HistoryCoverage(exhaustivity: .on)
    coverage.cover(upTo: 2, by: assertion)
    #expect(coverage.check(count: 2, requested: false) == nil)
    let finding = coverage.check(count: 5, requested: false)
    #expect(finding?.unasserted == 2..<5)
    #expect(finding?.severity == .failure)
    #expect(finding?.lastAssertion?.function == "f()")
    #expect(coverage.check(count: 5, requested: true) == nil)
    #expect(coverage.check(count: 6, requested: false)?.unasserted == 5..<6)
  }

  @Test func anOlderReadNeverUncovers() {
    var coverage = HistoryCoverage(exhaustivity: .on)
    coverage.cover(upTo: 4, by: assertion)
    coverage.cover(upTo: 1, by: assertion)
    #expect(coverage.check(count: 4, requested: false) == nil)
  }

  @Test func exhaustivitySetsTheSeverityOrSilencesTheCheck() {
    for (exhaustivity, severity) in [
      (Exhaustivity.on, IssueSeverity?.some(.failure)), (.off(showSkipped: true), .warning), (.off, nil),
    ] {
      var coverage = HistoryCoverage(exhaustivity: exhaustivity)
      coverage.cover(upTo: 1, by: assertion)
      #expect(coverage.check(count: 2, requested: false)?.severity == severity, "\(exhaustivity)")
    }
  }

  @Test func aResetStartsOverButKeepsTheHistoryChecked() {
    var coverage = HistoryCoverage(exhaustivity: .on)
    coverage.cover(upTo: 3, by: assertion)
    coverage.reset()
    #expect(coverage.check(count: 1, requested: false)?.unasserted == 0..<1)
  }
}

extension HistoryCoverage.Finding: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.unasserted == rhs.unasserted && lhs.severity == rhs.severity
      && lhs.lastAssertion?.function == rhs.lastAssertion?.function
  }
}
