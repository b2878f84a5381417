/// Lines and columns as the compiler counts them for `#line` and `#column`.
///
/// Only a line feed (alone or in CRLF) ends a line. A lone carriage return does not, but the
/// column restarts after it: in `a()⏎b()` with a lone CR for `⏎`, both calls are on line 1 and
/// both `(` are at column 2. Columns count UTF-8 bytes from 1 (a tab is one byte, a byte order
/// mark three).
package struct LineTable: Hashable, Sendable {
  /// The byte offset of the first byte of each line; `starts[0]` is line 1 and is always 0.
  package let starts: [Int]
  /// The byte offset right after each lone carriage return (one not followed by a line feed),
  /// where columns restart within a line.
  package let columnRestarts: [Int]

  /// Builds the table for `bytes`.
  package init(_ bytes: [UInt8]) {
    (starts, columnRestarts) = bytes.withUnsafeBufferPointer(Self.scan)
  }

  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> ([Int], [Int]) {
    var starts = [0]
    var restarts: [Int] = []
    starts.reserveCapacity(bytes.count / 32 + 1)
    func note(_ index: Int) {
      switch bytes[index] {
      case ASCII.lineFeed:
        starts.append(index + 1)
      case ASCII.carriageReturn where index + 1 == bytes.count || bytes[index + 1] != ASCII.lineFeed:
        restarts.append(index + 1)
      default:
        break
      }
    }
    var index = 0
    if let base = bytes.baseAddress {
      // Eight bytes at a time, looking closer only at words that hold a line break.
      while index + 8 <= bytes.count {
        if Self.containsLineBreak(UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
          for byte in index..<(index + 8) { note(byte) }
        }
        index += 8
      }
    }
    while index < bytes.count {
      note(index)
      index += 1
    }
    return (starts, restarts)
  }

  /// Whether a byte of `word` is a line feed or a carriage return: a byte equal to `b` is a zero
  /// byte of `word ^ (b × 0x01…01)`, and `(x - 0x01…01) & ~x & 0x80…80` is non-zero exactly when
  /// `x` has a zero byte.
  private static func containsLineBreak(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let lineFeeds = word ^ (ones &* UInt64(ASCII.lineFeed))
    let carriageReturns = word ^ (ones &* UInt64(ASCII.carriageReturn))
    return ((lineFeeds &- ones) & ~lineFeeds | (carriageReturns &- ones) & ~carriageReturns) & highBits != 0
  }

  /// The number of lines (a file ending in a line feed has an empty last line).
  package var count: Int { starts.count }

  /// The 1-based line holding byte `offset`.
  package func line(of offset: Int) -> Int {
    Self.lastIndex(in: starts, notAfter: offset).map { $0 + 1 } ?? 1
  }

  /// The 1-based column of byte `offset`: its distance from the start of its line or from the
  /// last lone carriage return before it, whichever is nearer.
  package func column(of offset: Int) -> Int {
    var base = starts[line(of: offset) - 1]
    if let restart = Self.lastIndex(in: columnRestarts, notAfter: offset) { base = max(base, columnRestarts[restart]) }
    return offset - base + 1
  }

  /// The byte offset where 1-based `line` starts, or `nil` past the last line.
  package func start(ofLine line: Int) -> Int? {
    line >= 1 && line <= starts.count ? starts[line - 1] : nil
  }

  /// Every byte offset the compiler would report as `line`, `column`: one, unless lone carriage
  /// returns split the line, when each part of the line long enough holds one.
  package func offsets(line: Int, column: Int) -> [Int] {
    guard column >= 1, let start = start(ofLine: line) else { return [] }
    let end = line < starts.count ? starts[line] : Int.max
    var partStarts = [start]
    var restart = Self.lastIndex(in: columnRestarts, notAfter: start).map { $0 + 1 } ?? 0
    while restart < columnRestarts.count, columnRestarts[restart] < end {
      if columnRestarts[restart] > start { partStarts.append(columnRestarts[restart]) }
      restart += 1
    }
    var offsets: [Int] = []
    for (index, partStart) in partStarts.enumerated() {
      // A part ends with its carriage return, which still has a column in that part.
      let partEnd = index + 1 < partStarts.count ? partStarts[index + 1] : end
      let offset = partStart + column - 1
      if offset < partEnd { offsets.append(offset) }
    }
    return offsets
  }

  /// The index of the last element of the sorted `offsets` that is not after `offset`.
  private static func lastIndex(in offsets: [Int], notAfter offset: Int) -> Int? {
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? low - 1 : nil
  }
}
