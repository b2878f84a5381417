/// An append-only list guarded by one lock, shared by the history recorders, with how far inline
/// snapshots covered it: everything a recorder does; the recorders only name it for their entries.
///
/// One lock around every append is what keeps the recorded order equal to the order in which
/// the appends happened, even when they come from many tasks or threads at once. The coverage sits
/// under the same lock, so an assertion covers exactly the entries it read.
final class RecordingBuffer<Element> {
  private struct Contents {
    var elements: [Element]
    var coverage: HistoryCoverage
  }

  private let contents: Locked<Contents>
  private let history: UnassertedEntries.History
  private let describe: @Sendable (Element) -> String

  /// - Parameters:
  ///   - history: Which history the entries are, for the unasserted-entries report.
  ///   - describe: One entry as the report lists it.
  init(
    _ elements: [Element] = [], exhaustivity: Exhaustivity, history: UnassertedEntries.History,
    describe: @escaping @Sendable (Element) -> String
  ) {
    self.contents = Locked(Contents(elements: elements, coverage: HistoryCoverage(exhaustivity: exhaustivity)))
    self.history = history
    self.describe = describe
  }

  func append(_ element: Element) {
    contents.withLock { $0.elements.append(element) }
  }

  /// The elements; inside an assertion's ``CoverageScope`` they count as covered by it.
  var values: [Element] {
    let assertion = CoverageScope.assertion
    return contents.withLock { contents in
      if let assertion { contents.coverage.cover(upTo: contents.elements.count, by: assertion) }
      return contents.elements
    }
  }

  func removeAll() {
    contents.withLock { contents in
      contents.elements.removeAll()
      contents.coverage.reset()
    }
  }

  var exhaustivity: Exhaustivity {
    get { contents.withLock { $0.coverage.exhaustivity } }
    set { contents.withLock { $0.coverage.exhaustivity = newValue } }
  }

  /// A recorder's `assertAllSnapshotted(fileID:filePath:line:column:)`: checks coverage now.
  func assertAllSnapshotted(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    checkCoverage(requestedAt: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Reports the elements no snapshot covered and no earlier check found
  /// (see ``HistoryCoverage/check(count:requested:)``).
  ///
  /// - Parameter requestedAt: Where `assertAllSnapshotted()` was called; `nil` from a recorder's `deinit`.
  func checkCoverage(requestedAt: IssueLocation?) {
    let found = contents.withLock { contents in
      contents.coverage.check(count: contents.elements.count, requested: requestedAt != nil).map {
        (finding: $0, elements: Array(contents.elements[$0.unasserted]))
      }
    }
    guard let found else { return }
    UnassertedEntriesReport.report(
      UnassertedEntries(
        history: history, descriptions: found.elements.map(describe), finding: found.finding,
        requestedAt: requestedAt))
  }
}

// Every access to the elements goes through the lock; the elements themselves must be Sendable.
extension RecordingBuffer: @unchecked Sendable where Element: Sendable {}
