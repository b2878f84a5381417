/// Placing the literal's blocks (the runs of lines between `…` lines) in the actual lines: the first
/// block at the start, the last at the end, each `…` covering the lines between two blocks, all
/// indented at least as deep as it.
extension LiteralMatching {
  /// The actual line each block starts at, each `…` covering as few lines as let the rest match;
  /// nil when the literal does not match.
  ///
  /// Each block is first placed at the first line it matches after the previous one (near-linear:
  /// a `…` ends at the first line shallower than it). That is the answer whenever it succeeds; when
  /// it does not, ``exactPlacement()`` decides.
  func placement() -> [Int]? {
    let blocks = pattern.blocks
    let count = actualLines.count
    let last = blocks.count - 1
    let fixed = blocks.reduce(0) { $0 + $1.count }
    guard fixed <= count, last > 0 || fixed == count else { return nil }
    guard blockMatches(0, at: 0), blockMatches(last, at: count - blocks[last].count) else { return nil }
    guard last > 0 else { return [0] }
    var starts = [0]
    var position = blocks[0].count
    var remaining = fixed - blocks[0].count
    for index in 1..<last {
      let depth = subtreeDepth(index - 1)
      let latest = count - remaining
      var start = position
      var found: Int? = nil
      while start <= latest {
        if blockMatches(index, at: start) {
          found = start
          break
        }
        if start == count || self.depth(start) < depth { break }
        start += 1
      }
      guard let found else { return exactPlacement() }
      starts.append(found)
      position = found + blocks[index].count
      remaining -= blocks[index].count
    }
    let end = count - blocks[last].count
    let depth = subtreeDepth(last - 1)
    guard position <= end, (position..<end).allSatisfy({ self.depth($0) >= depth }) else { return exactPlacement() }
    return starts + [end]
  }

  /// The placement found over every position each block can start at (from the front), narrowed to
  /// the positions from which the rest can match (from the back); then each block at the first of
  /// those after the previous one.
  func exactPlacement() -> [Int]? {
    let blocks = pattern.blocks
    let count = actualLines.count
    let last = blocks.count - 1
    var shallow: [Int: [Int]] = [:]
    func nextShallow(_ depth: Int) -> [Int] {
      if let found = shallow[depth] { return found }
      var next = Array(repeating: count, count: count + 1)
      for index in stride(from: count - 1, through: 0, by: -1) {
        next[index] = self.depth(index) < depth ? index : next[index + 1]
      }
      shallow[depth] = next
      return next
    }
    var remaining = blocks.reduce(0) { $0 + $1.count } - blocks[0].count
    // The starts each block can have, given the blocks before it.
    var reachable: [[Int]] = [[0]]
    for index in 1...last {
      let next = nextShallow(subtreeDepth(index - 1))
      let latest = count - remaining
      var starts: [Int] = []
      var covered = -1
      for previous in reachable[index - 1] {
        let from = max(previous + blocks[index - 1].count, covered + 1)
        let through = min(next[previous + blocks[index - 1].count], latest)
        guard from <= through else { continue }
        for start in from...through where index < last || start == latest {
          if blockMatches(index, at: start) { starts.append(start) }
        }
        covered = through
      }
      guard !starts.isEmpty else { return nil }
      reachable.append(starts)
      remaining -= blocks[index].count
    }
    // The starts from which the rest matches.
    var feasible = reachable
    for index in stride(from: last - 1, through: 0, by: -1) {
      let next = nextShallow(subtreeDepth(index))
      let later = feasible[index + 1]
      feasible[index] = feasible[index].filter { start in
        let end = start + blocks[index].count
        return firstAtOrAfter(end, in: later).map { $0 <= next[end] } ?? false
      }
    }
    var starts = [0]
    for index in 1...last {
      let end = starts[index - 1] + blocks[index - 1].count
      guard let start = firstAtOrAfter(end, in: feasible[index]) else { return nil }
      starts.append(start)
    }
    return starts
  }

  /// The steps of a match: each block's lines kept one to one, each `…` kept over the lines between.
  func steps(placing starts: [Int]) -> [LiteralAlignment.Step] {
    let blocks = pattern.blocks
    var steps: [LiteralAlignment.Step] = []
    for (index, block) in blocks.enumerated() {
      for (offset, line) in block.enumerated() {
        steps.append(.kept(literalLine: line, actualLines: (starts[index] + offset)..<(starts[index] + offset + 1)))
      }
      if index < pattern.subtrees.count {
        let end = index + 1 < starts.count ? starts[index + 1] : actualLines.count
        steps.append(.kept(literalLine: pattern.subtrees[index], actualLines: (starts[index] + block.count)..<end))
      }
    }
    return steps
  }

  /// Whether every line of block `index` matches the actual lines from `start`.
  func blockMatches(_ index: Int, at start: Int) -> Bool {
    let block = pattern.blocks[index]
    guard start >= 0, start + block.count <= actualLines.count else { return false }
    var line = block.lowerBound
    while line < block.upperBound {
      guard case .plain = pattern.lines[line] else {
        guard lineMatches(line, start + line - block.lowerBound) else { return false }
        line += 1
        continue
      }
      // A run of plain lines is compared as one range of bytes, line breaks and all.
      var end = line + 1
      while end < block.upperBound, case .plain = pattern.lines[end] { end += 1 }
      let first = start + line - block.lowerBound
      guard
        runMatches(
          pattern.lineRanges[line].lowerBound..<pattern.lineRanges[end - 1].upperBound,
          actualLines[first].lowerBound..<actualLines[first + end - line - 1].upperBound)
      else { return false }
      line = end
    }
    return true
  }

  /// The indentation of the `…` after block `index`.
  private func subtreeDepth(_ index: Int) -> Int {
    guard case .subtree(let depth) = pattern.lines[pattern.subtrees[index]] else { return 0 }
    return depth
  }

  /// The first of the ascending `values` at or after `value`.
  private func firstAtOrAfter(_ value: Int, in values: [Int]) -> Int? {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < values.count ? values[low] : nil
  }
}
