/// The plain-text table of all results, aligned in columns so documentation (the Performance article)
/// can quote it verbatim.
///
/// ```text
/// benchmark            n                median   min      max      4n/n
/// -------------------  ---------------  -------  -------  -------  ----
/// 1 dump n structs     25,000 structs   180 ms   176 ms   191 ms
///                      50,000           364 ms   355 ms   380 ms
///                      100,000          731 ms   720 ms   760 ms   4.06
/// ```
enum ResultTable {
  /// The table: a header, a rule, then one row per size of each benchmark, numbered in order; a
  /// benchmark that failed gets an `error:` line instead of its missing sizes.
  static func render(_ results: [BenchmarkResult]) -> String {
    var lines: [Line] = [.cells(["benchmark", "n", "median", "min", "max", "4n/n"]), .rule]
    for (number, result) in results.enumerated() {
      let title = "\(number + 1) \(result.benchmark.title)"
      for (index, row) in result.rows.enumerated() {
        let isLast = index == result.benchmark.sizes.count - 1
        lines.append(
          .cells([
            index == 0 ? title : "",
            Formatting.grouped(row.size) + (index == 0 ? " \(result.benchmark.unit)" : ""),
            Formatting.duration(row.timing.median),
            Formatting.duration(row.timing.min),
            Formatting.duration(row.timing.max),
            isLast ? result.growthRatio.map(Formatting.ratio) ?? "" : "",
          ]))
      }
      if let failure = result.failure {
        lines.append(.note(result.rows.isEmpty ? title : "", "error: \(failure)"))
      }
    }
    return align(lines)
  }

  private enum Line {
    case cells([String])
    case rule
    /// A first-column cell followed by free text that does not take part in the alignment.
    case note(String, String)
  }

  /// Pads every column to its widest cell, two spaces between columns, no trailing spaces.
  private static func align(_ lines: [Line]) -> String {
    var widths: [Int] = []
    for case .cells(let cells) in lines {
      for (column, cell) in cells.enumerated() {
        if column == widths.count { widths.append(0) }
        widths[column] = max(widths[column], cell.count)
      }
    }
    func join(_ cells: [String]) -> String {
      var text = ""
      for (column, cell) in cells.enumerated() {
        let isLast = column == cells.count - 1
        text += isLast ? cell : cell + String(repeating: " ", count: max(0, widths[column] - cell.count) + 2)
      }
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
    return lines.map { line in
      switch line {
      case .cells(let cells): return join(cells)
      case .rule: return join(widths.map { String(repeating: "-", count: $0) })
      case .note(let first, let text): return join([first, text])
      }
    }.joined(separator: "\n")
  }
}
