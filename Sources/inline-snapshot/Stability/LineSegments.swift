import LiteralTokens

/// Finds the parts of one line that changed between values, and what matches each: a built-in kind
/// (`UUID`, `Date`, `Number`), else any text, with a pattern when the texts share a shape. Texts are
/// compared by their bytes, as an assertion compares them, never with Swift's `==`.
enum LineSegments {
  /// A segment and where it is in the first value's line.
  struct Found {
    var segment: UnstableSegment
    var range: Range<String.Index>
  }

  /// The changing parts of `lines`, one line of each value (at least two, not all equal).
  ///
  /// Lines of the same shape (the same words between the same separators) change word by word, and
  /// neighbouring words that together read as one date are one segment; otherwise the part between
  /// the longest common prefix and suffix, widened to whole words, is one segment.
  static func find(in lines: [Substring], line: Int) -> [Found] {
    let tokenized = lines.map(tokens)
    let base = tokenized[0]
    let sameShape = tokenized.allSatisfy { tokens in
      tokens.count == base.count
        && zip(tokens, base).allSatisfy { isWord($0.first) == isWord($1.first) && (isWord($0.first) || same($0, $1)) }
    }
    guard sameShape else { return [widened(lines, line: line)] }
    let differing = base.indices.filter { index in tokenized.contains { !same($0[index], base[index]) } }
    var groups: [ClosedRange<Int>] = []
    for index in differing {
      if let last = groups.last, (last.upperBound + 1..<index).allSatisfy({ !isWord(base[$0].first) }),
        tokenized.allSatisfy({ accepts(MatcherKind.date, joined($0, last.lowerBound...index)) })
      {
        groups[groups.count - 1] = last.lowerBound...index
      } else {
        groups.append(index...index)
      }
    }
    return groups.map { group in
      let texts = tokenized.map { joined($0, group) }
      return Found(
        segment: segment(texts, line: line, before: lines[0][..<base[group.lowerBound].startIndex]),
        range: base[group.lowerBound].startIndex..<base[group.upperBound].endIndex)
    }
  }

  /// The first line with each segment replaced by its matcher.
  static func replacing(_ found: [Found], in line: Substring) -> String {
    var text = String(line)
    for item in found.reversed() {
      let lower = text.index(text.startIndex, offsetBy: line.distance(from: line.startIndex, to: item.range.lowerBound))
      let upper = text.index(lower, offsetBy: line.distance(from: item.range.lowerBound, to: item.range.upperBound))
      text.replaceSubrange(lower..<upper, with: item.segment.matcher)
    }
    return text
  }

  /// The part between the common prefix and suffix of `lines`, widened to whole words.
  private static func widened(_ lines: [Substring], line: Int) -> Found {
    let characters = lines.map(Array.init)
    var (prefix, suffix) = commonEnds(characters)
    while prefix > 0, isWord(characters[0][prefix - 1]) { prefix -= 1 }
    while suffix > 0, isWord(characters[0][characters[0].count - suffix]) { suffix -= 1 }
    let texts = characters.map { String($0[prefix..<($0.count - suffix)]) }
    let first = lines[0]
    let lower = first.index(first.startIndex, offsetBy: prefix)
    let upper = first.index(first.endIndex, offsetBy: -suffix)
    return Found(segment: segment(texts, line: line, before: first[..<lower]), range: lower..<upper)
  }

  /// The segment of `texts`, with the kind that accepts them all, or a pattern named after the label
  /// in `before` (the line up to the segment).
  private static func segment(_ texts: [String], line: Int, before: Substring) -> UnstableSegment {
    let kind = MatcherKind.builtIns.first { kind in texts.allSatisfy { accepts(kind, $0) } }
    return UnstableSegment(
      line: line, texts: texts, kind: kind?.name, pattern: kind == nil ? pattern(texts, before: before) : nil)
  }

  /// A regular expression that matches every text: their common prefix and suffix around one kind of
  /// characters; `nil` when the middles mix kinds that no simple class covers.
  private static func pattern(_ texts: [String], before: Substring) -> (regex: String, name: String)? {
    let characters = texts.map(Array.init)
    let (prefix, suffix) = commonEnds(characters)
    let middles = characters.map { $0[prefix..<($0.count - suffix)] }
    guard middles.allSatisfy({ !$0.isEmpty }) else { return nil }
    let all = middles.joined()
    let characterClass: String
    if all.allSatisfy({ $0.isASCII && $0.isNumber }) {
      characterClass = "[0-9]+"
    } else if all.allSatisfy({ $0.isASCII && $0.isHexDigit }) {
      characterClass = "[0-9A-Fa-f]+"
    } else if all.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
      characterClass = "[A-Za-z0-9]+"
    } else if all.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
      characterClass = "[A-Za-z0-9_-]+"
    } else {
      return nil
    }
    let regex =
      escaped(characters[0][..<prefix]) + characterClass + escaped(characters[0][(characters[0].count - suffix)...])
    return (regex, name(before: before))
  }

  /// The lengths of the longest prefix and suffix every text shares, not overlapping.
  private static func commonEnds(_ characters: [[Character]]) -> (prefix: Int, suffix: Int) {
    let shortest = characters.map(\.count).min() ?? 0
    var prefix = 0
    while prefix < shortest, characters.allSatisfy({ same($0[prefix], characters[0][prefix]) }) { prefix += 1 }
    var suffix = 0
    while suffix < shortest - prefix,
      characters.allSatisfy({ same($0[$0.count - 1 - suffix], characters[0][characters[0].count - 1 - suffix]) })
    {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// A kind name from the label before a segment (`token: ` → `Token`), else `Value`.
  private static func name(before: Substring) -> String {
    let label = before.split(whereSeparator: { $0 == " " }).last { $0.hasSuffix(":") || $0.hasSuffix("=") }
    let letters = (label ?? "").filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    guard let first = letters.first, first.isLetter else { return "Value" }
    return first.uppercased() + letters.dropFirst()
  }

  private static func escaped(_ characters: ArraySlice<Character>) -> String {
    characters.map { "\\^$.|?*+()[]{}/".contains($0) ? "\\\($0)" : String($0) }.joined()
  }

  /// Whether `kind` reads the whole of `text` as one value.
  static func accepts(_ kind: MatcherKind, _ text: String) -> Bool {
    guard let ends = kind.ends, !text.isEmpty else { return false }
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      ends(UnsafeBufferPointer(buffer), 0).contains(buffer.count)
    }
  }

  /// Words (runs of letters, digits and `-_.:+`) and the single characters between them.
  static func tokens(_ line: Substring) -> [Substring] {
    var tokens: [Substring] = []
    var index = line.startIndex
    while index < line.endIndex {
      var end = line.index(after: index)
      if isWord(line[index]) {
        while end < line.endIndex, isWord(line[end]) { end = line.index(after: end) }
      }
      tokens.append(line[index..<end])
      index = end
    }
    return tokens
  }

  /// Whether two texts are the same bytes (Swift's `==` calls `ë` and `e` with a combining diaeresis equal).
  private static func same(_ first: Substring, _ second: Substring) -> Bool {
    first.utf8.elementsEqual(second.utf8)
  }

  /// Whether two characters are the same bytes.
  private static func same(_ first: Character, _ second: Character) -> Bool {
    first.utf8.elementsEqual(second.utf8)
  }

  private static func joined(_ tokens: [Substring], _ range: ClosedRange<Int>) -> String {
    tokens[range].joined()
  }

  private static func isWord(_ character: Character?) -> Bool {
    guard let character else { return false }
    return character.isLetter || character.isNumber || "-_.:+".contains(character)
  }
}
