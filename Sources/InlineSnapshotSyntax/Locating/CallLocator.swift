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
/// ``SyntaxError`` naming `file:line:column`.
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
  ) throws(SyntaxError) -> LocatedSnapshot {
    let call = try call(line: line, column: column)
    try call.checkFunction(function)
    return try call.snapshot(for: descriptor)
  }

  /// The call Swift reported at `line`, `column`, read once: its closures are selected from it
  /// without reading the file again.
  package func call(line: Int, column: Int) throws(SyntaxError) -> LocatedCall {
    try checkFileIsSupported()
    let place = ReportedLocation(file: file, line: line, column: column)
    let start = try callStart(line: line, column: column, place: place)
    return LocatedCall(syntax: try CallSyntax(locator: self, start: start, place: place), start: start, place: place)
  }

  /// The significant token at `line`, `column` as Swift counts them. A line holding lone carriage
  /// returns (Swift restarts the column after one without starting a line) can have that column
  /// more than once: then the single `(` or `{` among the places is the call, and two are refused.
  private func callStart(line: Int, column: Int, place: ReportedLocation) throws(SyntaxError) -> Int {
    // No column lies past the end of the file (and a larger one would overflow the offsets).
    let offsets = column <= file.bytes.count ? file.lines.offsets(line: line, column: column) : []
    let starts = offsets.compactMap {
      index.significantIndex(startingAt: $0, in: file.tokens)
    }
    if starts.count > 1 {
      let openers = starts.filter { kind($0) == .leftParen || kind($0) == .leftBrace }
      if openers.count == 1 { return openers[0] }
      if openers.count > 1 {
        throw place.error(.openersAtOneColumn(count: openers.count))
      }
    }
    guard let start = starts.first else { throw noCall(at: offsets, place: place) }
    return start
  }

  /// Why no token starts at the reported place. A call inside a string interpolation is reported
  /// inside the string's token: a call the rewriter cannot edit there. Anywhere else no valid
  /// reading of the file has a call: it is not the file the tests were built from.
  private func noCall(at offsets: [Int], place: ReportedLocation) -> SyntaxError {
    for offset in offsets {
      if let token = index.token(containing: offset, in: file.tokens), token.kind == .stringLiteral,
        Tokenizer.interpolation(of: token, in: file.bytes, holds: offset)
      {
        return place.error(.callInInterpolation)
      }
    }
    return place.error(.noCall)
  }

  private func checkFileIsSupported() throws(SyntaxError) {
    // Tokens keep 32-bit offsets; past that their positions would be clamped, never trusted.
    guard file.bytes.count < Int(UInt32.max) else { throw SyntaxError(.tooLarge(bytes: file.bytes.count), in: file) }
    if let directive = index.sourceLocation { throw SyntaxError(.sourceLocation, in: file, line: directive.line) }
    if let token = index.unterminated {
      throw SyntaxError(.unterminated(token.kind), in: file, line: token.line, column: token.column)
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
    for position in (index.significant[first] + 1)..<index.significant[last] where file.tokens[position].kind.isComment
    {
      return file.tokens[position]
    }
    return nil
  }

  /// Whether nothing (not even a space) separates a token from the one before it.
  func isAttachedToPrevious(_ significantIndex: Int) -> Bool {
    significantIndex > 0 && token(significantIndex - 1).range.upperBound == token(significantIndex).range.lowerBound
  }
}
