/// Decides whether a raw `#"""` opens a multi-line string literal: it does unless a `"` followed
/// by at least as many `#` comes later on the same line (`#"""#` is a one-line literal holding
/// `"`).
///
/// Asked at increasing positions, it reads each line at most once, however many `#"""` the line
/// holds, so that a line of them stays linear to tokenize.
struct ClosingQuoteLookahead {
  /// Where the stretch of line read last ends (its line break, or the end of the file).
  private var readEnd = 0
  /// In that stretch, the `"` followed by `#` whose `#` run is longer than any later one's, in
  /// order: their runs shrink from first to last, so the first at or after a position has the
  /// longest run from there to the end of the line.
  private var candidates: [(offset: Int, pounds: Int)] = []
  private var firstCandidate = 0

  /// Whether a `"` followed by at least `pounds` `#` starts at or after `start` on `start`'s line.
  /// `start` must not be smaller than in the previous call.
  mutating func hasQuote(followedBy pounds: Int, from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if start >= readEnd { read(from: start, in: bytes) }
    while firstCandidate < candidates.count, candidates[firstCandidate].offset < start { firstCandidate += 1 }
    return firstCandidate < candidates.count && candidates[firstCandidate].pounds >= pounds
  }

  private mutating func read(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    candidates.removeAll(keepingCapacity: true)
    firstCandidate = 0
    var index = start
    while index < bytes.count, !ASCII.isLineBreak(bytes[index]) {
      guard bytes[index] == ASCII.quote else {
        index += 1
        continue
      }
      var runEnd = index + 1
      while runEnd < bytes.count, bytes[runEnd] == ASCII.pound { runEnd += 1 }
      let pounds = runEnd - index - 1
      while let last = candidates.last, last.pounds <= pounds { candidates.removeLast() }
      if pounds > 0 { candidates.append((index, pounds)) }
      index = runEnd
    }
    readEnd = index
  }
}
