import LiteralTokens

/// Which lines two texts share, in order: every line of `old` is either kept (matched with a line
/// of `new`) or removed, every line of `new` kept or inserted.
///
/// Minimal for the edits snapshots usually see, and near-linear however many lines change:
/// 1. a line that does not occur on the other side at all is removed (or inserted) right away;
///    the rest are aligned without it, which changes nothing about what can be kept but makes a
///    snapshot whose changed lines are all new text as cheap as an unchanged one;
/// 2. lines equal at the start and end of a region are kept;
/// 3. the region is split where a shortest edit script crosses its middle, found from both ends
///    at once in linear space (Myers), and both halves are aligned the same way;
/// 4. when that script would take more than ``minimalEditLimit`` edits, lines that occur exactly
///    once on each side of the region anchor it instead: the longest run of them in the same
///    order on both sides is kept, and the regions between them are aligned the same way
///    (patience diff);
/// 5. a region without such lines is split where the search had got furthest, which keeps the
///    cost linear in its size but may give up a few lines that could have been kept.
///
/// Regions wait on a stack of their own, so no input can exhaust the thread's stack.
struct LineAlignment {
  /// Edits up to which a region's alignment is searched for the fewest changes: beyond, unique
  /// lines anchor it.
  static let minimalEditLimit = 128

  /// `removed[i]`: line `i` of `old` is not kept.
  private(set) var removed: [Bool]
  /// `inserted[j]`: line `j` of `new` is not kept.
  private(set) var inserted: [Bool]

  init<Line: Hashable>(old: [Line], new: [Line]) {
    var identifiers: [Line: Int] = [:]
    identifiers.reserveCapacity(old.count)
    func identifier(_ line: Line) -> Int {
      if let known = identifiers[line] { return known }
      let next = identifiers.count
      identifiers[line] = next
      return next
    }
    let oldLines = old.map(identifier)
    let newLines = new.map(identifier)
    var inOld = Array(repeating: false, count: identifiers.count)
    var inNew = Array(repeating: false, count: identifiers.count)
    for line in oldLines { inOld[line] = true }
    for line in newLines { inNew[line] = true }
    // Only lines found on both sides take part; their positions in the full texts:
    let oldShared = oldLines.indices.filter { inNew[oldLines[$0]] }
    let newShared = newLines.indices.filter { inOld[newLines[$0]] }
    removed = Array(repeating: true, count: oldLines.count)
    inserted = Array(repeating: true, count: newLines.count)
    var aligner = Aligner(
      a: oldShared.map { oldLines[$0] }, b: newShared.map { newLines[$0] }, distinctLines: identifiers.count)
    aligner.run { oldIndex, newIndex in
      removed[oldShared[oldIndex]] = false
      inserted[newShared[newIndex]] = false
    }
  }
}

/// A part of the two texts still to align: lines `a` of old against lines `b` of new.
private struct Region {
  var a: Range<Int>
  var b: Range<Int>
}

private struct Aligner {
  let a: [Int]
  let b: [Int]
  /// Per distinct line: how often it occurs in the region being looked at on each side, and
  /// where on the old side; reset after each region through `touched`.
  private var countA: [Int32]
  private var countB: [Int32]
  private var positionA: [Int]
  private var touched: [Int] = []

  init(a: [Int], b: [Int], distinctLines: Int) {
    self.a = a
    self.b = b
    countA = Array(repeating: 0, count: distinctLines)
    countB = Array(repeating: 0, count: distinctLines)
    positionA = Array(repeating: 0, count: distinctLines)
  }

  /// Calls `keep` with every pair of matched lines.
  mutating func run(_ keep: (Int, Int) -> Void) {
    var regions = [Region(a: 0..<a.count, b: 0..<b.count)]
    while var region = regions.popLast() {
      while !region.a.isEmpty, !region.b.isEmpty, a[region.a.lowerBound] == b[region.b.lowerBound] {
        keep(region.a.lowerBound, region.b.lowerBound)
        region.a = region.a.dropFirst()
        region.b = region.b.dropFirst()
      }
      while !region.a.isEmpty, !region.b.isEmpty, a[region.a.upperBound - 1] == b[region.b.upperBound - 1] {
        keep(region.a.upperBound - 1, region.b.upperBound - 1)
        region.a = region.a.dropLast()
        region.b = region.b.dropLast()
      }
      guard !region.a.isEmpty, !region.b.isEmpty else { continue }
      var split = middleOfShortestEdit(in: region, upTo: LineAlignment.minimalEditLimit)
      if case .tooManyEdits(let furthestOld, let furthestNew) = split {
        let anchors = uniqueAnchors(in: region)
        if !anchors.isEmpty {
          var oldStart = region.a.lowerBound
          var newStart = region.b.lowerBound
          for (oldIndex, newIndex) in anchors {
            keep(oldIndex, newIndex)
            regions.append(Region(a: oldStart..<oldIndex, b: newStart..<newIndex))
            oldStart = oldIndex + 1
            newStart = newIndex + 1
          }
          regions.append(Region(a: oldStart..<region.a.upperBound, b: newStart..<region.b.upperBound))
          continue
        }
        split = .at(old: furthestOld, new: furthestNew)
      }
      // A region whose sides share no line is removed and inserted whole. (A split at a corner
      // would not make the region smaller; it cannot happen once equal ends are kept.)
      guard case .at(let oldSplit, let newSplit) = split,
        (oldSplit, newSplit) != (region.a.lowerBound, region.b.lowerBound),
        (oldSplit, newSplit) != (region.a.upperBound, region.b.upperBound)
      else { continue }
      regions.append(Region(a: region.a.lowerBound..<oldSplit, b: region.b.lowerBound..<newSplit))
      regions.append(Region(a: oldSplit..<region.a.upperBound, b: newSplit..<region.b.upperBound))
    }
  }

