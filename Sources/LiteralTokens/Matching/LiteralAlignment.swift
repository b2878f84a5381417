/// How the lines of a literal line up with an actual text's: the steps of a line diff in which a
/// line a matcher accepted is kept (context), not a change.
///
/// ```swift
/// MatcherPattern("a\n<any Number>\nb", kinds: MatcherKind.builtIns).alignment(with: "a\n12\nc").steps
/// // [.kept(literalLine: 0, actualLines: 0..<1), .kept(literalLine: 1, actualLines: 1..<2),
/// //  .removed(literalLine: 2), .added(actualLine: 2)]
/// ```
package struct LiteralAlignment: Equatable, Sendable {
  /// One step, in the order of both texts.
  package enum Step: Equatable, Sendable {
    /// The literal line matches these actual lines (one, or zero or more for a `…` line).
    case kept(literalLine: Int, actualLines: Range<Int>)
    /// The literal line matches no actual line here.
    case removed(literalLine: Int)
    /// The actual line no literal line matches.
    case added(actualLine: Int)
  }

  /// Whether the whole actual text matches the literal (every step is ``Step/kept(literalLine:actualLines:)``).
  package var matches: Bool
  /// The steps, covering every literal line and every actual line once, in order.
  package var steps: [Step]
}

/// An actual text split into lines.
struct ActualText {
  let text: String
  let lines: [Range<Int>]

  init(_ text: String) {
    self.text = text
    lines = LineSplit.lines(of: text)
  }

  /// `body` with the matching of `pattern` against this text.
  func withMatching<Result>(_ pattern: MatcherPattern, _ body: (LiteralMatching) -> Result) -> Result {
    pattern.text.withBytes { literal in
      text.withBytes { actual in
        let lineBreaks = UnsafeMutableBufferPointer<LiteralMatching.LineBreaks>.allocate(capacity: lines.count)
        lineBreaks.initialize(repeating: .unknown)
        defer { lineBreaks.deallocate() }
        return body(
          LiteralMatching(
            pattern: pattern, literal: literal, actual: actual, actualLines: lines, lineBreaks: lineBreaks))
      }
    }
  }
}
