import Foundation
import LiteralTokens

/// One snapshot's numbering of placeholders, shared by the pieces a strategy makes it from (the
/// dumps of a history's states, the blocks of its requests) and by the final pass over its text.
///
/// Pieces are written with provisional tokens, `<UUID 3>` for the numbering's third value (equal
/// values get the same one, so pieces compare as their values do), and the user's text in them
/// escaped as a literal holds it, so no text of theirs reads as a token. The numbering keeps each
/// piece beside its text: where its tokens are and what they stand for. ``finish(_:)`` finds the
/// pieces in the snapshot's text, numbers their values and every value it finds in the rest of the
/// text by first appearance, and escapes the rest. No character of the user's is ever read as a
/// marker: a token is known by where the numbering wrote it, not by how it reads.
package final class PlaceholderNumbering: @unchecked Sendable {
  /// What is replaced.
  package let placeholders: SnapshotPlaceholders
  let rules: PlaceholderRules
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var table = PlaceholderTable()
  /// The pieces written so far whose text differs from what it stands for. Guarded by `lock`.
  private var pieces = WrittenPieces()

  /// A numbering for one snapshot.
  package init(_ placeholders: SnapshotPlaceholders) {
    self.placeholders = placeholders
    self.rules = PlaceholderRules(placeholders)
  }

  /// Text whose values are replaced by their masks, `<UUID>`, to sort by: sorting by the values
  /// themselves would order (and so number) them differently on every run.
  package func masked(_ text: String) -> String {
    guard rules.searchesText else { return text }
    var bytes = Array(text.utf8)
    var sites = PlaceholderSites(names: rules.names)
    guard !sites.mask(&bytes, from: 0, rules: rules).isEmpty else { return text }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `text` holds a value to replace.
  package func holdsValues(_ text: String) -> Bool {
    guard rules.searchesText else { return false }
    var text = text
    return text.withUTF8 { !rules.matches(in: $0).isEmpty }
  }

  /// `text` written as a piece of this snapshot: its sites as provisional tokens, the text between
  /// them escaped; kept beside its text for ``finish(_:)``.
  func provisional(_ text: MarkedText) -> String {
    lock.withLock {
      var marked = text
      let indices = text.table.values.map { table.index(of: $0) }
      for index in marked.sites.indices { marked.sites[index].value = indices[marked.sites[index].value] }
      var tokens = TokenTexts(count: table.values.count)
      for site in marked.sites where !tokens.has(site.value) {
        tokens.add(site.value) {
          TokenTexts.append(name: rules.names[table.values[site.value].namespace], number: site.value + 1, to: &$0)
        }
      }
      let written = marked.written(tokens)
      pieces.add(written, bytes: marked.bytes, sites: marked.sites)
      return written
    }
  }

  /// The text `compose` returns, made of pieces of this snapshot and text of the caller's written
  /// escaped (a history's headings), kept as one piece in place of the pieces it is made of.
  package func composing(_ compose: () -> String) -> String {
    let mark = lock.withLock { pieces.count }
    let written = compose()
    lock.withLock {
      pieces.removeAll(from: mark)
      let reading = LiteralReading(written)
      var sites: [PlaceholderSite] = []
      for token in reading.tokens where token.kind == .placeholder {
        if let value = provisionalValue(reading.bytes[token.range]) {
          sites.append(PlaceholderSite(start: token.range.lowerBound, length: token.range.count, value: value))
        }
      }
      pieces.add(written, bytes: reading.bytes, sites: sites)
    }
    return written
  }

  /// The snapshot's final text: the tokens of its pieces and every value found in the rest of it
  /// replaced by `<Name N>`, numbered by first appearance, and the text between them escaped (see
  /// `LiteralEscape`).
  package func finish(_ text: String) -> String {
    guard !placeholders.isEmpty else { return text }
    return lock.withLock {
      var marked = pieces.read(text, table: table)
      let finished = marked.numbered(rules, searchingText: true)
      table = marked.table
      return finished
    }
  }

  /// The value a provisional token of this numbering stands for.
  private func provisionalValue(_ token: ArraySlice<UInt8>) -> Int? {
    guard let space = token.lastIndex(of: UInt8(ascii: " ")) else { return nil }
    var index = 0
    for digit in token[(space + 1)..<(token.endIndex - 1)] {
      guard index < Int.max / 10 - 9 else { return nil }
      index = index * 10 + Int(digit - UInt8(ascii: "0"))
    }
    index -= 1
    guard index >= 0, index < table.values.count,
      token[(token.startIndex + 1)..<space].elementsEqual(rules.names[table.values[index].namespace].utf8)
    else { return nil }
    return index
  }
}
