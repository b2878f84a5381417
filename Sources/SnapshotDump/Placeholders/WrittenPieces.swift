/// The pieces of one snapshot written so far, each kept beside its text: the text as written
/// (provisional tokens, escapes) and what it stands for (the text read back, and where its tokens
/// are and which values they stand for).
///
/// A piece written exactly as it reads (no token, nothing escaped) is not kept: the final pass
/// reads it as any other text.
struct WrittenPieces {
  private struct Piece {
    var written: String
    var bytes: [UInt8]
    var sites: [PlaceholderSite]
  }

  private var pieces: [Piece] = []

  /// How many pieces are kept.
  var count: Int { pieces.count }

  /// Keeps a piece: `written`, and the text it stands for with the sites of its tokens.
  mutating func add(_ written: String, bytes: [UInt8], sites: [PlaceholderSite]) {
    guard !sites.isEmpty || written.utf8.count != bytes.count else { return }
    pieces.append(Piece(written: written, bytes: bytes, sites: sites))
  }

  /// Forgets the pieces from the `mark`-th on (they are part of a piece that takes their place).
  mutating func removeAll(from mark: Int) {
    pieces.removeSubrange(mark...)
  }

  /// `text` read back: each piece found in it as what it stands for, with its sites; the rest as it
  /// is. The whole text is usually one piece (a dump, a history); otherwise pieces are found by their
  /// written text, longest first, where they do not overlap one found before.
  func read(_ text: String, table: PlaceholderTable) -> MarkedText {
    if let piece = pieces.last(where: { $0.written == text }) {
      return MarkedText(bytes: piece.bytes, sites: piece.sites, table: table)
    }
    let bytes = Array(text.utf8)
    var found: [(range: Range<Int>, piece: Int)] = []
    for index in pieces.indices.sorted(by: { pieces[$0].written.utf8.count > pieces[$1].written.utf8.count }) {
      let written = Array(pieces[index].written.utf8)
      var from = 0
      while let start = Self.firstIndex(of: written, in: bytes, from: from) {
        let range = start..<(start + written.count)
        if found.contains(where: { $0.range.overlaps(range) }) {
          from = start + 1
        } else {
          found.append((range, index))
          from = range.upperBound
        }
      }
    }
    guard !found.isEmpty else { return MarkedText(bytes: bytes, sites: [], table: table) }
    found.sort { $0.range.lowerBound < $1.range.lowerBound }
    var read = MarkedText(bytes: [], sites: [], table: table)
    var copied = 0
    for (range, index) in found {
      read.bytes += bytes[copied..<range.lowerBound]
      let base = read.bytes.count
      read.sites += pieces[index].sites.map {
        PlaceholderSite(start: base + $0.start, length: $0.length, value: $0.value)
      }
      read.bytes += pieces[index].bytes
      copied = range.upperBound
    }
    read.bytes += bytes[copied...]
    return read
  }

  /// Where `needle` (not empty) first occurs in `bytes` from `from` on.
  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    var start = from
    while start + needle.count <= bytes.count, let first = bytes[start...].firstIndex(of: needle[0]) {
      guard first + needle.count <= bytes.count else { return nil }
      if bytes[first..<(first + needle.count)].elementsEqual(needle) { return first }
      start = first + 1
    }
    return nil
  }
}
