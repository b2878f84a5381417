import LiteralTokens
import TestSupport
import Testing

/// Random values and literals derived from them with matchers at random places: the engine's
/// verdict and alignment are the reference matcher's, and re-recording keeps what still matches.
struct MatcherPropertyTests {
  /// The kinds of the samples: the built-ins and `Word` (lower-case letters).
  static let kinds =
    MatcherKind.builtIns + [
      MatcherKind(name: "Word") { line, start in
        var ends: [Int] = []
        var end = start
        while end < line.count, line[end] >= UInt8(ascii: "a"), line[end] <= UInt8(ascii: "z") {
          end += 1
          ends.append(end)
        }
        return ends
      }
    ]

  @Test func theEngineAgreesWithTheReference() {
    var generator = SeededGenerator(seed: 34)
    var checked = 0
    var matched = 0
    for _ in 0..<2500 {
      guard let sample = Sample.random(using: &generator) else { continue }
      checked += 1
      let pattern = MatcherPattern(sample.literalText, kinds: Self.kinds)
      let reference = ReferenceMatcher.match(sample.literal, sample.actual)
      let context = Comment(rawValue: "literal:\n\(sample.literalText)\nactual:\n\(sample.actual)")
      #expect(pattern.matches(sample.actual) == (reference != nil), context)
      let alignment = pattern.alignment(with: sample.actual)
      #expect(alignment.matches == (reference != nil), context)
      if let reference {
        matched += 1
        let kept = reference.enumerated().map { LiteralAlignment.Step.kept(literalLine: $0, actualLines: $1) }
        #expect(alignment.steps == kept, context)
        #expect(pattern.rerecorded(for: sample.actual) == sample.literalText, context)
      } else {
        let rerecorded = pattern.rerecorded(for: sample.actual)
        let again = MatcherPattern(rerecorded, kinds: Self.kinds)
        #expect(again.matches(sample.actual), Comment(rawValue: "\(context)\nre-recorded:\n\(rerecorded)"))
        #expect(again.rerecorded(for: sample.actual) == rerecorded, context)
      }
      #expect(Self.coversEachLineOnce(alignment, literal: sample.literal.count, actual: sample.actualLines.count))
    }
    #expect(checked > 1800)
    #expect(matched > checked / 4 && matched < checked * 3 / 4, "\(matched) of \(checked) matched")
  }

  /// Where nothing else in the literal could stand for the changed line (no other literal line matches
  /// it, no `…` could cover it, the literal line it replaces matches no other actual line), the
  /// re-recorded literal is the old one with just that line replaced; everywhere, it matches the
  /// new value and re-recording it again changes nothing.
  @Test func reRecordingAfterOneActualLineChangedChangesOnlyThatLine() {
    var generator = SeededGenerator(seed: 3434)
    var exact = 0
    for _ in 0..<1200 {
      guard let sample = Sample.random(using: &generator, mutating: false),
        let covering = ReferenceMatcher.match(sample.literal, sample.actual)
      else { continue }
      let pattern = MatcherPattern(sample.literalText, kinds: Self.kinds)
      let candidates = sample.literal.indices.filter {
        if case .pieces = sample.literal[$0] { true } else { false }
      }
      guard let literalLine = candidates.randomElement(using: &generator) else { continue }
      let actualLine = covering[literalLine].lowerBound
      var actualLines = sample.actualLines
      actualLines[actualLine] = "changed \(Int.random(in: 0...9, using: &generator))!"
      let actual = actualLines.joined(separator: "\n")
      let rerecorded = pattern.rerecorded(for: actual)
      let context = Comment(rawValue: "literal:\n\(sample.literalText)\nactual:\n\(actual)")
      let again = MatcherPattern(rerecorded, kinds: Self.kinds)
      #expect(again.matches(actual), context)
      #expect(again.rerecorded(for: actual) == rerecorded, context)
      guard case .pieces(let changed) = sample.literal[literalLine],
        ReferenceMatcher.match(sample.literal, actual) == nil,
        !sample.literal.contains(where: { Self.couldStand(for: actualLines[actualLine], $0) }),
        !sample.actualLines.indices.contains(where: { index in
          index != actualLine && ReferenceMatcher.piecesMatch(changed[...], Array(sample.actualLines[index].utf8)[...])
        })
      else { continue }
      var literalLines = sample.literal.map(\.text)
      literalLines[literalLine] = actualLines[actualLine]
      #expect(rerecorded == literalLines.joined(separator: "\n"), context)
      exact += 1
    }
    #expect(exact > 200)
  }

  /// Whether `line` could match `actual`, an unindented line.
  private static func couldStand(for actual: String, _ line: ReferenceLine) -> Bool {
    switch line {
    case .subtree(let depth): depth == 0
    case .pieces(let pieces): ReferenceMatcher.piecesMatch(pieces[...], Array(actual.utf8)[...])
    }
  }

  /// Whether the steps cover every literal line and every actual line once, in order.
  static func coversEachLineOnce(_ alignment: LiteralAlignment, literal: Int, actual: Int) -> Bool {
    var nextLiteral = 0
    var nextActual = 0
    for step in alignment.steps {
      switch step {
      case .kept(let literalLine, let actualLines):
        guard literalLine == nextLiteral, actualLines.lowerBound == nextActual else { return false }
        nextLiteral += 1
        nextActual = actualLines.upperBound
      case .removed(let literalLine):
        guard literalLine == nextLiteral else { return false }
        nextLiteral += 1
      case .added(let actualLine):
        guard actualLine == nextActual else { return false }
        nextActual += 1
      }
    }
    return nextLiteral == literal && nextActual == actual
  }
}

