/// The anchors of a patience diff, shared by the line diff and the matcher's alignment.
package enum PatienceSorting {
  /// The longest run of `pairs`, in their order, whose second elements increase too (patience
  /// sorting: O(n log n)).
  ///
  /// ```swift
  /// PatienceSorting.longestIncreasingRun([(0, 2), (1, 0), (2, 1), (3, 3)])  // [(1, 0), (2, 1), (3, 3)]
  /// ```
  package static func longestIncreasingRun(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
    // tops[k]: the position of the pair ending the best run of length k + 1 found so far.
    var tops: [Int] = []
    var before = Array(repeating: -1, count: pairs.count)
    for (position, pair) in pairs.enumerated() {
      var low = 0
      var high = tops.count
      while low < high {
        let middle = (low + high) / 2
        if pairs[tops[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
      }
      if low > 0 { before[position] = tops[low - 1] }
      if low == tops.count { tops.append(position) } else { tops[low] = position }
    }
    var run: [(Int, Int)] = []
    var position = tops.last ?? -1
    while position >= 0 {
      run.append(pairs[position])
      position = before[position]
    }
    return run.reversed()
  }
}
