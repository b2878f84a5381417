/// A kind of value a `<any Name>` matcher of a literal accepts: its name, and how its raw text is
/// found in an actual line. It also accepts its placeholder token, `<Name n>`.
///
/// ```swift
/// let jwt = MatcherKind(name: "JWT") { line, start in
///   // ends of the JWTs that start at `start` in `line`, e.g. from an anchored regular expression
/// }
/// MatcherPattern("token: <any JWT>", kinds: MatcherKind.builtIns + [jwt])
/// ```
package struct MatcherKind: Sendable {
  /// The ends of the values of this kind that start at `start` in `line`, each after `start` and at
  /// most `line.count`, in any order.
  package typealias Ends = @Sendable (_ line: UnsafeBufferPointer<UInt8>, _ start: Int) -> [Int]

  /// The name in `<any Name>` and in its placeholder tokens.
  package var name: String
  /// How its raw text is found; nil for a kind that appears only as its tokens (a `.type(_:name:)`).
  package var ends: Ends?

  /// A kind whose raw text `ends` finds.
  package init(name: String, ends: Ends?) {
    self.name = name
    self.ends = ends
  }

  /// A kind whose raw text is each candidate text of the line `accepts` (every one is tried, so use
  /// ``init(name:ends:)`` where the ends can be found directly).
  package init(name: String, accepts: @escaping @Sendable (String) -> Bool) {
    self.init(name: name) { line, start in
      (start + 1..<line.count + 1).filter { end in
        accepts(String(decoding: UnsafeBufferPointer(rebasing: line[start..<end]), as: UTF8.self))
      }
    }
  }

  /// `UUID`: 8-4-4-4-12 hexadecimal digits, either letter case.
  package static let uuid = MatcherKind(name: "UUID") { line, start in
    ValueShapes.uuidEnd(line, start).map { [$0] } ?? []
  }
  /// `Date`: ISO-8601 with seconds (`2024-05-01T10:00:00Z`, `…T10:00:00.25+02:00`, `…T10:00:00`) as the
  /// dump prints a date, or a `Date`'s description (`2024-05-01 10:00:00 +0000`).
  package static let date = MatcherKind(name: "Date") { line, start in ValueShapes.dateEnds(line, start) }
  /// `Number`, as Swift prints one: optional `-`, digits, optional fraction and exponent (`-12`,
  /// `249.75`, `1e-05`).
  package static let number = MatcherKind(name: "Number") { line, start in ValueShapes.numberEnds(line, start) }
  /// The kinds every literal knows: `UUID`, `Date` and `Number`.
  package static let builtIns = [uuid, date, number]

  /// The ends of the values of this kind at `start` in `line`: its raw text's and its token's.
  func valueEnds(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> [Int] {
    var found = ends?(line, start).filter { $0 > start && $0 <= line.count } ?? []
    if let end = tokenEnd(in: line, from: start) { found.append(end) }
    return found
  }

  /// The end of the placeholder token `<Name n>` at `start`, if one is there.
  private func tokenEnd(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    guard index < line.count, line[index] == UInt8(ascii: "<") else { return nil }
    index += 1
    for byte in name.utf8 {
      guard index < line.count, line[index] == byte else { return nil }
      index += 1
    }
    guard index < line.count, line[index] == UInt8(ascii: " ") else { return nil }
    index += 1
    let digits = index
    while index < line.count, ValueShapes.isDigit(line[index]) { index += 1 }
    guard index > digits, index < line.count, line[index] == UInt8(ascii: ">") else { return nil }
    return index + 1
  }
}
