/// One lexical token of a Swift source file: what it is and exactly which bytes it covers.
///
/// Tokens never overlap and never leave gaps: joining the bytes of all tokens of a file gives back
/// the file, byte for byte.
///
/// ```swift
/// let tokens = Tokenizer.tokenize(Array("f(1)".utf8))
/// // identifier "f" 1:1, leftParen 1:2, number "1" 1:3, rightParen 1:4
/// ```
package struct Token: Hashable, Sendable {
  // Stored in 32 bits (20 bytes a token instead of 48): a large file has about one token per 5
  // bytes, and a smaller token array stays below glibc's mmap threshold, so tokenizing does not
  // page-fault fresh memory on every call. Offsets, lengths, lines and columns beyond 4 GiB are
  // clamped (no Swift source file comes near that).
  private var start: UInt32
  private var length: UInt32
  private var storedLine: UInt32
  private var storedColumn: UInt32

  /// What the token is.
  package var kind: TokenKind
  /// `false` when the construct (string, comment, regex) is not closed. A one-line construct then
  /// ends before its line break, where the compiler resumes reading too; a multi-line string or a
  /// block comment runs to the end of the file.
  package var isTerminated: Bool

  /// The token's bytes, as offsets into the file's UTF-8 bytes.
  package var range: Range<Int> {
    get { Int(start)..<(Int(start) + Int(length)) }
    set {
      start = UInt32(clamping: newValue.lowerBound)
      length = UInt32(clamping: newValue.count)
    }
  }
  /// The 1-based line of the token's first byte, as Swift's `#line` counts it (see ``LineTable``).
  package var line: Int {
    get { Int(storedLine) }
    set { storedLine = UInt32(clamping: newValue) }
  }
  /// The 1-based column of the token's first byte, as Swift's `#column` counts it: in UTF-8 bytes
  /// (a tab is one byte) from the line's start or from the last lone carriage return.
  package var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = UInt32(clamping: newValue) }
  }

  /// Creates a token.
  package init(kind: TokenKind, range: Range<Int>, line: Int, column: Int, isTerminated: Bool = true) {
    self.kind = kind
    self.start = UInt32(clamping: range.lowerBound)
    self.length = UInt32(clamping: range.count)
    self.storedLine = UInt32(clamping: line)
    self.storedColumn = UInt32(clamping: column)
    self.isTerminated = isTerminated
  }
}

/// The kinds of token the tokenizer tells apart.
///
/// Keywords, string literals and operators are not split further: code that needs to know which
/// keyword or operator a token is reads its bytes.
package enum TokenKind: Hashable, Sendable {
  /// The UTF-8 byte order mark `EF BB BF` at the start of the file.
  case byteOrderMark
  /// `#!…` on the first line, up to (not including) the line break.
  case shebang
  /// Spaces, tabs, vertical tabs, form feeds and NUL bytes, without line breaks.
  case whitespace
  /// One line break: LF, CRLF or a lone CR (which ends the line for the parser but, as for
  /// `#line`, starts no new line number).
  case newline
  /// `// …` up to (not including) the line break.
  case lineComment
  /// `/// …` up to (not including) the line break.
  case docLineComment
  /// `/* … */`, nested comments included.
  case blockComment
  /// `/** … */`, nested comments included.
  case docBlockComment
  /// A name: `foo`, `$0`, `$value`, `café`, `😀`.
  case identifier
  /// A reserved word such as `let`, `func`, `try`, `await`, `self`, `init`.
  case keyword
  /// A name in backticks: `` `default` ``, `` `test name` ``.
  case backtickedIdentifier
  /// An integer or floating-point literal: `42`, `0x1F`, `1_000`, `1.5e-3`, `0x1p4`.
  case number
  /// A string literal of any form (`"…"`, `"""…"""`, `#"…"#`, `#"""#`, and `'…'`, which the
  /// compiler reads as a string and rejects), interpolations included.
  case stringLiteral
  /// A regex literal: `#/…/#` (any number of `#`) or a bare `/…/` where the compiler reads one.
  case regexLiteral
  /// `#if`, `#elseif`, `#else`, `#endif` or `#sourceLocation`.
  case compilerDirective
  /// Any other `#name`: `#line`, `#file`, `#selector`, `#available`, macro expansions.
  case poundKeyword
  /// `(`
  case leftParen
  /// `)`
  case rightParen
  /// `{`
  case leftBrace
  /// `}`
  case rightBrace
  /// `[`
  case leftBracket
  /// `]`
  case rightBracket
  /// `,`
  case comma
  /// `:`
  case colon
  /// `;`
  case semicolon
  /// A single `.` (member access); `...` and `..<` are operators.
  case period
  /// `@`
  case at
  /// `#` that starts nothing else; a run of them is one token up to its last `#`.
  case pound
  /// `\`, as in key paths `\Person.name`.
  case backslash
  /// An operator: `+`, `==`, `/=`, `->`, `?`, `!`, `...`, `..<`, `.*`, `&`. A `!` or `?` glued to
  /// what precedes it is one of its own (`x!.y`, `Int??`).
  case `operator`
  /// A byte that starts no Swift token (a control character, a backtick with no partner on its
  /// line).
  case unknown

  /// Whether the token carries no meaning for the parser: whitespace, line breaks, comments,
  /// the byte order mark and the shebang line.
  package var isTrivia: Bool {
    switch self {
    case .byteOrderMark, .shebang, .whitespace, .newline, .lineComment, .docLineComment, .blockComment,
      .docBlockComment:
      return true
    default:
      return false
    }
  }
}
