/// How a source file indents, so new snapshot closures look like the code around them.
package enum Indentation {
  /// The indentation unit of `file`: `"\t"` when most indented lines start with a tab, else the
  /// most common step by which the indentation of consecutive lines grows, as spaces (4 when the
  /// file gives no evidence). Lines that start inside one of `texts` (the byte ranges of the file's
  /// comments and string literals, in order) are text, not code, and do not count.
  ///
  /// ```swift
  /// CallLocator(SourceFile(bytes: Array("func f() {\n  g()\n}\n".utf8))).indentationUnit  // "  "
  /// ```
  static func unit(of file: SourceFile, texts: [Range<Int>]) -> String {
    let bytes = file.bytes
    var tabLines = 0
    var spaceLines = 0
    var steps = [Int](repeating: 0, count: 9)
    var previousWidth: Int?
    // The first text that ends after the current line's start; lines are visited in order.
    var text = 0
    for lineStart in file.lines.starts {
      while text < texts.count, texts[text].upperBound <= lineStart { text += 1 }
      if text < texts.count, texts[text].lowerBound < lineStart { continue }
      var index = lineStart
      while index < bytes.count, bytes[index] == ASCII.space || bytes[index] == ASCII.tab { index += 1 }
      guard index < bytes.count, !ASCII.isLineBreak(bytes[index]) else { continue }
      let width = index - lineStart
      if width > 0 && bytes[lineStart] == ASCII.tab { tabLines += 1 } else if width > 0 { spaceLines += 1 }
      if let previousWidth, width > previousWidth, width - previousWidth < steps.count {
        steps[width - previousWidth] += 1
      }
      previousWidth = width
    }
    if tabLines > spaceLines { return "\t" }
    var best = 0
    for step in 1..<steps.count where steps[step] > (best == 0 ? 0 : steps[best]) { best = step }
    return String(repeating: " ", count: best == 0 ? 4 : best)
  }

  /// The spaces and tabs at the start of the line holding byte `offset` of `file`. A lone carriage
  /// return starts that line, as it does in editors (Swift's `#line` does not count it, but its
  /// `#column` restarts there).
  static func leadingWhitespace(ofLineHolding offset: Int, in file: SourceFile) -> String {
    let start = offset - file.lines.column(of: offset) + 1
    var index = start
    while index < file.bytes.count, file.bytes[index] == ASCII.space || file.bytes[index] == ASCII.tab { index += 1 }
    return String(decoding: file.bytes[start..<index], as: UTF8.self)
  }

  /// The spaces and tabs before byte `offset` when only they separate it from the start of its line,
  /// else `nil`.
  static func whitespaceBefore(_ offset: Int, ifFirstOnLineIn file: SourceFile) -> String? {
    var start = offset
    while start > 0, file.bytes[start - 1] == ASCII.space || file.bytes[start - 1] == ASCII.tab { start -= 1 }
    guard start == 0 || ASCII.isLineBreak(file.bytes[start - 1]) else { return nil }
    return String(decoding: file.bytes[start..<offset], as: UTF8.self)
  }
}
