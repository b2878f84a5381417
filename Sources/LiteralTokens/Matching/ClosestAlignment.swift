/// The alignment of a literal that does not match: a line diff that keeps as much of the literal as
/// it can, found as the cheapest path through (literal line, actual line) pairs.
///
/// Keeping a line that matches costs nothing, and so does a `…` covering lines. Replacing a literal
/// line by the actual line in its place costs less than removing it (1 for a plain line, 3 for a
/// line with matchers), so a line that stops matching is replaced rather than left to a `…`;
/// adding an actual line costs 2, removing a plain line 2 and a line with matchers or a `…` line 6,
/// so a matcher the user wrote is given up only when no cheaper alignment keeps it. The search
/// visits pairs in order of cost (Dial's algorithm), so a change of a few lines visits little more
/// than the lines that match.
extension LiteralMatching {
  /// The most pairs visited before giving up on keeping anything of the literal.
  static let visitLimit = 1_000_000

  /// The steps of the cheapest alignment; every literal line removed and every actual line added
  /// when the search visits more than ``visitLimit`` pairs.
  func closestSteps() -> [LiteralAlignment.Step] {
    let literalCount = pattern.lines.count
    let actualCount = actualLines.count
    let width = actualCount + 1
    func state(_ line: Int, _ index: Int, inside: Bool) -> Int { (line * width + index) << 1 | (inside ? 1 : 0) }
    let goal = state(literalCount, actualCount, inside: false)
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
        if current == goal { return steps(to: goal, previous: previous, width: width) }
        guard costs.count <= Self.visitLimit else { return replacingEverything() }
        func move(_ line: Int, _ index: Int, inside: Bool = false, costing step: Int) {
          let next = state(line, index, inside: inside)
          let total = cost + step
          if let known = costs[next], known <= total { return }
          costs[next] = total
          previous[next] = current
          while buckets.count <= total { buckets.append([]) }
          buckets[total].append(next)
        }
        let line = (current >> 1) / width
        let index = (current >> 1) % width
        if current & 1 == 1 {
          guard case .subtree(let depth) = pattern.lines[line] else { continue }
          if index < actualCount, self.depth(index) >= depth { move(line, index + 1, inside: true, costing: 0) }
          move(line + 1, index, costing: 0)
          continue
        }
        if line < literalCount {
          switch pattern.lines[line] {
          case .subtree:
            move(line, index, inside: true, costing: 0)
            move(line + 1, index, costing: 6)
          case .plain, .unmatchable:
            if index < actualCount { move(line + 1, index + 1, costing: lineMatches(line, index) ? 0 : 1) }
            move(line + 1, index, costing: 2)
          case .segments:
            if index < actualCount { move(line + 1, index + 1, costing: lineMatches(line, index) ? 0 : 3) }
            move(line + 1, index, costing: 6)
          }
        }
        if index < actualCount { move(line, index + 1, costing: 2) }
      }
      buckets[cost] = []
      cost += 1
    }
    return replacingEverything()
  }

  /// The steps along the path that reached `goal`.
  private func steps(to goal: Int, previous: [Int: Int], width: Int) -> [LiteralAlignment.Step] {
    var path = [goal]
    while let before = previous[path[path.count - 1]] { path.append(before) }
    path.reverse()
    var steps: [LiteralAlignment.Step] = []
    var subtreeStart = 0
    for (from, to) in zip(path, path.dropFirst()) {
      let line = (from >> 1) / width
      let index = (from >> 1) % width
      let nextLine = (to >> 1) / width
      let nextIndex = (to >> 1) % width
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

  /// Every literal line removed, every actual line added.
  private func replacingEverything() -> [LiteralAlignment.Step] {
    pattern.lines.indices.map { .removed(literalLine: $0) } + actualLines.indices.map { .added(actualLine: $0) }
  }
}
