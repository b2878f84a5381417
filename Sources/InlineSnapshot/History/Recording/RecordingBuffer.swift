/// An append-only list guarded by one lock, shared by the history recorders, with how far inline
/// snapshots covered it.
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

  init(_ elements: [Element] = [], exhaustivity: Exhaustivity) {
    self.contents = Locked(Contents(elements: elements, coverage: HistoryCoverage(exhaustivity: exhaustivity)))
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

  /// Reports the elements no snapshot covered and no earlier check found, described by `describe`
  /// (see ``HistoryCoverage/check(count:requested:)``).
  ///
  /// - Parameter requestedAt: Where `assertAllSnapshotted()` was called; `nil` from `deinit`.
  func checkCoverage(
    of history: UnassertedEntries.History, requestedAt: IssueLocation?, describe: (Element) -> String
  ) {
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
