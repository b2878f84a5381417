/// Evaluates a string-literal token the way the Swift compiler does, without a compiler.
///
/// Handles `"…"` and `"""…"""`, raw delimiters (`#"…"#` with any number of `#`), the escapes
/// `\0 \\ \t \n \r \" \' \u{…}` (written `\#n` and so on in raw literals), multi-line indentation
/// stripping (by the closing delimiter's indentation), line continuations (`\` at the end of a
/// line) and line breaks (LF, CRLF and CR all evaluate to `"\n"`).
///
/// ```swift
/// let file = SourceFile(bytes: Array(#"x = "a\tb""#.utf8))
/// try LiteralDecoder.decode(file.tokens[4], in: file)  // "a\tb"
/// ```
///
/// A literal with interpolation has no fixed value: decoding it throws `.unsupportedSyntax`.
package enum LiteralDecoder {
  /// The value of the string literal `literal`, a token of `file`.
  package static func decode(_ literal: Token, in file: SourceFile) throws(SourceError) -> String {
    let failure = { (reason: String) in
      SourceError(
        .unsupportedSyntax,
        "The string literal at \(file.displayPath):\(literal.line):\(literal.column) \(reason).",
        file: file.path, line: literal.line)
    }
    guard literal.kind == .stringLiteral, literal.isTerminated else {
      throw failure("is not a complete string literal")
    }
    let parser = LiteralParser(bytes: file.bytes, range: literal.range)
    switch parser.parse() {
    case .success(let value):
      return value
    case .failure(let reason):
      throw failure(reason.description)
    }
  }
}

/// Why a literal has no value the decoder can compute.
enum LiteralProblem: Error, CustomStringConvertible {
  case interpolation
  case invalidEscape
  case contentOnOpeningLine
  case contentOnClosingLine
  case insufficientIndentation(line: Int)
  case malformedDelimiters

  var description: String {
    switch self {
    case .interpolation:
      "contains interpolation, so its value is only known at run time; write the snapshot as a plain literal"
    case .invalidEscape: "contains an escape sequence Swift does not accept"
    case .contentOnOpeningLine: "has text after its opening \"\"\", which Swift does not accept"
    case .contentOnClosingLine: "has text before its closing \"\"\", which Swift does not accept"
    case .insufficientIndentation(let line):
      "has a line (\(line) lines below its start) indented less than its closing delimiter"
    case .malformedDelimiters: "has delimiters the decoder does not understand"
    }
  }
}