  // MARK: - Patience anchors

  /// The longest sequence of lines that occur once on each side of `region`, in the same order
  /// on both sides, as (old index, new index) pairs in increasing order.
  private mutating func uniqueAnchors(in region: Region) -> [(Int, Int)] {
    for index in region.a {
      let line = a[index]
      if countA[line] == 0 && countB[line] == 0 { touched.append(line) }
      countA[line] += 1
      positionA[line] = index
    }
    for index in region.b {
      let line = b[index]
      if countA[line] == 0 && countB[line] == 0 { touched.append(line) }
      countB[line] += 1
    }
    // Candidates (new, old) in new order; their old positions may go up and down.
    var candidates: [(Int, Int)] = []
    for index in region.b where countA[b[index]] == 1 && countB[b[index]] == 1 {
      candidates.append((index, positionA[b[index]]))
    }
    for line in touched {
      countA[line] = 0
      countB[line] = 0
    }
    touched.removeAll(keepingCapacity: true)
    // In new order, the longest run whose old positions increase too.
    return PatienceSorting.longestIncreasingRun(candidates).map { ($0.1, $0.0) }
  }

  // MARK: - Myers

  private enum Split {
    /// A shortest edit script passes through old index `old`, new index `new`.
    case at(old: Int, new: Int)
    /// The sides share no line.
    case nothingShared
    /// Every script takes more than the edits allowed; the search from the start got furthest at
    /// old index `old`, new index `new`.
    case tooManyEdits(old: Int, new: Int)
  }

  /// Where a shortest edit script of `region` crosses its middle, found by searching from both
  /// ends at once in linear space, when it takes at most about `limit` edits.
  private func middleOfShortestEdit(in region: Region, upTo limit: Int) -> Split {
    let n = region.a.count
    let m = region.b.count
    let oldBase = region.a.lowerBound
    let newBase = region.b.lowerBound
    let maxD = (n + m + 1) / 2
    // A search stopped at `limit` never reaches diagonals beyond it.
    let offset = min(maxD, limit / 2 + 1)
    var forward = Array(repeating: -1, count: 2 * offset + 2)
    var backward = forward
    forward[offset + 1] = 0
    backward[offset + 1] = 0
    let delta = n - m
    let checksForward = delta % 2 != 0
    // Diagonals that ran off the grid on one side are not extended again.
    var forwardStart = 0
    var forwardEnd = 0
    var backwardStart = 0
    var backwardEnd = 0
    var furthest = (x: 0, y: 0)
    for d in 0..<maxD {
      // Each direction has made `d` edits: a script found from here on takes about `2 * d`.
      if d > limit / 2 { return .tooManyEdits(old: oldBase + furthest.x, new: newBase + furthest.y) }
      for k in stride(from: -d + forwardStart, through: d - forwardEnd, by: 2) {
        let index = offset + k
        var x =
          (k == -d || (k != d && forward[index - 1] < forward[index + 1])) ? forward[index + 1] : forward[index - 1] + 1
        var y = x - k
        while x < n && y < m && a[oldBase + x] == b[newBase + y] {
          x += 1
          y += 1
        }
        forward[index] = x
        if x <= n && y <= m && x + y > furthest.x + furthest.y { furthest = (x, y) }
        if x > n {
          forwardEnd += 2
        } else if y > m {
          forwardStart += 2
        } else if checksForward {
          let other = offset + delta - k
          if other >= 0 && other < forward.count && backward[other] != -1 && x >= n - backward[other] {
            return .at(old: oldBase + x, new: newBase + y)
          }
        }
      }
      for k in stride(from: -d + backwardStart, through: d - backwardEnd, by: 2) {
        let index = offset + k
        var x =
          (k == -d || (k != d && backward[index - 1] < backward[index + 1]))
          ? backward[index + 1] : backward[index - 1] + 1
        var y = x - k
        while x < n && y < m && a[oldBase + n - x - 1] == b[newBase + m - y - 1] {
          x += 1
          y += 1
        }
        backward[index] = x
        if x > n {
          backwardEnd += 2
        } else if y > m {
          backwardStart += 2
        } else if !checksForward {
          let other = offset + delta - k
          if other >= 0 && other < forward.count && forward[other] != -1 {
            let forwardX = forward[other]
            let forwardY = forwardX - (other - offset)
            if forwardX >= n - x {
              return .at(old: oldBase + forwardX, new: newBase + forwardY)
            }
          }
        }
      }
    }
    return .nothingShared
  }
}
