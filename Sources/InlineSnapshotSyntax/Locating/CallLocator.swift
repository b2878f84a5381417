/// Finds the snapshot closure of a call from the line and column Swift reported for it.
///
/// Swift's `#column` for a call is its `(`, or its first `{` when it is written with trailing
/// closures only (`f(1)` → the `(`; `f { }` → the `{`; `api⏎  .expect { }` → the `{`). From there
/// the locator reads the argument list, the trailing closures (unlabeled first, then `label: { }`)
/// and closure arguments (`matches: { }`), and picks the one a ``ClosureDescriptor`` names:
///
/// ```swift
/// let file = SourceFile(bytes: Array("assertThing(x) { 1 } matches: { \"a\" }".utf8))
/// let located = try CallLocator(file).locate(
///   line: 1, column: 12, descriptor: ClosureDescriptor(trailingClosureOffset: 1))
/// located.closure?.literal  // "a"
/// ```
///
/// It never guesses: a location that is not a call, a call whose closure cannot be told apart,
/// a file with `#sourceLocation` or with constructs the tokenizer could not close all throw a
/// ``SourceError`` naming `file:line:column`.
package struct CallLocator: Sendable {
  let file: SourceFile
  let index: TokenIndex
  /// The file's indentation unit (see ``Indentation/unit(of:texts:)``), for the literals written into it.
  let indentationUnit: String

  /// Prepares `file` for any number of lookups (tokens are indexed once).
  package init(_ file: SourceFile) {
    self.file = file
    self.index = TokenIndex(file)
    self.indentationUnit = Indentation.unit(of: file, texts: index.texts)
  }

  /// The snapshot closure that `descriptor` names in the call Swift reported at `line`, `column`
  /// (1-based; the column counts UTF-8 bytes), or where a new one must be inserted.
  ///
  /// With a `function` (what `#function` said at the call), the call must lie in that function
  /// when the file declares it (see ``LocatedCall/checkFunction(_:)``).
  package func locate(
    line: Int, column: Int, descriptor: ClosureDescriptor, function: String = ""
  ) throws(SourceError) -> LocatedSnapshot {
    let call = try call(line: line, column: column)
    try call.checkFunction(function)
    return try call.snapshot(for: descriptor)
  }

  /// The call Swift reported at `line`, `column`, read once: its closures are selected from it
  /// without reading the file again.
  package func call(line: Int, column: Int) throws(SourceError) -> LocatedCall {
    try checkFileIsSupported()
    let place = ReportedLocation(file: file, line: line, column: column)
    let start = try callStart(line: line, column: column, place: place)
    return LocatedCall(syntax: try CallSyntax(locator: self, start: start, place: place), start: start, place: place)
  }

  /// The significant token at `line`, `column` as Swift counts them. A line holding lone carriage
  /// returns (Swift restarts the column after one without starting a line) can have that column
  /// more than once: then the single `(` or `{` among the places is the call, and two are refused.
  private func callStart(line: Int, column: Int, place: ReportedLocation) throws(SourceError) -> Int {
    // No column lies past the end of the file (and a larger one would overflow the offsets).
    let offsets = column <= file.bytes.count ? file.lines.offsets(line: line, column: column) : []
    let starts = offsets.compactMap {
      index.significantIndex(startingAt: $0, in: file.tokens)
    }
    if starts.count > 1 {
      let openers = starts.filter { kind($0) == .leftParen || kind($0) == .leftBrace }
      if openers.count == 1 { return openers[0] }
      if openers.count > 1 {
        throw place.error(
          .ambiguousCall,
          "\(openers.count) places at this line and column open a call: the line holds carriage returns that Swift "
            + "does not count as line breaks (it only restarts the column after them), so they cannot be told "
            + "apart. Nothing was written; use LF or CRLF line endings, or write the snapshot by hand."
        )
      }
    }
    guard let start = starts.first else { throw noCall(at: offsets, place: place) }
    return start
  }

  /// Why no token starts at the reported place. A call inside a string interpolation is reported
  /// inside the string's token: a call the rewriter cannot edit there. Anywhere else no valid
  /// reading of the file has a call: it is not the file the tests were built from.
  private func noCall(at offsets: [Int], place: ReportedLocation) -> SourceError {
    for offset in offsets {
      if let token = index.token(containing: offset, in: file.tokens), token.kind == .stringLiteral,
        Tokenizer.interpolation(of: token, in: file.bytes, holds: offset)
      {
        return place.error(
          .unsupportedSyntax,
          "the call is inside a string interpolation (`\\(…)`), where the snapshot rewriter does not edit calls. "
            + "Nothing was written; move the assertion out of the string (for example into a variable the string "
            + "interpolates), or write the snapshot by hand."
        )
      }
    }
    return place.error(
      .callNotFound,
      "no call starts here, and Swift reports a call at its `(`, or at its first `{` when it has only trailing "
        + "closures: the file changed since the tests were built. Nothing was written; run the tests again so they "
        + "are rebuilt from the current file."
    )
  }

  private func checkFileIsSupported() throws(SourceError) {
    // Tokens keep 32-bit offsets; past that their positions would be clamped, never trusted.
    guard file.bytes.count < Int(UInt32.max) else {
      throw SourceError(
        .unsupportedSyntax,
        "\(file.displayPath) is \(file.bytes.count) bytes, more than the snapshot rewriter reads (4 GiB). Nothing "
          + "was written; write the snapshot by hand.",
        file: file.path)
    }
    if let directive = index.sourceLocation {
      throw SourceError(
        .sourceLocationDirective,
        "\(file.displayPath):\(directive.line): the file uses #sourceLocation, so the lines Swift reports may not "
          + "be lines of this file. Nothing was written; remove the directive or write the snapshot by hand.",
        file: file.path, line: directive.line)
    }
    if let token = index.unterminated {
      throw SourceError(
        .unsupportedSyntax,
        "\(file.displayPath):\(token.line):\(token.column): this \(token.kind) is not closed as far as the "
          + "snapshot rewriter can tell, so it will not edit the file. Write the snapshot by hand, or report the "
          + "construct as a bug.",
        file: file.path, line: token.line)
    }
  }

  // MARK: Token access by significant index

  func token(_ significantIndex: Int) -> Token {
    file.tokens[index.significant[significantIndex]]
  }

  func kind(_ significantIndex: Int) -> TokenKind? {
    significantIndex >= 0 && significantIndex < index.significant.count ? token(significantIndex).kind : nil
  }

  func text(_ significantIndex: Int) -> String {
    file.text(of: token(significantIndex))
  }

  func partner(_ significantIndex: Int) -> Int? {
    let partner = index.matching[significantIndex]
    return partner >= 0 ? partner : nil
  }

  /// The first comment token strictly between two significant tokens.
  func firstComment(between first: Int, and last: Int) -> Token? {
    for position in (index.significant[first] + 1)..<index.significant[last] {
      switch file.tokens[position].kind {
      case .lineComment, .docLineComment, .blockComment, .docBlockComment: return file.tokens[position]
      default: continue
      }
    }
    return nil
  }

  /// Whether nothing (not even a space) separates a token from the one before it.
  func isAttachedToPrevious(_ significantIndex: Int) -> Bool {
    significantIndex > 0 && token(significantIndex - 1).range.upperBound == token(significantIndex).range.lowerBound
  }
}
