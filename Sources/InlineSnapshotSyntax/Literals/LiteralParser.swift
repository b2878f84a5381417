/// The byte-level work of ``LiteralDecoder``: delimiters, lines, indentation and escapes.
struct LiteralParser {
  let bytes: [UInt8]
  let range: Range<Int>

  func parse() -> Result<String, LiteralDecoder.Reason> {
    var pounds = 0
    while range.lowerBound + pounds < range.upperBound, bytes[range.lowerBound + pounds] == ASCII.pound { pounds += 1 }
    let quoteStart = range.lowerBound + pounds
    let isMultiline =
      quoteStart + 3 <= range.upperBound - pounds - 3
      && bytes[quoteStart] == ASCII.quote && bytes[quoteStart + 1] == ASCII.quote
      && bytes[quoteStart + 2] == ASCII.quote
    let quotes = isMultiline ? 3 : 1
    let contentStart = quoteStart + quotes
    let contentEnd = range.upperBound - pounds - quotes
    guard contentStart <= contentEnd else { return .failure(.malformedDelimiters) }
    var output: [UInt8] = []
    output.reserveCapacity(contentEnd - contentStart)
    do {
      if isMultiline {
        try decodeMultiline(contentStart..<contentEnd, pounds: pounds, into: &output)
      } else {
        _ = try decodeEscapes(contentStart..<contentEnd, pounds: pounds, allowsContinuation: false, into: &output)
      }
    } catch {
      return .failure(error)
    }
    return .success(String(decoding: output, as: UTF8.self))
  }

  /// Lines between the delimiters, less the closing delimiter's indentation, joined with `\n`.
  private func decodeMultiline(_ content: Range<Int>, pounds: Int, into output: inout [UInt8]) throws(LiteralDecoder
    .Reason)
  {
    let lines = splitLines(content)
    guard lines.count >= 2 else { throw .malformedDelimiters }
    guard let opening = lines.first, isBlank(opening) else { throw .contentOnOpeningLine }
    guard let closing = lines.last, isBlank(closing) else { throw .contentOnClosingLine }
    let indentation = bytes[closing]
    var joinsNextLine = false
    for (number, line) in lines.enumerated().dropFirst().dropLast() {
      if number > 1 && !joinsNextLine { output.append(ASCII.lineFeed) }
      let body: Range<Int>
      if bytes[line].starts(with: indentation) {
        body = (line.lowerBound + indentation.count)..<line.upperBound
      } else if isBlank(line) {
        body = line.upperBound..<line.upperBound
      } else {
        throw .insufficientIndentation(line: number)
      }
      joinsNextLine = try decodeEscapes(body, pounds: pounds, allowsContinuation: true, into: &output)
    }
  }

  /// The lines of `content`, without their line breaks.
  private func splitLines(_ content: Range<Int>) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = content.lowerBound
    var index = content.lowerBound
    while index < content.upperBound {
      let byte = bytes[index]
      if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
        lines.append(start..<index)
        index +=
          byte == ASCII.carriageReturn && index + 1 < content.upperBound && bytes[index + 1] == ASCII.lineFeed ? 2 : 1
        start = index
      } else {
        index += 1
      }
    }
    lines.append(start..<content.upperBound)
    return lines
  }

  private func isBlank(_ line: Range<Int>) -> Bool {
    bytes[line].allSatisfy { $0 == ASCII.space || $0 == ASCII.tab }
  }

  /// Appends the value of `text` (one line, or a whole single-line literal) to `output`. Returns
  /// whether the text ends with a line continuation (`\` then only spaces or tabs).
  private func decodeEscapes(
    _ text: Range<Int>, pounds: Int, allowsContinuation: Bool, into output: inout [UInt8]
  ) throws(LiteralDecoder.Reason) -> Bool {
    var index = text.lowerBound
    while index < text.upperBound {
      let byte = bytes[index]
      guard byte == ASCII.backslash, hasPounds(pounds, at: index + 1, before: text.upperBound) else {
        output.append(byte)
        index += 1
        continue
      }
      index += 1 + pounds
      guard index < text.upperBound else {
        if allowsContinuation { return true }
        throw .invalidEscape
      }
      switch bytes[index] {
      case 0x6E: output.append(ASCII.lineFeed)
      case 0x74: output.append(ASCII.tab)
      case 0x72: output.append(ASCII.carriageReturn)
      case 0x30: output.append(0)
      case ASCII.backslash, ASCII.quote, ASCII.singleQuote: output.append(bytes[index])
      case 0x75:
        index = try decodeUnicodeEscape(after: index, before: text.upperBound, into: &output)
        continue
      case ASCII.leftParen:
        throw .interpolation
      case ASCII.space where allowsContinuation, ASCII.tab where allowsContinuation:
        guard bytes[index..<text.upperBound].allSatisfy({ $0 == ASCII.space || $0 == ASCII.tab }) else {
          throw .invalidEscape
        }
        return true
      default:
        throw .invalidEscape
      }
      index += 1
    }
    return false
  }

  /// `\u{1F600}`: `index` is at the `u`; returns the index after the `}`.
  private func decodeUnicodeEscape(after index: Int, before end: Int, into output: inout [UInt8]) throws(LiteralDecoder
    .Reason)
    -> Int
  {
    guard index + 1 < end, bytes[index + 1] == ASCII.leftBrace else { throw .invalidEscape }
    var cursor = index + 2
    var value: UInt32 = 0
    var digits = 0
    while cursor < end, bytes[cursor] != ASCII.rightBrace {
      guard digits < 8, let digit = Self.hexValue(bytes[cursor]) else { throw .invalidEscape }
      value = value * 16 + digit
      digits += 1
      cursor += 1
    }
    guard cursor < end, digits > 0, let scalar = Unicode.Scalar(value) else { throw .invalidEscape }
    output.append(contentsOf: String(Character(scalar)).utf8)
    return cursor + 1
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }

  private func hasPounds(_ count: Int, at offset: Int, before end: Int) -> Bool {
    guard offset + count <= end else { return false }
    for index in offset..<(offset + count) where bytes[index] != ASCII.pound { return false }
    return true
  }
}
