/// Where each line of a file starts. LF, CRLF and a lone CR each end a line, as in Swift.
public struct LineTable: Hashable, Sendable {
  /// The byte offset of the first byte of each line; `starts[0]` is line 1 and is always 0.
  public let starts: [Int]

  /// Builds the table for `bytes`.
  public init(_ bytes: [UInt8]) {
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == ASCII.carriageReturn, index < bytes.count, bytes[index] == ASCII.lineFeed { index += 1 }
      if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { starts.append(index) }
    }
    self.starts = starts
  }

  /// The number of lines (a file ending in a line break has an empty last line).
  public var count: Int { starts.count }

  /// The 1-based line holding byte `offset`.
  public func line(of offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The byte offset where 1-based `line` starts, or `nil` past the last line.
  public func start(ofLine line: Int) -> Int? {
    line >= 1 && line <= starts.count ? starts[line - 1] : nil
  }
}
