/// An expected literal read for matching: each line plain text, text with matchers (`<any>`,
/// `<any Kind>`), or a `…` line, as the user wrote it (escaped tokens are text).
///
/// ```swift
/// let literal = "▿ Session\n  - id: <any UUID>\n  - token: \"<any>\"\n  …"
/// let pattern = MatcherPattern(literal, kinds: MatcherKind.builtIns)
/// pattern.matches("▿ Session\n  - id: 9F2C…\n  - token: \"abc\"\n  - user: 42")  // true
/// pattern.rerecorded(for: newActual)  // the literal, each line that still matches kept as written
/// ```
///
/// Both the literal and the actual text are compared as a literal holds them: the user's text
/// escaped, the toolkit's tokens as they are (the finished text of an assertion).
package struct MatcherPattern: Sendable {
  /// Why a literal can never match.
  package enum Reason: Equatable, Sendable {
    /// A `<any Name>` names no kind in scope; `known` are the kinds there are.
    case unknownKind(name: String, known: [String])
  }

  /// A part of a line with matchers.
  enum Segment: Sendable {
    /// The literal's own bytes, compared as they are.
    case text(Range<Int>)
    /// `<any>`: any text within the line.
    case any
    /// `<any Kind>`: one value of `kinds[index]`.
    case kind(Int)
  }

  /// What one literal line is.
  enum Line: Sendable {
    /// Text without matchers, compared byte for byte.
    case plain
    /// Text with at least one matcher: these of the pattern's segments; `kindFree` when its matchers
    /// are all `<any>` (so it is matched without sets of positions).
    case segments(Range<Int>, kindFree: Bool)
    /// A `…` line, indented `depth` bytes.
    case subtree(depth: Int)
    /// A line with a `<any Name>` of no known kind: it matches nothing.
    case unmatchable
  }

  /// The literal, as written.
  package let text: String
  /// Why this literal can never match; empty when it can.
  package let reasons: [Reason]
  /// Whether the literal holds any matcher; without one, matching is comparing the bytes.
  package let hasMatchers: Bool
  let lineRanges: [Range<Int>]
  let lines: [Line]
  /// The segments of the lines with matchers, one line's after another's.
  let segments: [Segment]
  let kinds: [MatcherKind]
  /// The runs of lines between `…` lines (some empty); one more than `subtrees`.
  let blocks: [Range<Int>]
  /// The `…` lines, in order.
  let subtrees: [Int]

  /// Reads `literal`, whose `<any Name>` matchers name some of `kinds`.
  package init(_ literal: String, kinds: [MatcherKind]) {
    var literal = literal
    let sites = literal.withUTF8 { TokenScan.sites(in: $0, protecting: []) }.filter {
      $0.escapes == 0 && ($0.kind == .matcher || $0.kind == .subtree)
    }
    text = literal
    lineRanges = LineSplit.lines(of: literal)
    self.kinds = kinds
    hasMatchers = !sites.isEmpty
    guard hasMatchers else {
      lines = Array(repeating: .plain, count: lineRanges.count)
      segments = []
      reasons = []
      blocks = [0..<lineRanges.count]
      subtrees = []
      return
    }
    var reasons: [Reason] = []
    var lines = Array(repeating: Line.plain, count: lineRanges.count)
    var segments: [Segment] = []
    var subtrees: [Int] = []
    var next = 0
    var lineIndex = 0
    while next < sites.count {
      lineIndex = Self.line(holding: sites[next].position - 1, in: lineRanges, from: lineIndex)
      let range = lineRanges[lineIndex]
      let first = segments.count
      var textStart = range.lowerBound
      var kindFree = true
      while next < sites.count, sites[next].position <= range.upperBound {
        let site = sites[next]
        next += 1
        if site.kind == .subtree {
          lines[lineIndex] = .subtree(depth: site.position - 3 - range.lowerBound)
          subtrees.append(lineIndex)
          continue
        }
        let start = site.position - 1
        if start > textStart { segments.append(.text(textStart..<start)) }
        textStart = site.end
        guard site.end - start > 5 else {
          segments.append(.any)
          continue
        }
        let name = literal.withBytes { String(decoding: $0[(start + 5)..<(site.end - 1)], as: UTF8.self) }
        kindFree = false
        if let index = kinds.firstIndex(where: { $0.name == name }) {
          segments.append(.kind(index))
        } else {
          lines[lineIndex] = .unmatchable
          let reason = Reason.unknownKind(name: name, known: kinds.map(\.name))
          if !reasons.contains(reason) { reasons.append(reason) }
        }
      }
      if case .plain = lines[lineIndex], segments.count > first {
        if range.upperBound > textStart { segments.append(.text(textStart..<range.upperBound)) }
        lines[lineIndex] = .segments(first..<segments.count, kindFree: kindFree)
      }
    }
    self.lines = lines
    self.segments = segments
    self.reasons = reasons
    self.subtrees = subtrees
    var blocks: [Range<Int>] = []
    var start = 0
    for subtree in subtrees {
      blocks.append(start..<subtree)
      start = subtree + 1
    }
    blocks.append(start..<lines.count)
    self.blocks = blocks
  }

  /// The index of the line of `lines` that holds `position`, at or after `start`: sites come in
  /// order, so walking on from the previous site's line costs at most one step per line in all.
  private static func line(holding position: Int, in lines: [Range<Int>], from start: Int) -> Int {
    var index = start
    while index < lines.count - 1, lines[index].upperBound < position { index += 1 }
    return index
  }

  /// Whether `actual` matches `literal`: equal texts without reading the literal (what comparing
  /// costs today), the literal read only when they differ.
  package static func matches(_ actual: String, literal: String, kinds: [MatcherKind]) -> Bool {
    literal.hasSameBytes(as: actual) || MatcherPattern(literal, kinds: kinds).matches(actual)
  }

  /// What an assertion records for `actual` when its literal is `literal`: the literal when it
  /// equals or matches `actual`, `actual` itself when the literal holds no matcher, else the literal
  /// re-recorded for `actual` (``rerecorded(for:)``). Comparing the literal with what this returns
  /// is comparing with matchers: equal when `actual` matches, and otherwise different only on the
  /// lines that do not match.
  package static func recorded(_ actual: String, literal: String, kinds: [MatcherKind]) -> String {
    // The literal itself, so that comparing it with the result again is comparing a string with itself.
    if literal.hasSameBytes(as: actual) { return literal }
    let pattern = MatcherPattern(literal, kinds: kinds)
    guard pattern.hasMatchers else { return actual }
    return pattern.matches(actual) ? literal : pattern.rerecorded(for: actual)
  }

  /// Why `literal` can never match with these `kinds` (a `<any Name>` of no kind among them); empty
  /// at once for a literal without `<any `.
  package static func reasons(in literal: String, kinds: [MatcherKind]) -> [Reason] {
    let mayNameAKind = literal.withBytes { bytes in
      guard let base = bytes.baseAddress else { return false }
      var offset = 0
      while offset + 5 <= bytes.count,
        let found = memchr(base + offset, Int32(UInt8(ascii: "<")), bytes.count - offset - 4)
      {
        offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        if bytes[offset] == UInt8(ascii: "a"), bytes[offset + 1] == UInt8(ascii: "n"),
          bytes[offset + 2] == UInt8(ascii: "y"), bytes[offset + 3] == UInt8(ascii: " ")
        {
          return true
        }
      }
      return false
    }
    return mayNameAKind ? MatcherPattern(literal, kinds: kinds).reasons : []
  }

  /// Whether `actual`, a finished snapshot text, matches the literal. Without matchers, this is
  /// comparing the bytes.
  package func matches(_ actual: String) -> Bool {
    if text.hasSameBytes(as: actual) { return true }
    guard hasMatchers, reasons.isEmpty else { return false }
    return ActualText(actual).withMatching(self) { $0.placement() != nil }
  }

  /// How the literal's lines line up with `actual`'s: on a match, which actual lines each literal
  /// line covers (each `…` as few as let the rest match); otherwise, the alignment that keeps the
  /// most of the literal, with the lines that do not match removed and the actual ones added.
  package func alignment(with actual: String) -> LiteralAlignment {
    ActualText(actual).withMatching(self) { matching in
      if reasons.isEmpty, let starts = matching.placement() {
        return LiteralAlignment(matches: true, steps: matching.steps(placing: starts))
      }
      return LiteralAlignment(matches: false, steps: matching.closestSteps())
    }
  }

  /// The literal to record for `actual`: each literal line that still matches its actual line (or
  /// lines, for `…`) as the user wrote it, every other line the actual text. When everything
  /// matches, the literal itself.
  package func rerecorded(for actual: String) -> String {
    if text.hasSameBytes(as: actual) { return text }
    let alignment = alignment(with: actual)
    guard !alignment.matches else { return text }
    let actualLines = LineSplit.lines(of: actual)
    var output: [UInt8] = []
    output.reserveCapacity(actual.utf8.count)
    text.withBytes { literal in
      actual.withBytes { actual in
        for step in alignment.steps {
          let line: Slice<UnsafeBufferPointer<UInt8>>
          switch step {
          case .kept(let literalLine, _): line = literal[lineRanges[literalLine]]
          case .added(let actualLine): line = actual[actualLines[actualLine]]
          case .removed: continue
          }
          output += line
          output.append(UInt8(ascii: "\n"))
        }
      }
    }
    output.removeLast()
    return String(decoding: output, as: UTF8.self)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
