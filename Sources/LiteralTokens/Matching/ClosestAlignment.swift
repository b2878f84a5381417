/// The alignment of a literal that does not match: a line diff that keeps as much of the literal as
/// it can.
///
/// First the anchors, as a patience diff finds them: plain literal lines that appear once in the
/// literal and once in the actual text, the longest run of them in the same order in both. Between
/// two anchors, the cheapest path through (literal line, actual line) pairs: keeping a line that
/// matches costs nothing, and so does a `…` covering lines. Replacing a literal line by the actual
/// line in its place costs less than removing it (1 for a plain line, 3 for a line with matchers),
/// so a line that stops matching is replaced rather than left to a `…`; adding an actual line costs
/// 2, removing a plain line 2 and a line with matchers or a `…` line 6, so a matcher the user wrote
/// is given up only when no cheaper alignment keeps it. The search visits pairs in order of cost
/// (Dial's algorithm), following a line that matches without trying anything else there.
extension LiteralMatching {
  /// The most pairs visited between two anchors before giving up on keeping any literal line there.
  static let visitLimit = 250_000

  /// The steps of the closest alignment.
  func closestSteps() -> [LiteralAlignment.Step] {
    var steps: [LiteralAlignment.Step] = []
    var line = 0
    var index = 0
    for anchor in anchors() + [(line: pattern.lines.count, index: actualLines.count)] {
      steps += cheapestSteps(between: line..<anchor.line, and: index..<anchor.index)
      if anchor.line < pattern.lines.count {
        steps.append(.kept(literalLine: anchor.line, actualLines: anchor.index..<(anchor.index + 1)))
      }
      line = anchor.line + 1
      index = anchor.index + 1
    }
    return steps
  }

  /// The plain literal lines that appear once in the literal and once in the actual text, paired with
  /// that actual line: the longest run of pairs in the same order in both.
  private func anchors() -> [(line: Int, index: Int)] {
    var literalLines: [String: Int] = [:]
    for line in pattern.lines.indices {
      guard case .plain = pattern.lines[line] else { continue }
      let text = String(decoding: UnsafeBufferPointer(rebasing: literal[pattern.lineRanges[line]]), as: UTF8.self)
      literalLines[text] = literalLines[text] == nil ? line : -1
    }
    var actualLines: [String: Int] = [:]
    for index in self.actualLines.indices {
      let text = String(decoding: UnsafeBufferPointer(rebasing: actual[self.actualLines[index]]), as: UTF8.self)
      guard literalLines[text].map({ $0 >= 0 }) == true else { continue }
      actualLines[text] = actualLines[text] == nil ? index : -1
    }
    let pairs = actualLines.compactMap { text, index in index >= 0 ? (line: literalLines[text]!, index: index) : nil }
      .sorted { $0.line < $1.line }
    return PatienceSorting.longestIncreasingRun(pairs.map { ($0.line, $0.index) }).map { (line: $0.0, index: $0.1) }
  }

  /// The steps of the cheapest alignment of the literal lines `lines` with the actual lines
  /// `indices`; every literal line removed and every actual line added when the search visits more
  /// than ``visitLimit`` pairs.
  private func cheapestSteps(between lines: Range<Int>, and indices: Range<Int>) -> [LiteralAlignment.Step] {
    let width = indices.count + 1
    func state(_ line: Int, _ index: Int, inside: Bool) -> Int {
      ((line - lines.lowerBound) * width + index - indices.lowerBound) << 1 | (inside ? 1 : 0)
    }
    let goal = state(lines.upperBound, indices.upperBound, inside: false)
    var costs: [Int: Int] = [0: 0]
    var previous: [Int: Int] = [:]
    var buckets: [[Int]] = [[0]]
    var cost = 0
    while cost < buckets.count {
      var position = 0
      while position < buckets[cost].count {
        let current = buckets[cost][position]
        position += 1
        guard costs[current] == cost else { continue }
        if current == goal { return steps(to: goal, previous: previous, lines: lines, indices: indices) }
        guard costs.count <= Self.visitLimit else { return replacing(lines, with: indices) }
        func move(_ line: Int, _ index: Int, inside: Bool = false, costing step: Int) {
          let next = state(line, index, inside: inside)
          let total = cost + step
          if let known = costs[next], known <= total { return }
          costs[next] = total
          previous[next] = current
          while buckets.count <= total { buckets.append([]) }
          buckets[total].append(next)
        }
        let line = (current >> 1) / width + lines.lowerBound
        let index = (current >> 1) % width + indices.lowerBound
        if current & 1 == 1 {
          guard case .subtree(let depth) = pattern.lines[line] else { continue }
          if index < indices.upperBound, self.depth(index) >= depth { move(line, index + 1, inside: true, costing: 0) }
          move(line + 1, index, costing: 0)
          continue
        }
        if line < lines.upperBound {
          switch pattern.lines[line] {
          case .subtree:
            move(line, index, inside: true, costing: 0)
            move(line + 1, index, costing: 6)
          case .plain, .segments, .unmatchable:
            if index < indices.upperBound, lineMatches(line, index) {
              move(line + 1, index + 1, costing: 0)
              continue
            }
            let isPlain = if case .segments = pattern.lines[line] { false } else { true }
            if index < indices.upperBound { move(line + 1, index + 1, costing: isPlain ? 1 : 3) }
            move(line + 1, index, costing: isPlain ? 2 : 6)
          }
        }
        if index < indices.upperBound { move(line, index + 1, costing: 2) }
      }
      buckets[cost] = []
      cost += 1
    }
    return replacing(lines, with: indices)
  }

  /// The steps along the path that reached `goal`.
  private func steps(to goal: Int, previous: [Int: Int], lines: Range<Int>, indices: Range<Int>)
    -> [LiteralAlignment.Step]
  {
    let width = indices.count + 1
    var path = [goal]
    while let before = previous[path[path.count - 1]] { path.append(before) }
    path.reverse()
    var steps: [LiteralAlignment.Step] = []
    var subtreeStart = 0
    for (from, to) in zip(path, path.dropFirst()) {
      let line = (from >> 1) / width + lines.lowerBound
      let index = (from >> 1) % width + indices.lowerBound
      let nextLine = (to >> 1) / width + lines.lowerBound
      let nextIndex = (to >> 1) % width + indices.lowerBound
      switch (from & 1, to & 1) {
      case (0, 1): subtreeStart = index
      case (1, 1): break
      case (1, 0): steps.append(.kept(literalLine: line, actualLines: subtreeStart..<index))
      default:
        if nextLine > line, nextIndex > index, lineMatches(line, index) {
          steps.append(.kept(literalLine: line, actualLines: index..<nextIndex))
        } else if nextLine > line, nextIndex > index {
          steps += [.removed(literalLine: line), .added(actualLine: index)]
        } else if nextLine > line {
          steps.append(.removed(literalLine: line))
        } else {
          steps.append(.added(actualLine: index))
        }
      }
    }
    return steps
  }

  /// Every literal line of `lines` removed, every actual line of `indices` added.
  private func replacing(_ lines: Range<Int>, with indices: Range<Int>) -> [LiteralAlignment.Step] {
    lines.map { .removed(literalLine: $0) } + indices.map { .added(actualLine: $0) }
  }
}
