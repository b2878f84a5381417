/// An expected literal read for matching: each line plain text, text with matchers (`<any>`,
/// `<any Kind>`), or a `…` line, as the user wrote it (escaped tokens are text).
///
/// ```swift
/// let pattern = MatcherPattern("▿ Session\n  - id: <any UUID>\n  - token: \"<any>\"\n  …", kinds: MatcherKind.builtIns)
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
    /// Text with at least one matcher.
    case segments([Segment])
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
  let bytes: [UInt8]
  let lineRanges: [Range<Int>]
  let lines: [Line]
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
    bytes = Array(literal.utf8)
    lineRanges = LineSplit.lines(of: bytes)
    self.kinds = kinds
    hasMatchers = !sites.isEmpty
    guard hasMatchers else {
      lines = Array(repeating: .plain, count: lineRanges.count)
      reasons = []
      blocks = [0..<lineRanges.count]
      subtrees = []
      return
    }
    var reasons: [Reason] = []
    var lines: [Line] = []
    var next = 0
    for range in lineRanges {
      var segments: [Segment] = []
      var textStart = range.lowerBound
      var line = Line.plain
      while next < sites.count, sites[next].position <= range.upperBound {
        let site = sites[next]
        next += 1
        if site.kind == .subtree {
          line = .subtree(depth: site.position - 3 - range.lowerBound)
          continue
        }
        let start = site.position - 1
        if start > textStart { segments.append(.text(textStart..<start)) }
        textStart = site.end
        guard site.end - start > 5 else {
          segments.append(.any)
          continue
        }
        let name = String(decoding: bytes[(start + 5)..<(site.end - 1)], as: UTF8.self)
        if let index = kinds.firstIndex(where: { $0.name == name }) {
          segments.append(.kind(index))
        } else {
          line = .unmatchable
          let reason = Reason.unknownKind(name: name, known: kinds.map(\.name))
          if !reasons.contains(reason) { reasons.append(reason) }
        }
      }
      if case .plain = line, !segments.isEmpty {
        if range.upperBound > textStart { segments.append(.text(textStart..<range.upperBound)) }
        line = .segments(segments)
      }
      lines.append(line)
    }
    self.lines = lines
    self.reasons = reasons
    subtrees = lines.indices.filter { if case .subtree = lines[$0] { true } else { false } }
    var blocks: [Range<Int>] = []
    var start = 0
    for subtree in subtrees {
      blocks.append(start..<subtree)
      start = subtree + 1
    }
    blocks.append(start..<lines.count)
    self.blocks = blocks
  }

  /// Whether `actual`, a finished snapshot text, matches the literal. Without matchers, this is
  /// comparing the bytes.
  package func matches(_ actual: String) -> Bool {
    if text == actual { return true }
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
    if text == actual { return text }
    let alignment = alignment(with: actual)
    guard !alignment.matches else { return text }
    let actualText = ActualText(actual)
    let written: [ArraySlice<UInt8>] = alignment.steps.compactMap { step in
      switch step {
      case .kept(let literalLine, _): bytes[lineRanges[literalLine]]
      case .added(let actualLine): actualText.bytes[actualText.lines[actualLine]]
      case .removed: nil
      }
    }
    let output = Array(written.joined(separator: [UInt8(ascii: "\n")]))
    return String(decoding: output, as: UTF8.self)
  }
}

/// Lines of a text: the ranges between its `\n`s (a text always has at least one, maybe empty).
enum LineSplit {
  static func lines(of bytes: [UInt8]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      lines.append(start..<index)
      start = index + 1
    }
    lines.append(start..<bytes.count)
    return lines
  }
}
