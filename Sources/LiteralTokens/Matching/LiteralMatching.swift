/// Matching one literal against one actual text: a line against a line, and the literal's blocks
/// (the runs of lines between `…` lines) placed in the actual lines.
struct LiteralMatching {
  let pattern: MatcherPattern
  let literal: UnsafeBufferPointer<UInt8>
  let actual: UnsafeBufferPointer<UInt8>
  let actualLines: [Range<Int>]

  /// The indentation of actual line `index`: its leading spaces and tabs.
  func depth(_ index: Int) -> Int {
    let range = actualLines[index]
    var end = range.lowerBound
    while end < range.upperBound, actual[end] == UInt8(ascii: " ") || actual[end] == UInt8(ascii: "\t") { end += 1 }
    return end - range.lowerBound
  }

  /// Whether literal line `line` (not a `…` line) matches actual line `index`.
  func lineMatches(_ line: Int, _ index: Int) -> Bool {
    let target = actualLines[index]
    switch pattern.lines[line] {
    case .plain:
      return bytesEqual(pattern.lineRanges[line], target.lowerBound, count: target.count)
    case .segments(let segments):
      return segmentsMatch(segments, UnsafeBufferPointer(rebasing: actual[target]))
    case .subtree, .unmatchable:
      return false
    }
  }

  /// Whether the literal's bytes in `range` are the `count` actual bytes from `start`.
  private func bytesEqual(_ range: Range<Int>, _ start: Int, count: Int) -> Bool {
    guard range.count == count else { return false }
    guard count > 0 else { return true }
    return memcmp(literal.baseAddress! + range.lowerBound, actual.baseAddress! + start, count) == 0
  }

  /// Whether `segments` match all of `line`: the set of positions each prefix of the segments can end
  /// at is carried along the line, so no choice is ever retried (linear in the segments times the
  /// line's positions, no backtracking).
  private func segmentsMatch(_ segments: [Segment], _ line: UnsafeBufferPointer<UInt8>) -> Bool {
    // After an `<any>`, every position from `from` on; otherwise the sorted `positions`.
    var from: Int? = nil
    var positions = [0]
    for segment in segments {
      switch segment {
      case .any:
        guard let first = from ?? positions.first else { return false }
        from = first
        positions = []
      case .text(let range):
        let count = range.count
        var next: [Int] = []
        let candidates = from.map { Array($0...line.count) } ?? positions
        for start in candidates where start + count <= line.count {
          if count == 0 || memcmp(literal.baseAddress! + range.lowerBound, line.baseAddress! + start, count) == 0 {
            next.append(start + count)
          }
        }
        from = nil
        positions = next
      case .kind(let index):
        let kind = pattern.kinds[index]
        var next: [Int] = []
        let candidates = from.map { Array($0..<line.count) } ?? positions
        for start in candidates where start < line.count { next += kind.ends(in: line, from: start) }
        from = nil
        positions = Array(Set(next)).sorted()
      }
      if from == nil, positions.isEmpty { return false }
    }
    if let from { return from <= line.count }
    return positions.last == line.count
  }

  typealias Segment = MatcherPattern.Segment
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
