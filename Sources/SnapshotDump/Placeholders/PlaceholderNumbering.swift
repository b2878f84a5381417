import Foundation

/// One snapshot's numbering of placeholders, shared by the pieces a strategy makes it from (the
/// dumps of a history's states, the blocks of its requests) and by the final pass over its text.
///
/// Pieces are rendered with provisional tokens that stand for values of this numbering (equal
/// values get the same one, so pieces compare as their values do); ``finish(_:)`` then numbers
/// them, and every value it finds in the rest of the text, by first appearance in the final text.
package final class PlaceholderNumbering: @unchecked Sendable {
  /// What is replaced.
  package let placeholders: SnapshotPlaceholders
  let rules: PlaceholderRules
  /// How this snapshot's pieces mark the values of this numbering.
  private let marker = ProvisionalToken()
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var table = PlaceholderTable()

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

  /// `text`'s sites as provisional tokens of this numbering.
  func provisional(_ text: MarkedText) -> String {
    let indices = lock.withLock { text.table.values.map { table.index(of: $0) } }
    var tokens = TokenTexts(count: indices.count)
    for (value, index) in indices.enumerated() {
      tokens.add(value) { marker.append(index, to: &$0) }
    }
    return text.rendered(tokens)
  }

  /// The snapshot's final text: its provisional tokens and every value found in the rest of it
  /// replaced by `<Name N>`, numbered by first appearance, and the text between them escaped (see
  /// `LiteralEscape`).
  package func finish(_ text: String) -> String {
    guard !placeholders.isEmpty else { return text }
    let bytes = Array(text.utf8)
    let sites = marker.sites(in: bytes)
    return lock.withLock {
      var marked = MarkedText(bytes: bytes, sites: sites.filter { $0.value < table.values.count }, table: table)
      let finished = marked.numbered(rules, searchingText: true)
      table = marked.table
      return finished
    }
  }
}

/// How a piece of a snapshot refers to a value of its ``PlaceholderNumbering`` until the snapshot
/// is finished: U+E000, a nonce drawn for the numbering (128 random bits in hexadecimal), the value's
/// index in decimal, U+E001.
///
/// The marker is in the piece's text, since strategies pass snapshots around as strings (and may
/// join them with text of their own); but it reserves no character. The user's text, private-use
/// characters included, is read as a marker only if it holds this snapshot's nonce, 128 random
/// bits drawn when the assertion began.
struct ProvisionalToken: Sendable {
  private let open: [UInt8]
  private static let close: [UInt8] = [0xEE, 0x80, 0x81]
  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// A marker with a nonce of its own.
  init() {
    var generator = SystemRandomNumberGenerator()
    var open: [UInt8] = [0xEE, 0x80, 0x80]
    for _ in 0..<2 {
      let word = generator.next() as UInt64
      for shift in stride(from: 60, through: 0, by: -4) {
        open.append(Self.hexDigits[Int((word >> UInt64(shift)) & 0xF)])
      }
    }
    self.open = open
  }

  func append(_ index: Int, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: open)
    DecimalDigits.append(index, to: &bytes)
    bytes.append(contentsOf: Self.close)
  }

  /// The markers in `bytes`, in order.
  func sites(in bytes: [UInt8]) -> [PlaceholderSite] {
    var sites: [PlaceholderSite] = []
    var index = 0
    while let start = bytes[index...].firstIndex(of: open[0]) {
      index = start + 1
      guard bytes[start...].starts(with: open) else { continue }
      var end = start + open.count
      var value = 0
      while end < bytes.count, ASCIIText.isDigit(bytes[end]), value < Int.max / 10 - 9 {
        value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
        end += 1
      }
      guard end > start + open.count, bytes[end...].starts(with: Self.close) else { continue }
      sites.append(PlaceholderSite(start: start, length: end + Self.close.count - start, value: value))
      index = end + Self.close.count
    }
    return sites
  }
}
