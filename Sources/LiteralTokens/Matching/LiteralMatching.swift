/// Matching one literal against one actual text: a line against a line, and the literal's blocks
/// (the runs of lines between `…` lines) placed in the actual lines.
struct LiteralMatching {
  let pattern: MatcherPattern
  let literal: UnsafeBufferPointer<UInt8>
  let actual: UnsafeBufferPointer<UInt8>
  let actualLines: [Range<Int>]
  /// Whether each actual line holds a line break that does not split lines (see
  /// ``lineBreak(in:from:)``): looked for once per line, not each time a placement tries the line.
  let lineBreaks: UnsafeMutableBufferPointer<LineBreaks>

  /// What is known of an actual line's line breaks.
  enum LineBreaks {
    case unknown, none, some
  }

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
    case .segments(let segments, let kindFree):
      let text = UnsafeBufferPointer(rebasing: actual[target])
      // `<any>` stops at a line break, also one that does not split the text into lines (`\r`).
      guard kindFree ? textAndAnyMatch(segments, text) : segmentsMatch(segments, text) else { return false }
      // Stopping at such a break only takes matches away: asked only of a line that matches without.
      return !holdsLineBreak(index, text) || segmentsMatchStoppingAtBreaks(segments, text)
    case .subtree, .unmatchable:
      return false
    }
  }

  /// Whether actual line `index`, `text`, holds a line break that does not split lines.
  private func holdsLineBreak(_ index: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    switch lineBreaks[index] {
    case .none: return false
    case .some: return true
    case .unknown:
      // Most lines hold none of the bytes such a break starts with: one pass that never branches.
      var leads: UInt8 = 0
      for byte in text { leads |= (byte &- 0x0B < 3 ? 1 : 0) | (byte == 0xC2 ? 1 : 0) | (byte == 0xE2 ? 1 : 0) }
      let holds = leads != 0 && Self.lineBreak(in: text, from: 0) < text.count
      lineBreaks[index] = holds ? .some : .none
      return holds
    }
  }

  /// Whether the literal's bytes in `literalRange` are the actual bytes in `actualRange`.
  func runMatches(_ literalRange: Range<Int>, _ actualRange: Range<Int>) -> Bool {
    bytesEqual(literalRange, actualRange.lowerBound, count: actualRange.count)
  }

  /// Whether the literal's bytes in `range` are the `count` actual bytes from `start`.
  private func bytesEqual(_ range: Range<Int>, _ start: Int, count: Int) -> Bool {
    guard range.count == count else { return false }
    guard count > 0 else { return true }
    return memcmp(literal.baseAddress! + range.lowerBound, actual.baseAddress! + start, count) == 0
  }

  /// Whether `segments`, text and `<any>` only, match all of `line`: the first text at the start
  /// unless an `<any>` comes first, the last at the end unless an `<any>` comes last, and each text
  /// between at the first place it is found after the one before (which is the answer: an `<any>`
  /// takes up whatever a later find would have left).
  private func textAndAnyMatch(_ segments: Range<Int>, _ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let all = pattern.segments
    var start = 0
    var end = line.count
    var first = segments.lowerBound
    var last = segments.upperBound
    if case .text(let range) = all[first] {
      guard range.count <= end, equal(range, line, at: 0) else { return false }
      start = range.count
      first += 1
    }
    if last > first, case .text(let range) = all[last - 1] {
      guard range.count <= end - start, equal(range, line, at: end - range.count) else { return false }
      end -= range.count
      last -= 1
    }
    guard first < last else { return start == end }
    for segment in all[first..<last] {
      guard case .text(let range) = segment else { continue }
      var found = false
      while start + range.count <= end {
        if equal(range, line, at: start) {
          found = true
          break
        }
        start += 1
      }
      guard found else { return false }
      start += range.count
    }
    return true
  }

  /// Whether the literal's bytes in `range` are in `line` at `start` (which has room for them).
  private func equal(_ range: Range<Int>, _ line: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    range.isEmpty || memcmp(literal.baseAddress! + range.lowerBound, line.baseAddress! + start, range.count) == 0
  }

  /// Whether `segments` match all of `line`: the set of positions each prefix of the segments can end
  /// at is carried along the line, so no choice is ever retried (linear in the segments times the
  /// line's positions, no backtracking).
  private func segmentsMatch(_ segments: Range<Int>, _ line: UnsafeBufferPointer<UInt8>) -> Bool {
    // After an `<any>`, every position from `from` on; otherwise the sorted `positions`.
    var from: Int? = nil
    var positions = [0]
    for segment in pattern.segments[segments] {
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
        // A value starts where a character does: never inside one's UTF-8 bytes.
        for start in candidates where start < line.count && Self.startsCharacter(line, at: start) {
          next += kind.valueEnds(in: line, from: start)
        }
        from = nil
        positions = Array(Set(next)).sorted()
      }
      if from == nil, positions.isEmpty { return false }
    }
    if let from { return from <= line.count }
    return positions.last == line.count
  }

  /// ``segmentsMatch(_:_:)`` for a line that holds a line break other than `\n`, which no `<any>`
  /// covers: each `<any>` reaches from where the segments before it end up to the next such break.
  private func segmentsMatchStoppingAtBreaks(_ segments: Range<Int>, _ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var positions: Set<Int> = [0]
    for segment in pattern.segments[segments] {
      var next: Set<Int> = []
      switch segment {
      case .any:
        for start in positions { next.formUnion(start...Self.lineBreak(in: line, from: start)) }
      case .text(let range):
        for start in positions where start + range.count <= line.count && equal(range, line, at: start) {
          next.insert(start + range.count)
        }
      case .kind(let index):
        for start in positions where start < line.count && Self.startsCharacter(line, at: start) {
          next.formUnion(pattern.kinds[index].valueEnds(in: line, from: start))
        }
      }
      guard !next.isEmpty else { return false }
      positions = next
    }
    return positions.contains(line.count)
  }

  /// The first position at or after `start` of a line break that does not split lines (`\r`, a
  /// vertical tab, a form feed, U+0085, U+2028, U+2029); `line.count` when there is none.
  static func lineBreak(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < line.count {
      switch line[index] {
      case 0x0B, 0x0C, 0x0D:
        return index
      case 0xC2 where index + 1 < line.count && line[index + 1] == 0x85:
        return index
      case 0xE2 where index + 2 < line.count && line[index + 1] == 0x80 && (line[index + 2] & 0xFE) == 0xA8:
        return index
      default:
        index += 1
      }
    }
    return line.count
  }

  /// Whether a character starts at `index` of the UTF-8 `line`: not a continuation byte.
  static func startsCharacter(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    line[index] & 0xC0 != 0x80
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
