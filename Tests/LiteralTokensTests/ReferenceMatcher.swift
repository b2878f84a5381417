/// A literal as the property test builds it: each line its pieces, or a `…` line.
enum ReferenceLine: Equatable {
  case pieces([ReferencePiece])
  case subtree(depth: Int)

  /// The line as a literal holds it.
  var text: String {
    switch self {
    case .subtree(let depth): String(repeating: " ", count: depth) + "…"
    case .pieces(let pieces): pieces.map(\.text).joined()
    }
  }
}

/// A piece of a literal line: text as written, `<any>` or `<any Kind>`.
enum ReferencePiece: Equatable {
  case text(String)
  case any
  case kind(String)

  var text: String {
    switch self {
    case .text(let text): text
    case .any: "<any>"
    case .kind(let name): "<any \(name)>"
    }
  }
}

/// The slow, obviously correct matcher the engine is checked against: every way to split each line
/// and every number of lines for each `…` is tried, fewer first.
enum ReferenceMatcher {
  /// The actual lines each literal line covers in the first match found (each `…` covering as few
  /// lines as let the rest match); nil when the literal does not match.
  static func match(_ literal: [ReferenceLine], _ actual: String) -> [Range<Int>]? {
    let lines = actual.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
    return match(literal[...], lines, from: 0)
  }

  private static func match(_ literal: ArraySlice<ReferenceLine>, _ lines: [[UInt8]], from start: Int)
    -> [Range<Int>]?
  {
    guard let first = literal.first else { return start == lines.count ? [] : nil }
    switch first {
    case .pieces(let pieces):
      guard start < lines.count, piecesMatch(pieces[...], lines[start][...]),
        let rest = match(literal.dropFirst(), lines, from: start + 1)
      else { return nil }
      return [start..<(start + 1)] + rest
    case .subtree(let depth):
      var end = start
      while true {
        if let rest = match(literal.dropFirst(), lines, from: end) { return [start..<end] + rest }
        guard end < lines.count,
          lines[end].prefix(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).count >= depth
        else {
          return nil
        }
        end += 1
      }
    }
  }

  /// Whether the pieces match all of `line`.
  static func piecesMatch(_ pieces: ArraySlice<ReferencePiece>, _ line: ArraySlice<UInt8>) -> Bool {
    guard let first = pieces.first else { return line.isEmpty }
    let rest = pieces.dropFirst()
    switch first {
    case .text(let text):
      let bytes = Array(text.utf8)
      return line.starts(with: bytes) && piecesMatch(rest, line.dropFirst(bytes.count))
    case .any:
      return (0...line.count).contains { piecesMatch(rest, line.dropFirst($0)) }
    case .kind(let name):
      return (0...line.count).contains { count in
        count > 0 && accepts(name, String(decoding: line.prefix(count), as: UTF8.self))
          && piecesMatch(rest, line.dropFirst(count))
      }
    }
  }

  /// Whether `candidate` is one value of the kind `name`, or its token.
  static func accepts(_ name: String, _ candidate: String) -> Bool {
    let characters = Array(candidate)
    if candidate.hasPrefix("<\(name) "), candidate.hasSuffix(">") {
      let number = characters.dropFirst(name.count + 2).dropLast()
      if !number.isEmpty, number.allSatisfy(\.isASCIIDigit) { return true }
    }
    switch name {
    case "UUID":
      return characters.count == 36
        && characters.indices.allSatisfy {
          [8, 13, 18, 23].contains($0) ? characters[$0] == "-" : characters[$0].isHexDigit
        }
    case "Number":
      var text = Substring(candidate)
      if text.first == "-" { text = text.dropFirst() }
      let parts = text.split(maxSplits: 1, omittingEmptySubsequences: false) { $0 == "e" || $0 == "E" }
      let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
      guard mantissa.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return false }
      guard parts.count == 2 else { return true }
      var exponent = parts[1]
      if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
      return !exponent.isEmpty && exponent.allSatisfy(\.isASCIIDigit)
    case "Word":
      return !characters.isEmpty && characters.allSatisfy { ("a"..."z").contains($0) }
    default:
      return false
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