/// A random value (finished text: indented lines of words, numbers, UUIDs, tokens and escaped
/// token-like text) and a literal derived from it with matchers at random places.
struct Sample {
  var actualLines: [String]
  var literal: [ReferenceLine]

  var actual: String { actualLines.joined(separator: "\n") }
  var literalText: String { literal.map(\.text).joined(separator: "\n") }

  private enum Category { case word, punctuation, number, uuid, token, escaped }

  /// A sample, or nil when a matcher placed after a letter would not read as one.
  static func random(using generator: inout SeededGenerator, mutating: Bool = true) -> Sample? {
    let lines = (0..<Int.random(in: 1...8, using: &generator)).map { _ in randomLine(using: &generator) }
    var literal: [ReferenceLine] = []
    var matchers = 0
    var subtrees = 0
    var index = 0
    while index <= lines.count {
      if Int.random(in: 0..<8, using: &generator) == 0 {
        let run = lines[index...].prefix(Int.random(in: 0...3, using: &generator))
        let deepest = run.map { $0.indent }.min() ?? 4
        literal.append(.subtree(depth: 2 * Int.random(in: 0...(deepest / 2), using: &generator)))
        subtrees += 1
        index += run.count
        continue
      }
      guard index < lines.count else { break }
      let line = lines[index]
      var pieces: [ReferencePiece] = [.text(String(repeating: " ", count: line.indent))]
      var position = 0
      while position <= line.pieces.count {
        let afterWord = pieces.last.map { Self.endsInWord($0.text) } ?? false
        if !afterWord, Int.random(in: 0..<7, using: &generator) == 0 {
          pieces.append(.any)
          matchers += 1
          position += Int.random(in: 0...2, using: &generator)
          continue
        }
        guard position < line.pieces.count else { break }
        let (text, category) = line.pieces[position]
        position += 1
        let kind =
          afterWord
          ? nil
          : Int.random(in: 0..<20, using: &generator) == 0
            ? ["UUID", "Number", "Word"].randomElement(using: &generator) : rightKind(category, using: &generator)
        if let kind {
          pieces.append(.kind(kind))
          matchers += 1
        } else {
          pieces.append(.text(text))
        }
      }
      literal.append(.pieces(pieces))
      index += 1
    }
    var actualLines = lines.map(\.text)
    if mutating, Int.random(in: 0..<5, using: &generator) < 2 {
      let target = Int.random(in: 0..<actualLines.count, using: &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: actualLines[target] = randomLine(using: &generator).text
      case 1 where actualLines.count > 1: actualLines.remove(at: target)
      case 2: actualLines.insert(randomLine(using: &generator).text, at: target)
      default: actualLines[target] = " " + actualLines[target]
      }
    }
    let sample = Sample(actualLines: actualLines, literal: literal)
    let tokens = LiteralReading(sample.literalText).tokens
    guard tokens.filter({ $0.kind == .matcher }).count == matchers,
      tokens.filter({ $0.kind == .subtree }).count == subtrees,
      LiteralReading(sample.actual).tokens.allSatisfy({ $0.kind == .placeholder })
    else { return nil }
    return sample
  }

  /// Whether `text` ends in a letter, digit or `_`: a matcher right after it would not read as one.
  private static func endsInWord(_ text: String) -> Bool {
    text.unicodeScalars.last.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" } ?? false
  }

  /// The kind of a piece's category, at times: nil keeps the piece as text.
  private static func rightKind(_ category: Category, using generator: inout SeededGenerator) -> String? {
    switch category {
    case .number where Bool.random(using: &generator): "Number"
    case .uuid where Bool.random(using: &generator), .token where Bool.random(using: &generator): "UUID"
    case .word where Int.random(in: 0..<4, using: &generator) == 0: "Word"
    default: nil
    }
  }

  private struct Line {
    var indent: Int
    var pieces: [(String, Category)]
    var text: String { String(repeating: " ", count: indent) + pieces.map(\.0).joined() }
  }

  private static func randomLine(using generator: inout SeededGenerator) -> Line {
    let indent = 2 * Int.random(in: 0...3, using: &generator)
    if Int.random(in: 0..<12, using: &generator) == 0 { return Line(indent: indent, pieces: [(#"…\"#, .escaped)]) }
    let pieces: [(String, Category)] = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: (["name", "id", "x", "value", "tags"].randomElement(using: &generator)!, .word)
      case 1: ([": ", " ", "- ", "\"", "=", "▿ ", "(", "Box", "A"].randomElement(using: &generator)!, .punctuation)
      case 2: (["-12", "249.75", "1e-05", "0", "42", "3.5"].randomElement(using: &generator)!, .number)
      case 3: (randomUUID(using: &generator), .uuid)
      case 4: (["<UUID 1>", "<Number 2>", "<Word 3>", "<UUID 12>"].randomElement(using: &generator)!, .token)
      default:
        ([#"<\any>"#, #"<\any UUID>"#, #"<\UUID 1>"#, #"<\any Number>"#].randomElement(using: &generator)!, .escaped)
      }
    }
    return Line(indent: indent, pieces: pieces)
  }

  private static func randomUUID(using generator: inout SeededGenerator) -> String {
    let hex = Array("0123456789ABCDEFabcdef")
    return [8, 4, 4, 4, 12].map { count in String((0..<count).map { _ in hex.randomElement(using: &generator)! }) }
      .joined(separator: "-")
  }
}
